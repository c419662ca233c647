import type { Collection, CollectionCategory, CollectionSummary } from '@meble/domain/collection';
import type { Element } from '@meble/domain/element';
import type { Kysely, Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { CollectionCategoryRow, Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { deleteElementsOfCollection, findElementsByIds } from './elements.ts';
import { deleteKitsOfCollection } from './kits.ts';
import { comparePolish } from './order.ts';

/** A collection row with its category's slug, as every REST answer needs it. */
function collectionsWithCategory(db: Kysely<Database>) {
  return db
    .selectFrom('collections as c')
    .innerJoin('collection_categories as cc', 'cc.id', 'c.category_id')
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.description',
      'c.discount',
      'c.thumb_url',
      'c.is_active',
      'c.version',
      'c.category_id',
      'cc.slug as category_slug',
    ]);
}

type CollectionWithCategory = {
  id: string;
  name: string;
  slug: string;
  description: string;
  discount: number;
  thumb_url: string;
  is_active: boolean;
  version: number;
  category_slug: string;
};

/** The REST shape (spec part 2 §3 "Collection"): `_id`, `category_slug`, discount in tenths. */
function toRestCollection(row: CollectionWithCategory): Collection {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category_slug: row.category_slug,
    discount: row.discount,
    thumbUrl: row.thumb_url,
    isActive: row.is_active,
    version: row.version,
  };
}

export async function findCollectionBySlug(db: Kysely<Database>, slug: string): Promise<Collection | undefined> {
  const row = await collectionsWithCategory(db).where('c.slug', '=', slug).executeTakeFirst();
  return row && toRestCollection(row);
}

export async function findCollectionById(db: Kysely<Database>, id: string): Promise<Collection | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await collectionsWithCategory(db).where('c.id', '=', id).executeTakeFirst();
  return row && toRestCollection(row);
}

/**
 * The write paths name a collection by its `_id` or its slug (the graph knows only the slug). A uuid is
 * tried as the `_id` first, so the answer never depends on what some other collection is called.
 */
async function collectionIdOf(db: Kysely<Database> | Transaction<Database>, key: string, lock: boolean): Promise<string | undefined> {
  const select = (by: 'id' | 'slug') => {
    const query = db.selectFrom('collections').select('id').where(by, '=', key);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  };
  const byId = isUuid(key) ? await select('id') : undefined;
  return (byId ?? (await select('slug')))?.id;
}

/** A collection by its `_id` or its slug (the write paths' key). */
export async function findCollectionByKey(db: Kysely<Database>, key: string): Promise<Collection | undefined> {
  const id = await collectionIdOf(db, key, false);
  return id === undefined ? undefined : findCollectionById(db, id);
}

export async function collectionSlugExists(db: Kysely<Database>, slug: string): Promise<boolean> {
  return (await db.selectFrom('collections').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export async function findCollectionCategoryBySlug(db: Kysely<Database>, slug: string): Promise<CollectionCategoryRow | undefined> {
  return db.selectFrom('collection_categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Categories by display order then name, each with all its collections (inactive ones too) by name. */
export async function listCollectionCategories(db: Kysely<Database>): Promise<CollectionCategory[]> {
  const [categories, collections] = await Promise.all([
    db.selectFrom('collection_categories').selectAll().execute(),
    collectionsWithCategory(db).execute(),
  ]);
  categories.sort((a, b) => a.display_ord - b.display_ord || comparePolish(a.name, b.name));
  collections.sort((a, b) => comparePolish(a.name, b.name));
  return categories.map((category) => ({
    _id: category.id,
    name: category.name,
    slug: category.slug,
    collections: collections.filter((c) => c.category_id === category.id).map(toRestCollection),
  }));
}

/**
 * Every collection by name with its element and kit counts, in one query (correlated counts, each read from the
 * collection's index on `collection_id`), so the list costs the same whatever the number of collections.
 */
export async function listCollectionSummaries(db: Kysely<Database>): Promise<CollectionSummary[]> {
  const rows = await collectionsWithCategory(db)
    .select((eb) => [
      eb.selectFrom('elements as e').whereRef('e.collection_id', '=', 'c.id').select((count) => count.fn.countAll<string>().as('n')).as('element_count'),
      eb.selectFrom('kits as k').whereRef('k.collection_id', '=', 'c.id').select((count) => count.fn.countAll<string>().as('n')).as('kit_count'),
    ])
    .execute();
  rows.sort((a, b) => comparePolish(a.name, b.name));
  return rows.map((row) => ({ ...toRestCollection(row), elementCount: Number(row.element_count ?? 0), kitCount: Number(row.kit_count ?? 0) }));
}

export interface NewCollection {
  name: string;
  slug: string;
  description?: string;
  categoryId: string;
  /** Tenths of a percent (D2). */
  discount?: number;
  thumbUrl?: string;
  isActive?: boolean;
}

/** Inserts as given: callers have validated the name, the slug (D5) and the category. */
export async function insertCollection(db: Kysely<Database>, input: NewCollection): Promise<Collection> {
  const row = await db
    .insertInto('collections')
    .values(collectionColumns(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await findCollectionById(db, row.id);
  // Read back in the same connection right after the insert: absent only if the database lost it.
  if (!inserted) throw new Error(`the collection ${row.id} vanished right after its insert`);
  return inserted;
}

export interface CollectionChanges {
  description: string;
  categoryId: string;
  thumbUrl: string;
  isActive: boolean;
}

/** Name, slug and discount never change here (spec part 2 §5: read-only on the edit screen). `key`: the `_id` or the slug. */
export async function updateCollection(db: Kysely<Database>, key: string, changes: CollectionChanges): Promise<Collection | undefined> {
  const id = await collectionIdOf(db, key, false);
  if (!id) return undefined;
  const updated = await db
    .updateTable('collections')
    .set({
      description: changes.description,
      category_id: changes.categoryId,
      thumb_url: changes.thumbUrl,
      is_active: changes.isActive,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated && findCollectionById(db, id);
}

export interface CollectionDeletion {
  collections: number;
  elementCategories: number;
  elements: number;
  kits: number;
  fabricAssignments: number;
  finishAssignments: number;
}

/** D8: the collection (`key`: its `_id` or slug) and everything that belongs to it, in one transaction; undefined when unknown. */
export async function deleteCollection(db: Kysely<Database>, key: string): Promise<CollectionDeletion | undefined> {
  return inTransaction(db, async (trx) => {
    // Locking the row first blocks a concurrent element-category insert (its foreign key check waits for us).
    const id = await collectionIdOf(trx, key, true);
    if (!id) return undefined;
    // Kits first (their element lists reference the elements), then elements: they reference the element
    // categories (their equipment links go with them).
    const kits = await deleteKitsOfCollection(trx, id);
    const fabricAssignments = await trx.deleteFrom('collection_fabric_families').where('collection_id', '=', id).executeTakeFirst();
    const finishAssignments = await trx.deleteFrom('collection_finishes').where('collection_id', '=', id).executeTakeFirst();
    const elements = await deleteElementsOfCollection(trx, id);
    const categories = await trx.deleteFrom('element_categories').where('collection_id', '=', id).executeTakeFirst();
    const collections = await trx.deleteFrom('collections').where('id', '=', id).executeTakeFirst();
    return {
      collections: Number(collections.numDeletedRows),
      elementCategories: Number(categories.numDeletedRows),
      elements,
      kits,
      fabricAssignments: Number(fabricAssignments.numDeletedRows),
      finishAssignments: Number(finishAssignments.numDeletedRows),
    };
  });
}

export interface DiscountsWrite {
  /** Tenths of a percent (D2). */
  discount: number;
  /** Whole percents (D3). */
  elements: { _id: string; discount: number }[];
}

export type DiscountsWriteResult =
  | { kind: 'saved'; collection: Collection; elements: Element[] }
  | { kind: 'notFound' }
  /** Indexes (in the body) of element ids that are not elements of this collection. */
  | { kind: 'foreignElements'; indexes: number[] };

/**
 * The discounts screen's save (spec part 2 §4): the collection's discount and every listed element's, in
 * one transaction; nothing is written unless every element belongs to the collection. `key`: the `_id` or
 * the slug. Answers the listed elements whole, as stored.
 */
export async function updateCollectionDiscounts(db: Kysely<Database>, key: string, write: DiscountsWrite): Promise<DiscountsWriteResult> {
  return inTransaction(db, async (trx): Promise<DiscountsWriteResult> => {
    const id = await collectionIdOf(trx, key, true);
    if (!id) return { kind: 'notFound' };
    const wellFormed = write.elements.map((e) => e._id).filter(isUuid);
    const owned =
      wellFormed.length === 0
        ? new Set<string>()
        : new Set(
            (
              await trx
                .selectFrom('elements')
                .select('id')
                .where('collection_id', '=', id)
                .where('id', 'in', [...new Set(wellFormed)])
                .forUpdate()
                .execute()
            ).map((row) => row.id),
          );
    const indexes = write.elements.flatMap((e, index) => (owned.has(e._id) ? [] : [index]));
    if (indexes.length > 0) return { kind: 'foreignElements', indexes };

    const now = new Date();
    await trx.updateTable('collections').set({ discount: write.discount, updated_at: now }).where('id', '=', id).execute();
    // The last value wins when an id is listed twice, as the screen's last edit would.
    const latest = new Map(write.elements.map((e) => [e._id, e.discount]));
    for (const [elementId, discount] of latest) {
      await trx.updateTable('elements').set({ discount, updated_at: now }).where('id', '=', elementId).where('collection_id', '=', id).execute();
    }
    const row = await collectionsWithCategory(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
    const elements = await findElementsByIds(trx, [...latest.keys()]);
    return { kind: 'saved', collection: toRestCollection(row), elements };
  });
}

/** A new collection's columns, written once for every insert. */
function collectionColumns(input: NewCollection) {
  return {
    name: input.name,
    slug: input.slug,
    description: input.description ?? '',
    category_id: input.categoryId,
    discount: input.discount ?? 0,
    thumb_url: input.thumbUrl ?? '',
    is_active: input.isActive ?? true,
  };
}

/** For seeders: inserts unless the slug is taken (by the operator or a concurrent seeder); the new id, else undefined. */
export async function insertCollectionUnlessSlugTaken(db: Kysely<Database>, input: NewCollection): Promise<string | undefined> {
  const row = await db
    .insertInto('collections')
    .values(collectionColumns(input))
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** For seeders and the test kit: the collection category with this slug, inserted when missing; its id. */
export async function ensureCollectionCategory(db: Kysely<Database>, input: { name: string; slug: string; displayOrd: number }): Promise<string> {
  await db
    .insertInto('collection_categories')
    .values({ name: input.name, slug: input.slug, display_ord: input.displayOrd })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const row = await db.selectFrom('collection_categories').select('id').where('slug', '=', input.slug).executeTakeFirstOrThrow();
  return row.id;
}
