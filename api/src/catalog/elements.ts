import { PRICE_GROUPS, type PriceGroup } from '@meble/domain/catalog';
import { elementDeleteBlocker } from '@meble/domain/delete-rules';
import { DEFAULT_ELEMENT_ORDER, effectiveElementFilter, type Element, type ElementFields, type ElementOrder } from '@meble/domain/element';
import { containsPattern } from '@meble/domain/name-keys';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database, ElementRow } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { comparePolish } from './order.ts';

type Db = Kysely<Database> | Transaction<Database>;
type PriceColumn = `price_${Lowercase<PriceGroup>}`;
const priceColumn = (group: PriceGroup) => `price_${group.toLowerCase()}` as PriceColumn;

/** What the REST shape is made of: an element's own columns and its collection's slug. */
type ElementWithCollection = Omit<ElementRow, 'collection_id' | 'created_at' | 'updated_at' | 'search_key' | 'sort_key'> & { collection_slug: string };

/**
 * An element as the database hands it over: one JSON value with its equipment (ids with their dictionary order) and
 * the names of the kits that hold it.
 */
type ElementJson = ElementWithCollection & { equipment: { id: string; ord: number; name: string }[]; kits: { id: string; name: string }[] };

/** An element's own fields and its equipment, as `json_build_object` arguments (the keys are the column names). */
const elementFields = sql`
  'id', e.id, 'name', e.name, 'file', e.file, 'thumb_url', e.thumb_url, 'category_id', e.category_id,
  'collection_slug', c.slug, 'available', e.available, 'is_default', e.is_default, 'connect', e.connect,
  'angle', e.angle, 'dimb', e.dimb, 'dx', e.dx, 'dy', e.dy, 'dz', e.dz, 'description', e.description,
  'description_en', e.description_en, 'tinydesc', e.tinydesc, 'tinydesc_en', e.tinydesc_en,
  'price_a', e.price_a, 'price_b', e.price_b, 'price_c', e.price_c, 'price_d', e.price_d, 'price_e', e.price_e,
  'price_f', e.price_f, 'price_g', e.price_g, 'price_h', e.price_h, 'price_i', e.price_i,
  'display_ord', e.display_ord, 'discount', e.discount, 'version', e.version,
  'equipment', coalesce(
    (select json_agg(json_build_object('id', q.id, 'ord', q.display_ord, 'name', q.name))
       from element_equipment ee join equipment q on q.id = ee.equipment_id where ee.element_id = e.id),
    '[]'::json)`;

/**
 * One JSON value per element, its equipment included: PGlite parses every column of every row in JavaScript, so
 * a page of 51 elements read column by column (about 1,800 fields, and a second query for the equipment) costs
 * about twice the CPU of one value per row. With the kits that hold it.
 */
const elementJson = sql<ElementJson>`json_build_object(${elementFields},
  'kits', coalesce(
    (select json_agg(json_build_object('id', k.id, 'name', k.name)) from kits k
       where k.id in (select ke.kit_id from kit_elements ke where ke.element_id = e.id)),
    '[]'::json))`;

/** The same without the kits that hold it: what a history compares (an element's kits are not its fields). */
const elementJsonWithoutKits = sql<ElementJson>`json_build_object(${elementFields}, 'kits', '[]'::json)`;

function elementsWithCollection(db: Db) {
  return db.selectFrom('elements as e').innerJoin('collections as c', 'c.id', 'e.collection_id').select(elementJson.as('element'));
}

/** The REST shape (spec part 2 §3 "Element"): prices in grosze (D1), discount a whole percent (D3). */
export function toRestElement(row: ElementWithCollection, equipment: string[]): Element {
  const prices = Object.fromEntries(PRICE_GROUPS.map((group) => [`price${group}`, row[priceColumn(group)]])) as Record<
    `price${PriceGroup}`,
    number | null
  >;
  return {
    _id: row.id,
    name: row.name,
    file: row.file,
    thumbUrl: row.thumb_url,
    categoryId: row.category_id,
    collectionSlug: row.collection_slug,
    available: row.available,
    isDefault: row.is_default,
    connect: row.connect,
    angle: row.angle,
    dimb: row.dimb,
    dx: row.dx,
    dy: row.dy,
    dz: row.dz,
    description: row.description,
    descriptionEn: row.description_en,
    tinydesc: row.tinydesc,
    tinydescEn: row.tinydesc_en,
    ...prices,
    displayOrd: row.display_ord,
    equipment,
    discount: row.discount,
    version: row.version,
  };
}

/** Equipment in the dictionary's order (displayOrd, then name). */
const byDictionaryOrder = (a: { ord: number; name: string }, b: { ord: number; name: string }) => a.ord - b.ord || comparePolish(a.name, b.name);

// The kits that hold each element come with it, so a client knows whether its delete is refused before asking.
function restElements(rows: readonly { element: ElementJson }[]): Element[] {
  return rows.map(({ element }) => {
    const kits = [...element.kits].sort((a, b) => comparePolish(a.name, b.name) || a.id.localeCompare(b.id));
    return {
      ...toRestElement(element, [...element.equipment].sort(byDictionaryOrder).map((item) => item.id)),
      kitNames: kits.map((kit) => kit.name),
      kits: kits.map((kit) => ({ _id: kit.id, name: kit.name })),
    };
  });
}

/**
 * D29: bumps the element's version if it is `seen` (any, when undefined; none, when null) and answers the element as
 * it was before, in one statement: the select of a data-modifying CTE sees the row as it was before the update.
 */
export async function claimElement(trx: Transaction<Database>, id: string, seen: number | null | undefined): Promise<{ version: number; record: Element } | undefined> {
  if (!isUuid(id)) return undefined;
  const check = seen === undefined ? sql`` : sql`and version = ${seen ?? 0}`;
  const { rows } = await sql<{ version: number; element: ElementJson }>`
    with claimed as (update elements set version = version + 1 where id = ${id} ${check} returning version)
    select claimed.version, ${elementJsonWithoutKits} as element
      from claimed, elements e join collections c on c.id = e.collection_id
     where e.id = ${id}`.execute(trx);
  const row = rows[0];
  const record = row && restElements([{ element: row.element }])[0];
  return row && record && { version: row.version, record };
}

export async function findElementById(db: Db, id: string): Promise<Element | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await elementsWithCollection(db).where('e.id', '=', id).executeTakeFirst();
  return row && restElements([row])[0];
}

export interface ElementListQuery {
  collectionId: string;
  filter?: string;
  categoryId?: string;
  /** DEFAULT_ELEMENT_ORDER when left out. */
  orderBy?: ElementOrder;
  offset: number;
  limit: number;
}

type ListKey = 'display_ord' | 'sort_key' | 'price_a';
/** Each order's keys, the last one the name's (unique in a collection): a total order, so offsets page it exactly. */
const LIST_ORDERS: Record<ElementOrder, readonly (readonly [ListKey, 'asc' | 'desc'])[]> = {
  DISPLAY_ORDER: [
    ['display_ord', 'asc'],
    ['sort_key', 'asc'],
  ],
  NAME_ASC: [['sort_key', 'asc']],
  NAME_DESC: [['sort_key', 'desc']],
  // Ties by name in the same direction, so the index (collection_id, price_a, sort_key) serves both, read backwards for DESC.
  PRICE_A_ASC: [
    ['price_a', 'asc'],
    ['sort_key', 'asc'],
  ],
  PRICE_A_DESC: [
    ['price_a', 'desc'],
    ['sort_key', 'desc'],
  ],
};

/**
 * One page of a collection's elements in the order asked for (by default displayOrd, then name in Polish order),
 * with the total: filtered, sorted and paged by the database, walking the order's index (the keys are generated
 * columns, migrations 0006 and 0008). Two queries whatever the size: the page (with its equipment), the count
 * (unless the page is the last).
 */
/** The first query of a page: the matching elements' keys, in list order, from the index alone (exported so a test explains this very SQL). */
export function elementPageKeysQuery(db: Db, query: ElementListQuery) {
  const filter = effectiveElementFilter(query.filter);
  const order = LIST_ORDERS[query.orderBy ?? DEFAULT_ELEMENT_ORDER];
  let matching = db.selectFrom('elements').where('collection_id', '=', query.collectionId);
  if (query.categoryId !== undefined) matching = matching.where('category_id', '=', query.categoryId);
  if (filter !== undefined) matching = matching.where('search_key', 'like', containsPattern(filter));
  // The page's keys from the index alone (it holds every column they need), then those rows only.
  let keys = matching.select(['id', ...order.map(([key]) => key)]);
  for (const [key, direction] of order) keys = keys.orderBy(key, direction);
  return { matching, keys: keys.offset(query.offset).limit(query.limit), order };
}

export async function listElementsOf(db: Db, query: ElementListQuery): Promise<{ elements: Element[]; totalCount: number }> {
  if (query.categoryId !== undefined && !isUuid(query.categoryId)) return { elements: [], totalCount: 0 };
  const { matching, keys, order } = elementPageKeysQuery(db, query);
  let page = db
    .selectFrom(keys.as('p'))
    .innerJoin('elements as e', 'e.id', 'p.id')
    .innerJoin('collections as c', 'c.id', 'e.collection_id')
    .select(elementJson.as('element'));
  for (const [key, direction] of order) page = page.orderBy(`e.${key}`, direction);
  const rows = await page.execute();
  // A page that is neither empty nor full is the last one: it tells the total without counting.
  const totalCount =
    rows.length > 0 && rows.length < query.limit
      ? query.offset + rows.length
      : Number((await matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return { elements: restElements(rows), totalCount };
}

/** The columns an element's fields set; the discount is not among them (D3). */
function columnsOf(fields: ElementFields) {
  return {
    category_id: fields.categoryId,
    name: fields.name,
    file: fields.file,
    thumb_url: fields.thumbUrl,
    available: fields.available,
    is_default: fields.isDefault,
    connect: fields.connect,
    angle: fields.angle,
    dimb: fields.dimb,
    dx: fields.dx,
    dy: fields.dy,
    dz: fields.dz,
    description: fields.description,
    description_en: fields.descriptionEn,
    tinydesc: fields.tinydesc,
    tinydesc_en: fields.tinydescEn,
    price_a: fields.prices.A ?? 0,
    price_b: fields.prices.B,
    price_c: fields.prices.C,
    price_d: fields.prices.D,
    price_e: fields.prices.E,
    price_f: fields.prices.F,
    price_g: fields.prices.G,
    price_h: fields.prices.H,
    price_i: fields.prices.I,
    display_ord: fields.displayOrd,
  };
}

/** What create and update check against the database before writing (the rest is elementBodySchema's). */
export interface ElementReferenceProblems {
  categoryOutsideCollection: boolean;
  unknownEquipment: boolean;
  nameTaken: boolean;
}

export async function elementReferenceProblems(
  db: Db,
  collectionId: string,
  fields: Pick<ElementFields, 'categoryId' | 'equipment' | 'name'>,
  exceptElementId?: string,
): Promise<ElementReferenceProblems> {
  const equipmentIds = [...new Set(fields.equipment)];
  const [category, equipment, sameName] = await Promise.all([
    isUuid(fields.categoryId)
      ? db
          .selectFrom('element_categories')
          .select('id')
          .where('id', '=', fields.categoryId)
          .where('collection_id', '=', collectionId)
          .executeTakeFirst()
      : undefined,
    equipmentIds.length === 0 || !equipmentIds.every(isUuid)
      ? []
      : db.selectFrom('equipment').select('id').where('id', 'in', equipmentIds).execute(),
    (() => {
      let q = db.selectFrom('elements').select('id').where('collection_id', '=', collectionId).where('name', '=', fields.name);
      if (exceptElementId) q = q.where('id', '<>', exceptElementId);
      return q.executeTakeFirst();
    })(),
  ]);
  return {
    categoryOutsideCollection: !category,
    unknownEquipment: equipment.length !== equipmentIds.length,
    nameTaken: sameName !== undefined,
  };
}

async function writeEquipment(trx: Transaction<Database>, elementId: string, equipment: readonly string[]): Promise<void> {
  await trx.deleteFrom('element_equipment').where('element_id', '=', elementId).execute();
  const ids = [...new Set(equipment)];
  if (ids.length > 0) {
    await trx
      .insertInto('element_equipment')
      .values(ids.map((equipmentId) => ({ element_id: elementId, equipment_id: equipmentId })))
      .execute();
  }
}

/** Inserts as given (callers have checked the fields and the references), with its equipment, in one transaction. */
export async function insertElement(db: Kysely<Database>, collectionId: string, fields: ElementFields, discount = 0): Promise<Element> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('elements')
      .values({ ...columnsOf(fields), collection_id: collectionId, discount })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeEquipment(trx, row.id, fields.equipment);
    const inserted = await findElementById(trx, row.id);
    if (!inserted) throw new Error(`the element ${row.id} vanished right after its insert`);
    return inserted;
  });
}

/** Every field but the discount (D3: the legacy client reset it to 0 here), equipment replaced, in one transaction. */
export async function updateElement(
  db: Kysely<Database>,
  id: string,
  fields: ElementFields,
  /** The equipment ids stored now, when the caller has read them in this transaction: the same set is not written again. */
  storedEquipment?: readonly string[],
): Promise<Element | undefined> {
  if (!isUuid(id)) return undefined;
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('elements')
      .set({ ...columnsOf(fields), updated_at: new Date() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return undefined;
    const wanted = new Set(fields.equipment);
    const unchanged = storedEquipment !== undefined && storedEquipment.length === wanted.size && storedEquipment.every((equipment) => wanted.has(equipment));
    if (!unchanged) await writeEquipment(trx, id, fields.equipment);
    return findElementById(trx, id);
  });
}

export async function updateElementDiscount(db: Kysely<Database>, id: string, discount: number): Promise<Element | undefined> {
  if (!isUuid(id)) return undefined;
  const updated = await db
    .updateTable('elements')
    .set({ discount, updated_at: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated && findElementById(db, id);
}

/** What an update's checks need of the stored element: its collection, and the files it names now. */
export async function elementUpdateBasis(db: Db, id: string): Promise<{ collectionId: string; file: string; thumbUrl: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('elements').select(['collection_id', 'file', 'thumb_url']).where('id', '=', id).executeTakeFirst();
  return row && { collectionId: row.collection_id, file: row.file, thumbUrl: row.thumb_url };
}

/**
 * D8: the element with its equipment links, in one transaction; refused while kits use it (`refused`: the domain
 * rule's reason; `inKits`: their names in Polish order); undefined when unknown.
 */
export async function deleteElement(
  db: Kysely<Database>,
  id: string,
): Promise<{ deleted: { elements: number } } | { inKits: string[]; refused: string } | undefined> {
  if (!isUuid(id)) return undefined;
  return inTransaction(db, async (trx) => {
    // A kit create or add-element holds this row FOR SHARE until it commits: this waits, then sees the kit.
    const locked = await trx.selectFrom('elements').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) return undefined;
    const kits = await trx
      .selectFrom('kits')
      .select('name')
      .where('id', 'in', (eb) => eb.selectFrom('kit_elements').select('kit_id').where('element_id', '=', id))
      .execute();
    const kitNames = kits.map((kit) => kit.name).sort(comparePolish);
    const refused = elementDeleteBlocker({ kitNames });
    if (refused !== null) return { inKits: kitNames, refused };
    await trx.deleteFrom('element_equipment').where('element_id', '=', id).execute();
    const deleted = await trx.deleteFrom('elements').where('id', '=', id).executeTakeFirst();
    return { deleted: { elements: Number(deleted.numDeletedRows) } };
  });
}

export async function countElements(db: Db, where: { collectionId: string } | { categoryId: string }): Promise<number> {
  const q = db.selectFrom('elements').select((eb) => eb.fn.countAll<string>().as('n'));
  const row = await ('collectionId' in where ? q.where('collection_id', '=', where.collectionId) : q.where('category_id', '=', where.categoryId)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** D8: a collection's elements with their equipment links, inside the caller's transaction. */
export async function deleteElementsOfCollection(trx: Transaction<Database>, collectionId: string): Promise<number> {
  await trx
    .deleteFrom('element_equipment')
    .where('element_id', 'in', (eb) => eb.selectFrom('elements').select('id').where('collection_id', '=', collectionId))
    .execute();
  const deleted = await trx.deleteFrom('elements').where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Elements by id (each once, in the order of first appearance; unknown or malformed ids are left out), with
 * their equipment: one query whatever the number.
 */
export async function findElementsByIds(db: Db, ids: readonly string[]): Promise<Element[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await elementsWithCollection(db).where('e.id', 'in', wanted).execute();
  const position = new Map(wanted.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.element.id)! - position.get(b.element.id)!);
  return restElements(rows);
}

/**
 * Elements named by (collection slug, element name): a client configuration's lines name their catalogue element
 * by its index (`meshId`) in the configuration's collection. Each found element once, in the order of first
 * appearance; pairs that resolve to nothing (a renamed element, a deleted collection: D8) are left out. One
 * query whatever the number of pairs (the pairs travel as two array parameters, never one parameter each).
 */
export async function findElementsByCollectionAndName(db: Db, refs: readonly { collectionSlug: string; name: string }[]): Promise<Element[]> {
  const keyOf = (slug: string, name: string) => `${slug}\u0000${name}`;
  const wanted = new Map<string, { collectionSlug: string; name: string }>();
  for (const ref of refs) if (!wanted.has(keyOf(ref.collectionSlug, ref.name))) wanted.set(keyOf(ref.collectionSlug, ref.name), ref);
  if (wanted.size === 0) return [];
  const pairs = [...wanted.values()];
  const rows = await elementsWithCollection(db)
    .where(
      sql<SqlBool>`(c.slug, e.name) in (select * from unnest(${pairs.map((p) => p.collectionSlug)}::text[], ${pairs.map((p) => p.name)}::text[]))`,
    )
    .execute();
  const position = new Map(pairs.map((pair, i) => [keyOf(pair.collectionSlug, pair.name), i]));
  rows.sort((a, b) => position.get(keyOf(a.element.collection_slug, a.element.name))! - position.get(keyOf(b.element.collection_slug, b.element.name))!);
  return restElements(rows);
}

/** Rows per multi-row INSERT: 27 columns × 1,000 rows stays well below PostgreSQL's 65,535 bind parameters. */
const ELEMENT_INSERT_ROWS = 1000;
/** Equipment links per INSERT: 2 parameters a row. */
const EQUIPMENT_LINK_ROWS = 20_000;

/**
 * Many elements with their equipment in the caller's transaction (a CSV import, the scale seed: all or nothing
 * is theirs), in a few multi-row INSERTs rather than one per element. Callers have checked the fields and the
 * references; names must be new to the collection and distinct. Answers the new ids in the order given.
 */
export async function insertElements(trx: Transaction<Database>, collectionId: string, fields: readonly ElementFields[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < fields.length; start += ELEMENT_INSERT_ROWS) {
    const chunk = fields.slice(start, start + ELEMENT_INSERT_ROWS);
    const rows = await trx
      .insertInto('elements')
      .values(chunk.map((element) => ({ ...columnsOf(element), collection_id: collectionId })))
      .returning(['id', 'name'])
      .execute();
    // Matched by name (unique in the collection), not by the order RETURNING happens to use.
    const idOf = new Map(rows.map((row) => [row.name, row.id]));
    for (const element of chunk) {
      const id = idOf.get(element.name);
      if (!id) throw new Error(`the element ${element.name} is missing from its INSERT's answer`);
      ids.push(id);
    }
  }
  const links = fields.flatMap((element, i) => [...new Set(element.equipment)].map((equipmentId) => ({ element_id: ids[i]!, equipment_id: equipmentId })));
  for (let start = 0; start < links.length; start += EQUIPMENT_LINK_ROWS) {
    await trx.insertInto('element_equipment').values(links.slice(start, start + EQUIPMENT_LINK_ROWS)).execute();
  }
  // The planner learns the collection's new size now, so the list walks its index: PGlite has no autovacuum, and a
  // server's comes after the next list. Only the columns the list's plan depends on (tens of ms at 10,000 rows).
  await sql`analyze elements (collection_id, category_id, display_ord, search_key)`.execute(trx);
  return ids;
}

/**
 * Elements of every collection whose name contains `text` (the command palette), in Polish name order then by
 * collection: one query, the page's equipment included.
 */
export async function searchElements(db: Db, { text, limit }: { text: string; limit: number }): Promise<Element[]> {
  const rows = await elementsWithCollection(db)
    .where('e.search_key', 'like', containsPattern(text))
    .orderBy('e.sort_key')
    .orderBy('c.slug')
    .limit(limit)
    .execute();
  return restElements(rows);
}
