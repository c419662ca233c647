import { createServer, maxHeaderSize, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { z } from 'zod';
import { jsonLogger, type Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';

/**
 * The HTTP server of both entry points (gateway/src/main.ts, and api/src/main.ts when the REST API runs alone): the
 * refusals made before an application sees a request (a URL or headers too large), `Connection: close` on every
 * answer sent before the request's body was read, and a shutdown that drains.
 */

/** The longest request target (path and query) answered: the web's longest operation sent as a GET is 2.2 KB. */
export const MAX_URL_BYTES = 8 * 1024;
/** What Node's parser reads of a request line and headers (its default, `--max-http-header-size`) before it refuses. */
export const MAX_HEADER_BYTES = maxHeaderSize;
/** SHUTDOWN_DRAIN_MS when unset: long enough for a load balancer to see /healthz fail and stop sending. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 3_000;
/** After the drain, in-flight requests get this long; then the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 15_000;

/** SHUTDOWN_DRAIN_MS: milliseconds, 0 (no drain) up to a minute; unset or empty is the default. */
export const shutdownDrainMsSetting = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number({ message: 'SHUTDOWN_DRAIN_MS: a number of milliseconds (0 to 60000)' })
    .int({ message: 'SHUTDOWN_DRAIN_MS: a whole number of milliseconds (0 to 60000)' })
    .min(0, { message: 'SHUTDOWN_DRAIN_MS: a number of milliseconds (0 to 60000)' })
    .max(60_000, { message: 'SHUTDOWN_DRAIN_MS: a number of milliseconds (0 to 60000)' })
    .default(DEFAULT_SHUTDOWN_DRAIN_MS),
);

export type AppFetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

export interface ServeAppOptions {
  fetch: AppFetch;
  port: number;
  /** Unset: every interface. */
  hostname?: string;
  /** Headers of the answers this module writes itself (the gateway's browser-facing ones). */
  headers?: Readonly<Record<string, string>>;
  /** The path a load balancer polls: during the drain this module answers it 503 itself. */
  healthPath?: string;
}

export interface ServedApp {
  server: Server;
  /** Where the server listens, once it does. */
  listening: Promise<AddressInfo>;
  /** True from the first stop() on. */
  readonly stopping: boolean;
  /**
   * Shuts down: the health path answers 503 at once; new connections are still accepted and answered for `drainMs`
   * (every answer with `Connection: close`), then the listener closes, idle connections are closed and in-flight
   * requests finish. Resolves when the last connection has ended. A second call may only shorten the drain.
   */
  stop(drainMs: number): Promise<void>;
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

const jsonHeaders = (extra: Readonly<Record<string, string>>): Record<string, string> => ({
  ...extra,
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-store',
  Connection: 'close',
});

/** The refusal Node's parser leaves to the server's 'clientError' listener: which status, in which words. */
function parserRefusal(error: NodeJS.ErrnoException & { rawPacket?: unknown }): { status: number; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // A request line longer than the URL limit is the URL's fault (414), when the packet shows where it ends.
      const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
      const requestLine = packet && /^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1')) ? packet.indexOf('\r\n') : undefined;
      const urlTooLong = requestLine !== undefined && (requestLine === -1 || requestLine > MAX_URL_BYTES);
      return urlTooLong
        ? { status: 414, message: messages.urlTooLong(MAX_URL_BYTES / 1024) }
        : { status: 431, message: messages.headersTooLarge(Math.floor(MAX_HEADER_BYTES / 1024)) };
    }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: messages.requestTooLargeUnsized };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: messages.httpRequestTimeout };
    default:
      return { status: 400, message: messages.httpRequestMalformed };
  }
}

/** A whole HTTP answer as bytes, for a socket whose request Node could not parse (no ServerResponse exists). */
function rawAnswer(status: number, message: string, headers: Readonly<Record<string, string>>): string {
  const body = JSON.stringify({ message });
  const lines = Object.entries({ ...jsonHeaders(headers), 'Content-Length': String(Buffer.byteLength(body)) }).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}`, ...lines, '', body].join('\r\n');
}

/** How long a connection whose request body was refused unread goes on being read after the answer. */
export const LINGER_MS = 2_000;

/**
 * Closing a socket while the client is still sending resets the connection, and the reset can reach the client before
 * it has read the answer (a refused upload then fails with EPIPE instead of its 413: 5 in 100 under load). As web
 * servers do ("lingering close"), the answer is followed by our end of the connection only: what the client still
 * sends is read and dropped until it closes its own end, for at most LINGER_MS.
 */
function lingerAfterAnswer(socket: Socket): void {
  // Node closes a `Connection: close` socket with destroySoon() once the answer is written.
  socket.destroySoon = function lingering(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    this.once('close', () => clearTimeout(timer));
  };
}

export function serveApp(options: ServeAppOptions): ServedApp {
  const { headers = {}, healthPath = '/healthz' } = options;
  let stopping = false;
  let drainEndsAt = Number.POSITIVE_INFINITY;

  const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: jsonHeaders(headers) });

  const fetch = async (request: Request, env: HttpBindings): Promise<Response> => {
    const { incoming, outgoing } = env;
    if ((incoming.url ?? '').length > MAX_URL_BYTES) return answer(414, { message: messages.urlTooLong(MAX_URL_BYTES / 1024) });
    if (stopping && new URL(request.url).pathname === healthPath) {
      return answer(503, { status: 'draining', message: messages.serverDraining });
    }
    const response = await options.fetch(request, env);
    // Unread body bytes would be taken for the next request; while stopping, keep-alive clients go elsewhere.
    if (stopping || !incoming.complete) outgoing.setHeader('Connection', 'close');
    if (!incoming.complete) lingerAfterAnswer(incoming.socket);
    return response;
  };

  const server = createServer(getRequestListener((request, env) => fetch(request, env as HttpBindings)));
  const answered = new WeakSet<Socket>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: no answer to a peer that is gone, nor into the middle of an answer already under way.
    const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answered.has(socket) || current?.headersSent === true) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    const { status, message } = parserRefusal(error);
    socket.end(rawAnswer(status, message, headers));
    socket.destroySoon();
  });

  const listening = new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });

  let drainTimer: NodeJS.Timeout | undefined;
  let closing = false;
  let closed: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (closed = resolve));
  const endDrain = () => {
    clearTimeout(drainTimer);
    if (closing) return;
    closing = true;
    // close() stops accepting and calls back once in-flight requests have finished; idle keep-alive sockets go now.
    server.close(() => closed());
    server.closeIdleConnections();
  };

  const stop = (drainMs: number): Promise<void> => {
    const endsAt = Date.now() + drainMs;
    stopping = true;
    if (!closing && endsAt < drainEndsAt) {
      drainEndsAt = endsAt;
      clearTimeout(drainTimer);
      if (drainMs === 0) endDrain();
      else drainTimer = setTimeout(endDrain, drainMs);
    }
    return stopped;
  };

  return {
    server,
    listening,
    get stopping() {
      return stopping;
    },
    stop,
  };
}

export interface ShutdownOptions {
  drainMs: number;
  log?: Logger;
  /** What closes after the server (the database): its failure exits 1. */
  close?: () => Promise<void>;
  deadlineMs?: number;
}

/**
 * SIGTERM (a supervisor or load balancer's stop) stops the server with the drain, SIGINT (Ctrl+C in a terminal) at
 * once (see {@link ServedApp.stop}); then the rest closes and the process exits 0. A request still running
 * `deadlineMs` after the drain exits 1. A second signal ends the drain at once.
 */
export function stopOnSignals(served: ServedApp, options: ShutdownOptions): void {
  const { drainMs, log = jsonLogger, close = async () => {}, deadlineMs = SHUTDOWN_DEADLINE_MS } = options;
  const stop = (signal: string, drain: number): void => {
    if (served.stopping) {
      void served.stop(0);
      return;
    }
    log.info('shutting down', { signal, drainMs: drain });
    served
      .stop(drain)
      .then(close)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error('closing the database failed', { error: String(error) });
          process.exit(1);
        },
      );
    setTimeout(() => {
      log.error('requests still running at the shutdown deadline; exiting', { deadlineMs });
      process.exit(1);
    }, drain + deadlineMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM', drainMs));
  process.on('SIGINT', () => stop('SIGINT', 0));
}
