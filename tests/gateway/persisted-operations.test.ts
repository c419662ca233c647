import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { isSignInOnly, WEB_OPERATION_STORE, WEB_OPERATIONS } from '@meble/gateway/persisted-operations';
import { silentLogger } from '@meble/domain/logger';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import { issueToken } from '../../api/src/auth/tokens.ts';
import { TEST_JWT_SECRET } from '../kit/api.ts';
import { createTestGraph, roundCounter, type GraphResult, type TestGraph } from '../kit/graph.ts';
import { webOperation, webOperationId, webOperations } from '../kit/web-operations.ts';

const SIGN_IN_ID = webOperationId('LoginScreenSignInMutation');

describe('persisted operations: the web client sends ids, other documents need a signed-in caller', () => {
  let g: TestGraph;
  let admin: { email: string; password: string };
  let adminToken: string;

  beforeAll(async () => {
    g = await createTestGraph({ persistedOperations: WEB_OPERATION_STORE });
    admin = await g.t.kit.user().admin().create();
    adminToken = await g.t.signIn(admin.email, admin.password);
  });
  afterAll(() => g.close());

  /** A POST with any body (documentId, query or both), as a browser or an integrator sends it. */
  async function post(body: Record<string, unknown>, token?: string): Promise<GraphResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await g.gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers, body: JSON.stringify(body) });
    return (await response.json()) as GraphResult;
  }

  const codeOf = (result: GraphResult) => result.errors?.[0]?.extensions?.code;

  /** The HTTP status of an answer (the web client signs out on 401 only). */
  async function statusOf(body: Record<string, unknown>, token?: string): Promise<number> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    return (await g.gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers, body: JSON.stringify(body) })).status;
  }

  it('holds the web client’s operations as compiled: each id is the SHA-256 of its text, the sign-in among them', () => {
    expect(new Map(WEB_OPERATIONS)).toEqual(new Map(webOperations()));
    expect(WEB_OPERATIONS.size).toBeGreaterThanOrEqual(42);
    for (const [id, text] of WEB_OPERATIONS) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    expect(WEB_OPERATIONS.get(SIGN_IN_ID)).toContain('signIn(email: $email, password: $password)');
  });

  it('signs an anonymous caller in by the login screen’s operation id', async () => {
    const result = await post({ documentId: SIGN_IN_ID, variables: { email: admin.email, password: admin.password } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ signIn: { __typename: 'SignInPayload', viewer: { email: admin.email, isAdmin: true } } });
    // The draft spec's prefixed form names the same operation.
    const prefixed = await post({ documentId: `sha256:${SIGN_IN_ID}`, variables: { email: admin.email, password: 'złe-hasło-123' } });
    expect(prefixed.data).toMatchObject({ signIn: { __typename: 'SignInError', message: messages.signInFailed } });
  });

  it('refuses an anonymous document of the caller’s own making before it is parsed or costs an upstream call', async () => {
    const aliases = `{ ${Array.from({ length: 5_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    for (const query of ['{ __typename }', '{ viewer { id name } }', aliases, '{ collectionCategories { id } }', 'not even GraphQL {']) {
      g.calls.length = 0;
      const result = await post({ query });
      expect(result.data, query.slice(0, 40)).toBeUndefined();
      expect(result.errors).toEqual([{ message: messages.operationSignedInOnly, extensions: { code: 'UNAUTHENTICATED' } }]);
      expect(g.calls).toEqual([]);
    }
    expect(await statusOf({ query: '{ __typename }' })).toBe(401);
  });

  it('lets an anonymous caller send a hand-written signIn only (GraphiQL’s first step), one field and nothing else', async () => {
    const signIn = (selection: string) => `mutation ($e: String!, $p: String!) { ${selection} }`;
    const field = 'signIn(email: $e, password: $p) { ... on SignInPayload { token } ... on Error { message } }';
    const variables = { e: admin.email, p: admin.password };
    const accepted = await post({ query: signIn(field), variables });
    expect(accepted.data).toMatchObject({ signIn: { token: expect.any(String) } });
    for (const query of [
      signIn(`${field} again: ${field}`),
      signIn(`second: ${field}`),
      signIn(`${field} __typename`),
      `${signIn(field)} query Other { viewer { id } }`,
      `query ($e: String!, $p: String!) { viewer { id } }`,
      `${signIn(field)} ${' '.repeat(2_000)}`,
    ]) {
      const refused = await post({ query, variables });
      expect(codeOf(refused), query).toBe('UNAUTHENTICATED');
      expect(refused.data).toBeUndefined();
    }
    expect(isSignInOnly(signIn(field))).toBe(true);
  });

  it('accepts any document from a signed-in caller, asking the upstream once who the token belongs to', async () => {
    g.calls.length = 0;
    const viewer = await post({ query: '{ viewer { name isAdmin } }' }, adminToken);
    expect(viewer).toEqual({ data: { viewer: { name: expect.any(String), isAdmin: true } } });
    expect(g.calls).toEqual(['GET /api/users/me']);
    // The resolvers reuse the answer of the check: one /users/me beside the data call, never two.
    g.calls.length = 0;
    const data = await post({ query: '{ viewer { isAdmin } collectionCategories { id } }' }, adminToken);
    expect(data.errors).toBeUndefined();
    expect(g.calls.filter((call) => call === 'GET /api/users/me')).toHaveLength(1);
    // A salon user is signed in too.
    const salon = await g.tokenFor('salon');
    expect(await post({ query: '{ viewer { isSalon } }' }, salon)).toEqual({ data: { viewer: { isSalon: true } } });
  });

  it('refuses a document sent with a token the upstream does not accept, before running it', async () => {
    for (const token of ['not-a-token', `${adminToken}x`]) {
      g.calls.length = 0;
      const result = await post({ query: '{ __typename }' }, token);
      expect(result.errors).toEqual([{ message: messages.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } }]);
      expect(result.data).toBeUndefined();
      expect(g.calls).toEqual(['GET /api/users/me']);
    }
  });

  it('answers an unknown id with the “reload” message (an old tab after an update), whoever asks', async () => {
    for (const body of [
      { documentId: 'f'.repeat(64) },
      { documentId: 42 },
      { documentId: SIGN_IN_ID, query: '{ __typename }' },
    ]) {
      for (const token of [undefined, adminToken]) {
        const result = await post(body, token);
        expect(result.errors).toEqual([{ message: messages.operationUnknown, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
      }
    }
    // Not 401: the panel keeps its session and shows the message.
    expect(await statusOf({ documentId: 'f'.repeat(64) }, adminToken)).toBe(400);
  });

  it('runs a web operation sent as its text like its id: same answer, same upstream calls, no token check', async () => {
    const byId = async () => {
      g.calls.length = 0;
      const result = await post({ documentId: webOperationId('CollectionsScreenQuery'), variables: {} }, adminToken);
      return { result, calls: [...g.calls] };
    };
    const byText = async () => {
      g.calls.length = 0;
      const result = await post({ query: webOperation('CollectionsScreenQuery'), variables: {} }, adminToken);
      return { result, calls: [...g.calls] };
    };
    const [id, text] = [await byId(), await byText()];
    expect(id.result.errors).toBeUndefined();
    expect(text).toEqual(id);
    expect(id.calls).not.toContain('GET /api/users/me');
  });
});

describe('a gateway that holds the session key verifies a signed-in caller’s own document itself', () => {
  let g: TestGraph;
  let adminToken: string;
  const counter = roundCounter((request, context) => Promise.resolve(g.t.api.fetch(request, { ...context })));
  let counted: Gateway;

  beforeAll(async () => {
    g = await createTestGraph({ persistedOperations: WEB_OPERATION_STORE, sessionKey: TEST_JWT_SECRET });
    adminToken = await g.tokenFor('admin');
    counted = createGateway({ upstream: counter.upstream, log: silentLogger, sessionKey: TEST_JWT_SECRET });
  });
  afterAll(() => g.close());

  async function post(query: string, token: string): Promise<{ status: number; result: GraphResult; calls: string[] }> {
    g.calls.length = 0;
    const response = await g.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, result: (await response.json()) as GraphResult, calls: [...g.calls] };
  }

  const PAGE = '{ viewer { isAdmin } collectionCategories { id name collections { slug elementCount } } dictionaries { priceGroups { name } } }';
  const REFUSED = { errors: [{ message: messages.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } }] };

  it('starts the data calls at once: one round, the viewer from their answers, no /users/me', async () => {
    const answer = Promise.resolve(
      counted.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ query: PAGE }),
      }),
    );
    const { value, rounds } = await counter.rounds(answer.then((response) => response.json() as Promise<GraphResult>));
    expect(value.errors).toBeUndefined();
    expect(value.data).toMatchObject({ viewer: { isAdmin: true } });
    expect(rounds).toEqual([['GET /api/cms/collections', 'GET /api/cms/dictionaries']]);
  });

  it('refuses a token of a wrong signature, another issuer or expired before any call: 401, no data', async () => {
    const user = await g.t.kit.user().admin().create();
    const [header, payload] = adminToken.split('.');
    const tokens = [
      await issueToken(user.user._id, 'another-secret-of-at-least-32-characters-0123'),
      `${header}.${payload}.${'A'.repeat(43)}`,
      await issueToken(user.user._id, TEST_JWT_SECRET, Date.now() - 13 * 60 * 60 * 1000),
      'not-a-token',
    ];
    for (const token of tokens) {
      const { status, result, calls } = await post(PAGE, token);
      expect(status).toBe(401);
      expect(result).toEqual(REFUSED);
      expect(calls).toEqual([]);
    }
  });

  it('answers a deleted user’s document with the sign-in error alone: the API refused its calls, no data reaches the answer', async () => {
    const user = await g.t.kit.user().admin().create();
    const token = await g.t.signIn(user.email, user.password);
    expect((await post(PAGE, token)).result.errors).toBeUndefined();
    await g.t.kit.deleteUser(user.user._id);
    // An invalid document tells the schema nothing either.
    for (const query of [PAGE, '{ __typename }', '{ viewer { id } }', '{ nieMaTakiegoPola }']) {
      const { status, result, calls } = await post(query, token);
      expect(status, query).toBe(401);
      expect(result, query).toEqual(REFUSED);
      // The data calls (refused), then /users/me to learn why; a document without a data call asks /users/me alone.
      expect(calls.filter((call) => call === 'GET /api/users/me'), query).toHaveLength(1);
    }
  });

  it('runs a salon user’s own document with the salon’s scopes: the catalogue refused field by field', async () => {
    const salon = await g.tokenFor('salon');
    const { status, result } = await post('{ viewer { isSalon } collection(slug: "manhattan") { name } }', salon);
    expect(status).toBe(200);
    expect(result.data).toEqual({ viewer: { isSalon: true }, collection: null });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});
