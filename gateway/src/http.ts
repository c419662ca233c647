import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { AUTHENTICATED_USER_HEADER } from '@meble/domain/authenticated-user';
import { clientAddressOf } from '@meble/domain/client-address';
import { CONFIGURATION_INTAKE_PATH, DEFAULT_CONFIGURATOR_URL } from '@meble/domain/client-configuration';
import { jsonLogger, type Logger } from '@meble/domain/logger';
import { isStreamedPath } from '@meble/domain/file-endpoints';
import { messages } from '@meble/domain/messages';
import { graphqlBodyLimit, type GraphqlBodyEnv } from './body-limit.ts';
import { COMMON_HEADERS, DEFAULT_CSP, graphiqlCsp, graphqlPostContentType, PANEL_CSP } from './browser-headers.ts';
import { DEFAULT_TIMEOUT_MS, type Gateway } from './gateway.ts';
import { readBody, untilAborted, type Upstream } from './rest-client.ts';

interface HttpAppOptions {
  gateway: Gateway;
  upstream: Upstream;
  baseUrl: string;
  /** The built web app (web/dist); absent in API-only tests. */
  webDist?: string;
  /** TRUST_PROXY: reverse proxies in front of the gateway (their X-Forwarded-For entries name the client). */
  trustProxyHops?: number;
  /** UPSTREAM_TIMEOUT_MS: how long a forwarded call may wait for the API's whole answer, as for the graph's REST calls. */
  timeoutMs?: number;
  /** STREAM_IDLE_TIMEOUT_MS: how long an upload or a file download may go without a byte either way. */
  streamIdleMs?: number;
  /** Where masked upstream failures go (their bodies are never passed to the browser). */
  log?: Logger;
  /** CONFIGURATOR_URL: its origin is the only one a browser may call this server from (the intake, CORS). */
  configuratorUrl?: string;
}

/**
 * A forwarded call's outcome when no usable answer came: Polish, nothing of the upstream's own body. `mayHaveLanded`:
 * a write that was sent (it timed out, or its answer was cut) is told its outcome is unknown rather than that it failed.
 */
function failedForward(status: number, path: string, mayHaveLanded: boolean): Response {
  const message = mayHaveLanded ? messages.outcomeUnknown : messages.upstreamUnavailable;
  const body = path === '/healthz' ? { status: 'unavailable', message } : { message };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/** The upstream's 502, 503 and 504 keep their meaning (a load balancer reads /healthz's 503); any other 5xx is a 502. */
const maskedStatus = (status: number) => (status === 502 || status === 503 || status === 504 ? status : 502);

/**
 * The most of a JSON or CSV answer the pass-through reads (files stream instead: forwardStream). An export of the
 * most an import takes is under 48 MB. A larger one is not the API's: a 502, logged.
 */
const MAX_FORWARDED_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * The API's own /healthz answer (api/src/http/health.ts): its status, the parts that are down and a Polish sentence,
 * nothing else. Any other key (a stack, an address) gets the generic answer.
 */
const healthAnswerSchema = z.strictObject({
  status: z.string().max(40),
  unavailable: z.array(z.string().max(40)).max(20).optional(),
  message: z.string().max(500).optional(),
});

function isHealthAnswer(body: Uint8Array): boolean {
  try {
    return healthAnswerSchema.safeParse(JSON.parse(new TextDecoder().decode(body))).success;
  } catch {
    return false;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file call may take minutes; it fails only when no byte moves for this long (or the API is slower to answer). */
export const DEFAULT_STREAM_IDLE_MS = 30_000;

/** One timer for a streamed call: every byte moved either way puts it back; when it runs out, `signal` aborts. */
function idleTimer(idleMs: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expire = () => controller.abort(new DOMException('No bytes moved in time', 'TimeoutError'));
  const touch = () => {
    clearTimeout(timer);
    if (!controller.signal.aborted) timer = setTimeout(expire, idleMs);
  };
  touch();
  return { signal: controller.signal, touch, stop: () => clearTimeout(timer) };
}

/**
 * `stream` passed on chunk by chunk, read only as fast as its reader asks (backpressure kept), each chunk putting
 * the idle timer back; when the timer runs out the stream errors and its source is cancelled.
 */
function watched(stream: ReadableStream<Uint8Array>, idle: ReturnType<typeof idleTimer>, onDone: () => void): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await untilAborted(reader.read(), idle.signal);
          if (done) {
            onDone();
            controller.close();
            return;
          }
          idle.touch();
          controller.enqueue(value);
        } catch (error) {
          idle.stop();
          void reader.cancel(error).catch(() => undefined);
          controller.error(error);
        }
      },
      cancel(reason) {
        idle.stop();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

// Headers that describe one connection, not the request: the upstream call makes its own.
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'proxy-connection'];

/** A GraphQL answer that is one JSON document (not an event stream or a multipart one). */
const JSON_ANSWER = /^application\/(graphql-response\+)?json\b/i;

/** One origin: the web app, /graphql, /healthz, and /api + /uploads forwarded to the REST API. */
export function createHttpApp(options: HttpAppOptions): Hono<GraphqlBodyEnv> {
  const { gateway, upstream, baseUrl, webDist, trustProxyHops = 0, timeoutMs = DEFAULT_TIMEOUT_MS, log = jsonLogger } = options;
  const streamIdleMs = options.streamIdleMs ?? DEFAULT_STREAM_IDLE_MS;
  const configuratorOrigin = new URL(options.configuratorUrl ?? DEFAULT_CONFIGURATOR_URL).origin;
  const app = new Hono<GraphqlBodyEnv>();

  // GraphiQL's page is the same for the life of the process: its policy (the hash of its script) is computed once.
  let graphiqlPolicy: { html: string; csp: string } | undefined;
  const graphiqlCspOf = (html: string): string => {
    if (graphiqlPolicy?.html !== html) graphiqlPolicy = { html, csp: graphiqlCsp(html) };
    return graphiqlPolicy.csp;
  };

  // Outermost: every answer (pages, files, /graphql, /api) leaves with the browser-facing headers.
  app.use('*', async (c, next) => {
    await next();
    const html = c.res.headers.get('content-type')?.startsWith('text/html') === true;
    // A stored file keeps the API's sandboxing policy (an SVG may not run anything, whatever it holds).
    const fileCsp = c.req.path.startsWith('/uploads/') ? c.res.headers.get('content-security-policy') : null;
    let csp = html ? PANEL_CSP : (fileCsp ?? DEFAULT_CSP);
    let body: BodyInit | null = c.res.body;
    if (html && c.req.path === '/graphql') {
      const text = await c.res.text();
      csp = graphiqlCspOf(text);
      body = text;
    } else if (c.req.path === '/graphql' && JSON_ANSWER.test(c.res.headers.get('content-type') ?? '')) {
      // A GraphQL answer is one JSON text, made whole: handed on as text it leaves in one write with its headers,
      // where a stream would send the headers first and the body after, chunk by chunk.
      body = await c.res.text();
    }
    // A new answer with every header given at once: @hono/node-server may send the headers an answer was made with
    // (Yoga's own Response class), not ones set on it afterwards.
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
    headers.set('Content-Security-Policy', csp);
    const { status, statusText } = c.res;
    c.res = undefined;
    c.res = new Response(body, { status, statusText, headers });
  });

  /** The browser's address as this server saw it (never a header the browser set, unless proxies are trusted). */
  const clientAddressOfRequest = (c: Context): string | undefined => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      socketAddress = undefined; // not served by @hono/node-server (tests calling app.fetch directly)
    }
    return clientAddressOf({ socketAddress, forwardedFor: c.req.header('x-forwarded-for'), trustProxyHops });
  };

  /** The headers of an upstream answer as the browser may see them. */
  const browserHeaders = (response: Response, pathname: string): Headers => {
    const cleaned = new Headers(response.headers);
    // The body goes as the bytes read: the upstream's framing is its connection's, not this answer's.
    for (const name of HOP_BY_HOP) cleaned.delete(name);
    // CORS: the configurator's origin on the intake, no origin anywhere else, whatever the upstream says.
    const corsAllowed = pathname === CONFIGURATION_INTAKE_PATH && response.headers.get('access-control-allow-origin') === configuratorOrigin;
    if (!corsAllowed) for (const name of [...cleaned.keys()].filter((key) => key.startsWith('access-control-'))) cleaned.delete(name);
    if (cleaned.has('content-encoding')) {
      // fetch has already decoded the body: passing the encoding and length on would corrupt it.
      cleaned.delete('content-encoding');
      cleaned.delete('content-length');
    }
    // The API's word to the gateway about who called: not for the browser (it has /users/me).
    cleaned.delete(AUTHENTICATED_USER_HEADER);
    return cleaned;
  };

  /**
   * The browser went away before the answer came (a page left while its images loaded, a closed tab): nothing failed,
   * so it is no error in the log, and the answer made here reaches nobody.
   */
  const abandoned = (request: Request, url: URL, headReceived: boolean): Response => {
    log.info('forwarded call abandoned: the browser went away', { method: request.method, path: url.pathname, headReceived });
    return new Response(null, { status: 499 });
  };

  /**
   * An upload or a file download: both bodies pass through as streams, never read whole, and the call is timed by
   * idleness (no byte either way for streamIdleMs) instead of one timer for the whole call.
   */
  const forwardStream = async (request: Request, clientAddress?: string): Promise<Response> => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, baseUrl);
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    headers.delete('x-forwarded-for');
    const idle = idleTimer(streamIdleMs);
    const signal = AbortSignal.any([request.signal, idle.signal]);
    // The request's last byte is a byte moved: the API then has the idle time to check and store the file.
    const body = write && request.body ? watched(request.body, idle, idle.touch) : undefined;
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, body, duplex: 'half', signal };
    let headReceived = false;
    try {
      const response = await untilAborted(upstream(new Request(target, init), { clientAddress }), signal);
      headReceived = true;
      idle.touch();
      if (response.status >= 500) {
        const text = new TextDecoder().decode((await readBody(response, signal, 64 * 1024).catch(() => new Uint8Array(0))).subarray(0, 8000)).slice(0, 2000);
        idle.stop();
        log.error('forwarded call answered with an error', { method: request.method, path: url.pathname, status: response.status, body: text });
        return failedForward(maskedStatus(response.status), url.pathname, false);
      }
      const cleaned = browserHeaders(response, url.pathname);
      if (response.body === null || request.method === 'HEAD') {
        idle.stop();
        return new Response(null, { status: response.status, statusText: response.statusText, headers: cleaned });
      }
      return new Response(watched(response.body, idle, idle.stop), { status: response.status, statusText: response.statusText, headers: cleaned });
    } catch (error) {
      idle.stop();
      if (request.signal.aborted && !idle.signal.aborted) return abandoned(request, url, headReceived);
      if (idle.signal.aborted) {
        log.error('forwarded stream went idle', { method: request.method, path: url.pathname, streamIdleMs, headReceived });
        return failedForward(504, url.pathname, write);
      }
      log.error('forwarded call failed', { method: request.method, path: url.pathname, headReceived, error: String(error) });
      return failedForward(502, url.pathname, write && headReceived);
    }
  };

  const forward = async (request: Request, clientAddress?: string): Promise<Response> => {
    const url = new URL(request.url);
    if (isStreamedPath(url.pathname)) return forwardStream(request, clientAddress);
    const target = new URL(url.pathname + url.search, baseUrl);
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    // X-Forwarded-For from the browser is not passed on: only the address vouched for below counts.
    headers.delete('x-forwarded-for');
    // The same limit as the graph's REST calls, on the whole answer: the body is read here before the browser gets
    // anything, so an upstream that stalls mid-answer is answered like one that never answers (a Polish 504), never
    // with a cut or hanging stream. The browser going away aborts the call too.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('The upstream did not answer in time', 'TimeoutError')), timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout.signal]);
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers,
      body: write ? request.body : undefined,
      duplex: 'half',
      signal,
    };
    let headReceived = false;
    try {
      // Raced, not only signalled: the in-process API does not read the request's signal.
      const response = await untilAborted(upstream(new Request(target, init), { clientAddress }), signal);
      headReceived = true;
      const body = await readBody(response, signal, MAX_FORWARDED_ANSWER_BYTES);
      // The API's own health answer (which parts are down, in Polish) tells an operator more than a generic one.
      if (url.pathname === '/healthz' && response.status === 503 && isHealthAnswer(body)) {
        return new Response(body, { status: 503, headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' } });
      }
      if (response.status >= 500) {
        // Stacks, internal addresses, a proxy's HTML: logged here, never shown to the browser.
        const text = new TextDecoder().decode(body.subarray(0, 8000)).slice(0, 2000);
        log.error('forwarded call answered with an error', { method: request.method, path: url.pathname, status: response.status, body: text });
        return failedForward(maskedStatus(response.status), url.pathname, false);
      }
      const cleaned = browserHeaders(response, url.pathname);
      // A 204 or 304 (and a HEAD's answer) has no body.
      return new Response(body.byteLength === 0 ? null : body, { status: response.status, statusText: response.statusText, headers: cleaned });
    } catch (error) {
      if (request.signal.aborted && !timeout.signal.aborted) return abandoned(request, url, headReceived);
      if (timeout.signal.aborted) {
        log.error('forwarded call timed out', { method: request.method, path: url.pathname, timeoutMs, headReceived });
        // A write that timed out may have landed all the same.
        return failedForward(504, url.pathname, write);
      }
      log.error('forwarded call failed', { method: request.method, path: url.pathname, headReceived, error: String(error) });
      // A write whose answer had begun was received: whether it was saved is unknown.
      return failedForward(502, url.pathname, write && headReceived);
    } finally {
      clearTimeout(timer);
    }
  };

  // GraphQL over HTTP: a POST is JSON. A form (urlencoded, multipart, text/plain) is what another site's page can send
  // without asking (no CORS preflight): refused before Yoga parses it.
  app.post('/graphql', (c, next) => {
    const contentType = graphqlPostContentType(c.req.header('content-type'));
    if (contentType === undefined) {
      // Refused unread: the rest of the body would be taken for the connection's next request.
      return c.json({ errors: [{ message: messages.graphqlContentType, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }, 415, { Connection: 'close' });
    }
    return next();
  });
  // Bodies by caller: anonymous 32 KB, signed in 256 KB, an administrator's CSV import 48 MB (body-limit.ts).
  app.use('/graphql', graphqlBodyLimit({ upstream, baseUrl, timeoutMs }));

  /**
   * The request Yoga is handed: a POST as its body was read (body-limit.ts), made with Yoga's own Request class, which
   * costs no web stream or abort controller per call; Yoga reads the content type as written, so the accepted one
   * goes in its canonical spelling. A GET (GraphiQL's page, a query in the URL) goes as it came.
   */
  const graphqlRequest = (c: Context<GraphqlBodyEnv>): Request => {
    const body = c.get('graphqlBody');
    if (body === undefined) return c.req.raw;
    const contentType = graphqlPostContentType(c.req.header('content-type'));
    let headers = c.req.raw.headers;
    if (contentType !== undefined && contentType !== c.req.header('content-type')) {
      headers = new Headers(headers);
      headers.set('content-type', contentType);
    }
    return new gateway.fetchAPI.Request(c.req.url, { method: c.req.method, headers, body });
  };
  // The browser's address goes with the request, so the API throttles a sign-in by it (not by the gateway's own).
  app.all('/graphql', (c) => gateway.fetch(graphqlRequest(c), { clientAddress: clientAddressOfRequest(c) }));
  app.get('/healthz', (c) => forward(c.req.raw));
  app.all('/api/*', (c) => forward(c.req.raw, clientAddressOfRequest(c)));
  app.all('/uploads/*', (c) => forward(c.req.raw));

  if (webDist && existsSync(join(webDist, 'index.html'))) {
    const root = resolve(webDist);
    // Vite's hashed names change with their content: a browser may keep them for good. The rest is revalidated.
    app.get('*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    });
    // .br/.gz written by the build are sent as they are; whatever has none is gzipped on the way out.
    app.use('*', compress());
    // Dot folders (Vite's .vite/manifest.json) are build bookkeeping, not part of the site.
    app.get('*', (c, next) => (/\/\./.test(c.req.path) ? c.text('Nie znaleziono', 404) : next()));
    // serveStatic refuses "..", encoded slashes and backslashes, so a request cannot leave the build folder.
    app.get('*', serveStatic({ root, precompressed: true }));
    // A missing file is a 404; a path without an extension is a client-side route: the app shell answers.
    app.get('*', (c, next) => (extname(c.req.path) !== '' ? c.text('Nie znaleziono', 404) : next()));
    app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
  }
  return app;
}
