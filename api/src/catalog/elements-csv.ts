import { elementCsvCells, toCsv, type CsvCatalog } from '@meble/domain/csv';
import type { ElementFields } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database, ElementRow } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { elementFileReferences, holdFiles } from '../files/references.ts';
import { appendEntries, type Snapshot } from '../history/log.ts';
import type { WriteContext } from '../history/recorded.ts';
import { refuseUndo } from '../history/undo.ts';
import { insertElements, toRestElement } from './elements.ts';
import { byOrderThenName, comparePolish } from './order.ts';

/**
 * What an import's lines are checked against (D20/D21), in four queries: the collection's element categories
 * and the equipment dictionary (in their display order, so that of two names equal but for case the first one
 * shown wins), the names its elements already use, and the names of the uploaded models and icons (D12).
 */
export async function csvCatalogOf(db: Kysely<Database>, collectionId: string): Promise<CsvCatalog> {
  const [categories, equipment, names, files] = await Promise.all([
    db.selectFrom('element_categories').select(['id', 'name', 'display_ord as displayOrd']).where('collection_id', '=', collectionId).execute(),
    db.selectFrom('equipment').select(['id', 'name', 'display_ord as displayOrd']).execute(),
    db.selectFrom('elements').select('name').where('collection_id', '=', collectionId).execute(),
    db.selectFrom('files').select(['kind', 'name']).where('kind', 'in', ['model', 'icon']).execute(),
  ]);
  const stored = new Set(files.map((file) => `${file.kind}/${file.name}`));
  return {
    isStored: (kind, name) => stored.has(`${kind}/${name}`),
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

/**
 * A CSV import (D20/D21) in one transaction with ONE history entry, whatever its number of lines (D29). The entry is
 * the collection's (kind 'collection'): the import is one act on the collection, started from its screen, so its
 * history lists it and one undo takes it back; the elements it created are named in the snapshot. An import only
 * creates (a name already in the collection is a line problem), so no existing record's fields are overwritten;
 * the collection's row is held FOR SHARE so that a concurrent delete waits for the import and then takes its elements.
 * Answers the new ids, or undefined when the collection is gone.
 */
export async function importElements(
  context: WriteContext,
  collection: { _id: string; name: string },
  elements: readonly ElementFields[],
): Promise<string[] | undefined> {
  return inTransaction(context.db, async (trx) => {
    const locked = await trx.selectFrom('collections').select(['id', 'name']).where('id', '=', collection._id).forShare().executeTakeFirst();
    if (!locked) return undefined;
    await holdFiles(trx, elements.flatMap(elementFileReferences));
    const ids = await insertElements(trx, collection._id, elements);
    if (context.recordHistory) {
      const snapshot: Snapshot = { created: ids.map((id, i) => ({ id, name: elements[i]?.name ?? '' })) };
      await appendEntries(
        trx,
        [{ actor: context.actor, kind: 'collection', recordId: collection._id, recordName: locked.name, operation: 'import', version: null, changes: [], lines: elements.length, snapshot }],
        new Date(context.now()),
      );
    }
    return ids;
  });
}

/**
 * Undoes an import (registered with registerImportUndo): removes the elements it created, unless one of them was
 * changed since (its version moved on from 1) or a kit now uses it, and then names them and removes nothing.
 * Elements deleted since are simply gone already.
 */
export async function undoElementsImport(trx: Transaction<Database>, entry: { snapshot: unknown }): Promise<void> {
  const created = (entry.snapshot as Snapshot | null)?.created ?? [];
  const ids = created.map((element) => element.id);
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('elements').select(['id', 'name', 'version']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const inKits = new Set(
    (await trx.selectFrom('kit_elements').select('element_id').distinct().where('element_id', 'in', ids).execute()).map((row) => row.element_id),
  );
  const changed = rows.filter((row) => row.version > 1 || inKits.has(row.id)).map((row) => row.name);
  if (changed.length > 0) refuseUndo(messages.undoImportChanged(changed.sort(comparePolish)));
  const present = rows.map((row) => row.id);
  if (present.length === 0) return;
  await trx.deleteFrom('element_equipment').where('element_id', 'in', present).execute();
  await trx.deleteFrom('elements').where('id', 'in', present).execute();
}
