import { encodeGlobalID } from '@pothos/plugin-relay';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import type { Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import type { GraphResult } from '../kit/graph.ts';
import type { SeededCollection } from '../kit/seed.ts';

const NUL = 'Sofa\u0000';
const LONE = 'Sofa\ud800';
const unstorable = (field: string) => ({ __typename: 'ValidationError', message: messages.unstorableText, fieldErrors: [{ field, message: messages.unstorableText }] });
const PAYLOAD_ERRORS = '... on Error { message } ... on ValidationError { fieldErrors { field message } }';

/**
 * Bad input through the graph answers a typed error with a Polish message and a code, never
 * INTERNAL_SERVER_ERROR or UPSTREAM_UNAVAILABLE, and nothing is logged as unexpected.
 */
describe('bad input through the graph', () => {
  let t: TestApi;
  let gateway: Gateway;
  const logged: string[] = [];
  const upstreamCalls: string[] = [];
  let admin: string;
  let seeded: SeededCollection;
  let collectionId: string;
  let elementIds: string[];

  async function graph(query: string, variables: Record<string, unknown> = {}, token: string | undefined = admin): Promise<GraphResult<Record<string, unknown>>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as GraphResult<Record<string, unknown>>;
  }

  beforeAll(async () => {
    t = await createTestApi();
    const log: Logger = { info: () => undefined, error: (message, details) => logged.push(`${message} ${JSON.stringify(details)}`) };
    gateway = createGateway({
      upstream: (request, context) => {
        upstreamCalls.push(`${request.method} ${new URL(request.url).pathname}`);
        return Promise.resolve(t.api.fetch(request, { ...context }));
      },
      log,
    });
    const user = await t.kit.user().admin().create();
    admin = await t.signIn(user.email, user.password);
    seeded = await t.kit.collection().withElementCategories(1).create();
    collectionId = encodeGlobalID('Collection', seeded.collection.slug);
    const category = seeded.elementCategories[0]!;
    elementIds = [
      (await t.kit.element().inCollection(seeded).inCategory(category).name('BG-1').create())._id,
      (await t.kit.element().inCollection(seeded).inCategory(category).name('BG-2').create())._id,
    ].map((id) => encodeGlobalID('Element', id));
  });
  beforeEach(() => {
    logged.length = 0;
  });
  afterAll(() => t.close());

  const created = () => ({
    name: 'Nowa kolekcja',
    description: '',
    categorySlug: seeded.collection.category_slug,
    discountPercent: 0,
    thumbUrl: '',
    isActive: true,
  });

  it.each([
    [
      'createCollection name',
      `mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { __typename ${PAYLOAD_ERRORS} } }`,
      () => ({ input: { ...created(), name: NUL } }),
      'name',
    ],
    [
      'createCollection description',
      `mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { __typename ${PAYLOAD_ERRORS} } }`,
      () => ({ input: { ...created(), description: LONE } }),
      'description',
    ],
    [
      'createElementCategory name',
      `mutation ($id: ID!, $input: ElementCategoryFields!) { createElementCategory(collectionId: $id, input: $input) { __typename ${PAYLOAD_ERRORS} } }`,
      () => ({ id: collectionId, input: { name: NUL, nameEn: '', displayOrd: 1, available: true } }),
      'name',
    ],
    [
      'createKit name',
      `mutation ($id: ID!, $input: KitInput!) { createKit(collectionId: $id, input: $input) { __typename ${PAYLOAD_ERRORS} } }`,
      () => ({ id: collectionId, input: { name: NUL, tinydesc: '', ord: '1', thumbUrl: '', isActive: true, elements: elementIds } }),
      'name',
    ],
    [
      'signIn email',
      `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename ${PAYLOAD_ERRORS} } }`,
      () => ({ email: NUL, password: 'tajne-haslo-1' }),
      'email',
    ],
  ])('%s with NUL or a lone surrogate: a ValidationError at the field', async (_what, query, variables, field) => {
    const before = await t.kit.catalogueRowCounts();
    const result = await graph(query, variables());
    expect(result.errors).toBeUndefined();
    expect(Object.values(result.data!)[0]).toEqual(unstorable(field));
    expect(await t.kit.catalogueRowCounts()).toEqual(before);
    expect(logged).toEqual([]);
  });

  it.each([
    ['deleteElement', `mutation ($id: ID!, $version: Int) { deleteElement(id: $id, version: $version) { __typename ${PAYLOAD_ERRORS} } }`, () => ({ id: elementIds[0] })],
    ['deleteKit', `mutation ($id: ID!, $version: Int) { deleteKit(id: $id, version: $version) { __typename ${PAYLOAD_ERRORS} } }`, () => ({ id: encodeGlobalID('Kit', '00000000-0000-0000-0000-000000000000') })],
    ['undoHistoryEntry', `mutation ($id: ID!, $version: Int) { undoHistoryEntry(id: $id, version: $version) { __typename ${PAYLOAD_ERRORS} } }`, () => ({ id: encodeGlobalID('HistoryEntry', '1') })],
  ])('%s with a version below 1: a ValidationError at `version`, nothing asked upstream', async (_what, query, variables) => {
    for (const version of [0, -1]) {
      const before = upstreamCalls.length;
      const result = await graph(query, { ...variables(), version });
      expect(result.errors).toBeUndefined();
      expect(Object.values(result.data!)[0]).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'version', message: messages.invalidRequest }] });
      expect(upstreamCalls.slice(before).filter((call) => !call.endsWith('/users/me'))).toEqual([]);
    }
    expect(logged).toEqual([]);
  });

  it('collection(slug) with NUL: null, not UPSTREAM_UNAVAILABLE', async () => {
    expect(await graph('query ($slug: String!) { collection(slug: $slug) { name } }', { slug: 'manhattan\u0000' })).toEqual({ data: { collection: null } });
    expect(logged).toEqual([]);
  });

  it('importElementsCsv into a slug with a lone surrogate: not found, not a 500', async () => {
    const result = await graph(
      `mutation ($slug: String!) { importElementsCsv(collectionSlug: $slug, csv: "x", dryRun: true) { __typename ${PAYLOAD_ERRORS} } }`,
      { slug: LONE },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ importElementsCsv: { __typename: 'NotFoundError', message: expect.any(String) as string } });
    expect(logged).toEqual([]);
  });

  it.each([
    ['clientConfigurations(after)', '{ clientConfigurations(after: "garbage") { totalCount } }', messages.invalidCursor],
    ['clientConfigurations(after) of another list', '{ clientConfigurations(after: "YXJyYXljb25uZWN0aW9uOjA=") { totalCount } }', messages.invalidCursor],
    ['Collection.elements(after)', (slug: string) => `{ collection(slug: "${slug}") { elements(after: "garbage") { totalCount } } }`, messages.invalidCursor],
    ['history(after)', '{ history(after: "garbage") { edges { cursor } } }', messages.invalidCursor],
    ['history(filter: { from })', '{ history(filter: { from: "29.11.2026" }) { edges { cursor } } }', messages.invalidRequest],
  ])('a malformed %s: BAD_USER_INPUT in Polish, nothing logged', async (_what, query, message) => {
    const result = await graph(typeof query === 'string' ? query : query(seeded.collection.slug));
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(logged).toEqual([]);
  });

  it.each([
    ['clientConfigurations', '{ clientConfigurations(first: -1) { totalCount } }'],
    ['users', '{ users(first: -1) { totalCount } }'],
    ['translations', '{ translations(first: -1) { totalCount } }'],
    ['Collection.elements', (slug: string) => `{ collection(slug: "${slug}") { elements(first: -1) { totalCount } } }`],
    ['search', '{ search(text: "BI-", first: -1) { collections { name } elements { element { name } } clientConfigurations { id } } }'],
    ['history', '{ history(first: -1) { edges { cursor } } }'],
    ['Collection.history', (slug: string) => `{ collection(slug: "${slug}") { history(first: -1) { edges { cursor } } } }`],
  ])('%s(first: -1): BAD_USER_INPUT in Polish at `first`, one rule for every list, nothing asked upstream', async (_what, query) => {
    const before = upstreamCalls.length;
    const result = await graph(typeof query === 'string' ? query : query(seeded.collection.slug));
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      message: messages.pageSizeNegative,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'first', message: messages.pageSizeNegative }] },
    });
    // No list was asked for (the viewer and the collection may be).
    expect(upstreamCalls.slice(before).filter((call) => /configurations|users\/list|translations|elements|dictionaries|history/.test(call))).toEqual([]);
    expect(logged).toEqual([]);
  });

  it.each([
    ['translations(filter)', 'query ($text: String) { translations(filter: $text) { totalCount } }', 'filter'],
    ['translations(after)', 'query ($text: String) { translations(after: $text) { totalCount } }', 'after'],
    ['clientConfigurations(email)', 'query ($text: String) { clientConfigurations(email: $text) { totalCount } }', 'email'],
    ['clientConfigurations(after)', 'query ($text: String) { clientConfigurations(after: $text) { totalCount } }', 'after'],
    ['users(after)', 'query ($text: String) { users(after: $text) { totalCount } }', 'after'],
    ['Collection.elements(filter)', (slug: string) => `query ($text: String) { collection(slug: "${slug}") { elements(filter: $text) { totalCount } } }`, 'filter'],
    ['search(text)', 'query ($text: String!) { search(text: $text) { collections { id } elements { element { id } } clientConfigurations { id } } }', 'text'],
    ['history(filter: { text })', 'query ($text: String) { history(filter: { text: $text }) { edges { cursor } } }', 'filter.text'],
    ['history(after)', 'query ($text: String) { history(after: $text) { edges { cursor } } }', 'after'],
  ])('%s with NUL or a lone surrogate: both refused alike, BAD_USER_INPUT with the shared message at the argument', async (_what, query, field) => {
    for (const text of ['Sofa\u0000', 'Sofa\ud800', '\udc00Sofa']) {
      const result = await graph(typeof query === 'string' ? query : query(seeded.collection.slug), { text });
      expect(result.errors, JSON.stringify(text)).toHaveLength(1);
      expect(result.errors![0], JSON.stringify(text)).toMatchObject({
        message: messages.unstorableText,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message: messages.unstorableText }] },
      });
    }
    expect(logged).toEqual([]);
  });

  it.each([
    ['clientConfigurations(before)', '{ clientConfigurations(before: "garbage") { totalCount } }', 'before'],
    ['users(last)', '{ users(last: 5) { totalCount } }', 'last'],
    ['translations(before)', '{ translations(before: "x") { totalCount } }', 'before'],
    ['Collection.elements(last)', (slug: string) => `{ collection(slug: "${slug}") { elements(last: 1) { totalCount } } }`, 'last'],
    ['history(before)', '{ history(before: "1") { edges { cursor } } }', 'before'],
  ])('%s: refused by name, as every list pages forward only (it was answered as the first page)', async (_what, query, argument) => {
    const result = await graph(typeof query === 'string' ? query : query(seeded.collection.slug));
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(result.errors![0]!.message).toMatch(new RegExp(`\\b${argument}\\b`));
    expect(logged).toEqual([]);
  });

  it('an over-long signIn password: a ValidationError at the field, nothing hashed', async () => {
    const result = await graph(
      `mutation ($password: String!) { signIn(email: "anna@example.pl", password: $password) { __typename ${PAYLOAD_ERRORS} } }`,
      { password: 'x'.repeat(20_000) },
      undefined,
    );
    expect(result.data).toEqual({
      signIn: { __typename: 'ValidationError', message: messages.passwordTooLong, fieldErrors: [{ field: 'password', message: messages.passwordTooLong }] },
    });
    expect(logged).toEqual([]);
  });

  it('an oversized signIn e-mail: a typed error with a Polish message, not INTERNAL_SERVER_ERROR', async () => {
    const result = await graph(
      `mutation ($email: String!) { signIn(email: $email, password: "tajne-haslo-1") { __typename ${PAYLOAD_ERRORS} } }`,
      { email: `${'a'.repeat(20_000)}@example.pl` },
      undefined,
    );
    expect(result.errors).toEqual([expect.objectContaining({ message: messages.requestTooLargeUnsized, extensions: { code: 'PAYLOAD_TOO_LARGE' } })]);
    expect(logged).toEqual([]);
  });

  it('a variable of the wrong type: the error carries a code', async () => {
    const result = await graph('query ($first: Int) { search(text: "so", first: $first) { __typename } }', { first: 'dużo' });
    expect(result.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
  });

  it('a body that is not JSON: 400 in Polish with a code, the body not quoted back', async () => {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ viewer { id } }", "tajny-tekst',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('tajny-tekst');
    expect(JSON.parse(text)).toEqual({ errors: [{ message: messages.invalidRequest, extensions: { code: 'BAD_REQUEST' } }] });
  });
});
