import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { serveApp, shutdownDrainMsSetting, stopOnSignals } from '@meble/api/http/node-server';
import { COMMON_HEADERS, DEFAULT_CSP } from './browser-headers.ts';
import { createGateway, IN_PROCESS_BASE_URL } from './gateway.ts';
import { createHttpApp } from './http.ts';
import { createHttpUpstream } from './http-upstream.ts';
import { trustProxyHopsOf } from '@meble/domain/client-address';
import { configuratorUrlSetting } from '@meble/domain/client-configuration';
import { jsonLogger } from '@meble/domain/logger';
import type { Upstream } from './rest-client.ts';

// The only module that listens: everything it wires is created by factories that tests call directly.
const env = process.env;
const settings = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    // Unset: every interface (IPv6 and IPv4), as before: a server reached directly or from a proxy on another host.
    // 127.0.0.1 (or ::1) keeps it to this machine, e.g. behind a reverse proxy on the same host.
    HOST: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
    // Uploads and file downloads: how long they may go without a byte either way (30 s when unset).
    STREAM_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
    API_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
    API_WORKER: z
      .enum(['0', '1'], { message: 'API_WORKER: 1 (the API in a worker thread) or 0 (on the main thread)' })
      .default('1')
      .transform((value) => value === '1'),
    CONFIGURATOR_URL: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return configuratorUrlSetting(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      }),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return trustProxyHopsOf(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      }),
    // After SIGTERM, how long /healthz answers 503 while the listener still takes new connections (0 in tests).
    SHUTDOWN_DRAIN_MS: shutdownDrainMsSetting,
  })
  .safeParse(env);
if (!settings.success) {
  process.stderr.write(`Nieprawidłowa konfiguracja:\n${z.prettifyError(settings.error)}\n`);
  process.exit(1);
}
const {
  PORT: port,
  HOST: hostname,
  UPSTREAM_TIMEOUT_MS: timeoutMs,
  STREAM_IDLE_TIMEOUT_MS: streamIdleMs,
  API_URL: apiUrl,
  API_WORKER: apiInWorker,
  CONFIGURATOR_URL: configuratorUrl,
  TRUST_PROXY: trustProxyHops,
  SHUTDOWN_DRAIN_MS: drainMs,
} = settings.data;
// Two levels up is the checkout's root both from gateway/src/ (tsx) and from dist/server/ (the bundle).
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

let upstream: Upstream;
// The graph's own calls, when they go another way than the /api pass-through's.
let graphUpstream: Upstream | undefined;
let baseUrl: string;
let closeApi: () => Promise<void> = async () => {};
// The API's session key, when this process holds it: a caller's own document then has its token verified here.
let sessionKey: string | undefined;

if (apiUrl) {
  // The API over HTTP learns the client from X-Forwarded-For: run it with TRUST_PROXY=1 (this gateway is its proxy).
  upstream = (request, context) => {
    if (context?.clientAddress) request.headers.set('x-forwarded-for', context.clientAddress);
    return fetch(request);
  };
  graphUpstream = createHttpUpstream();
  baseUrl = apiUrl;
  // Only when the operator gives this gateway the API's JWT_SECRET too.
  sessionKey = env.JWT_SECRET?.trim() || undefined;
} else if (apiInWorker) {
  // No API_URL: the REST API and PGlite run in a worker thread of this process, called without a socket, so that
  // PGlite's synchronous queries and GraphQL execution use two cores. JSON crosses as whole buffers, files as streams.
  const { dataDirOf, startBanner } = await import('@meble/api/runtime');
  const { loadApiConfig } = await import('@meble/api/config');
  const { startApiWorker } = await import('@meble/api/worker/host');
  const worker = await startApiWorker(env, {
    // Nothing could answer /api or /graphql any more: exit, so a supervisor restarts the whole server.
    onExit: (code) => {
      jsonLogger.error('the REST API worker stopped; exiting', { code });
      process.exit(1);
    },
  });
  // The whole upstream context crosses as the API's bindings (plain data, cloned).
  upstream = (request, context) => worker.fetch(request, { ...context });
  baseUrl = IN_PROCESS_BASE_URL;
  closeApi = worker.close;
  // The worker has made (or read) the key by now: the same file, or JWT_SECRET.
  sessionKey = (await loadApiConfig(env, { dataDir: dataDirOf(env) })).jwtSecret;
  process.stdout.write(startBanner(worker.started, env));
} else {
  // API_WORKER=0: the REST API runs on this thread and is called without a socket.
  const { startApi, startBanner } = await import('@meble/api/runtime');
  const api = await startApi(env);
  // The context is passed whole as bindings (clientAddress, gatewayRequest): a plain object, so it can cross a worker boundary too.
  upstream = (request, context) => Promise.resolve(api.api.fetch(request, { ...context }));
  baseUrl = IN_PROCESS_BASE_URL;
  closeApi = api.close;
  sessionKey = api.config.jwtSecret;
  process.stdout.write(startBanner(api, env));
}

const gateway = createGateway({ upstream: graphUpstream ?? upstream, baseUrl, timeoutMs, log: jsonLogger, configuratorUrl, sessionKey });
const app = createHttpApp({ gateway, upstream, baseUrl, webDist, trustProxyHops, timeoutMs, streamIdleMs, log: jsonLogger, configuratorUrl });
// The server's own refusals (a URL or headers too large, /healthz while draining) leave with the panel's headers too.
const served = serveApp({ fetch: app.fetch, port, ...(hostname ? { hostname } : {}), headers: { ...COMMON_HEADERS, 'Content-Security-Policy': DEFAULT_CSP } });
void served.listening.then((info) => {
  const host = !hostname || info.address === '::' || info.address === '0.0.0.0' ? 'localhost' : info.address.includes(':') ? `[${info.address}]` : info.address;
  process.stdout.write(`Panel: http://${host}:${info.port}  GraphiQL: http://${host}:${info.port}/graphql\n`);
});

stopOnSignals(served, { drainMs, log: jsonLogger, close: closeApi });
