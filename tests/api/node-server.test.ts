import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_URL_BYTES, serveApp, shutdownDrainMsSetting, type AppFetch } from '@meble/api/http/node-server';
import { messages } from '@meble/domain/messages';
import { keepAliveAgent, send } from '../kit/socket.ts';

/** The HTTP server both entry points listen with (api/src/http/node-server.ts), over real sockets. */

/** A small app: `/healthz` and `/` answer at once, `/slow` when the test opens `gate`, `/refuse` without reading. */
function smallApp() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let arrived: () => void = () => {};
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const fetch: AppFetch = async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/healthz') return Response.json({ status: 'ok' });
    if (path === '/refuse') return new Response('nie', { status: 403 });
    if (path === '/slow') {
      arrived();
      await gate;
      return new Response('gotowe');
    }
    return new Response('ok');
  };
  return { fetch, open, slowArrived };
}

async function started(fetch: AppFetch) {
  const served = serveApp({ fetch, port: 0, hostname: '127.0.0.1' });
  return { served, port: (await served.listening).port };
}

describe('the shared HTTP server', () => {
  it('an answer sent before the body was read says Connection: close, and the same client is answered next time', async () => {
    const { served, port } = await started(smallApp().fetch);
    const agent = keepAliveAgent();
    try {
      const refused = await send(port, { method: 'POST', path: '/refuse', body: 'x'.repeat(1_000_000), agent });
      expect([refused.status, refused.headers.connection]).toEqual([403, 'close']);
      const next = await send(port, { path: '/', agent });
      expect([next.status, next.text, next.headers.connection]).toEqual([200, 'ok', 'keep-alive']);
    } finally {
      agent.destroy();
      await served.stop(0);
    }
  });

  it('after refusing an upload unread, goes on reading it until the client ends, so the client gets the answer and no reset', async () => {
    const { served, port } = await started(smallApp().fetch);
    try {
      const socket = connect(port, '127.0.0.1');
      const size = 4_000_000;
      socket.write(`POST /refuse HTTP/1.1\r\nHost: test\r\nContent-Length: ${size}\r\n\r\n${'x'.repeat(1_000)}`);
      let answer = '';
      const answered = new Promise<void>((resolve) => socket.on('data', (chunk: Buffer) => (answer += chunk.toString()) && answer.includes('nie') && resolve()));
      const outcome = new Promise<string>((resolve) => {
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        socket.once('end', () => resolve('end'));
      });
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 403[\s\S]*connection: close/i);
      // The rest of the upload, sent after the answer arrived: closed at once, the server's reset would fail it.
      socket.write('x'.repeat(size - 1_000), () => socket.end());
      expect(await outcome).toBe('end');
      socket.destroy();
    } finally {
      await served.stop(0);
    }
  });

  it('answers a URL over the limit 414 in Polish before the app sees it (the REST API run alone: no browser headers)', async () => {
    let seen = 0;
    const { served, port } = await started(() => {
      seen++;
      return new Response('ok');
    });
    try {
      const answer = await send(port, { path: `/api/collections?q=${'x'.repeat(MAX_URL_BYTES)}` });
      expect([answer.status, JSON.parse(answer.text), answer.headers.connection]).toEqual([414, { message: messages.urlTooLong(8) }, 'close']);
      expect(seen).toBe(0);
    } finally {
      await served.stop(0);
    }
  });

  it('drains on stop: /healthz 503 at once, new connections still answered (Connection: close), the request in flight finishes; then the listener is closed', async () => {
    const app = smallApp();
    const { served, port } = await started(app.fetch);
    expect((await send(port, { path: '/healthz' })).status).toBe(200);
    const inFlight = send(port, { path: '/slow' });
    await app.slowArrived;

    // A long drain, ended by a second stop below: nothing here races a timer.
    const stopped = served.stop(60_000);
    const health = await send(port, { path: '/healthz' });
    expect([health.status, JSON.parse(health.text), health.headers.connection]).toEqual([503, { status: 'draining', message: messages.serverDraining }, 'close']);
    const during = await send(port, { path: '/' });
    expect([during.status, during.text, during.headers.connection]).toEqual([200, 'ok', 'close']);

    void served.stop(0);
    app.open();
    const finished = await inFlight;
    expect([finished.status, finished.text, finished.headers.connection]).toEqual([200, 'gotowe', 'close']);
    await stopped;
    await expect(send(port, { path: '/' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('a short drain ends by itself, and closes idle keep-alive connections', async () => {
    const { served, port } = await started(smallApp().fetch);
    const agent = keepAliveAgent();
    try {
      expect((await send(port, { path: '/', agent })).headers.connection).toBe('keep-alive');
      await served.stop(50);
      await expect(send(port, { path: '/' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
    }
  });

  it('SHUTDOWN_DRAIN_MS: milliseconds from 0 to a minute, 3 s when unset', () => {
    expect(shutdownDrainMsSetting.parse(undefined)).toBe(3000);
    expect(shutdownDrainMsSetting.parse('')).toBe(3000);
    expect(shutdownDrainMsSetting.parse('0')).toBe(0);
    expect(shutdownDrainMsSetting.parse('1500')).toBe(1500);
    for (const bad of ['-1', '1.5', 'trzy', '600000']) expect(shutdownDrainMsSetting.safeParse(bad).success, bad).toBe(false);
  });
});
