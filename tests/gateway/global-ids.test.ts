import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { messages } from '@meble/domain/messages';
import { createTestGraph, type TestGraph } from '../kit/graph.ts';

/** Ids a typed-in, truncated or foreign address may carry: none decodes to a record of the type asked for. */
const MALFORMED = {
  'not base64': 'garbage!',
  'no typename': 'Zm9v', // "foo"
  truncated: encodeGlobalID('Element', '0190c3f2-7a1b').slice(0, 11),
  'an unknown type': encodeGlobalID('Foo', '1'),
  'a type that is not a node': encodeGlobalID('Price', '1'),
};

const NOT_FOUND = { __typename: 'NotFoundError', message: messages.notFound };

describe('a malformed id answers like an unknown one (no English "Invalid global ID")', () => {
  let g: TestGraph;
  let admin: string;
  let collectionId: string;
  let categoryId: string;
  let categoryInput: Record<string, unknown>;

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
    const { collection } = await g.t.kit.collection().withElementCategories(1).create();
    const ids = await g.graph<{ collection: { id: string; elementCategories: { id: string }[] } }>(
      'query ($slug: String!) { collection(slug: $slug) { id elementCategories { id } } }',
      { slug: collection.slug },
      admin,
    );
    collectionId = ids.data!.collection.id;
    categoryId = ids.data!.collection.elementCategories[0]!.id;
    categoryInput = { name: 'Narożniki', nameEn: 'Corners', displayOrd: 1, available: true };
  });
  afterAll(() => g.close());

  it.each(Object.entries(MALFORMED))('node(id) with %s is null, without an error or a REST call', async (_kind, id) => {
    g.calls.length = 0;
    expect(await g.graph('query ($id: ID!) { node(id: $id) { id } }', { id }, admin)).toEqual({ data: { node: null } });
    expect(g.calls.filter((call) => !call.endsWith('/users/me'))).toEqual([]);
  });

  it('nodes(ids) answers null for each malformed id and the record for a good one', async () => {
    const result = await g.graph<{ nodes: ({ id: string } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: [MALFORMED['not base64'], collectionId, MALFORMED['an unknown type'], MALFORMED['a type that is not a node']] },
      admin,
    );
    expect(result).toEqual({ data: { nodes: [null, { id: collectionId }, null, null] } });
  });

  const DELETE_CATEGORY = 'mutation ($id: ID!) { deleteElementCategory(id: $id) { __typename ... on Error { message } } }';
  const UPDATE_CATEGORY = `mutation ($id: ID!, $input: ElementCategoryFields!) {
    updateElementCategory(id: $id, input: $input) { __typename ... on Error { message } }
  }`;

  it.each(Object.entries(MALFORMED))('a mutation given %s answers NotFoundError, writing nothing', async (_kind, id) => {
    g.calls.length = 0;
    expect((await g.graph(DELETE_CATEGORY, { id }, admin)).data).toEqual({ deleteElementCategory: NOT_FOUND });
    expect((await g.graph(UPDATE_CATEGORY, { id, input: categoryInput }, admin)).data).toEqual({ updateElementCategory: NOT_FOUND });
    expect(g.calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it("answers NotFoundError for an id of another type, and for a malformed id inside a mutation's input", async () => {
    // A collection's id where a category's is expected: as unknown as a malformed one.
    expect((await g.graph(DELETE_CATEGORY, { id: collectionId }, admin)).data).toEqual({ deleteElementCategory: NOT_FOUND });
    const discounts = await g.graph(
      `mutation ($collectionId: ID!, $elements: [ElementDiscountInput!]!) {
        updateDiscounts(collectionId: $collectionId, collectionDiscountPercent: "0", elements: $elements) { __typename ... on Error { message } }
      }`,
      { collectionId, elements: [{ elementId: MALFORMED['not base64'], discountPercent: '5' }] },
      admin,
    );
    expect(discounts.data).toEqual({ updateDiscounts: NOT_FOUND });
    // The category still exists: nothing was deleted on the way.
    expect((await g.graph('query ($id: ID!) { node(id: $id) { id } }', { id: categoryId }, admin)).data).toEqual({ node: { id: categoryId } });
  });

  it('answers any other field given a malformed id with the Polish NOT_FOUND error', async () => {
    const result = await g.graph(
      'query ($id: ID!) { node(id: $id) { ... on Collection { elements(categoryId: "garbage!") { totalCount } } } }',
      { id: collectionId },
      admin,
    );
    expect(result.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([[messages.notFound, 'NOT_FOUND']]);
  });
});
