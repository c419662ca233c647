import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, type ServedApp } from '@meble/api/http/node-server';
import type { Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { COMMON_HEADERS, DEFAULT_CSP } from '@meble/gateway/browser-headers';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import { GRAPH_LIMITS } from '@meble/gateway/limits';
import type { Upstream } from '@meble/gateway/rest-client';
import { keepAliveAgent, send, type SocketAnswer } from '../kit/socket.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

/** The gateway's HTTP edge over real sockets: keep-alive after a refusal, oversized requests, /healthz. */

const HEALTH_DOWN = { status: 'unavailable', unavailable: ['redis'], message: 'Niedostępne: Redis.' };

function setUp(routes: (request: Request) => Response = () => Response.json({ status: 'ok' })) {
  const errors: string[] = [];
  const log: Logger = { info: () => {}, error: (message) => errors.push(message) };
  const upstream: Upstream = (request) => Promise.resolve(routes(request));
  const baseUrl = 'http://api.upstream';
  const app = createHttpApp({ gateway: createGateway({ upstream, baseUrl, log, persistedOperations: EVERY_DOCUMENT_PERSISTED }), upstream, baseUrl, log });
  return { app, errors };
}

const TYPENAME = JSON.stringify({ query: '{ __typename }' });
/** An anonymous body of about `bytes`: a small query with a long (unused) variable. */
const bodyOf = (bytes: number) => JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(bytes) } });
const postGraph = (body: string, contentType = 'application/json') => ({ method: 'POST', path: '/graphql', headers: { 'content-type': contentType }, body });

function expectBrowserHeaders(answer: SocketAnswer): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
  expect(answer.headers['content-security-policy']).toBe(DEFAULT_CSP);
}

describe('a refusal sent before the body is read closes the connection, so a keep-alive client opens a new one', () => {
  let server: ServerType;
  let port = 0;

  beforeAll(async () => {
    // The app alone under @hono/node-server, as before the shared server: the app's own answers must say it.
    const { app } = setUp();
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['1 MB', 1_000_000],
    ['3.6 MB', 3_600_000],
  ])('an anonymous body of %s: 413 with Connection: close, and the next request of the same client is answered', async (_name, bytes) => {
    const agent = keepAliveAgent();
    try {
      const refused = await send(port, { ...postGraph(bodyOf(bytes)), agent });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.text)).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE', limit: GRAPH_LIMITS.anonymousBodyBytes } }] });
      const next = await send(port, { ...postGraph(TYPENAME), agent });
      expect([next.status, JSON.parse(next.text)]).toEqual([200, { data: { __typename: 'Query' } }]);
    } finally {
      agent.destroy();
    }
  });

  it('a 1 MB form (415, refused for its type) closes the connection too', async () => {
    const agent = keepAliveAgent();
    try {
      const refused = await send(port, { ...postGraph(`q=${'x'.repeat(1_000_000)}`, 'application/x-www-form-urlencoded'), agent });
      expect([refused.status, refused.headers.connection]).toEqual([415, 'close']);
      expect((await send(port, { ...postGraph(TYPENAME), agent })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('an answer after the whole body was read keeps the connection', async () => {
    const agent = keepAliveAgent();
    try {
      const answered = await send(port, { ...postGraph(TYPENAME), agent });
      expect([answered.status, answered.headers.connection]).toEqual([200, 'keep-alive']);
    } finally {
      agent.destroy();
    }
  });
});

describe('oversized URLs and headers are answered in Polish, with the browser-facing headers', () => {
  let served: ServedApp;
  let port = 0;

  beforeAll(async () => {
    const { app } = setUp();
    served = serveApp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', headers: { ...COMMON_HEADERS, 'Content-Security-Policy': DEFAULT_CSP } });
    port = (await served.listening).port;
  });
  afterAll(() => served.stop(0));

  it.each([
    ['10 KB (over the URL limit, checked before the app)', 10_000],
    ["20 KB (over Node's header limit, refused by its parser)", 20_000],
  ])('a query string of %s: 414', async (_name, length) => {
    const answer = await send(port, { path: `/graphql?query=${'x'.repeat(length)}` });
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.text)).toEqual({ message: messages.urlTooLong(8) });
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers.connection).toBe('close');
    expectBrowserHeaders(answer);
  });

  it('headers of 20 KB: 431', async () => {
    const answer = await send(port, { path: '/healthz', headers: { cookie: `session=${'x'.repeat(20_000)}` } });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text)).toEqual({ message: messages.headersTooLarge(16) });
    expect(answer.headers.connection).toBe('close');
    expectBrowserHeaders(answer);
  });

  it('a request just under both limits is answered as usual', async () => {
    const answer = await send(port, { path: `/healthz?pad=${'x'.repeat(7_000)}`, headers: { cookie: `session=${'x'.repeat(7_000)}` } });
    expect([answer.status, JSON.parse(answer.text)]).toEqual([200, { status: 'ok' }]);
  });
});

describe('POST /graphql bodies are read off the socket, as the Node server received them', () => {
  let served: ServedApp;
  let port = 0;
  let errors: string[];

  beforeAll(async () => {
    const set = setUp();
    errors = set.errors;
    served = serveApp({ fetch: set.app.fetch, port: 0, hostname: '127.0.0.1' });
    port = (await served.listening).port;
  });
  afterAll(() => served.stop(0));

  it('a body sent in chunks without a length is answered; one over 32 KB is refused (413, Connection: close)', async () => {
    const answered = await send(port, { ...postGraph(TYPENAME), chunked: true });
    expect([answered.status, JSON.parse(answered.text)]).toEqual([200, { data: { __typename: 'Query' } }]);
    const refused = await send(port, { ...postGraph(bodyOf(40_000)), chunked: true });
    expect([refused.status, refused.headers.connection]).toEqual([413, 'close']);
    expect(JSON.parse(refused.text)).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE', limit: GRAPH_LIMITS.anonymousBodyBytes } }] });
  });

  it('a JSON type written in capitals, with a charset, is answered as application/json', async () => {
    const answered = await send(port, postGraph(TYPENAME, 'APPLICATION/JSON; charset=UTF-8'));
    expect([answered.status, JSON.parse(answered.text)]).toEqual([200, { data: { __typename: 'Query' } }]);
  });

  it('a client that goes away mid-body leaves no error, and the server answers the next request', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    const next = await send(port, postGraph(TYPENAME));
    expect([next.status, JSON.parse(next.text)]).toEqual([200, { data: { __typename: 'Query' } }]);
    expect(errors).toEqual([]);
  });
});

describe("/healthz passes the API's own 503 on", () => {
  it('a 503 whose body is the health answer goes through unchanged, and nothing is logged as an error', async () => {
    const { app, errors } = setUp(() => Response.json(HEALTH_DOWN, { status: 503 }));
    const health = await app.request('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual(HEALTH_DOWN);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(errors).toEqual([]);
  });

  it('any other 5xx stays masked: another path, another status, or a body with more in it', async () => {
    const cases: [string, Response, number, unknown][] = [
      ['/api/collections', Response.json(HEALTH_DOWN, { status: 503 }), 503, { message: messages.upstreamUnavailable }],
      ['/healthz', Response.json(HEALTH_DOWN, { status: 500 }), 502, { status: 'unavailable', message: messages.upstreamUnavailable }],
      ['/healthz', Response.json({ ...HEALTH_DOWN, stack: 'Error: at db.ts:12' }, { status: 503 }), 503, { status: 'unavailable', message: messages.upstreamUnavailable }],
      ['/healthz', new Response('<html>502 Bad Gateway</html>', { status: 503 }), 503, { status: 'unavailable', message: messages.upstreamUnavailable }],
    ];
    for (const [path, upstreamAnswer, status, body] of cases) {
      const { app, errors } = setUp(() => upstreamAnswer);
      const answer = await app.request(path);
      expect([path, answer.status, await answer.json()]).toEqual([path, status, body]);
      expect(errors).toEqual(['forwarded call answered with an error']);
    }
  });
});
