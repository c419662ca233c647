import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';
import type { SeededCollection } from '../kit/seed.ts';

interface DiscountsResult {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  collection?: { id: string; discountPercent: number };
  elements?: { id: string; name: string; discountPercent: number }[];
}

const UPDATE = `mutation ($collectionId: ID!, $collectionDiscountPercent: String!, $elements: [ElementDiscountInput!]!) {
  updateDiscounts(collectionId: $collectionId, collectionDiscountPercent: $collectionDiscountPercent, elements: $elements) {
    __typename
    ... on DiscountsPayload { collection { id discountPercent } elements { id name discountPercent } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;
const onlyIntegers = messages.requiredFieldsMissing;

describe('updateDiscounts through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let salon: string;
  let seeded: SeededCollection;
  let collectionId: string;
  let ids: { a: string; b: string; foreign: string };
  let raw: { a: string; b: string; foreign: string };

  beforeAll(async () => {
    g = await createTestGraph();
    [admin, salon] = await Promise.all([g.tokenFor('admin'), g.tokenFor('salon')]);
    seeded = await g.t.kit.collection().name('Rabaty Graf').discountPercent(5).withElementCategories(1).create();
    const other = await g.t.kit.collection().name('Rabaty Inne').withElementCategories(1).create();
    const category = seeded.elementCategories[0]!;
    const a = await g.t.kit.element().inCollection(seeded).inCategory(category).name('GR-A').discount(10).create();
    const b = await g.t.kit.element().inCollection(seeded).inCategory(category).name('GR-B').create();
    const foreign = await g.t.kit.element().inCollection(other).inCategory(other.elementCategories[0]!).name('GR-OBCY').discount(3).create();
    raw = { a: a._id, b: b._id, foreign: foreign._id };
    ids = { a: encodeGlobalID('Element', a._id), b: encodeGlobalID('Element', b._id), foreign: encodeGlobalID('Element', foreign._id) };
    collectionId = encodeGlobalID('Collection', seeded.collection.slug);
  });
  afterAll(() => g.close());

  async function stored() {
    const collection = await g.t.db.selectFrom('collections').select('discount').where('id', '=', seeded.collection._id).executeTakeFirstOrThrow();
    const elements = await g.t.db.selectFrom('elements').select(['id', 'discount']).where('id', 'in', Object.values(raw)).execute();
    const byId = Object.fromEntries(elements.map((e) => [e.id, e.discount]));
    return { collection: collection.discount, a: byId[raw.a], b: byId[raw.b], foreign: byId[raw.foreign] };
  }
  const run = (variables: Record<string, unknown>, token = admin) => g.graph<{ updateDiscounts: DiscountsResult }>(UPDATE, variables, token);

  it('saves the collection and element discounts with ONE REST write and answers the changed nodes', async () => {
    g.calls.length = 0;
    const result = await run({
      collectionId,
      collectionDiscountPercent: '15',
      elements: [
        { elementId: ids.a, discountPercent: '100' },
        { elementId: ids.b, discountPercent: '7' },
      ],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateDiscounts).toEqual({
      __typename: 'DiscountsPayload',
      collection: { id: collectionId, discountPercent: 15 },
      elements: [
        { id: ids.a, name: 'GR-A', discountPercent: 100 },
        { id: ids.b, name: 'GR-B', discountPercent: 7 },
      ],
    });
    // The path takes the slug (the graph's id) and the answer holds the elements whole: no read before or after.
    expect(g.calls).toEqual(['GET /api/users/me', `PATCH /api/cms/collection/discounts/${seeded.collection.slug}`]);
    expect(await stored()).toEqual({ collection: 150, a: 100, b: 7, foreign: 3 });
  });

  it("costs the same one write for 1 element of 10 as for 1,000 elements of 1,000, with the web's own operation", async () => {
    async function callsFor(size: number, saved: number): Promise<string[]> {
      const seededSize = await g.t.kit.collection().name(`Rabaty ${size}`).withElementCategories(1).create();
      const elementIds = await g.t.kit.elements(seededSize, seededSize.elementCategories[0]!, size);
      const elements = elementIds.slice(0, saved).map((id) => ({ elementId: encodeGlobalID('Element', id), discountPercent: '12' }));
      const slugId = encodeGlobalID('Collection', seededSize.collection.slug);
      g.calls.length = 0;
      const result = await g.graph<{ updateDiscounts: { __typename: string; elements: { id: string; discountPercent: number }[] } }>(
        webOperation('UpdateDiscountsMutation'),
        { collectionId: slugId, collectionDiscountPercent: '3', elements },
        admin,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateDiscounts.__typename).toBe('DiscountsPayload');
      expect(result.data?.updateDiscounts.elements).toEqual(elements.map((e) => ({ id: e.elementId, discountPercent: 12 })));
      return g.calls.map((c) => c.replace(seededSize.collection.slug, '{slug}'));
    }
    const one = await callsFor(10, 1);
    const thousand = await callsFor(1000, 1000);
    expect(one).toEqual(['GET /api/users/me', 'PATCH /api/cms/collection/discounts/{slug}']);
    expect(thousand).toEqual(one);
  }, 120_000);

  const collectionRange = messages.discountInvalid(99);
  const elementRange = messages.discountInvalid(100);
  it.each([
    ['collectionDiscountPercent', '1.5', '5', collectionRange],
    ['collectionDiscountPercent', '100', '5', collectionRange],
    ['collectionDiscountPercent', '', '5', onlyIntegers],
    ['elements.1.discountPercent', '20', '2,5', elementRange],
    ['elements.1.discountPercent', '20', '101', elementRange],
    ['elements.1.discountPercent', '20', 'abc', elementRange],
    ['elements.1.discountPercent', '20', ' ', onlyIntegers],
  ])('accepts only integers: %s for (%j, %j), before calling the API', async (field, collection, second, message) => {
    const before = await stored();
    g.calls.length = 0;
    const result = await run({
      collectionId,
      collectionDiscountPercent: collection,
      elements: [
        { elementId: ids.a, discountPercent: '30' },
        { elementId: ids.b, discountPercent: second },
      ],
    });
    expect(result.data?.updateDiscounts.__typename).toBe('ValidationError');
    expect(result.data?.updateDiscounts.fieldErrors).toEqual([{ field, message }]);
    expect(g.calls.filter((c) => c.includes('/discounts/') || !c.startsWith('GET'))).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it("refuses an element of another collection with the API's answer at that element, and writes nothing", async () => {
    const before = await stored();
    const result = await run({
      collectionId,
      collectionDiscountPercent: '40',
      elements: [
        { elementId: ids.a, discountPercent: '1' },
        { elementId: ids.foreign, discountPercent: '50' },
      ],
    });
    expect(result.data?.updateDiscounts).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'elements.1.elementId', message: messages.notFound }],
    });
    expect(await stored()).toEqual(before);
  });

  it('answers NotFoundError naming an unknown collection, with the one write', async () => {
    g.calls.length = 0;
    const result = await run({ collectionId: encodeGlobalID('Collection', 'nie-ma-takiej'), collectionDiscountPercent: '1', elements: [] });
    expect(result.data?.updateDiscounts).toEqual({ __typename: 'NotFoundError', message: 'Nie ma kolekcji nie-ma-takiej' });
    expect(g.calls).toEqual(['GET /api/users/me', 'PATCH /api/cms/collection/discounts/nie-ma-takiej']);
  });

  it('answers a salon user FORBIDDEN and changes nothing', async () => {
    const before = await stored();
    g.calls.length = 0;
    const result = await run({ collectionId, collectionDiscountPercent: '50', elements: [{ elementId: ids.a, discountPercent: '50' }] }, salon);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(g.calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});

describe("the discounts screen's query (DiscountsScreenQuery)", () => {
  let g: TestGraph;
  let admin: string;
  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
  });
  afterAll(() => g.close());

  interface ScreenResult {
    collection: { elementCount: number; elements: { totalCount: number; edges: { node: { name: string } }[] } };
  }

  /** A collection of `count` elements 'Podłokietnik 0001'…; the screen's answer for the filter and the calls it cost. */
  async function screenFor(count: number, filter: string | null) {
    const { collection, elementCategories } = await g.t.kit.collection().name(`Rabaty Skala ${count} ${filter ?? ''}`).withElementCategories(1).create();
    await g.t.kit.elements(collection, elementCategories[0]!, count, 'Podłokietnik ');
    g.calls.length = 0;
    const result = await g.graph<ScreenResult>(webOperation('DiscountsScreenQuery'), { slug: collection.slug, filter, categoryId: null }, admin);
    expect(result.errors).toBeUndefined();
    const calls = g.calls.filter((c) => c !== 'GET /api/users/me').map((c) => c.replace(/\/collection\/[^/]+/, '/collection/{slug}'));
    return { collection: result.data!.collection, calls };
  }

  it('filters the whole collection on the server (D27), Polish letters folded, for the same calls at 10 and 1,000 elements', async () => {
    const thousand = await screenFor(1000, 'podlokietnik 0999');
    expect(thousand.collection.elementCount).toBe(1000);
    expect(thousand.collection.elements.totalCount).toBe(1);
    expect(thousand.collection.elements.edges.map((edge) => edge.node.name)).toEqual(['Podłokietnik 0999']);
    const ten = await screenFor(10, 'podlokietnik 0999');
    expect(ten.collection.elements.totalCount).toBe(0);
    expect(thousand.calls).toEqual(ten.calls);
    expect((await screenFor(10, null)).calls).toEqual(ten.calls);
  }, 120_000);
});
