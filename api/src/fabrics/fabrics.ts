import type { Fabric, FabricParameter, FabricParameterKind, FabricParameters, NamedCollection } from '@meble/domain/fabric';
import { FABRIC_PARAMETER_KINDS, FABRIC_PARAMETER_LIST_KEY } from '@meble/domain/fabric';
import { slugify } from '@meble/domain/slug';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const byPolishName = (a: { name: string; _id: string }, b: { name: string; _id: string }) => a.name.localeCompare(b.name, 'pl') || a._id.localeCompare(b._id);

/** The slugs of a fabric's parameters of one kind, by their order then name. */
const parameterSlugs = (kind: FabricParameterKind) =>
  sql<string[]>`coalesce((
    select json_agg(p.slug order by p.display_ord, p.name, p.id)
    from fabric_parameter_links l join fabric_parameters p on p.id = l.parameter_id
    where l.fabric_id = x.id and p.kind = ${kind}
  ), '[]'::json)`;

/** The fabrics with their family's slug, their parameters and the collections whose default they are (D9). */
function fabricsQuery(db: Db) {
  return db
    .selectFrom('fabrics as x')
    .innerJoin('fabric_families as f', 'f.id', 'x.family_id')
    .select(['x.id', 'x.name', 'x.slug', 'x.file_url', 'x.thumb_url', 'x.is_active', 'x.is_default', 'x.version', 'x.family_id', 'f.slug as family_slug'])
    .select(parameterSlugs('color').as('color_cs'))
    .select(parameterSlugs('type').as('type_cs'))
    .select(parameterSlugs('property').as('property_cs'))
    .select(
      sql<NamedCollection[]>`coalesce((
        select json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) order by c.name, c.id)
        from collection_fabric_families a join collections c on c.id = a.collection_id where a.default_fabric_id = x.id
      ), '[]'::json)`.as('default_in'),
    );
}

type FabricRow = Awaited<ReturnType<ReturnType<typeof fabricsQuery>['executeTakeFirstOrThrow']>>;

function toRestFabric(row: FabricRow): Fabric {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    tcSlug: row.family_slug,
    fileUrl: row.file_url,
    thumbUrl: row.thumb_url,
    isActive: row.is_active,
    isDefault: row.is_default,
    colorCs: row.color_cs,
    typeCs: row.type_cs,
    propertyCs: row.property_cs,
    defaultIn: row.default_in,
    version: row.version,
  };
}

export async function findFabricById(db: Db, id: string): Promise<Fabric | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await fabricsQuery(db).where('x.id', '=', id).executeTakeFirst();
  return row && toRestFabric(row);
}

/** The family's id of a fabric (the fabric screen's answer names its family). */
export async function familyIdOfFabric(db: Db, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  return (await db.selectFrom('fabrics').select('family_id').where('id', '=', id).executeTakeFirst())?.family_id;
}

/** The fabrics of these families (by slug) or of a collection's assigned families: by family slug, then name. */
export async function listFabricsOfFamilies(db: Db, which: { familySlugs?: readonly string[]; collectionSlug?: string }): Promise<Fabric[]> {
  let query = fabricsQuery(db);
  if (which.familySlugs !== undefined) {
    if (which.familySlugs.length === 0) return [];
    query = query.where('f.slug', 'in', [...which.familySlugs]);
  }
  if (which.collectionSlug !== undefined) {
    const slug = which.collectionSlug;
    query = query.where('x.family_id', 'in', (eb) =>
      eb.selectFrom('collection_fabric_families as a').innerJoin('collections as c', 'c.id', 'a.collection_id').select('a.family_id').where('c.slug', '=', slug),
    );
  }
  const fabrics = (await query.execute()).map(toRestFabric);
  return fabrics.sort((a, b) => (a.tcSlug < b.tcSlug ? -1 : a.tcSlug > b.tcSlug ? 1 : byPolishName(a, b)));
}

/**
 * The fabrics whose name one of these texts holds, case ignored (a saved design's line names its material as text,
 * 'Monolith 04 Beżowy'): by family slug, then name.
 */
export async function findFabricsNamedIn(db: Db, texts: readonly string[]): Promise<Fabric[]> {
  const distinct = [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
  if (distinct.length === 0) return [];
  const rows = await fabricsQuery(db)
    .where(sql<boolean>`(${sql.join(distinct.map((text) => sql`position(lower(x.name) in lower(${text})) > 0`), sql` or `)})`)
    .execute();
  return rows.map(toRestFabric).sort((a, b) => (a.tcSlug < b.tcSlug ? -1 : a.tcSlug > b.tcSlug ? 1 : byPolishName(a, b)));
}

/** A family's fabrics by name, in Polish order. */
export async function listFabricsOf(db: Db, familyId: string): Promise<Fabric[]> {
  return (await fabricsQuery(db).where('x.family_id', '=', familyId).execute()).map(toRestFabric).sort(byPolishName);
}

export interface FabricFields {
  name: string;
  fileUrl: string;
  thumbUrl: string;
  isActive: boolean;
  isDefault: boolean;
}

/** One default per family: the fabric marked default takes the marker from the one that had it. */
async function takeDefault(db: Db, familyId: string, fabricId: string): Promise<void> {
  await db.updateTable('fabrics').set({ is_default: false }).where('family_id', '=', familyId).where('id', '<>', fabricId).where('is_default', '=', true).execute();
}

/** A new fabric of the family, or the slug its name takes when the family has it already. */
export async function insertFabric(db: Db, familyId: string, fields: FabricFields): Promise<Fabric | { slugTaken: string }> {
  const slug = slugify(fields.name);
  const taken = await db.selectFrom('fabrics').select('id').where('family_id', '=', familyId).where('slug', '=', slug).executeTakeFirst();
  if (taken) return { slugTaken: slug };
  const row = await db
    .insertInto('fabrics')
    .values({ family_id: familyId, name: fields.name, slug, file_url: fields.fileUrl, thumb_url: fields.thumbUrl, is_active: fields.isActive, is_default: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.isDefault) {
    await takeDefault(db, familyId, row.id);
    await db.updateTable('fabrics').set({ is_default: true }).where('id', '=', row.id).execute();
  }
  const inserted = await findFabricById(db, row.id);
  if (!inserted) throw new Error(`the fabric ${row.id} vanished right after its insert`);
  return inserted;
}

/** Updates a fabric (it stays in its family); a rename whose slug another fabric of the family has is refused. */
export async function updateFabric(db: Db, id: string, fields: FabricFields): Promise<Fabric | { slugTaken: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const current = await db.selectFrom('fabrics').select(['family_id']).where('id', '=', id).executeTakeFirst();
  if (!current) return undefined;
  const slug = slugify(fields.name);
  const taken = await db.selectFrom('fabrics').select('id').where('family_id', '=', current.family_id).where('slug', '=', slug).where('id', '<>', id).executeTakeFirst();
  if (taken) return { slugTaken: slug };
  if (fields.isDefault) await takeDefault(db, current.family_id, id);
  await db
    .updateTable('fabrics')
    .set({ name: fields.name, slug, file_url: fields.fileUrl, thumb_url: fields.thumbUrl, is_active: fields.isActive, is_default: fields.isDefault, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return findFabricById(db, id);
}

/**
 * Deletes a fabric with its filter links, in the caller's transaction. When it is a collection's default, only
 * when `confirmed` (D9), and those collections are then left without a default; otherwise `defaultIn` names them.
 */
export async function deleteFabric(
  trx: Transaction<Database>,
  id: string,
  confirmed: boolean,
): Promise<{ deleted: { fabrics: number; collectionDefaults: number }; fabric: Fabric } | { defaultIn: NamedCollection[] } | undefined> {
  const fabric = await findFabricById(trx, id);
  if (!fabric) return undefined;
  if (fabric.defaultIn.length > 0 && !confirmed) return { defaultIn: fabric.defaultIn };
  const defaults = await trx.updateTable('collection_fabric_families').set({ default_fabric_id: null }).where('default_fabric_id', '=', id).executeTakeFirst();
  await trx.deleteFrom('fabric_parameter_links').where('fabric_id', '=', id).execute();
  const deleted = await trx.deleteFrom('fabrics').where('id', '=', id).executeTakeFirst();
  return { deleted: { fabrics: Number(deleted.numDeletedRows), collectionDefaults: Number(defaults.numUpdatedRows) }, fabric };
}

/** Writes a fabric's parameters of every kind back to these slugs (an undo of a toggle); unknown slugs are skipped. */
export async function writeFabricParameters(trx: Transaction<Database>, fabricId: string, slugs: Readonly<Record<FabricParameterKind, readonly string[]>>): Promise<void> {
  await trx.deleteFrom('fabric_parameter_links').where('fabric_id', '=', fabricId).execute();
  for (const kind of FABRIC_PARAMETER_KINDS) {
    if (slugs[kind].length === 0) continue;
    const parameters = await trx.selectFrom('fabric_parameters').select('id').where('kind', '=', kind).where('slug', 'in', [...slugs[kind]]).execute();
    if (parameters.length === 0) continue;
    await trx
      .insertInto('fabric_parameter_links')
      .values(parameters.map((parameter) => ({ fabric_id: fabricId, parameter_id: parameter.id })))
      .execute();
  }
}

// ---- Filter parameters: colours, types, properties ----

function parametersQuery(db: Db) {
  return db.selectFrom('fabric_parameters').select(['id', 'kind', 'name', 'slug', 'rgb', 'is_active', 'display_ord', 'version']);
}

type ParameterRow = Awaited<ReturnType<ReturnType<typeof parametersQuery>['executeTakeFirstOrThrow']>>;

const isParameterKind = (value: string): value is FabricParameterKind => (FABRIC_PARAMETER_KINDS as readonly string[]).includes(value);

function toRestParameter(row: ParameterRow): FabricParameter {
  if (!isParameterKind(row.kind)) throw new Error(`the fabric parameter ${row.id} is of the kind ${row.kind}`);
  return { _id: row.id, objectType: row.kind, name: row.name, slug: row.slug, rgb: row.rgb, isActive: row.is_active, displayOrd: row.display_ord, version: row.version };
}

/** Every parameter, each kind by displayOrd then name. */
export async function listFabricParameters(db: Db): Promise<FabricParameters> {
  const rows = (await parametersQuery(db).execute()).map(toRestParameter);
  rows.sort((a, b) => a.displayOrd - b.displayOrd || byPolishName(a, b));
  const lists: FabricParameters = { fabricColors: [], fabricTypes: [], fabricProperties: [] };
  for (const parameter of rows) lists[FABRIC_PARAMETER_LIST_KEY[parameter.objectType]].push(parameter);
  return lists;
}

export async function findFabricParameterById(db: Db, id: string): Promise<FabricParameter | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await parametersQuery(db).where('id', '=', id).executeTakeFirst();
  return row && toRestParameter(row);
}

export async function findFabricParameterBySlug(db: Db, kind: FabricParameterKind, slug: string): Promise<FabricParameter | undefined> {
  const row = await parametersQuery(db).where('kind', '=', kind).where('slug', '=', slug).executeTakeFirst();
  return row && toRestParameter(row);
}

export interface FabricParameterFields {
  name: string;
  rgb: string | null;
  displayOrd: number;
  isActive: boolean;
}

export async function insertFabricParameter(db: Db, kind: FabricParameterKind, fields: FabricParameterFields): Promise<FabricParameter | { slugTaken: string }> {
  const slug = slugify(fields.name);
  if (await findFabricParameterBySlug(db, kind, slug)) return { slugTaken: slug };
  const row = await db
    .insertInto('fabric_parameters')
    .values({ kind, name: fields.name, slug, rgb: kind === 'color' ? fields.rgb : null, display_ord: fields.displayOrd, is_active: fields.isActive })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await findFabricParameterById(db, row.id);
  if (!inserted) throw new Error(`the fabric parameter ${row.id} vanished right after its insert`);
  return inserted;
}

/** Writes the fields given (a toggle sends `isActive` alone); a rename whose slug the kind has is refused. */
export async function updateFabricParameter(db: Db, id: string, changes: Partial<FabricParameterFields>): Promise<FabricParameter | { slugTaken: string } | undefined> {
  const current = await findFabricParameterById(db, id);
  if (!current) return undefined;
  const slug = changes.name === undefined ? current.slug : slugify(changes.name);
  if (slug !== current.slug) {
    const taken = await findFabricParameterBySlug(db, current.objectType, slug);
    if (taken && taken._id !== id) return { slugTaken: slug };
  }
  await db
    .updateTable('fabric_parameters')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name, slug }),
      ...(changes.rgb === undefined || current.objectType !== 'color' ? {} : { rgb: changes.rgb }),
      ...(changes.displayOrd === undefined ? {} : { display_ord: changes.displayOrd }),
      ...(changes.isActive === undefined ? {} : { is_active: changes.isActive }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return findFabricParameterById(db, id);
}

/** Tags a fabric with a parameter or takes the tag away; twice, or away when absent, changes nothing. */
export async function linkFabricParameter(db: Db, fabricId: string, parameterId: string, assign: boolean): Promise<void> {
  if (assign) {
    await db
      .insertInto('fabric_parameter_links')
      .values({ fabric_id: fabricId, parameter_id: parameterId })
      .onConflict((oc) => oc.columns(['fabric_id', 'parameter_id']).doNothing())
      .execute();
    return;
  }
  await db.deleteFrom('fabric_parameter_links').where('fabric_id', '=', fabricId).where('parameter_id', '=', parameterId).execute();
}
