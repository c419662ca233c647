import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
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
  const log: Logger = { info: () => {}, error: (message, details) => logged.push({ message, details }) };
  const upstream: Upstream = (request) => routes(request);
  const baseUrl = 'http://api.upstream';
  const gateway = createGateway({ upstream, baseUrl, timeoutMs: 50, log });
  const app = createHttpApp({ gateway, upstream, baseUrl, timeoutMs: 50, log });
  return { app, logged };
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
