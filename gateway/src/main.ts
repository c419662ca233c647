import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createGateway, IN_PROCESS_BASE_URL } from './gateway.ts';
import { createHttpApp } from './http.ts';
import { jsonLogger } from './logger.ts';
import type { Upstream } from './rest-client.ts';

// The only module that listens: everything it wires is created by factories that tests call directly.
const env = process.env;
const port = Number(env.PORT ?? 4000);
const timeoutMs = env.UPSTREAM_TIMEOUT_MS ? Number(env.UPSTREAM_TIMEOUT_MS) : undefined;
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

let upstream: Upstream;
let baseUrl: string;
let closeApi: () => Promise<void> = async () => {};

if (env.API_URL) {
  upstream = (request) => fetch(request);
  baseUrl = env.API_URL;
} else {
  // No API_URL: the REST API runs in this process and is called without a socket.
  const { startApi } = await import('@meble/api/runtime');
  const { DEMO_ACCOUNTS } = await import('@meble/api/seed/demo');
  const api = await startApi(env);
  upstream = (request) => Promise.resolve(api.api.fetch(request));
  baseUrl = IN_PROCESS_BASE_URL;
  closeApi = api.close;
  if (api.kind === 'pglite') {
    process.stdout.write(
      `Baza wbudowana (PGlite) w ${env.DATA_DIR ?? './data'}${api.demoSeeded ? ', wczytano dane demonstracyjne' : ''}.\n` +
        `Konta demonstracyjne:\n${DEMO_ACCOUNTS.map((a) => `  ${a.email} / ${a.password}  (${a.role})`).join('\n')}\n`,
    );
  }
}

const gateway = createGateway({ upstream, baseUrl, timeoutMs, log: jsonLogger });
const app = createHttpApp({ gateway, upstream, baseUrl, webDist });
const server = serve({ fetch: app.fetch, port }, (info) => {
  process.stdout.write(`Panel: http://localhost:${info.port}  GraphiQL: http://localhost:${info.port}/graphql\n`);
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  jsonLogger.info('shutting down', { signal });
  // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed now.
  server.close(() => {
    closeApi().then(
      () => process.exit(0),
      (error: unknown) => {
        jsonLogger.error('closing the database failed', { error: String(error) });
        process.exit(1);
      },
    );
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
