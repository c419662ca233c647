import type { Element } from '@meble/domain/element';
import { KIT_MAX_ELEMENTS, KIT_MIN_ELEMENTS, type Kit, type KitEditFields, type KitFields } from '@meble/domain/kit';
import type { Kysely, Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database, KitRow } from '../db/schema.ts';
import { findElementsByIds } from './elements.ts';
import { comparePolish } from './order.ts';
import { inTransaction } from '../db/transaction.ts';

type Db = Kysely<Database> | Transaction<Database>;
type KitWithCollection = KitRow & { collection_slug: string };

function kitsWithCollection(db: Db) {
  return db.selectFrom('kits as k').innerJoin('collections as c', 'c.id', 'k.collection_id').selectAll('k').select('c.slug as collection_slug');
}

/** The REST shape (spec part 2 §3 "Kit"): `elements` are element ids in the kit's order. */
function toRestKit(row: KitWithCollection, elements: string[]): Kit {
  return {
    _id: row.id,
    name: row.name,
    tinydesc: row.tinydesc,
    ord: row.ord,
    cSlug: row.collection_slug,
    isActive: row.is_active,
    thumbUrl: row.thumb_url,
    elements,
    version: row.version,
  };
}

/** Kits by ord, then name in Polish order (then id, so that equal kits keep one order). */
const byOrdThenName = (a: KitRow, b: KitRow): number => a.ord - b.ord || comparePolish(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The element ids of many kits in one query, each list in the kit's order. */
async function elementIdsOf(db: Db, kitIds: readonly string[]): Promise<Map<string, string[]>> {
  const byKit = new Map<string, string[]>(kitIds.map((id) => [id, []]));
  if (kitIds.length === 0) return byKit;
  const rows = await db
    .selectFrom('kit_elements')
    .select(['kit_id', 'element_id'])
    .where('kit_id', 'in', kitIds)
    .orderBy('kit_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byKit.get(row.kit_id)?.push(row.element_id);
  return byKit;
}

async function restKits(db: Db, rows: KitWithCollection[]): Promise<Kit[]> {
  const elements = await elementIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRestKit(row, elements.get(row.id) ?? []));
}

/** The elements the kits use, each once, in order of first appearance (spec part 2 §7 getCollectionKit: kit, elements). */
export function elementsOfKits(db: Db, kits: readonly Kit[]): Promise<Element[]> {
  return findElementsByIds(
    db,
    kits.flatMap((kit) => kit.elements),
  );
}

/**
 * A collection's kits by ord then name, with every element they use: three queries whatever the number of
 * kits and elements (kits, their element lists, the elements with their equipment).
 */
export async function listKitsOf(db: Db, collectionId: string): Promise<{ kits: Kit[]; elements: Element[] }> {
  const rows = await kitsWithCollection(db).where('k.collection_id', '=', collectionId).execute();
  rows.sort(byOrdThenName);
  const kits = await restKits(db, rows);
  return { kits, elements: await elementsOfKits(db, kits) };
}

export async function findKitById(db: Db, id: string): Promise<Kit | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await kitsWithCollection(db).where('k.id', '=', id).executeTakeFirst();
  return row && (await restKits(db, [row]))[0];
}

export async function countKits(db: Db, collectionId: string): Promise<number> {
  const row = await db
    .selectFrom('kits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids as PostgreSQL prints them (lower case), so that ids compare as strings; malformed ones stay as given. */
const normalisedId = (id: string): string => (isUuid(id) ? id.toLowerCase() : id);

/**
 * Which of `ids` are elements of the collection, locked FOR SHARE until the caller's transaction ends, so
 * that a concurrent element delete waits for the kit write and then sees the kit (D8).
 */
async function lockElementsOfCollection(trx: Transaction<Database>, collectionId: string, ids: readonly string[]): Promise<Set<string>> {
  const wellFormed = [...new Set(ids.filter(isUuid).map(normalisedId))];
  if (wellFormed.length === 0) return new Set();
  const rows = await trx
    .selectFrom('elements')
    .select('id')
    .where('collection_id', '=', collectionId)
    .where('id', 'in', wellFormed)
    .orderBy('id')
    .forShare()
    .execute();
  return new Set(rows.map((row) => row.id));
}

export type KitCreateResult = { kind: 'saved'; kit: Kit } | { kind: 'unknownCollection' } | { kind: 'elementsOutsideCollection' };

/**
 * Inserts a kit with its elements in one transaction; nothing is written unless the collection exists and
 * every element belongs to it (callers have checked the fields with kitFormSchema).
 */
export async function insertKit(db: Kysely<Database>, collectionId: string, fields: KitFields): Promise<KitCreateResult> {
  if (!isUuid(collectionId)) return { kind: 'unknownCollection' };
  return inTransaction(db, async (trx): Promise<KitCreateResult> => {
    // Held until commit: a concurrent collection delete waits for this kit and then removes it too.
    const collection = await trx.selectFrom('collections').select('id').where('id', '=', collectionId).forShare().executeTakeFirst();
    if (!collection) return { kind: 'unknownCollection' };
    const elementIds = fields.elements.map(normalisedId);
    const owned = await lockElementsOfCollection(trx, collectionId, elementIds);
    if (!elementIds.every((id) => owned.has(id))) return { kind: 'elementsOutsideCollection' };

    const row = await trx
      .insertInto('kits')
      .values({
        collection_id: collectionId,
        name: fields.name,
        tinydesc: fields.tinydesc,
        ord: fields.ord,
        thumb_url: fields.thumbUrl,
        is_active: fields.isActive,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('kit_elements')
      .values(elementIds.map((elementId, i) => ({ kit_id: row.id, position: i + 1, element_id: elementId })))
      .execute();
    const kit = await findKitById(trx, row.id);
    if (!kit) throw new Error(`the kit ${row.id} vanished right after its insert`);
    return { kind: 'saved', kit };
  });
}

/** Shows or hides a kit (spec part 2 §4: hidden kits are labelled 'UKRYTY'). */
export async function setKitVisibility(db: Kysely<Database>, id: string, isActive: boolean): Promise<Kit | undefined> {
  if (!isUuid(id)) return undefined;
  const updated = await db
    .updateTable('kits')
    .set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated && findKitById(db, id);
}

/** The kit's row locked FOR UPDATE, so that changes of one kit's element list run one after another. */
async function lockKit(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('kits').select(['id', 'collection_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export type KitUpdateResult = { kind: 'saved'; kit: Kit } | { kind: 'notFound' };

/**
 * D28: the kit's own fields (name, tinydesc, ord, thumbnail, visibility), checked by the caller with
 * kitEditFormSchema; its elements stay. Kit names are not unique (the create form allows the same name twice).
 */
export async function updateKit(db: Kysely<Database>, id: string, fields: KitEditFields): Promise<KitUpdateResult> {
  if (!isUuid(id)) return { kind: 'notFound' };
  return inTransaction(db, async (trx): Promise<KitUpdateResult> => {
    // Locked as the element writes lock it: a collection delete under way takes the kit first, and this waits.
    if (!(await lockKit(trx, id))) return { kind: 'notFound' };
    await trx
      .updateTable('kits')
      .set({ name: fields.name, tinydesc: fields.tinydesc, ord: fields.ord, thumb_url: fields.thumbUrl, is_active: fields.isActive, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return { kind: 'saved', kit: (await findKitById(trx, id))! };
  });
}

/**
 * A kit's whole state written back ('Przywróć', D29): its fields and its element list in the given order. An element
 * deleted since fails the list's foreign key, which the undo names.
 */
export async function writeKitState(trx: Transaction<Database>, id: string, state: KitEditFields & { elements: readonly string[] }): Promise<boolean> {
  const kit = await lockKit(trx, id);
  if (!kit) return false;
  await lockElementsOfCollection(trx, kit.collection_id, state.elements);
  await trx
    .updateTable('kits')
    .set({ name: state.name, tinydesc: state.tinydesc, ord: state.ord, thumb_url: state.thumbUrl, is_active: state.isActive, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('kit_elements').where('kit_id', '=', id).execute();
  if (state.elements.length > 0) {
    await trx
      .insertInto('kit_elements')
      .values(state.elements.map((elementId, i) => ({ kit_id: id, position: i + 1, element_id: normalisedId(elementId) })))
      .execute();
  }
  return true;
}

/** Moves the entries at `from` and after one place down the kit (two steps through negatives: the key is checked row by row). */
async function openGap(trx: Transaction<Database>, id: string, from: number): Promise<void> {
  await trx
    .updateTable('kit_elements')
    .set((eb) => ({ position: eb(eb.val(-1), '-', eb.ref('position')) }))
    .where('kit_id', '=', id)
    .where('position', '>=', from)
    .execute();
  await trx
    .updateTable('kit_elements')
    .set((eb) => ({ position: eb(eb.val(0), '-', eb.ref('position')) }))
    .where('kit_id', '=', id)
    .where('position', '<', 0)
    .execute();
}

export type KitElementResult = { kind: 'saved'; kit: Kit } | { kind: 'notFound' } | { kind: 'elementOutsideCollection' } | { kind: 'tooManyElements' };

/**
 * Spec part 2 §7 addCollectionKitElement: appends the element (one of the kit's collection) at the end, or puts it
 * at `position` (1-based; an undone removal puts it back where it was), the later ones moving down.
 */
export async function addKitElement(db: Kysely<Database>, id: string, elementId: string, position?: number): Promise<KitElementResult> {
  if (!isUuid(id)) return { kind: 'notFound' };
  return inTransaction(db, async (trx): Promise<KitElementResult> => {
    const kit = await lockKit(trx, id);
    if (!kit) return { kind: 'notFound' };
    const owned = await lockElementsOfCollection(trx, kit.collection_id, [elementId]);
    if (!owned.has(normalisedId(elementId))) return { kind: 'elementOutsideCollection' };
    const last = await trx
      .selectFrom('kit_elements')
      .select((eb) => [eb.fn.max('position').as('position'), eb.fn.countAll<string>().as('count')])
      .where('kit_id', '=', id)
      .executeTakeFirst();
    if (Number(last?.count ?? 0) >= KIT_MAX_ELEMENTS) return { kind: 'tooManyElements' };
    const end = (last?.position ?? 0) + 1;
    const at = position === undefined ? end : Math.min(position, end);
    if (at < end) await openGap(trx, id, at);
    await trx.insertInto('kit_elements').values({ kit_id: id, position: at, element_id: normalisedId(elementId) }).execute();
    await trx.updateTable('kits').set({ updated_at: new Date() }).where('id', '=', id).execute();
    return { kind: 'saved', kit: (await findKitById(trx, id))! };
  });
}

export type KitElementRemoval = { kind: 'saved'; kit: Kit } | { kind: 'notFound' } | { kind: 'elementMissing' } | { kind: 'tooFewElements' };

/**
 * Spec part 2 §7 deleteCollectionKitElement: removes the element's last occurrence, or the one at `position` (the
 * row the user chose); refused when the kit would keep fewer than KIT_MIN_ELEMENTS. The kit's row is locked, so
 * two removals at once cannot both pass.
 */
export async function removeKitElement(db: Kysely<Database>, id: string, elementId: string, position?: number): Promise<KitElementRemoval> {
  if (!isUuid(id)) return { kind: 'notFound' };
  return inTransaction(db, async (trx): Promise<KitElementRemoval> => {
    if (!(await lockKit(trx, id))) return { kind: 'notFound' };
    const entries = await trx.selectFrom('kit_elements').select(['position', 'element_id']).where('kit_id', '=', id).orderBy('position').execute();
    const wanted = normalisedId(elementId);
    const last = entries.findLast((entry) => entry.element_id === wanted && (position === undefined || entry.position === position));
    if (!last) return { kind: 'elementMissing' };
    if (entries.length - 1 < KIT_MIN_ELEMENTS) return { kind: 'tooFewElements' };

    await trx.deleteFrom('kit_elements').where('kit_id', '=', id).where('position', '=', last.position).execute();
    // Close the gap in two steps through negative positions: the primary key is checked row by row.
    await trx
      .updateTable('kit_elements')
      .set((eb) => ({ position: eb(eb.val(1), '-', eb.ref('position')) }))
      .where('kit_id', '=', id)
      .where('position', '>', last.position)
      .execute();
    await trx
      .updateTable('kit_elements')
      .set((eb) => ({ position: eb(eb.val(0), '-', eb.ref('position')) }))
      .where('kit_id', '=', id)
      .where('position', '<=', 0)
      .execute();
    await trx.updateTable('kits').set({ updated_at: new Date() }).where('id', '=', id).execute();
    return { kind: 'saved', kit: (await findKitById(trx, id))! };
  });
}

/** Spec part 2 §7 deleteCollectionKit; D8: the kit with its element list, in one transaction; undefined when unknown. */
export async function deleteKit(db: Kysely<Database>, id: string): Promise<{ kits: number } | undefined> {
  if (!isUuid(id)) return undefined;
  return inTransaction(db, async (trx) => {
    if (!(await lockKit(trx, id))) return undefined;
    await trx.deleteFrom('kit_elements').where('kit_id', '=', id).execute();
    const deleted = await trx.deleteFrom('kits').where('id', '=', id).executeTakeFirst();
    return { kits: Number(deleted.numDeletedRows) };
  });
}

/** D8: a collection's kits with their element lists, inside the caller's transaction (before its elements go). */
export async function deleteKitsOfCollection(trx: Transaction<Database>, collectionId: string): Promise<number> {
  // The kits first, as their own writes lock them: an add or remove under way commits before the lists are read,
  // else an element it appends would still point at the kit when the kit goes (a foreign key failure).
  await trx.selectFrom('kits').select('id').where('collection_id', '=', collectionId).orderBy('id').forUpdate().execute();
  await trx
    .deleteFrom('kit_elements')
    .where('kit_id', 'in', (eb) => eb.selectFrom('kits').select('id').where('collection_id', '=', collectionId))
    .execute();
  const deleted = await trx.deleteFrom('kits').where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
