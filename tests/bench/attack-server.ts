// The server the attack bench measures, in its own process so that the load it sends and the answers it reads do not
// share the event loop being measured. The REST API (demo data, PGlite in DATA_DIR) runs on the gateway's thread.
// BENCH_LIMITS=off serves /graphql and /healthz as they were before the operation limits: the gateway
// without its limit plugins and without the anonymous body limit; the bench's "before" figures.
import { Hono } from 'hono';
import { serveApp } from '@meble/api/http/node-server';
import { startApi } from '@meble/api/runtime';
import { silentLogger } from '@meble/domain/logger';
import { createGateway, IN_PROCESS_BASE_URL } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import type { Upstream } from '@meble/gateway/rest-client';

const limits = process.env.BENCH_LIMITS !== 'off';
const api = await startApi({ ...process.env, DATABASE_URL: '', REDIS_URL: '' }, { log: silentLogger });
const upstream: Upstream = (request, context) => Promise.resolve(api.api.fetch(request, { ...context }));
const baseUrl = IN_PROCESS_BASE_URL;

let app: { fetch: Hono['fetch'] };
if (limits) {
  app = createHttpApp({ gateway: createGateway({ upstream, baseUrl, log: silentLogger }), upstream, baseUrl });
} else {
  const gateway = createGateway({ upstream, baseUrl, log: silentLogger, operationLimits: false });
  const bare = new Hono();
  bare.all('/graphql', (c) => gateway.fetch(c.req.raw));
  bare.get('/healthz', () => upstream(new Request(new URL('/healthz', baseUrl))));
  app = bare;
}
// The HTTP server npm start listens with (its refusals before the app, its lingering close).
const served = serveApp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (await served.listening).port })}\n`);
process.on('SIGTERM', () => {
  void served.stop(0).then(() => api.close()).then(() => process.exit(0));
});
