import { createGateway, type Gateway } from '@meble/gateway/gateway';
import { createDictionariesCache, getDictionaries } from '@meble/gateway/rest/dictionaries';
import { createRestClient, type Upstream } from '@meble/gateway/rest-client';
import { silentLogger } from '@meble/domain/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

/**
 * The gateway keeps the last dictionaries answer per role variant across requests and revalidates it with one
 * conditional call per request: a 304 reuses the parsed copy, a write anywhere shows at once.
 */
describe('the dictionaries cached across requests', () => {
  let t: TestApi;
  let gateway: Gateway;
  let admin: string;
  let salon: string;
  /** The dictionaries calls the gateway made, with the status each got. */
  const dictionaryCalls: { ifNoneMatch: string | null; status: number }[] = [];
  beforeAll(async () => {
    t = await createTestApi();
    const upstream: Upstream = async (request) => {
      const response = await t.api.fetch(request);
      if (new URL(request.url).pathname === '/api/cms/dictionaries') {
        dictionaryCalls.push({ ifNoneMatch: request.headers.get('if-none-match'), status: response.status });
      }
      return response;
    };
    gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream, log: silentLogger });
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Pamięci').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  async function graph(query: string, token: string): Promise<unknown> {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const result = (await response.json()) as { data?: unknown; errors?: unknown };
    expect(result.errors).toBeUndefined();
    return result.data;
  }
  /** Runs the query and answers its data with the statuses of the dictionaries calls it made. */
  async function statusesOf(query: string, token: string): Promise<{ data: unknown; statuses: number[] }> {
    dictionaryCalls.length = 0;
    const data = await graph(query, token);
    return { data, statuses: dictionaryCalls.map((call) => call.status) };
  }

  const CATALOGUE = '{ collectionCategories { slug collections { slug discountPercent } } dictionaries { equipment { name } priceGroups { slug } } }';
  const EQUIPMENT = '{ dictionaries { equipment { name } finishTypes { code name } } }';

  it('revalidates with one call per request: the second is a 304 and answers the same', async () => {
    await t.kit.collection().name('Pamiętana').create();
    const first = await statusesOf(CATALOGUE, admin);
    const second = await statusesOf(CATALOGUE, admin);
    expect(first.statuses).toEqual([200]);
    expect(second.statuses).toEqual([304]);
    expect(second.data).toEqual(first.data);
  });

  it('answers fresh data after a write, through the gateway or not', async () => {
    await statusesOf(CATALOGUE, admin);
    const created = await graph(
      `mutation { createCollection(input: { name: "Świeża", description: "", categorySlug: "${(await t.kit.collectionCategory().name('Świeże').create()).slug}", discountPercent: 5, thumbUrl: "", isActive: true }) {
        ... on CollectionPayload { collectionCategories { slug collections { slug } } } } }`,
      admin,
    );
    // The mutation's re-read already sees the new collection: the write changed the ETag.
    expect(JSON.stringify(created)).toContain('"swieza"');
    const afterMutation = await statusesOf(CATALOGUE, admin);
    expect(afterMutation.statuses).toEqual([304]);
    expect(JSON.stringify(afterMutation.data)).toContain('"swieza"');

    await t.kit.equipment('Zagłówek pamięci');
    const afterWrite = await statusesOf(CATALOGUE, admin);
    expect(afterWrite.statuses).toEqual([200]);
    expect(JSON.stringify(afterWrite.data)).toContain('Zagłówek pamięci');
  });

  it("never serves the administrators' copy to a salon user, though it asks with both ETags", async () => {
    await statusesOf(CATALOGUE, admin);
    dictionaryCalls.length = 0;
    const first = await statusesOf(EQUIPMENT, salon);
    expect(first.statuses).toEqual([200]);
    const second = await statusesOf(EQUIPMENT, salon);
    expect(second.statuses).toEqual([304]);
    expect(second.data).toEqual(first.data);
    // Both variants are held now; each role is answered its own.
    expect(dictionaryCalls[0]?.ifNoneMatch?.split(', ')).toHaveLength(2);
    expect((await statusesOf(CATALOGUE, admin)).statuses).toEqual([304]);
  });

  it('keeps one copy per variant, chosen by the ETag the API confirms for this token', async () => {
    const cache = createDictionariesCache();
    const rest = (token: string) =>
      createRestClient({ upstream: (request) => Promise.resolve(t.api.fetch(request)), baseUrl: 'http://api.test', token, requestId: 'r', timeoutMs: 5000, log: silentLogger });
    const forAdmin = await getDictionaries(rest(admin), cache);
    const forSalon = await getDictionaries(rest(salon), cache);
    expect(forAdmin.collectionCategories).toBeDefined();
    expect(forSalon.collectionCategories).toBeUndefined();
    expect(cache.held()).toHaveLength(2);
    expect(await getDictionaries(rest(salon), cache)).toBe(forSalon);
    expect(await getDictionaries(rest(admin), cache)).toBe(forAdmin);
  });
});
