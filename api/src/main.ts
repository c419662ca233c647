import { jsonLogger } from '@meble/domain/logger';
import { serveApp, shutdownDrainMsSetting, stopOnSignals } from './http/node-server.ts';
import { startApi, startBanner } from './runtime.ts';

// Runs the REST API alone (the gateway normally runs it in-process); the API's only entry point that listens.
const env = process.env;
const port = Number(env.API_PORT ?? 4001);
// HOST as for the gateway: unset listens on every interface; 127.0.0.1 keeps the API to this machine.
const hostname = env.HOST?.trim() || undefined;
const drain = shutdownDrainMsSetting.safeParse(env.SHUTDOWN_DRAIN_MS);
if (!drain.success) {
  process.stderr.write(`Nieprawidłowa konfiguracja:\n${drain.error.issues.map((issue) => issue.message).join('\n')}\n`);
  process.exit(1);
}
const running = await startApi(env, { log: jsonLogger });

process.stdout.write(startBanner(running, env));

const served = serveApp({ fetch: running.api.fetch, port, ...(hostname ? { hostname } : {}) });
void served.listening.then((info) => {
  process.stdout.write(`REST API: http://localhost:${info.port}/api  (OpenAPI: /api/openapi.json)\n`);
});

// The database closes only after the last request has finished.
stopOnSignals(served, { drainMs: drain.data, log: jsonLogger, close: running.close });
