import { isPriceGroup, type PriceGroup } from '@meble/domain/catalog';
import type { CollectionTexture, CollectionTextures, FabricFamily, NamedCollection } from '@meble/domain/fabric';
import { PRICE_GROUP_RECORDS } from '@meble/domain/fabric';
import { slugify } from '@meble/domain/slug';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;


/** The families with what their delete rule needs (D9): their fabrics counted, the collections they are assigned to named. */
function familiesQuery(db: Db) {
  return db
    .selectFrom('fabric_families as f')
    .select(['f.id', 'f.name', 'f.slug', 'f.price_group', 'f.discount', 'f.is_active', 'f.description_pl', 'f.description_en', 'f.version'])
    .select(sql<number>`(select count(*)::int from fabrics x where x.family_id = f.id)`.as('fabric_count'))
    .select(
      sql<NamedCollection[]>`coalesce((
        select json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) order by c.name, c.id)
        from collection_fabric_families a join collections c on c.id = a.collection_id where a.family_id = f.id
      ), '[]'::json)`.as('assigned_to'),
    );
}

type FamilyRow = Awaited<ReturnType<ReturnType<typeof familiesQuery>['executeTakeFirstOrThrow']>>;

function toRestFamily(row: FamilyRow): FabricFamily {
  if (!isPriceGroup(row.price_group)) throw new Error(`the fabric family ${row.id} has the price group ${row.price_group}`);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    priceGroupSlug: row.price_group,
    discount: row.discount,
    isActive: row.is_active,
    descriptionPl: row.description_pl,
    descriptionEn: row.description_en,
    fabricCount: row.fabric_count,
    assignedTo: row.assigned_to,
    version: row.version,
  };
}

/** Every family by price group A–I, then name in Polish order. */
export async function listFabricFamilies(db: Db): Promise<FabricFamily[]> {
  const families = (await familiesQuery(db).execute()).map(toRestFamily);
  return families.sort((a, b) => a.priceGroupSlug.localeCompare(b.priceGroupSlug) || a.name.localeCompare(b.name, 'pl') || a._id.localeCompare(b._id));
}

export async function findFabricFamilyById(db: Db, id: string): Promise<FabricFamily | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await familiesQuery(db).where('f.id', '=', id).executeTakeFirst();
  return row && toRestFamily(row);
}

export async function findFabricFamilyBySlug(db: Db, slug: string): Promise<FabricFamily | undefined> {
  const row = await familiesQuery(db).where('f.slug', '=', slug).executeTakeFirst();
  return row && toRestFamily(row);
}

/** By slug, or by its own `_id` (the graph's id, and legacy addresses). */
export async function findFabricFamilyByKey(db: Db, key: string): Promise<FabricFamily | undefined> {
  return (await findFabricFamilyBySlug(db, key)) ?? (await findFabricFamilyById(db, key));
}

export interface FabricFamilyFields {
  descriptionPl: string;
  descriptionEn: string;
  priceGroupSlug: PriceGroup;
  discount: number;
  isActive: boolean;
}

/** A new family, or the slug its name takes when another family has it (D5: a clash is an error, not a suffix). */
export async function insertFabricFamily(db: Db, input: FabricFamilyFields & { name: string }): Promise<FabricFamily | { slugTaken: string }> {
  const slug = slugify(input.name);
  const taken = await db.selectFrom('fabric_families').select('id').where('slug', '=', slug).executeTakeFirst();
  if (taken) return { slugTaken: slug };
  const row = await db
    .insertInto('fabric_families')
    .values({
      name: input.name,
      slug,
      price_group: input.priceGroupSlug,
      discount: input.discount,
      description_pl: input.descriptionPl,
      description_en: input.descriptionEn,
      is_active: input.isActive,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await findFabricFamilyById(db, row.id);
  if (!inserted) throw new Error(`the fabric family ${row.id} vanished right after its insert`);
  return inserted;
}

export async function updateFabricFamily(db: Db, id: string, changes: FabricFamilyFields): Promise<FabricFamily | undefined> {
  if (!isUuid(id)) return undefined;
  const updated = await db
    .updateTable('fabric_families')
    .set({
      description_pl: changes.descriptionPl,
      description_en: changes.descriptionEn,
      price_group: changes.priceGroupSlug,
      discount: changes.discount,
      is_active: changes.isActive,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated && findFabricFamilyById(db, id);
}

/**
 * Deletes a family with its fabrics, their filter links and its collection assignments, in the caller's transaction
 * (D8). While collections use it, only when `confirmed` (D9): otherwise `assignedTo` names them and nothing goes.
 */
export async function deleteFabricFamily(
  trx: Transaction<Database>,
  id: string,
  confirmed: boolean,
): Promise<{ deleted: { fabricFamilies: number; fabrics: number; collectionAssignments: number }; texture: FabricFamily } | { assignedTo: NamedCollection[] } | undefined> {
  const family = await findFabricFamilyById(trx, id);
  if (!family) return undefined;
  if (family.assignedTo.length > 0 && !confirmed) return { assignedTo: family.assignedTo };
  const assignments = await trx.deleteFrom('collection_fabric_families').where('family_id', '=', id).executeTakeFirst();
  await trx
    .deleteFrom('fabric_parameter_links')
    .where('fabric_id', 'in', (eb) => eb.selectFrom('fabrics').select('id').where('family_id', '=', id))
    .execute();
  const fabrics = await trx.deleteFrom('fabrics').where('family_id', '=', id).executeTakeFirst();
  const families = await trx.deleteFrom('fabric_families').where('id', '=', id).executeTakeFirst();
  return {
    deleted: { fabricFamilies: Number(families.numDeletedRows), fabrics: Number(fabrics.numDeletedRows), collectionAssignments: Number(assignments.numDeletedRows) },
    texture: family,
  };
}

// ---- A collection's families (spec part 2 §3, §4; D25) ----

async function collectionTexturesOf(db: Db, collectionId: string): Promise<CollectionTexture[]> {
  const rows = await db
    .selectFrom('collection_fabric_families as a')
    .innerJoin('fabric_families as f', 'f.id', 'a.family_id')
    .innerJoin('collections as c', 'c.id', 'a.collection_id')
    .select(['f.slug as tc_slug', 'c.slug as c_slug', 'a.default_fabric_id', 'f.price_group', 'f.name'])
    .where('a.collection_id', '=', collectionId)
    .execute();
  return rows
    .sort((a, b) => a.price_group.localeCompare(b.price_group) || a.name.localeCompare(b.name, 'pl'))
    .map((row) => ({ tcSlug: row.tc_slug, cSlug: row.c_slug, isDefault: row.default_fabric_id !== null, defaultFabricId: row.default_fabric_id }));
}

/** GET /api/cms/texture-collection/{slug}: every family, the collection's assignments, the price groups. */
export async function collectionTextures(db: Db, collectionId: string): Promise<CollectionTextures> {
  const [allTexturesCollections, textures] = await Promise.all([listFabricFamilies(db), collectionTexturesOf(db, collectionId)]);
  return { allTexturesCollections, collectionTextures: textures, priceGroups: [...PRICE_GROUP_RECORDS] };
}

/**
 * Assigns a family to a collection or takes it away (spec part 2 §4): assigning twice changes nothing; taking away
 * the family of the default fabric clears the default with it (its row goes). Answers whether anything changed.
 */
export async function assignFabricFamily(db: Db, collectionId: string, familyId: string, assigned: boolean): Promise<boolean> {
  if (assigned) {
    const inserted = await db
      .insertInto('collection_fabric_families')
      .values({ collection_id: collectionId, family_id: familyId })
      .onConflict((oc) => oc.columns(['collection_id', 'family_id']).doNothing())
      .returning('family_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const deleted = await db.deleteFrom('collection_fabric_families').where('collection_id', '=', collectionId).where('family_id', '=', familyId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/**
 * The collection's default fabric (D25): one of `familyId`'s fabrics, which assigns the family if it was not (ticking
 * default forces assigned), and replaces any other default of the collection; null clears this family's default.
 * `notInFamily` when the fabric is not the family's.
 */
export async function setCollectionDefaultFabric(
  trx: Transaction<Database>,
  collectionId: string,
  familyId: string,
  fabricId: string | null,
): Promise<'set' | 'notInFamily'> {
  if (fabricId === null) {
    await trx
      .updateTable('collection_fabric_families')
      .set({ default_fabric_id: null })
      .where('collection_id', '=', collectionId)
      .where('family_id', '=', familyId)
      .execute();
    return 'set';
  }
  if (!isUuid(fabricId)) return 'notInFamily';
  // Held until commit, so the fabric cannot move or go while it becomes the default.
  const fabric = await trx.selectFrom('fabrics').select('id').where('id', '=', fabricId).where('family_id', '=', familyId).forShare().executeTakeFirst();
  if (!fabric) return 'notInFamily';
  // The collection's row first: two defaults chosen at once for one collection take turns here.
  await trx.selectFrom('collections').select('id').where('id', '=', collectionId).forUpdate().execute();
  await trx
    .updateTable('collection_fabric_families')
    .set({ default_fabric_id: null })
    .where('collection_id', '=', collectionId)
    .where('family_id', '<>', familyId)
    .where('default_fabric_id', 'is not', null)
    .execute();
  await trx
    .insertInto('collection_fabric_families')
    .values({ collection_id: collectionId, family_id: familyId, default_fabric_id: fabricId })
    .onConflict((oc) => oc.columns(['collection_id', 'family_id']).doUpdateSet({ default_fabric_id: fabricId }))
    .execute();
  return 'set';
}

/** D8: how many families a collection has assigned (its delete's confirmation counts them). */
export async function countCollectionFabricAssignments(db: Db, collectionId: string): Promise<number> {
  const row = await db
    .selectFrom('collection_fabric_families')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A collection's fabric offer as its history records it: the assigned families and the default fabric, by name. */
export interface CollectionFabricOffer {
  /** By name; `_id` is the family's slug. */
  fabricFamilies: { _id: string; name: string }[];
  /** The default fabric (`_id` its id, named with its family), or none: a list of at most one, as the history shows lists. */
  defaultFabric: { _id: string; name: string }[];
}

export async function collectionFabricOffer(db: Db, collectionId: string): Promise<CollectionFabricOffer> {
  const rows = await db
    .selectFrom('collection_fabric_families as a')
    .innerJoin('fabric_families as f', 'f.id', 'a.family_id')
    .leftJoin('fabrics as x', 'x.id', 'a.default_fabric_id')
    .select(['f.slug', 'f.name', 'x.id as fabric_id', 'x.name as fabric_name'])
    .where('a.collection_id', '=', collectionId)
    .execute();
  const families = rows.map((row) => ({ _id: row.slug, name: row.name })).sort((a, b) => a.name.localeCompare(b.name, 'pl'));
  const chosen = rows.find((row) => row.fabric_id !== null);
  return {
    fabricFamilies: families,
    defaultFabric: chosen?.fabric_id ? [{ _id: chosen.fabric_id, name: `${chosen.fabric_name ?? ''} (${chosen.name})` }] : [],
  };
}

/**
 * Writes a collection's offer back (an undo): exactly these families assigned (those deleted since are skipped) and
 * this default, when its fabric is still one of theirs.
 */
export async function writeCollectionFabricOffer(trx: Transaction<Database>, collectionId: string, offer: CollectionFabricOffer): Promise<void> {
  const slugs = offer.fabricFamilies.map((family) => family._id);
  const families = slugs.length === 0 ? [] : await trx.selectFrom('fabric_families').select(['id', 'slug']).where('slug', 'in', slugs).execute();
  const keep = families.map((family) => family.id);
  let removal = trx.deleteFrom('collection_fabric_families').where('collection_id', '=', collectionId);
  if (keep.length > 0) removal = removal.where('family_id', 'not in', keep);
  await removal.execute();
  for (const familyId of keep) await assignFabricFamily(trx, collectionId, familyId, true);
  await trx.updateTable('collection_fabric_families').set({ default_fabric_id: null }).where('collection_id', '=', collectionId).execute();
  const chosen = offer.defaultFabric[0];
  if (!chosen || !isUuid(chosen._id)) return;
  const fabric = await trx.selectFrom('fabrics').select('family_id').where('id', '=', chosen._id).executeTakeFirst();
  if (fabric && keep.includes(fabric.family_id)) await setCollectionDefaultFabric(trx, collectionId, fabric.family_id, chosen._id);
}
