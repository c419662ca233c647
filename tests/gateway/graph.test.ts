import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { issueToken } from '@meble/api/auth/tokens';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import { silentLogger } from '@meble/domain/logger';
import { createHttpUpstream } from '@meble/gateway/http-upstream';
import type { Upstream } from '@meble/gateway/rest-client';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

interface GraphResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Runs the whole suite twice: the API in-process (no socket) and over real HTTP (API_URL). */
describe.each(['in-process', 'http'] as const)('gateway with the API %s', (mode) => {
  let t: TestApi;
  let gateway: Gateway;
  let server: ServerType | undefined;
  const calls: string[] = [];

  beforeAll(async () => {
    t = await createTestApi();
    let upstream: Upstream;
    let baseUrl: string | undefined;
    if (mode === 'http') {
      server = await new Promise<ServerType>((resolve) => {
        const s = serve({ fetch: t.api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // As main.ts wires API_URL for the graph's calls.
      upstream = createHttpUpstream();
    } else {
      // The context goes along as bindings, as gateway/src/main.ts passes it to the in-process API.
      upstream = (request, context) => Promise.resolve(t.api.fetch(request, { ...context }));
    }
    const counting: Upstream = (request, context) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return upstream(request, context);
    };
    gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: counting, baseUrl, log: silentLogger });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t.close();
  });

  async function graph(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphResult;
  }

  const SIGN_IN = `mutation ($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on SignInPayload { token viewer { id name email isAdmin isSalon salonName } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }`;
  const VIEWER = '{ viewer { id name email isAdmin isSalon salonName salonPhone salonAddress } }';

  it('answers viewer: null without a token, in one query and no REST call', async () => {
    calls.length = 0;
    expect(await graph(VIEWER)).toEqual({ data: { viewer: null } });
    expect(calls).toEqual([]);
  });

  it('signs in with trimmed, case-insensitive e-mail and returns a token that works for viewer', async () => {
    const admin = await t.kit.user().admin().create();
    calls.length = 0;
    const result = await graph(SIGN_IN, { email: `  ${admin.email.toUpperCase()} `, password: ` ${admin.password} ` });
    // The sign-in answer carries the user: one call, and the payload's viewer needs no other.
    expect(calls).toEqual(['POST /api/authentication/sign-in']);
    const signIn = result.data?.signIn as { __typename: string; token: string; viewer: { email: string; isAdmin: boolean } };
    expect(signIn.__typename).toBe('SignInPayload');
    expect(signIn.viewer).toMatchObject({ email: admin.email, isAdmin: true });
    calls.length = 0;
    const me = await graph(VIEWER, {}, signIn.token);
    expect(me.data?.viewer).toMatchObject({ email: admin.email, isAdmin: true, isSalon: false });
    expect(calls).toEqual(['GET /api/users/me']);
  });

  it("answers a wrong password and an unknown e-mail alike with 'Podane dane są nieprawidłowe'", async () => {
    const user = await t.kit.user().create();
    const wrong = await graph(SIGN_IN, { email: user.email, password: 'Zle-haslo-123' });
    const unknown = await graph(SIGN_IN, { email: 'nikt@example.com', password: 'Zle-haslo-123' });
    expect(wrong.data?.signIn).toEqual({ __typename: 'SignInError', message: messages.signInFailed });
    expect(unknown.data?.signIn).toEqual(wrong.data?.signIn);
  });

  it('validates the input with the domain rules before calling the API', async () => {
    calls.length = 0;
    const result = await graph(SIGN_IN, { email: '   ', password: '' });
    expect(result.data?.signIn).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'email', message: messages.emailRequired },
        { field: 'password', message: messages.passwordRequired },
      ],
    });
    expect(calls).toEqual([]);
  });

  it('throttles one e-mail after 10 failures while another still signs in', async () => {
    const victim = await t.kit.user().create();
    const other = await t.kit.user().create();
    for (let i = 0; i < 10; i++) {
      const r = await graph(SIGN_IN, { email: victim.email, password: 'Zle-haslo-123' });
      expect(r.data?.signIn).toMatchObject({ message: messages.signInFailed });
    }
    const eleventh = await graph(SIGN_IN, { email: victim.email, password: victim.password });
    expect(eleventh.data?.signIn).toMatchObject({ __typename: 'SignInError' });
    expect((eleventh.data?.signIn as { message: string }).message).toMatch(/^Zbyt wiele nieudanych prób logowania/);
    const fine = await graph(SIGN_IN, { email: other.email, password: other.password });
    expect(fine.data?.signIn).toMatchObject({ __typename: 'SignInPayload' });
  });

  describe('refuses forged, expired and revoked tokens with UNAUTHENTICATED', () => {
    const codeOf = (r: GraphResult) => r.errors?.[0]?.extensions?.code;
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

    it('alg: none', async () => {
      const user = await t.kit.user().admin().create();
      const now = Math.floor(Date.now() / 1000);
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.user._id, iss: 'meble-cms', aud: 'meble-cms-api', iat: now, exp: now + 3600 })}.`;
      expect(codeOf(await graph(VIEWER, {}, none))).toBe('UNAUTHENTICATED');
    });

    it('signed with another key', async () => {
      const user = await t.kit.user().admin().create();
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.user._id)
        .setIssuer('meble-cms')
        .setAudience('meble-cms-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-1234'));
      expect(codeOf(await graph(VIEWER, {}, forged))).toBe('UNAUTHENTICATED');
    });

    it('expired', async () => {
      const user = await t.kit.user().admin().create();
      const expired = await issueToken(user.user._id, t.config.jwtSecret, Date.now() - 13 * 3600 * 1000);
      expect(codeOf(await graph(VIEWER, {}, expired))).toBe('UNAUTHENTICATED');
    });

    it('of a user deleted after signing in', async () => {
      const user = await t.kit.user().create();
      const token = await t.signIn(user.email, user.password);
      expect((await graph(VIEWER, {}, token)).data?.viewer).toMatchObject({ email: user.email });
      await t.kit.deleteUser(user.user._id);
      expect(codeOf(await graph(VIEWER, {}, token))).toBe('UNAUTHENTICATED');
    });

    it('and asks for sign-in on a signed-in field without a token', async () => {
      expect(codeOf(await graph('{ dictionaries { priceGroups { slug } } }'))).toBe('UNAUTHENTICATED');
    });
  });

  it('gives every signed-in person the dictionaries the navigation guard loads', async () => {
    const salon = await t.kit.user().salon('Salon Słoneczny').create();
    const token = await t.signIn(salon.email, salon.password);
    const result = await graph('{ dictionaries { priceGroups { slug } finishTypes { code } connectionCodes { code } } }', {}, token);
    expect(result.errors).toBeUndefined();
    const d = result.data?.dictionaries as { priceGroups: { slug: string }[]; finishTypes: { code: string }[] };
    expect(d.priceGroups.map((g) => g.slug)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(d.finishTypes.map((f) => f.code)).toEqual(['w', 'c', 'm']);
  });

  it('resolves users by global id; a salon user reaches only their own (D14)', async () => {
    const admin = await t.kit.user().admin().create();
    const salon = await t.kit.user().salon('Salon Zielony').create();
    const adminToken = await t.signIn(admin.email, admin.password);
    const salonToken = await t.signIn(salon.email, salon.password);
    const ids = async (token: string) => ((await graph('{ viewer { id } }', {}, token)).data?.viewer as { id: string }).id;
    const adminId = await ids(adminToken);
    const salonId = await ids(salonToken);
    expect(adminId).not.toContain(admin.user._id); // global ids, not raw database ids

    const NODE = 'query ($id: ID!) { node(id: $id) { __typename id ... on User { email salonName } } }';
    expect((await graph(NODE, { id: salonId }, adminToken)).data?.node).toMatchObject({ __typename: 'User', email: salon.email, salonName: 'Salon Zielony' });
    expect((await graph(NODE, { id: salonId }, salonToken)).data?.node).toMatchObject({ email: salon.email });
    const foreign = await graph(NODE, { id: adminId }, salonToken);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const nodes = await graph('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [adminId, salonId] }, adminToken);
    expect(nodes.data?.nodes).toEqual([{ id: adminId }, { id: salonId }]);

    // An id that resolves to nothing is null, as Relay expects, not an error.
    const unknownId = Buffer.from('User:00000000-0000-4000-8000-000000000000').toString('base64');
    const unknown = await graph(NODE, { id: unknownId }, adminToken);
    expect(unknown).toEqual({ data: { node: null } });
    const mixed = await graph('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [unknownId, salonId] }, adminToken);
    expect(mixed).toEqual({ data: { nodes: [null, { id: salonId }] } });
  });

  it('keeps two users apart when they query viewer concurrently', async () => {
    const a = await t.kit.user().admin().create();
    const b = await t.kit.user().salon('Salon Wiśniowy').create();
    const [ta, tb] = await Promise.all([t.signIn(a.email, a.password), t.signIn(b.email, b.password)]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => graph(VIEWER, {}, i % 2 === 0 ? ta : tb)),
    );
    results.forEach((r, i) => {
      expect((r.data?.viewer as { email: string }).email).toBe(i % 2 === 0 ? a.email : b.email);
    });
  });
});
