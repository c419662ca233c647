import { serve } from '@hono/node-server';
import { jsonLogger } from '@meble/domain/logger';
import { startApi, startBanner } from './runtime.ts';

// Runs the REST API alone (the gateway normally runs it in-process); the only module here that listens.
const env = process.env;
const port = Number(env.API_PORT ?? 4001);
// HOST as for the gateway: unset listens on every interface; 127.0.0.1 keeps the API to this machine.
const hostname = env.HOST?.trim() || undefined;
const running = await startApi(env, { log: jsonLogger });

process.stdout.write(startBanner(running, env));

const server = serve({ fetch: running.api.fetch, port, ...(hostname ? { hostname } : {}) }, (info) => {
  process.stdout.write(`REST API: http://localhost:${info.port}/api  (OpenAPI: /api/openapi.json)\n`);
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  jsonLogger.info('shutting down', { signal });
  // close() waits for in-flight requests; the database closes only after the last one.
  server.close(() => {
    running.close().then(
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
