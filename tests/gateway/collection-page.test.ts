import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@meble/domain/logger';
import { createGateway } from '@meble/gateway/gateway';
import type { Upstream } from '@meble/gateway/rest-client';
import { createTestGraph, type TestGraph } from '../kit/graph.ts';

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
        // Held until the dictionaries are asked for (or a second has passed, when they would come only after).
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 1000))]);
        events.push('elements answered');
      }
      return answer;
    };
    const gateway = createGateway({ upstream, log: silentLogger });
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: COLLECTION_PAGE, variables: { slug: collection.slug } }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(events).toEqual(['dictionaries asked', 'elements answered']);
  });
});
