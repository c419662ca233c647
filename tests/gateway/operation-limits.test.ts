import { getIntrospectionQuery, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADER } from '@meble/domain/csv';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import { GRAPH_LIMITS } from '@meble/gateway/limits';
import type { Upstream } from '@meble/gateway/rest-client';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { figuresOf, largestVariables, webOperationNames } from '../kit/web-operation-figures.ts';
import { EVERY_DOCUMENT_PERSISTED, webOperation } from '../kit/web-operations.ts';

interface GraphError {
  message: string;
  extensions?: { code?: string; limit?: number };
}
interface GraphResult {
  data?: Record<string, unknown> | null;
  errors?: GraphError[];
}

const LIMIT_CODES = ['TOO_MANY_TOKENS', 'QUERY_TOO_DEEP', 'TOO_MANY_ALIASES', 'TOO_MANY_DIRECTIVES', 'QUERY_TOO_COSTLY', 'REQUEST_TOO_LARGE'];
const codesOf = (result: GraphResult) => (result.errors ?? []).map((error) => error.extensions?.code);

/** `{a0:__typename a1:__typename …}`: 200,000 aliases, 3.6 MB. */
const aliasBomb = (field: string, count = 200_000) =>
  `{${Array.from({ length: count }, (_, i) => `a${i}:${field}`).join(' ')}}`;

/** `collection → kits → collection`, turned `turns` times (the 294-byte query turns seven times). */
const kitCycle = (slug: string, turns = 7) =>
  `{collection(slug:"${slug}"){${'kits{collection{'.repeat(turns)}id name${'}}'.repeat(turns)}}}`;

describe('operation limits of the graph', () => {
  let t: TestApi;
  let gateway: Gateway;
  let app: ReturnType<typeof createHttpApp>;
  let admin: string;
  let salon: string;
  let slug: string;
  let category: string;
  const calls: string[] = [];

  beforeAll(async () => {
    t = await createTestApi();
    await t.kit.files('model', Array.from({ length: 600 }, (_, i) => `duzy-${i}.glb`));
    const upstream: Upstream = (request, context) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return Promise.resolve(t.api.fetch(request, { ...context }));
    };
    const baseUrl = 'http://api.in-process';
    // Every document runs as if persisted: the limits must hold for what passes the persisted-operations check (a
    // signed-in integrator's own document), so they are tested without it (persisted-operations.test.ts tests that).
    gateway = createGateway({ upstream, baseUrl, log: silentLogger, persistedOperations: EVERY_DOCUMENT_PERSISTED });
    app = createHttpApp({ gateway, upstream, baseUrl });
    const adminUser = await t.kit.user().admin().create();
    const salonUser = await t.kit.user().salon().create();
    admin = await t.signIn(adminUser.email, adminUser.password);
    salon = await t.signIn(salonUser.email, salonUser.password);
    const { collection, elementCategories } = await t.kit.collection().withElementCategories(1).create();
    slug = collection.slug;
    category = elementCategories[0]!.name;
  });
  afterAll(() => t.close());

  async function graph(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as GraphResult;
  }

  /** Runs `query` and answers its result with the upstream calls it made. */
  async function countedGraph(query: string, token?: string): Promise<{ result: GraphResult; calls: string[] }> {
    calls.length = 0;
    const result = await graph(query, {}, token);
    return { result, calls: [...calls] };
  }

  describe("every operation of the web client passes, at the largest page sizes it sends", () => {
    const names = webOperationNames();

    it('finds the web client\'s operations', () => {
      expect(names.length).toBeGreaterThanOrEqual(42);
      expect(names).toContain('LoginScreenSignInMutation');
      expect(names).toContain('ElementsTablePaginationQuery');
    });

    it.each(names)('%s: within every limit, and the gateway refuses none of it', async (name) => {
      const figures = figuresOf(name);
      expect(figures.tokens).toBeLessThanOrEqual(GRAPH_LIMITS.tokens);
      expect(figures.depth).toBeLessThanOrEqual(GRAPH_LIMITS.depth);
      expect(figures.aliases).toBeLessThanOrEqual(GRAPH_LIMITS.aliases);
      expect(figures.directives).toBeLessThanOrEqual(GRAPH_LIMITS.directives);
      expect(figures.fields).toBeLessThanOrEqual(GRAPH_LIMITS.fields);
      expect(figures.nesting).toBeLessThanOrEqual(GRAPH_LIMITS.nesting);
      expect(figures.cost).toBeLessThanOrEqual(GRAPH_LIMITS.cost);
      // Through the gateway itself: other variables are missing or unknown, which the operation may fail on, but
      // never on a limit (the limits run before the variables are read).
      const text = webOperation(name);
      const result = await graph(text, largestVariables(parse(text)), admin);
      expect(codesOf(result).filter((code) => code !== undefined && LIMIT_CODES.includes(code))).toEqual([]);
    });
  });

  describe('attacks are refused before any resolver runs', () => {
    it('an anonymous 200,000-alias document (3.6 MB) is refused by the body limit, its text never parsed', async () => {
      const body = JSON.stringify({ query: aliasBomb('__typename') });
      expect(body.length).toBeGreaterThan(3_500_000);
      calls.length = 0;
      const response = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(413);
      const result = (await response.json()) as GraphResult;
      expect(result.errors).toEqual([
        {
          message: messages.requestTooLarge(GRAPH_LIMITS.anonymousBodyBytes / 1024),
          extensions: { code: 'REQUEST_TOO_LARGE', limit: GRAPH_LIMITS.anonymousBodyBytes },
        },
      ]);
      expect(calls).toEqual([]);
    });

    it('past the body limit (a signed-in caller), the same document is refused while parsing, at the token limit', async () => {
      const typenames = await countedGraph(aliasBomb('__typename'), admin);
      expect(typenames.result.data).toBeUndefined();
      expect(typenames.result.errors).toEqual([
        { message: messages.operationTooLong(GRAPH_LIMITS.tokens), extensions: { code: 'TOO_MANY_TOKENS', limit: GRAPH_LIMITS.tokens } },
      ]);
      // With a field that calls the API: no call was made, so no resolver ran.
      const collections = await countedGraph(aliasBomb('collections{id}', 100_000), admin);
      expect(codesOf(collections.result)).toEqual(['TOO_MANY_TOKENS']);
      expect(collections.calls).toEqual([]);
    });

    it('the collection → kits → collection cycle turned seven times (294 bytes) is refused by depth', async () => {
      const query = kitCycle(slug);
      expect(query.length).toBeLessThan(300);
      const { result, calls: made } = await countedGraph(query, admin);
      expect(result.data).toBeUndefined();
      expect(result.errors).toEqual([
        { message: messages.operationTooDeep(GRAPH_LIMITS.depth), extensions: { code: 'QUERY_TOO_DEEP', limit: GRAPH_LIMITS.depth } },
      ]);
      expect(made).toEqual([]);
      // Two turns are a legitimate question, and answered.
      const short = await countedGraph(kitCycle(slug, 2), admin);
      expect(short.result.errors).toBeUndefined();
      expect(short.result.data).toEqual({ collection: { kits: [] } });
    });

    it('a shallower cycle that stays within the depth is refused by cost', async () => {
      const { result, calls: made } = await countedGraph(
        `{collection(slug:"${slug}"){kits{elements{collection{kits{elements{prices{grosze}}}}}}}}`,
        admin,
      );
      expect(codesOf(result)).toEqual(['QUERY_TOO_COSTLY']);
      expect(result.errors![0]!.message).toMatch(/^Zapytanie jest zbyt kosztowne \(\d+ przy limicie 20000\)/);
      expect(made).toEqual([]);
    });

    it("300 aliases of clientConfigurations(first: 100) by a salon user are refused by the alias limit", async () => {
      const { result, calls: made } = await countedGraph(aliasBomb('clientConfigurations(first:100){totalCount}', 300), salon);
      expect(result.errors).toEqual([
        { message: messages.operationTooManyAliases(GRAPH_LIMITS.aliases), extensions: { code: 'TOO_MANY_ALIASES', limit: GRAPH_LIMITS.aliases } },
      ]);
      expect(made).toEqual([]);
      // Asking for the rows too makes the document longer than the token limit: refused while parsing.
      const rows = await countedGraph(aliasBomb('clientConfigurations(first:100){edges{node{id customerEmail createdAt}}}', 300), salon);
      expect(codesOf(rows.result)).toEqual(['TOO_MANY_TOKENS']);
      expect(rows.calls).toEqual([]);
    });

    it.each(['users', 'translations'])('%s(first: 100000) is costed at the page the list answers at most, not refused', async (list) => {
      const { result } = await countedGraph(`{ ${list}(first: 100000) { totalCount edges { node { id } } } }`, admin);
      expect(result.errors).toBeUndefined();
    });

    it('aliases of __typename count too (Armor lets them through by default: 1,600 passed, signed in)', async () => {
      const { result, calls: made } = await countedGraph(aliasBomb('__typename', GRAPH_LIMITS.aliases + 1), salon);
      expect(codesOf(result)).toEqual(['TOO_MANY_ALIASES']);
      expect(made).toEqual([]);
    });

    it("within the alias limit, two pages of 100 configurations with their elements' catalogue entries are refused by cost", async () => {
      const page = (size: number) => `clientConfigurations(first:${size}){edges{node{id kits{name elements{element{id name}}}}}}`;
      const { result, calls: made } = await countedGraph(aliasBomb(page(100), 2), admin);
      expect(codesOf(result)).toEqual(['QUERY_TOO_COSTLY']);
      expect(made).toEqual([]);
      // One such page is within the limit.
      const one = await countedGraph(`{${page(100)}}`, admin);
      expect(one.result.errors).toBeUndefined();
    });

    it('a page size sent as a variable counts as much as a literal one', async () => {
      const query = `query ($n: Int) {${Array.from({ length: 15 }, (_, i) => `a${i}: clientConfigurations(first: $n) { edges { node { id kits { elements { element { id } } } } } }`).join(' ')}}`;
      calls.length = 0;
      expect(codesOf(await graph(query, { n: 100 }, salon))).toEqual(['QUERY_TOO_COSTLY']);
      expect(calls).toEqual([]);
      expect((await graph(query, { n: 5 }, salon)).errors).toBeUndefined();
    });

    it('more than the directive limit is refused', async () => {
      const fragments = Array.from({ length: GRAPH_LIMITS.directives + 1 }, () => '... @include(if: true) { viewer { id } }').join(' ');
      const result = await graph(`{ ${fragments} }`, {}, admin);
      expect(codesOf(result)).toEqual(['TOO_MANY_DIRECTIVES']);
      expect(result.errors![0]!.message).toBe(messages.operationTooManyDirectives(GRAPH_LIMITS.directives));
    });
  });

  describe('the schema is for signed-in users', () => {
    it('anonymous introspection is refused with a code and a Polish message; nothing else of the request runs', async () => {
      for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }', getIntrospectionQuery()]) {
        const { result } = await countedGraph(query);
        expect(result.data).toBeUndefined();
        expect(result.errors).toEqual([{ message: messages.introspectionSignedInOnly, extensions: { code: 'INTROSPECTION_DISABLED' } }]);
      }
      // A made-up token is no better than none.
      const forged = await graph('{ __schema { queryType { name } } }', {}, 'not-a-token');
      expect(codesOf(forged)).toEqual(['INTROSPECTION_DISABLED']);
    });

    it("a signed-in integrator gets GraphiQL's whole introspection query answered, salon users too", async () => {
      for (const token of [admin, salon]) {
        const result = await graph(getIntrospectionQuery(), {}, token);
        expect(result.errors).toBeUndefined();
        const schema = (result.data as { __schema: { queryType: { name: string }; types: unknown[] } }).__schema;
        expect(schema.queryType.name).toBe('Query');
        expect(schema.types.length).toBeGreaterThan(50);
      }
    });

    it('anonymous callers still ask __typename and sign in', async () => {
      expect(await graph('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    });

    it('validation errors carry no "Did you mean" suggestions', async () => {
      for (const token of [undefined, admin]) {
        const result = await graph('{ colections { id } viewer { nam } }', {}, token);
        expect(result.errors).toHaveLength(2);
        for (const error of result.errors!) expect(error.message).not.toMatch(/Did you mean|collections|"name"/);
      }
    });
  });

  describe('request bodies of POST /graphql', () => {
    /** A body just over the anonymous limit: a small query with a long (unused) variable. */
    const overAnonymous = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(GRAPH_LIMITS.anonymousBodyBytes) } });
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

    it('anonymous: refused over the small limit, with or without a length declared', async () => {
      expect((await post(overAnonymous)).status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(overAnonymous));
          controller.close();
        },
      });
      const chunked = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      // Under it, answered as before.
      expect(await (await post(JSON.stringify({ query: '{ __typename }' }))).json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('a token the API does not accept gets the small limit after one look-up', async () => {
      calls.length = 0;
      const response = await post(overAnonymous, { authorization: 'Bearer made-up' });
      expect(response.status).toBe(413);
      expect(calls).toEqual(['GET /api/users/me']);
    });

    it('a signed-in user gets the larger limit: an administrator imports a CSV of 600 lines (over 32 KB)', async () => {
      const line = (i: number) =>
        [`DUZY-${i}`, `duzy-${i}.glb`, '', category, 'tak', 'nie', 'tak', 'tak', '90', '', '100', '95', '85', '', '', '', '', '1234,50', '', '', '', '', '', '', '', '', '1', ''].join(';');
      const csv = [CSV_HEADER, ...Array.from({ length: 600 }, (_, i) => line(i))].join('\r\n');
      const body = JSON.stringify({
        query: webOperation('ImportElementsCsvMutation'),
        variables: { collectionSlug: slug, csv, dryRun: true, linesShown: 200 },
      });
      expect(body.length).toBeGreaterThan(GRAPH_LIMITS.anonymousBodyBytes);
      const response = await post(body, { authorization: `Bearer ${admin}` });
      expect(response.status).toBe(200);
      const result = (await response.json()) as GraphResult;
      expect(result.errors).toBeUndefined();
      expect(result.data).toMatchObject({ importElementsCsv: { dryRun: true, lineCount: 600, problemCount: 0 } });
      // Over the signed-in limit: refused as declared, before reading.
      const huge = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'content-length': String(GRAPH_LIMITS.csvImportBodyBytes + 1) },
        body: '{}',
      });
      expect(huge.status).toBe(413);
    });
  });
});
