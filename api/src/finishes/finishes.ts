import type { NamedCollection } from '@meble/domain/fabric';
import { FINISH_TYPES, isFinishKind, isFinishType, type Finish, type FinishKind, type FinishType } from '@meble/domain/finish';
import { slugify } from '@meble/domain/slug';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The finishes with the collections they are assigned to, by name (their delete rule needs them, D24). */
function finishesQuery(db: Db) {
  return db
    .selectFrom('finishes as f')
    .select(['f.id', 'f.kind', 'f.type', 'f.name', 'f.slug', 'f.texture', 'f.symbol', 'f.old_name', 'f.leg_texture_name', 'f.version'])
    .select(
      sql<NamedCollection[]>`coalesce((
        select json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) order by c.name, c.id)
        from collection_finishes a join collections c on c.id = a.collection_id where a.finish_id = f.id
      ), '[]'::json)`.as('assigned_to'),
    );
}

type FinishRow = Awaited<ReturnType<ReturnType<typeof finishesQuery>['executeTakeFirstOrThrow']>>;

function toRestFinish(row: FinishRow): Finish {
  if (!isFinishKind(row.kind) || !isFinishType(row.type)) throw new Error(`the finish ${row.id} has the kind ${row.kind} and type ${row.type}`);
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    type: row.type,
    texture: row.texture,
    symbol: row.symbol,
    oldName: row.old_name,
    legTextureName: row.leg_texture_name,
    assignedTo: row.assigned_to,
    version: row.version,
  };
}

const typeOrder = (type: FinishType) => FINISH_TYPES.indexOf(type);

/** By type w, c, m, then name in Polish order: the order of every finish screen. */
function sorted(finishes: Finish[]): Finish[] {
  return finishes.sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || a.name.localeCompare(b.name, 'pl') || a._id.localeCompare(b._id));
}

/** Every finish, or a kind's. */
export async function listFinishes(db: Db, kind?: FinishKind): Promise<Finish[]> {
  const query = kind ? finishesQuery(db).where('f.kind', '=', kind) : finishesQuery(db);
  return sorted((await query.execute()).map(toRestFinish));
}

export async function findFinishById(db: Db, id: string): Promise<Finish | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await finishesQuery(db).where('f.id', '=', id).executeTakeFirst();
  return row && toRestFinish(row);
}

/** A kind's finish by its `_id` or its slug. */
export async function findFinishOfKind(db: Db, kind: FinishKind, key: string): Promise<Finish | undefined> {
  const byId = await findFinishById(db, key);
  if (byId) return byId.kind === kind ? byId : undefined;
  const row = await finishesQuery(db).where('f.kind', '=', kind).where('f.slug', '=', key).executeTakeFirst();
  return row && toRestFinish(row);
}

export interface FinishFields {
  name: string;
  type: FinishType;
  texture: string;
  symbol: string;
  oldName: string;
  legTextureName: string;
}

async function slugTaken(db: Db, kind: FinishKind, slug: string, except?: string): Promise<boolean> {
  let query = db.selectFrom('finishes').select('id').where('kind', '=', kind).where('slug', '=', slug);
  if (except) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The leg fields are kept only on a leg finish (the table refuses them elsewhere). */
const legFields = (kind: FinishKind, fields: FinishFields) =>
  kind === 'legs' ? { symbol: fields.symbol, old_name: fields.oldName, leg_texture_name: fields.legTextureName } : { symbol: '', old_name: '', leg_texture_name: '' };

/** A new finish, or the slug its name takes when another finish of its kind has it (D5: a clash is an error). */
export async function insertFinish(db: Db, kind: FinishKind, fields: FinishFields): Promise<Finish | { slugTaken: string }> {
  const slug = slugify(fields.name);
  if (await slugTaken(db, kind, slug)) return { slugTaken: slug };
  const row = await db
    .insertInto('finishes')
    .values({ kind, type: fields.type, name: fields.name, slug, texture: fields.texture, ...legFields(kind, fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await findFinishById(db, row.id);
  if (!inserted) throw new Error(`the finish ${row.id} vanished right after its insert`);
  return inserted;
}

/** Every field; the slug follows the name and must stay free within the kind. */
export async function updateFinish(db: Db, id: string, fields: FinishFields): Promise<Finish | { slugTaken: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const stored = await db.selectFrom('finishes').select('kind').where('id', '=', id).executeTakeFirst();
  if (!stored || !isFinishKind(stored.kind)) return undefined;
  const slug = slugify(fields.name);
  if (await slugTaken(db, stored.kind, slug, id)) return { slugTaken: slug };
  await db
    .updateTable('finishes')
    .set({ type: fields.type, name: fields.name, slug, texture: fields.texture, ...legFields(stored.kind, fields), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return findFinishById(db, id);
}

/**
 * Deletes a finish with its collection assignments, in the caller's transaction (D8). While collections use it,
 * only when `confirmed` (D24): otherwise `assignedTo` names them and nothing goes.
 */
export async function deleteFinish(
  trx: Transaction<Database>,
  id: string,
  confirmed: boolean,
): Promise<{ deleted: { finishes: number; collectionAssignments: number }; finish: Finish } | { assignedTo: NamedCollection[] } | undefined> {
  if (!isUuid(id)) return undefined;
  // Held first: an assignment under way commits before the read below (which then names it) or waits for the delete.
  await trx.selectFrom('finishes').select('id').where('id', '=', id).forUpdate().execute();
  const finish = await findFinishById(trx, id);
  if (!finish) return undefined;
  if (finish.assignedTo.length > 0 && !confirmed) return { assignedTo: finish.assignedTo };
  const assignments = await trx.deleteFrom('collection_finishes').where('finish_id', '=', id).executeTakeFirst();
  const finishes = await trx.deleteFrom('finishes').where('id', '=', id).executeTakeFirst();
  return { deleted: { finishes: Number(finishes.numDeletedRows), collectionAssignments: Number(assignments.numDeletedRows) }, finish };
}

// ---- A collection's finishes (spec part 2 §3, §4) ----

/** The slugs of a kind's finishes assigned to a collection, by slug. */
export async function assignedFinishSlugs(db: Db, collectionId: string, kind: FinishKind): Promise<string[]> {
  const rows = await db
    .selectFrom('collection_finishes as a')
    .innerJoin('finishes as f', 'f.id', 'a.finish_id')
    .select('f.slug')
    .where('a.collection_id', '=', collectionId)
    .where('f.kind', '=', kind)
    .orderBy('f.slug')
    .execute();
  return rows.map((row) => row.slug);
}

/**
 * Assigns a finish to a collection or takes it away: twice, or away when absent, changes nothing. Answers whether
 * anything changed, or 'gone' when the finish was deleted meanwhile (it is held until the caller's commit).
 */
export async function assignFinish(db: Db, collectionId: string, finishId: string, assigned: boolean): Promise<boolean | 'gone'> {
  const held = await db.selectFrom('finishes').select('id').where('id', '=', finishId).forShare().executeTakeFirst();
  if (!held) return 'gone';
  if (assigned) {
    const inserted = await db
      .insertInto('collection_finishes')
      .values({ collection_id: collectionId, finish_id: finishId })
      .onConflict((oc) => oc.columns(['collection_id', 'finish_id']).doNothing())
      .returning('finish_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const deleted = await db.deleteFrom('collection_finishes').where('collection_id', '=', collectionId).where('finish_id', '=', finishId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** D8: how many finishes a collection has assigned (its delete's confirmation counts them). */
export async function countCollectionFinishAssignments(db: Db, collectionId: string): Promise<number> {
  const row = await db
    .selectFrom('collection_finishes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A collection's finishes as its history records them: by name, `_id` the finish's id. */
export interface CollectionFinishOffer {
  legFinishes: { _id: string; name: string }[];
  elementFinishes: { _id: string; name: string }[];
}

export async function collectionFinishOffer(db: Db, collectionId: string): Promise<CollectionFinishOffer> {
  const rows = await db
    .selectFrom('collection_finishes as a')
    .innerJoin('finishes as f', 'f.id', 'a.finish_id')
    .select(['f.id', 'f.name', 'f.kind'])
    .where('a.collection_id', '=', collectionId)
    .execute();
  const of = (kind: FinishKind) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ _id: row.id, name: row.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pl') || a._id.localeCompare(b._id));
  return { legFinishes: of('legs'), elementFinishes: of('elements') };
}

/** Writes a collection's finishes back (an undo): exactly these assigned, skipping those deleted since. */
export async function writeCollectionFinishOffer(trx: Transaction<Database>, collectionId: string, offer: CollectionFinishOffer): Promise<void> {
  const wanted = [...offer.legFinishes, ...offer.elementFinishes].map((finish) => finish._id).filter(isUuid);
  const existing = wanted.length === 0 ? [] : await trx.selectFrom('finishes').select('id').where('id', 'in', wanted).execute();
  const keep = existing.map((finish) => finish.id);
  let removal = trx.deleteFrom('collection_finishes').where('collection_id', '=', collectionId);
  if (keep.length > 0) removal = removal.where('finish_id', 'not in', keep);
  await removal.execute();
  for (const finishId of keep) await assignFinish(trx, collectionId, finishId, true);
}
