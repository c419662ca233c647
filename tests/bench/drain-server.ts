// The server the drain bench stops: the HTTP server module of both entry points with a tiny app. `/busy` holds the
// event loop for half a second, so that connections opened meanwhile wait in the listen backlog, unaccepted.
import { serveApp, stopOnSignals } from '@meble/api/http/node-server';

const served = serveApp({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (request) => {
    if (new URL(request.url).pathname === '/busy') {
      const until = Date.now() + 500;
      while (Date.now() < until);
    }
    return new Response('ok');
  },
});
process.stdout.write(`${JSON.stringify({ port: (await served.listening).port })}\n`);
stopOnSignals(served, { drainMs: Number(process.env.SHUTDOWN_DRAIN_MS ?? 0) });
