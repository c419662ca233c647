import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpUpstream } from './http-upstream.ts';
import { AnswerTooLarge, readBody } from './rest-client.ts';

/** What the fake API saw of each call. */
interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('the graph’s calls to an API over HTTP (API_URL)', () => {
  const seen: Seen[] = [];
  let connections = 0;
  /** The connection each path was last asked on, and those the server has seen close. */
  const socketOf = new Map<string, Socket>();
  const closed = new WeakSet<Socket>();
  let server: Server;
  let base = '';
  const upstream = createHttpUpstream();

  const routes: Record<string, (response: ServerResponse) => void> = {
    '/json': (response) => response.writeHead(200, { 'content-type': 'application/json', etag: '"3"' }).end('{"ok":true}'),
    '/two-cookies': (response) => response.writeHead(200, [['set-cookie', 'a=1'], ['set-cookie', 'b=2']]).end(''),
    '/not-modified': (response) => response.writeHead(304, { etag: '"3"' }).end(),
    '/refused': (response) => response.writeHead(409, { 'content-type': 'application/json' }).end('{"message":"Kategoria ma elementy"}'),
    // Half a body, then the connection is dropped.
    '/cut': (response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"collections":[');
      setTimeout(() => response.destroy(), 10);
    },
    // The head and nothing more.
    '/stall': (response) => response.writeHead(200, { 'content-type': 'application/json' }).write('{'),
    // Not even the head.
    '/silent': () => {},
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        seen.push({ method: request.method ?? '', path, headers: request.headers, body: Buffer.concat(chunks).toString() });
        socketOf.set(path, request.socket);
        (routes[new URL(path, 'http://api').pathname] ?? routes['/json']!)(response);
      });
    });
    server.on('connection', (socket) => {
      connections++;
      socket.on('close', () => closed.add(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the method, path, query, headers and body, and answers the status, headers and body', async () => {
    seen.length = 0;
    const request = new Request(`${base}/json?limit=50&after=x%20y`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer T', 'content-type': 'application/json', 'if-match': '"2"' },
      body: JSON.stringify({ name: 'Zażółć' }),
    });
    const response = await upstream(request, { clientAddress: '203.0.113.7' });
    expect([response.status, response.headers.get('etag'), await response.json()]).toEqual([200, '"3"', { ok: true }]);
    const [call] = seen;
    expect(call).toMatchObject({ method: 'PATCH', path: '/json?limit=50&after=x%20y', body: '{"name":"Zażółć"}' });
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer T',
      'if-match': '"2"',
      'content-length': String(Buffer.byteLength('{"name":"Zażółć"}')),
      // The API (TRUST_PROXY=1) throttles the public intake by the browser's address.
      'x-forwarded-for': '203.0.113.7',
    });
  });

  it('keeps every header of an answer, a refusal’s body, and no body for a 304', async () => {
    const cookies = await upstream(new Request(`${base}/two-cookies`));
    expect(cookies.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const refused = await upstream(new Request(`${base}/refused`));
    expect([refused.status, await refused.json()]).toEqual([409, { message: 'Kategoria ma elementy' }]);
    const notModified = await upstream(new Request(`${base}/not-modified`, { headers: { 'if-none-match': '"3"' } }));
    expect([notModified.status, notModified.body, notModified.headers.get('etag')]).toEqual([304, null, '"3"']);
  });

  it('reuses its connection from one call to the next', async () => {
    const before = connections;
    for (let i = 0; i < 5; i++) await (await upstream(new Request(`${base}/json`))).text();
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('answers at the head, as fetch does: a body cut short fails its read rather than answering half of it', async () => {
    // So the REST client knows a write was received: its outcome is unknown, not failed.
    const response = await upstream(new Request(`${base}/cut`));
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('gives up at the signal, before the head or after it, and lets the connection go', async () => {
    const silent = new AbortController();
    const call = upstream(new Request(`${base}/silent`, { signal: silent.signal }));
    await expect.poll(() => seen.at(-1)?.path).toBe('/silent');
    silent.abort(new DOMException('deadline', 'TimeoutError'));
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect.poll(() => closed.has(socketOf.get('/silent')!)).toBe(true);

    const stalled = new AbortController();
    const response = await upstream(new Request(`${base}/stall`, { signal: stalled.signal }));
    const text = response.text();
    stalled.abort(new DOMException('deadline', 'TimeoutError'));
    await expect(text).rejects.toThrow();
    await expect.poll(() => closed.has(socketOf.get('/stall')!)).toBe(true);
  });

  it('hands the REST client the body as read, not through its stream: whole, cut short, too large, or given up on', async () => {
    const ok = await upstream(new Request(`${base}/json`));
    expect(new TextDecoder().decode(await readBody(ok, new AbortController().signal))).toBe('{"ok":true}');
    // Taken as read: the stream itself was never touched.
    expect(ok.bodyUsed).toBe(false);
    await expect(readBody(await upstream(new Request(`${base}/cut`)), new AbortController().signal)).rejects.toThrow();
    await expect(readBody(await upstream(new Request(`${base}/json`)), new AbortController().signal, 5)).rejects.toBeInstanceOf(AnswerTooLarge);
    const reader = new AbortController();
    const read = readBody(await upstream(new Request(`${base}/stall?read`)), reader.signal);
    reader.abort(new DOMException('deadline', 'TimeoutError'));
    await expect(read).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect.poll(() => closed.has(socketOf.get('/stall?read')!)).toBe(true);
  });

  it('refuses an aborted call before sending it', async () => {
    const before = seen.length;
    await expect(upstream(new Request(`${base}/json`, { signal: AbortSignal.abort() }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.length).toBe(before);
  });
});
