import { SelectQueryNode, TableNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@meble/domain/logger';
import { AUTHENTICATED_USER_HEADER, encodeAuthenticatedUser } from '@meble/domain/authenticated-user';
import type { User } from '@meble/domain/user';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import type { Upstream } from '@meble/gateway/rest-client';
import { createApi } from '../../api/src/app.ts';
import { callShapes, createTestGraph, type GraphResult, type TestGraph } from '../kit/graph.ts';
import { testPasswords } from '../kit/passwords.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

/**
 * The collection page: the collection, its element categories, a page of elements with category,
 * equipment and prices, and its kits with their elements and totals (the query).
 */
const COLLECTION_PAGE = `query ($slug: String!) {
  collection(slug: $slug) {
    name slug discountPercent
    elementCategories { id name displayOrd }
    elements(first: 50) {
      totalCount
      edges { node { id name file thumbUrl available category { name } equipment { name } prices { grosze formatted } } }
      pageInfo { hasNextPage endCursor }
    }
    kits { id name isActive elements { id name category { name } } totalPrices { group formatted } }
  }
}`;

const KITS = 5;

describe('the collection page through the gateway', () => {
  let g: TestGraph;
  let admin: string;

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
  });
  afterAll(() => g.close());

  /** A collection of `count` elements with the same five kits of three elements each; the calls its page costs. */
  async function callsFor(count: number): Promise<string[]> {
    const { collection, elementCategories } = await g.t.kit.collection().name(`Skala ${count}`).withElementCategories(3).create();
    const ids = await g.t.kit.elements(collection, elementCategories[0]!, count);
    for (let k = 0; k < KITS; k++) {
      const response = await g.t.call('/api/cms/kit/create', {
        method: 'POST',
        token: admin,
        json: { cSlug: collection.slug, name: `Zestaw ${k + 1}`, ord: k + 1, elements: [ids[k]!, ids[k + 1]!, ids[k]!] },
      });
      expect(response.status).toBe(201);
    }
    g.calls.length = 0;
    const result = await g.graph<{
      collection: { elements: { totalCount: number; edges: unknown[] }; kits: { elements: unknown[]; totalPrices: unknown[] }[] };
    }>(COLLECTION_PAGE, { slug: collection.slug }, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data?.collection.elements.totalCount).toBe(count);
    expect(result.data?.collection.elements.edges).toHaveLength(Math.min(count, 50));
    expect(result.data?.collection.kits).toHaveLength(KITS);
    expect(result.data?.collection.kits.every((kit) => kit.elements.length === 3 && kit.totalPrices.length === 9)).toBe(true);
    return g.calls.filter((c) => c !== 'GET /api/users/me').map((c) => c.replace(/\/collection\/[^/]+/, '/collection/{slug}'));
  }

  it('costs the same REST calls with 10 and with 1,000 elements, one per resource', async () => {
    const ten = await callsFor(10);
    const thousand = await callsFor(1000);
    expect(thousand).toEqual(ten);
    expect([...ten].sort()).toEqual([
      'GET /api/cms/collection/{slug}',
      'GET /api/cms/collection/{slug}/elements',
      'GET /api/cms/collection/{slug}/kits',
      'GET /api/cms/dictionaries',
    ]);
  }, 120_000);

  it('asks for the dictionaries (equipment names) in the same round as the elements page, not after it', async () => {
    const { collection, elementCategories } = await g.t.kit.collection().name('Kolejność wywołań').withElementCategories(1).create();
    await g.t.kit.elements(collection, elementCategories[0]!, 3);
    const events: string[] = [];
    let dictionariesAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (dictionariesAsked = resolve));
    const upstream: Upstream = async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/cms/dictionaries') {
        events.push('dictionaries asked');
        dictionariesAsked();
      }
      const answer = await g.t.api.fetch(request);
      if (path.endsWith('/elements')) {
        // Held until the dictionaries are asked for (or five seconds, when they would come only after: ample on a loaded machine).
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5000))]);
        events.push('elements answered');
      }
      return answer;
    };
    const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream, log: silentLogger });
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: COLLECTION_PAGE, variables: { slug: collection.slug } }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(events).toEqual(['dictionaries asked', 'elements answered']);
  });
});

describe('one round of upstream calls, the viewer included', () => {
  let g: TestGraph;
  let admin: string;
  let slug: string;

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
    const { collection, elementCategories } = await g.t.kit.collection().name('Jedna Runda').withElementCategories(2).create();
    slug = collection.slug;
    const ids = await g.t.kit.elements(collection, elementCategories[0]!, 4);
    await g.t.kit.elementKit().inCollection(collection).withElements([ids[0]!, ids[1]!]).name('Zestaw').create();
  });
  afterAll(() => g.close());

  /** An upstream as a legacy API answers: our API without the viewer's stamp. */
  const unstamped = (answer: Response): Response => {
    const headers = new Headers(answer.headers);
    headers.delete(AUTHENTICATED_USER_HEADER);
    return new Response(answer.body, { status: answer.status, headers });
  };

  /**
   * Runs a query through a gateway whose upstream records when each call starts and finishes. Every answer is held
   * until `expected` calls have started (or five seconds have passed, when a call waits for another one's answer), so a
   * call that starts only after another finished shows as a start after a finish. `legacy`: the upstream does not stamp.
   */
  async function recorded(
    query: string,
    variables: Record<string, unknown>,
    expected: number,
    { token = admin, legacy = false, gateway: given, headers = {} }: { token?: string; legacy?: boolean; gateway?: Gateway; headers?: Record<string, string> } = {},
  ) {
    const events: string[] = [];
    let started = 0;
    let allStarted: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (allStarted = resolve));
    const upstream: Upstream = async (request, context) => {
      const [call] = callShapes([`${request.method} ${new URL(request.url).pathname}`]);
      events.push(`start ${call}`);
      if (++started >= expected) allStarted();
      const answer = await g.t.api.fetch(request, { ...context });
      await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 5000))]);
      events.push(`finish ${call}`);
      return legacy ? unstamped(answer) : answer;
    };
    recordedUpstream = upstream;
    const gateway = given ?? createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: (request, context) => recordedUpstream(request, context), log: silentLogger });
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const result = (await response.json()) as GraphResult;
    const starts = events.filter((event) => event.startsWith('start ')).map((event) => event.slice('start '.length));
    // The shape of a single round: every start, then every finish.
    const oneRound = events.findIndex((event) => event.startsWith('finish ')) === starts.length;
    return { result, calls: starts.sort(), oneRound };
  }
  /** The upstream of the latest recorded() run, so one gateway can serve several (it remembers whether its upstream stamps). */
  let recordedUpstream: Upstream = () => Promise.reject(new Error('no run yet'));
  const recordingGateway = () => createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: (request, context) => recordedUpstream(request, context), log: silentLogger });

  const ME = 'GET /api/users/me';
  const COLLECTION = 'GET /api/cms/collection/{slug}';
  const PAGE_CALLS = [COLLECTION, `${COLLECTION}/elements`, `${COLLECTION}/kits`, 'GET /api/cms/dictionaries'].sort();

  it('the collection page: the collection, its elements page, kits and dictionaries all start before any finishes; the viewer comes with them', async () => {
    const { result, calls, oneRound } = await recorded(COLLECTION_PAGE, { slug }, 4);
    expect(result.errors).toBeUndefined();
    expect(calls).toEqual(PAGE_CALLS);
    expect(oneRound).toBe(true);
  });

  // Every query the web sends is counted in one-round.test.ts, enumerated from its persisted operations.

  it('behind an upstream that does not stamp, the viewer comes from /users/me: a round after the first answer, then with the data calls', async () => {
    const gateway = recordingGateway();
    // The gate opens with the four data calls: /users/me starts only once one of them has answered.
    const first = await recorded(COLLECTION_PAGE, { slug }, 4, { legacy: true, gateway });
    expect(first.result.errors).toBeUndefined();
    expect(first.calls).toEqual([...PAGE_CALLS, ME].sort());
    expect(first.oneRound).toBe(false);
    // The gateway now knows its upstream does not stamp: /users/me starts with the request, as before the stamp.
    const next = await recorded(COLLECTION_PAGE, { slug }, 5, { legacy: true, gateway });
    expect(next.result.errors).toBeUndefined();
    expect(next.calls).toEqual([...PAGE_CALLS, ME].sort());
    expect(next.oneRound).toBe(true);
    // And a stamped answer puts it back on the stamps.
    const stamped = await recorded(COLLECTION_PAGE, { slug }, 5, { gateway });
    expect(stamped.calls).toEqual([...PAGE_CALLS, ME].sort());
    const after = await recorded(COLLECTION_PAGE, { slug }, 4, { gateway });
    expect(after.calls).toEqual(PAGE_CALLS);
    expect(after.oneRound).toBe(true);
  });

  it('a load started ahead that failed is not made again by its resolver; with no stamped answer the viewer comes from /users/me', async () => {
    const calls: string[] = [];
    // Every data call fails at once, unstamped, as a proxy in front of the API would answer.
    const upstream: Upstream = async (request, context) => {
      const [call] = callShapes([`${request.method} ${new URL(request.url).pathname}`]);
      calls.push(call!);
      if (call !== ME) return Response.json({ message: 'awaria' }, { status: 502 });
      return g.t.api.fetch(request, { ...context });
    };
    const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream, log: silentLogger });
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: COLLECTION_PAGE, variables: { slug } }),
    });
    const result = (await response.json()) as GraphResult;
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(calls.sort()).toEqual([...PAGE_CALLS, ME].sort());
  });

  it('a data call that fails before answering leaves the viewer to /users/me: a salon user is FORBIDDEN, not told the upstream failed', async () => {
    const salon = await g.tokenFor('salon');
    const calls: string[] = [];
    const upstream: Upstream = async (request, context) => {
      const [call] = callShapes([`${request.method} ${new URL(request.url).pathname}`]);
      calls.push(call!);
      if (call !== ME) throw new TypeError('fetch failed');
      return g.t.api.fetch(request, { ...context });
    };
    const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream, log: silentLogger });
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${salon}` },
      body: JSON.stringify({ query: COLLECTION_PAGE, variables: { slug } }),
    });
    const result = (await response.json()) as GraphResult;
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(result.data).toEqual({ collection: null });
    expect(calls.filter((call) => call === ME)).toHaveLength(1);
  });

  it("a salon user's collection page is FORBIDDEN with no data, though its loads started with the check, and the refusals named the viewer", async () => {
    const salon = await g.tokenFor('salon');
    const { result, calls } = await recorded(COLLECTION_PAGE, { slug }, 4, { token: salon });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(result.data).toEqual({ collection: null });
    expect(calls).toEqual(PAGE_CALLS);
  });

  it('a stamp in the request is never read: the viewer comes from the upstream answers alone', async () => {
    const salon = await g.tokenFor('salon');
    const adminUser = (await (await g.t.call('/api/users/me', { token: admin })).json()) as User;
    const forged = { [AUTHENTICATED_USER_HEADER]: encodeAuthenticatedUser(adminUser) };
    for (const legacy of [false, true]) {
      const { result, calls } = await recorded(COLLECTION_PAGE, { slug }, 4, { token: salon, legacy, headers: forged });
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(result.data).toEqual({ collection: null });
      expect(calls).toEqual(legacy ? [...PAGE_CALLS, ME].sort() : PAGE_CALLS);
    }
  });

  /** A permissive upstream: answers /users/me as the salon user, and every other call as if an administrator had made it. */
  const permissive =
    (salonStamp: string | null): Upstream =>
    async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/users/me') return g.t.api.fetch(request);
      request.headers.set('authorization', `Bearer ${admin}`);
      const answer = unstamped(await g.t.api.fetch(request));
      if (salonStamp) answer.headers.set(AUTHENTICATED_USER_HEADER, salonStamp);
      return answer;
    };

  it('in front of a permissive upstream that answers a salon user everything, no collection data reaches the answer', async () => {
    const salon = await g.tokenFor('salon');
    const salonUser = (await (await g.t.call('/api/users/me', { token: salon })).json()) as User;
    // A legacy one, without stamps (the viewer from /users/me), and one that stamps the caller truthfully.
    for (const stamp of [null, encodeAuthenticatedUser(salonUser)]) {
      const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: permissive(stamp), log: silentLogger });
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${salon}` },
        body: JSON.stringify({ query: COLLECTION_PAGE, variables: { slug } }),
      });
      const result = (await response.json()) as GraphResult;
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(result.data).toEqual({ collection: null });
    }
  });

  it('the API reads the user row once per page in-process, and a deleted user is refused by the next request (D10)', async () => {
    let userReads = 0;
    // Counts the queries that read the users table.
    const countUserReads: KyselyPlugin = {
      transformQuery({ node }) {
        if (SelectQueryNode.is(node) && node.from?.froms.some((from) => TableNode.is(from) && from.table.identifier.name === 'users')) userReads++;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const api = createApi({ db: g.t.db.withPlugin(countUserReads), config: g.t.config, log: silentLogger, passwords: testPasswords });
    const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: (request, context) => Promise.resolve(api.fetch(request, { ...context })), log: silentLogger });
    const user = await g.t.kit.user().admin().create();
    const token = await g.t.signIn(user.email, user.password);
    const page = async () => {
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: COLLECTION_PAGE, variables: { slug } }),
      });
      return (await response.json()) as GraphResult;
    };

    userReads = 0;
    expect((await page()).errors).toBeUndefined();
    expect(userReads).toBe(1);
    userReads = 0;
    expect((await page()).errors).toBeUndefined();
    expect(userReads).toBe(1);

    await g.t.kit.deleteUser(user.user._id);
    const refused = await page();
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(refused.data).toEqual({ collection: null });
  });
});
