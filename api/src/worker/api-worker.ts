import { startApi } from '../runtime.ts';
import { serveInWorker } from './serve.ts';

// The REST API and its database in a worker thread of the gateway's process (the embedded default): PGlite runs
// each query synchronously, so on the gateway's thread it would hold GraphQL execution up while it works.
serveInWorker(async (env) => {
  const running = await startApi(env);
  return {
    started: { kind: running.kind, demoSeeded: running.demoSeeded },
    fetch: (request, bindings) => running.api.fetch(request, bindings),
    close: running.close,
  };
});
