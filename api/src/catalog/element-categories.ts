import type { Collection } from '@meble/domain/collection';
import type { ElementCategory } from '@meble/domain/element-category';
import { sql, type Kysely } from 'kysely';
import { elementCategoryDeleteBlocker } from '@meble/domain/delete-rules';
import { isUuid } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { findCollectionBySlug } from './collections.ts';
import { countElements } from './elements.ts';
import { byOrderThenName } from './order.ts';

function elementCategoriesWithCollection(db: Kysely<Database>) {
  return db
    .selectFrom('element_categories as ec')
    .innerJoin('collections as c', 'c.id', 'ec.collection_id')
    .select(['ec.id', 'ec.name', 'ec.name_en', 'ec.display_ord', 'ec.available', 'ec.version', 'c.slug as collection_slug'])
    // Every answer carries what the delete rule needs, so a client knows before asking (index elements_category_id_idx).
    .select(sql<number>`(select count(*)::int from elements e where e.category_id = ec.id)`.as('element_count'));
}

/** The REST shape (spec part 2 §3 "Element category"). */
function toRestElementCategory(row: {
  id: string;
  name: string;
  name_en: string;
  display_ord: number;
  available: boolean;
  collection_slug: string;
  element_count: number;
  version: number;
}): ElementCategory {
  return {
    _id: row.id,
    name: row.name,
    name_en: row.name_en,
    displayOrd: row.display_ord,
    collectionSlug: row.collection_slug,
    available: row.available,
    elementCount: row.element_count,
    version: row.version,
  };
}

async function findElementCategory(db: Kysely<Database>, id: string): Promise<ElementCategory | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await elementCategoriesWithCollection(db).where('ec.id', '=', id).executeTakeFirst();
  return row && toRestElementCategory(row);
}

/** The category with its collection (GET /api/cms/element-category/{id}): a client shows both after one call. */
export async function findElementCategoryById(db: Kysely<Database>, id: string): Promise<(ElementCategory & { collection: Collection }) | undefined> {
  const category = await findElementCategory(db, id);
  const collection = category && (await findCollectionBySlug(db, category.collectionSlug));
  return category && collection && { ...category, collection };
}

/** A collection's element categories by displayOrd, then name. */
export async function listElementCategoriesOf(db: Kysely<Database>, collectionSlug: string): Promise<ElementCategory[]> {
  const rows = await elementCategoriesWithCollection(db).where('c.slug', '=', collectionSlug).execute();
  return rows.map(toRestElementCategory).sort(byOrderThenName);
}

export interface NewElementCategory {
  collectionId: string;
  name: string;
  nameEn: string;
  displayOrd: number;
  available?: boolean;
}

export async function insertElementCategory(db: Kysely<Database>, input: NewElementCategory): Promise<ElementCategory> {
  const row = await db
    .insertInto('element_categories')
    .values({
      collection_id: input.collectionId,
      name: input.name,
      name_en: input.nameEn,
      display_ord: input.displayOrd,
      available: input.available ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await findElementCategory(db, row.id);
  // Read back in the same connection right after the insert: absent only if the database lost it.
  if (!inserted) throw new Error(`the element category ${row.id} vanished right after its insert`);
  return inserted;
}

export interface ElementCategoryChanges {
  name: string;
  nameEn: string;
  displayOrd: number;
  available: boolean;
}

export async function updateElementCategory(
  db: Kysely<Database>,
  id: string,
  changes: ElementCategoryChanges,
): Promise<ElementCategory | undefined> {
  if (!isUuid(id)) return undefined;
  const updated = await db
    .updateTable('element_categories')
    .set({
      name: changes.name,
      name_en: changes.nameEn,
      display_ord: changes.displayOrd,
      available: changes.available,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated && findElementCategory(db, id);
}

/**
 * D8: refused while elements use the category (`refused`: the domain rule's reason; `inUse`: how many); undefined when
 * unknown. Answers the category as it was.
 */
export async function deleteElementCategory(
  db: Kysely<Database>,
  id: string,
): Promise<{ deleted: { elementCategories: number }; category: ElementCategory } | { inUse: number; refused: string } | undefined> {
  if (!isUuid(id)) return undefined;
  return inTransaction(db, async (trx) => {
    // Locking the row first makes a concurrent element insert into this category wait (its foreign key check).
    const locked = await elementCategoriesWithCollection(trx).where('ec.id', '=', id).forUpdate('ec').executeTakeFirst();
    if (!locked) return undefined;
    const inUse = await countElements(trx, { categoryId: id });
    const refused = elementCategoryDeleteBlocker({ elementCount: inUse });
    if (refused !== null) return { inUse, refused };
    const deleted = await trx.deleteFrom('element_categories').where('id', '=', id).executeTakeFirst();
    return { deleted: { elementCategories: Number(deleted.numDeletedRows) }, category: toRestElementCategory(locked) };
  });
}

/** For seeders: deletes these categories of the collection outright (the caller knows no element uses them). */
export async function deleteElementCategoriesOf(db: Kysely<Database>, collectionId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db.deleteFrom('element_categories').where('collection_id', '=', collectionId).where('id', 'in', ids).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
