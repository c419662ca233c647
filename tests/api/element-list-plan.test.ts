import { ELEMENT_PAGE_SIZE } from '@meble/domain/element';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementPageKeysQuery, insertElements, type ElementListQuery } from '../../api/src/catalog/elements.ts';
import { scaleElementFields } from '../../api/src/seed/scale.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

const ELEMENTS = 10_000;
const INDEX = 'elements_collection_list_idx';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe(`the element list's first query at ${ELEMENTS} elements: the plan walks ${INDEX}`, () => {
  let t: TestApi;
  let collectionId: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApi();
    const seeded = await t.kit.collection().name('Plan Listy').withElementCategories(3).create();
    collectionId = seeded.collection._id;
    const categoryIds = seeded.elementCategories.map((category) => category._id);
    categoryId = categoryIds[1]!;
    const fields = Array.from({ length: ELEMENTS }, (_, i) => scaleElementFields(i, ELEMENTS, categoryIds, []));
    // insertElements ends with ANALYZE, so the planner knows the collection's size.
    await t.db.transaction().execute((trx) => insertElements(trx, collectionId, fields));
  });
  afterAll(() => t.close());

  /** The nodes of the plan of the very query listElementsOf runs for a page. */
  async function planOf(query: Omit<ElementListQuery, 'collectionId' | 'offset' | 'limit'>): Promise<PlanNode[]> {
    const { keys } = elementPageKeysQuery(t.db, { collectionId, offset: 0, limit: ELEMENT_PAGE_SIZE, ...query });
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>`explain (format json) ${keys}`.execute(t.db);
    const cell = rows[0]!['QUERY PLAN'];
    const [{ Plan }] = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode }]) : cell;
    return nodesOf(Plan);
  }

  it.each([
    ['the first page', {}],
    ['a name filter (a third of the collection)', { filter: 'moduł' }],
    ['a category', { categoryId: '' }],
    ['a category and a name filter', { categoryId: '', filter: 'narożnik' }],
  ] as const)('%s: an index scan of the list index, no sort', async (_, query) => {
    const nodes = await planOf({ ...query, ...('categoryId' in query ? { categoryId } : {}) });
    const listScans = nodes.filter((node) => node['Index Name'] === INDEX);
    expect(
      listScans.map((node) => node['Node Type']),
      JSON.stringify(nodes.map((node) => node['Node Type'])),
    ).toEqual([expect.stringMatching(/^Index (Only )?Scan$/)]);
    expect(nodes.map((node) => node['Node Type'])).not.toContainEqual(expect.stringMatching(/Sort|Seq Scan|Bitmap/));
  });

  it.each([
    ['NAME_ASC', 'elements_collection_name_idx'],
    ['NAME_DESC', 'elements_collection_name_idx'],
    ['PRICE_A_ASC', 'elements_collection_price_a_idx'],
    ['PRICE_A_DESC', 'elements_collection_price_a_idx'],
  ] as const)('ordered %s (with a name filter): an index scan of %s, no sort', async (orderBy, index) => {
    for (const query of [{ orderBy }, { orderBy, filter: 'moduł' }]) {
      const nodes = await planOf(query);
      const types = JSON.stringify(nodes.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`));
      expect(nodes.filter((node) => node['Index Name'] === index).map((node) => node['Node Type']), types).toEqual([
        expect.stringMatching(/^Index (Only )?Scan$/),
      ]);
      expect(nodes.map((node) => node['Node Type']), types).not.toContainEqual(expect.stringMatching(/Sort|Seq Scan|Bitmap/));
    }
  });

  // Few matches: the planner may rather read them all and sort them (it does, on PGlite and PostgreSQL alike); it
  // then sorts the estimated matches only, never the whole collection.
  it('a filter few elements match: the list index, or a sort of the matches only', async () => {
    const nodes = await planOf({ filter: 'moduł 0012' });
    const sorts = nodes.filter((node) => /Sort/.test(node['Node Type']));
    if (sorts.length === 0) expect(nodes.some((node) => node['Index Name'] === INDEX)).toBe(true);
    for (const sort of sorts) expect(sort.Plans?.[0]?.['Plan Rows']).toBeLessThan(ELEMENTS / 100);
  });
});
