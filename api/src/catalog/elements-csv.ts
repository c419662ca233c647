import { elementCsvCells, toCsv, type CsvCatalog } from '@meble/domain/csv';
import type { Kysely } from 'kysely';
import type { Database, ElementRow } from '../db/schema.ts';
import { toRestElement } from './elements.ts';
import { byOrderThenName } from './order.ts';

/**
 * What an import's lines are checked against (D20/D21), in three queries: the collection's element categories
 * and the equipment dictionary (in their display order, so that of two names equal but for case the first one
 * shown wins), and the names its elements already use.
 */
export async function csvCatalogOf(db: Kysely<Database>, collectionId: string): Promise<CsvCatalog> {
  const [categories, equipment, names] = await Promise.all([
    db.selectFrom('element_categories').select(['id', 'name', 'display_ord as displayOrd']).where('collection_id', '=', collectionId).execute(),
    db.selectFrom('equipment').select(['id', 'name', 'display_ord as displayOrd']).execute(),
    db.selectFrom('elements').select('name').where('collection_id', '=', collectionId).execute(),
  ]);
  return {
    categories: categories.sort(byOrderThenName).map(({ id, name }) => ({ id, name })),
    equipment: equipment.sort(byOrderThenName).map(({ id, name }) => ({ id, name })),
    existingNames: new Set(names.map((row) => row.name)),
  };
}

/**
 * Every element of the collection as a CSV file (D20) in the list's order (displayOrd, then name in Polish
 * order: the list's sort key), with category and equipment names. Three queries whatever the number of elements.
 */
export async function exportElementsCsv(db: Kysely<Database>, collection: { _id: string; slug: string }): Promise<string> {
  const [rows, categories, links] = await Promise.all([
    db.selectFrom('elements').selectAll().where('collection_id', '=', collection._id).orderBy('display_ord').orderBy('sort_key').execute(),
    db.selectFrom('element_categories').select(['id', 'name']).where('collection_id', '=', collection._id).execute(),
    db
      .selectFrom('element_equipment as ee')
      .innerJoin('elements as e', 'e.id', 'ee.element_id')
      .innerJoin('equipment as q', 'q.id', 'ee.equipment_id')
      .select(['ee.element_id', 'ee.equipment_id', 'q.name', 'q.display_ord as displayOrd'])
      .where('e.collection_id', '=', collection._id)
      .execute(),
  ]);
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  // Each element's equipment in the dictionary's order, as the element's own answer lists it.
  links.sort(byOrderThenName);
  const equipmentOf = new Map<string, { ids: string[]; names: string[] }>();
  for (const link of links) {
    let equipment = equipmentOf.get(link.element_id);
    if (!equipment) equipmentOf.set(link.element_id, (equipment = { ids: [], names: [] }));
    equipment.ids.push(link.equipment_id);
    equipment.names.push(link.name);
  }
  return toCsv(
    rows.map((row: ElementRow) => {
      const equipment = equipmentOf.get(row.id) ?? { ids: [], names: [] };
      const element = toRestElement({ ...row, collection_slug: collection.slug }, equipment.ids);
      return elementCsvCells(element, categoryName.get(row.category_id) ?? '', equipment.names);
    }),
  );
}
