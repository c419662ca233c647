// A stand-in for the REST API in a worker thread (tests/api/worker-bridge.test.ts): answers say what arrived.
import { writeFileSync } from 'node:fs';
import { Hono } from 'hono';
import { serveInWorker } from '@meble/api/worker/serve';
import type { WorkerBindings } from '@meble/api/worker/wire';

/** What /echo answers. */
export interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body's bytes, as numbers. */
  body: number[];
  bindings: WorkerBindings;
}

serveInWorker(async (env) => {
  if (env.ECHO_FAIL_START) throw new Error('Nie można otworzyć bazy danych');
  const app = new Hono<{ Bindings: WorkerBindings }>();
  app.onError((error, c) => c.text(`500: ${error.message}`, 500));
  app.all('/echo', async (c) => {
    const echo: Echo = {
      method: c.req.method,
      url: c.req.url,
      headers: Object.fromEntries(c.req.raw.headers),
      body: [...new Uint8Array(await c.req.arrayBuffer())],
      bindings: c.env,
    };
    return c.json(echo, 201, { 'x-echo': 'tak' });
  });
  app.get('/not-modified', (c) => c.body(null, 304, { etag: '"v1"' }));
  app.get('/csv', (c) => c.body('\uFEFFnazwa;cena\r\nSofa;100\r\n', 200, { 'content-type': 'text/csv; charset=utf-8' }));
  app.get('/binary', () => new Response(Uint8Array.from({ length: 256 }, (_, i) => i), { headers: { 'content-type': 'application/octet-stream' } }));
  app.get('/route-error', () => {
    throw new Error('błąd w trasie');
  });
  app.get('/crash', () => {
    // Outside any request's promise: nothing catches it, so the worker thread dies.
    setImmediate(() => {
      throw new Error('awaria wątku');
    });
    return new Promise<Response>(() => {});
  });
  return {
    started: { kind: 'pglite', demoSeeded: false },
    fetch: (request, bindings) =>
      new URL(request.url).pathname === '/rejected' ? Promise.reject(new Error('fetch odrzucony')) : app.fetch(request, bindings),
    async close() {
      if (env.ECHO_CLOSED_FILE) writeFileSync(env.ECHO_CLOSED_FILE, 'zamknięto');
    },
  };
});
