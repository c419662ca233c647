import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import { createHttpUpstream } from '@meble/gateway/http-upstream';
import type { Upstream } from '@meble/gateway/rest-client';
import type { GraphResult } from '../kit/graph.ts';

const admin: User = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Anna',
  email: 'anna@example.pl',
  city: 'Poznań',
  isAdmin: true,
  isSalon: false,
  isDeleted: false,
  salonName: null,
  salonPhone: null,
  salonAddress: null,
};

/** What an upstream in trouble answers: a stack and an internal address in the body. */
const LEAK = 'Error: connect ECONNREFUSED 10.20.30.40:5432\n    at db.ts:12:5';
const never = () => new Promise<Response>(() => {});

function setUp(routes: (request: Request) => Promise<Response>) {
  const logged: { message: string; details?: Record<string, unknown> }[] = [];
  const told: string[] = [];
  const log: Logger = { info: (message) => told.push(message), error: (message, details) => logged.push({ message, details }) };
  const upstream: Upstream = (request) => routes(request);
  const baseUrl = 'http://api.upstream';
  const gateway = createGateway({ upstream, baseUrl, timeoutMs: 50, log });
  const app = createHttpApp({ gateway, upstream, baseUrl, timeoutMs: 50, log });
  return { app, logged, told };
}

describe('the /api and /healthz pass-through (API_URL): timeout and masking as for the REST client', () => {
  it("answers an upstream 5xx with a Polish body, never the upstream's, and logs what it was", async () => {
    const { app, logged } = setUp(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/healthz') return Response.json({ status: 'unavailable', detail: LEAK }, { status: 503 });
      return new Response(LEAK, { status: 500, headers: { 'content-type': 'text/plain', 'x-internal-host': 'db-1.internal' } });
    });
    const api = await app.request('/api/collections');
    expect(api.status).toBe(502);
    expect(await api.json()).toEqual({ message: messages.upstreamUnavailable });
    expect(api.headers.has('x-internal-host')).toBe(false);
    const health = await app.request('/healthz');
    // A load balancer still reads 503.
    expect(health.status).toBe(503);
    const body = await health.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable', message: messages.upstreamUnavailable });
    expect(body).not.toContain('10.20.30.40');
    expect(logged.map((entry) => [entry.message, entry.details?.status])).toEqual([
      ['forwarded call answered with an error', 500],
      ['forwarded call answered with an error', 503],
    ]);
    expect(String(logged[0]!.details?.body)).toContain('ECONNREFUSED');
  });

  it('gives up on an upstream that does not answer: 504, and a write is told its outcome is unknown', async () => {
    const { app } = setUp(never);
    const read = await app.request('/api/collections');
    expect(read.status).toBe(504);
    expect(await read.json()).toEqual({ message: messages.upstreamUnavailable });
    const write = await app.request('/api/cms/collection/create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(504);
    expect(await write.json()).toEqual({ message: messages.outcomeUnknown });
    const health = await app.request('/healthz');
    expect(health.status).toBe(504);
    expect(await health.json()).toEqual({ status: 'unavailable', message: messages.upstreamUnavailable });
  });

  it('gives up on an in-process answer whose body never ends, even one that ignores being cancelled', async () => {
    const endless = () =>
      new Response(new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('[')) }), {
        headers: { 'content-type': 'application/json' },
      });
    const { app, logged } = setUp(async () => endless());
    const read = await app.request('/api/collections');
    expect(read.status).toBe(504);
    expect(await read.json()).toEqual({ message: messages.upstreamUnavailable });
    const write = await app.request('/api/cms/collection/delete/x', { method: 'POST' });
    expect(write.status).toBe(504);
    expect(await write.json()).toEqual({ message: messages.outcomeUnknown });
    expect(logged.map((entry) => entry.message)).toEqual(['forwarded call timed out', 'forwarded call timed out']);
  });

  it('logs no error when the browser goes away before the answer: nothing failed', async () => {
    const { app, logged, told } = setUp(never);
    for (const init of [{}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }]) {
      const browser = new AbortController();
      setTimeout(() => browser.abort('Client connection prematurely closed.'), 5);
      await app.request('/api/cms/collections', { ...init, signal: browser.signal });
    }
    expect(logged).toEqual([]);
    expect(told).toEqual(['forwarded call abandoned: the browser went away', 'forwarded call abandoned: the browser went away']);
  });

  it("passes the API's own answers on as they are: 2xx and its Polish 4xx", async () => {
    const { app } = setUp(async (request) =>
      new URL(request.url).pathname === '/healthz' ? Response.json({ status: 'ok' }) : Response.json({ message: messages.notFound }, { status: 404 }),
    );
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const missing = await app.request('/api/nothing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: messages.notFound });
  });
});

describe('a graph mutation whose upstream call timed out', () => {
  const graph = async <T>(app: ReturnType<typeof setUp>['app'], query: string, variables: Record<string, unknown>) =>
    (await (
      await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer token-of-anna' },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as GraphResult<T>;

  it('tells the user its outcome is unknown and that the list will show it (OUTCOME_UNKNOWN), not that it failed', async () => {
    const { app } = setUp(async (request) => (new URL(request.url).pathname === '/api/users/me' ? Response.json(admin) : never()));
    const result = await graph(app, 'mutation ($id: ID!) { deleteClientConfiguration(id: $id) { __typename } }', {
      id: encodeGlobalID('ClientConfiguration', '22222222-2222-4222-8222-222222222222'),
    });
    expect(result.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([[messages.outcomeUnknown, 'OUTCOME_UNKNOWN']]);
  });

  it('but a sign-in that timed out is only unavailable: there is nothing to look for in a list', async () => {
    const { app } = setUp(never);
    const result = await graph<{ signIn: unknown }>(app, 'mutation { signIn(email: "anna@example.pl", password: "Haslo12345!") { __typename } }', {});
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});

describe('an upstream that sends its head and then stalls or is cut (API_URL over HTTP)', () => {
  // Far above the cut after 20 ms and the fake's own answers, which a busy machine delays by hundreds of ms.
  const TIMEOUT_MS = 1_000;
  /** Generous: the answer must come near the deadline, not after undici's 300 s body timeout. */
  const PROMPTLY_MS = 15_000;
  const logged: { message: string; details?: Record<string, unknown> }[] = [];
  const log: Logger = { info: () => {}, error: (message, details) => logged.push({ message, details }) };
  let fake: Server;
  let gatewayServer: ServerType;
  let gatewayUrl = '';
  const written: unknown[] = [];

  beforeAll(async () => {
    // The red team's upstream: /users/me answers whole; /cut/… and a kit's delete send half a body and drop the
    // connection; every other path sends its head and the start of a JSON body, then nothing.
    fake = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (path === '/api/users/me') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(admin));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"collections":[');
      if (path.startsWith('/api/cut/') || path.startsWith('/api/cms/kit/delete/')) setTimeout(() => response.destroy(), 20);
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    // As main.ts wires API_URL: the graph's calls on node:http, the pass-through on fetch.
    const upstream: Upstream = (request) => fetch(request);
    const gateway = createGateway({ upstream: createHttpUpstream(), baseUrl, timeoutMs: TIMEOUT_MS, log });
    const app = createHttpApp({ gateway, upstream, baseUrl, timeoutMs: TIMEOUT_MS, log });
    // Served as main.ts serves it: @hono/node-server prints a stream's errors with console.error.
    gatewayServer = await new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
    });
    gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
    await new Promise<void>((resolve) => gatewayServer.close(() => resolve()));
  });
  beforeEach(() => {
    logged.length = 0;
  });
  // Anything written outside the JSON logger (a raw stack from the server or the stream) by any of these tests is
  // caught, including what the gateway writes once an answer has gone (a stream that errors later): the check waits
  // past the deadline once, after the last test.
  beforeAll(() => {
    const record = (...args: unknown[]) => void written.push(args);
    vi.spyOn(process.stderr, 'write').mockImplementation((...args: unknown[]) => (record(...args), true));
    for (const method of ['error', 'warn', 'info', 'log'] as const) vi.spyOn(console, method).mockImplementation(record);
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUT_MS));
    vi.restoreAllMocks();
    expect(written).toEqual([]);
  });

  const timed = async (path: string, init?: RequestInit) => {
    const started = Date.now();
    const response = await fetch(`${gatewayUrl}${path}`, { ...init, signal: AbortSignal.timeout(4 * PROMPTLY_MS) });
    const body: unknown = await response.json();
    return { status: response.status, body, elapsed: Date.now() - started };
  };
  const graph = (query: string, variables: Record<string, unknown> = {}) =>
    timed('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-of-anna' },
      body: JSON.stringify({ query, variables }),
    });
  const errorsOf = (body: unknown) => ((body as GraphResult<unknown>).errors ?? []).map((error) => [error.message, error.extensions?.code]);

  it('a read through /api answers the Polish 504 at the deadline, logged once', async () => {
    const { status, body, elapsed } = await timed('/api/cms/collections');
    expect(status).toBe(504);
    expect(body).toEqual({ message: messages.upstreamUnavailable });
    expect(elapsed).toBeLessThan(PROMPTLY_MS);
    expect(logged.map((entry) => [entry.message, entry.details?.headReceived])).toEqual([['forwarded call timed out', true]]);
  });

  it('a write through /api is told its outcome is unknown (504): it was received', async () => {
    const { status, body, elapsed } = await timed('/api/cms/collection/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Nowa' }),
    });
    expect(status).toBe(504);
    expect(body).toEqual({ message: messages.outcomeUnknown });
    expect(elapsed).toBeLessThan(PROMPTLY_MS);
    expect(logged.map((entry) => entry.message)).toEqual(['forwarded call timed out']);
  });

  it('/healthz answers 504 with its own shape', async () => {
    const { status, body } = await timed('/healthz');
    expect(status).toBe(504);
    expect(body).toEqual({ status: 'unavailable', message: messages.upstreamUnavailable });
  });

  it('an answer cut after its head: a read is unavailable (502), a write is told its outcome is unknown', async () => {
    const read = await timed('/api/cut/collections');
    expect([read.status, read.body]).toEqual([502, { message: messages.upstreamUnavailable }]);
    const write = await timed('/api/cut/collection/create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([write.status, write.body]).toEqual([502, { message: messages.outcomeUnknown }]);
    expect(logged.map((entry) => [entry.message, entry.details?.headReceived])).toEqual([
      ['forwarded call failed', true],
      ['forwarded call failed', true],
    ]);
  });

  it('a graph read whose REST answer stalls is UPSTREAM_UNAVAILABLE, at the deadline', async () => {
    const { status, body, elapsed } = await graph('{ collectionCategories { name } }');
    expect(status).toBe(200);
    expect(errorsOf(body)).toEqual([[messages.upstreamUnavailable, 'UPSTREAM_UNAVAILABLE']]);
    expect(elapsed).toBeLessThan(PROMPTLY_MS);
    expect(logged.map((entry) => [entry.message, entry.details?.timedOut])).toEqual([['upstream call failed', true]]);
  });

  it('a graph write whose REST answer stalls is OUTCOME_UNKNOWN, at the deadline', async () => {
    const { body, elapsed } = await graph('mutation ($id: ID!) { deleteClientConfiguration(id: $id) { __typename } }', {
      id: encodeGlobalID('ClientConfiguration', '22222222-2222-4222-8222-222222222222'),
    });
    expect(errorsOf(body)).toEqual([[messages.outcomeUnknown, 'OUTCOME_UNKNOWN']]);
    expect(elapsed).toBeLessThan(PROMPTLY_MS);
  });

  it('a graph write whose REST answer is cut after its head is OUTCOME_UNKNOWN: it was received', async () => {
    const { body } = await graph('mutation ($id: ID!) { deleteKit(id: $id) { __typename } }', {
      id: encodeGlobalID('Kit', '33333333-3333-4333-8333-333333333333'),
    });
    expect(errorsOf(body)).toEqual([[messages.outcomeUnknown, 'OUTCOME_UNKNOWN']]);
    expect(logged.map((entry) => [entry.message, entry.details?.timedOut, entry.details?.headReceived])).toEqual([['upstream call failed', false, true]]);
  });
});
