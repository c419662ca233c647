import type { Fabric } from '@meble/domain/fabric';
import { findFabricsNamedIn } from '../fabrics/fabrics.ts';
import { findFabricFamilyBySlug } from '../fabrics/families.ts';
import { randomBytes } from 'node:crypto';
import {
  configurationCursor,
  effectiveEmailFilter,
  parseConfigurationCursor,
  URL_SLUG_RANDOM_BYTES,
  WITHOUT_SALON,
  type ClientConfiguration,
  type ConfigurationOrder,
  type ConfigurationCollection,
  type ConfigurationDetail,
  type ConfigurationIntake,
  type ConfigurationKit,
  type ConfigurationList,
  type Salon,
} from '@meble/domain/client-configuration';
import type { Element } from '@meble/domain/element';
import { containsPattern } from '@meble/domain/name-keys';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { findElementsByCollectionAndName } from '../catalog/elements.ts';
import { comparePolish } from '../catalog/order.ts';
import { isUuid } from '../db/ids.ts';
import type { ClientConfigurationRow, Database, UserRow } from '../db/schema.ts';
import { inOneSnapshot } from '../db/transaction.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who asks (D13): administrators see every configuration, anyone else their own salon's and those without a salon. */
export interface ConfigurationViewer {
  id: string;
  isAdmin: boolean;
}

const viewerOf = (user: Pick<UserRow, 'id' | 'is_admin'>): ConfigurationViewer => ({ id: user.id, isAdmin: user.is_admin });

/** `urlSlug`: URL_SLUG_RANDOM_BYTES random bytes (128 bits), base64url, so nobody can guess another customer's design. */
const newUrlSlug = (): string => randomBytes(URL_SLUG_RANDOM_BYTES).toString('base64url');

export interface NewClientConfiguration {
  salonId: string | null;
  collectionSlug: string;
  customerEmail: string;
  kits: ConfigurationKit[];
  /** Default: the database's now(); the demo and scale seeds spread their rows over time. */
  createdAt?: Date;
  /** Default: newUrlSlug(); only the scale seed gives its own (deterministic) ones. */
  urlSlug?: string;
  /** Default: gen_random_uuid(). */
  id?: string;
}

/** Rows per multi-row INSERT: 7 parameters a row stays far below PostgreSQL's 65,535. */
const INSERT_ROWS = 1000;

/**
 * Stores configurations as given (callers have validated them; the intake with configurationIntakeSchema and
 * checkReferences): the one write path of the intake, the demo data and the scale seed. Answers id and urlSlug
 * of each, in the order given.
 */
export async function insertClientConfigurations(db: Db, rows: readonly NewClientConfiguration[]): Promise<{ _id: string; urlSlug: string }[]> {
  const saved: { _id: string; urlSlug: string }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    const chunk = rows.slice(start, start + INSERT_ROWS).map((row) => ({ ...row, urlSlug: row.urlSlug ?? newUrlSlug() }));
    const inserted = await db
      .insertInto('client_configurations')
      .values(
        chunk.map((row) => ({
          ...(row.id ? { id: row.id } : {}),
          salon_id: row.salonId,
          collection_slug: row.collectionSlug,
          customer_email: row.customerEmail,
          kits: JSON.stringify(row.kits),
          url_slug: row.urlSlug,
          ...(row.createdAt ? { created_at: row.createdAt } : {}),
        })),
      )
      .returning(['id', 'url_slug'])
      .execute();
    // Matched by urlSlug (unique), not by the order RETURNING happens to use.
    const idOf = new Map(inserted.map((row) => [row.url_slug, row.id]));
    for (const row of chunk) saved.push({ _id: idOf.get(row.urlSlug)!, urlSlug: row.urlSlug });
  }
  return saved;
}

/** What the intake checks against the data: the collection exists, and the salon (when given) is a salon's user. */
async function referenceProblems(db: Db, intake: Pick<ConfigurationIntake, 'cSlug' | 'salon'>): Promise<{ unknownCollection: boolean; unknownSalon: boolean }> {
  const [collection, salon] = await Promise.all([
    db.selectFrom('collections').select('id').where('slug', '=', intake.cSlug).executeTakeFirst(),
    intake.salon === null
      ? Promise.resolve(true)
      : isUuid(intake.salon)
        ? db
            .selectFrom('users')
            .select('id')
            .where('id', '=', intake.salon)
            .where('is_salon', '=', true)
            .where('is_deleted', '=', false)
            .executeTakeFirst()
        : Promise.resolve(undefined),
  ]);
  return { unknownCollection: !collection, unknownSalon: !salon };
}

export type SaveResult = { kind: 'saved'; _id: string; urlSlug: string } | { kind: 'refused'; unknownCollection: boolean; unknownSalon: boolean };

/**
 * POST /api/configurator/configurations after validation: checks the references, then stores the design.
 * The demo data saves through here too, so the demo proves the intake path.
 */
export async function saveClientConfiguration(db: Db, intake: ConfigurationIntake, options: { createdAt?: Date } = {}): Promise<SaveResult> {
  const problems = await referenceProblems(db, intake);
  if (problems.unknownCollection || problems.unknownSalon) return { kind: 'refused', ...problems };
  const salonId = intake.salon === null ? null : intake.salon.toLowerCase();
  const [saved] = await insertClientConfigurations(db, [
    { salonId, collectionSlug: intake.cSlug, customerEmail: intake.customerEmail, kits: intake.kits, createdAt: options.createdAt },
  ]);
  return { kind: 'saved', ...saved! };
}

/** The REST shape (spec part 1 §3 "Client configuration"; createdAt ISO 8601, D4). */
export function toRestConfiguration(row: ClientConfigurationRow): ClientConfiguration {
  return {
    _id: row.id,
    salon: row.salon_id,
    cSlug: row.collection_slug,
    customerEmail: row.customer_email,
    kits: row.kits,
    createdAt: row.created_at.toISOString(),
    urlSlug: row.url_slug,
    version: row.version,
  };
}

/** The salon's data lives on its user (spec part 1 §3 "User"); absent fields are empty texts. */
function toSalon(row: Pick<UserRow, 'id' | 'salon_name' | 'salon_phone' | 'salon_address'>): Salon {
  return { _id: row.id, salonName: row.salon_name ?? '', salonPhone: row.salon_phone ?? '', salonAddress: row.salon_address ?? '' };
}

type ConfigurationsEb = ExpressionBuilder<Database, 'client_configurations'>;

/** D13 in SQL: nothing of another salon leaves the database for a non-administrator, whatever the filters. */
function visibleTo(eb: ConfigurationsEb, viewer: ConfigurationViewer): Expression<SqlBool> {
  return viewer.isAdmin ? eb.lit(true) : eb.or([eb('salon_id', '=', viewer.id), eb('salon_id', 'is', null)]);
}

/**
 * The salon filter as applied: every visible one, those without a salon ('none'), one salon's, or nothing at
 * all: another salon's id (for a non-administrator: D13, exactly as an unknown salon), an unknown or malformed one.
 */
type SalonScope = { kind: 'visible' } | { kind: 'withoutSalon' } | { kind: 'salon'; id: string } | { kind: 'nothing' };

function salonScopeOf(viewer: ConfigurationViewer, salon: string | undefined): SalonScope {
  const given = salon?.trim() ?? '';
  if (given === '') return { kind: 'visible' };
  if (given === WITHOUT_SALON) return { kind: 'withoutSalon' };
  if (!isUuid(given)) return { kind: 'nothing' };
  const id = given.toLowerCase();
  return viewer.isAdmin || id === viewer.id ? { kind: 'salon', id } : { kind: 'nothing' };
}

/** `%`, `_` and `\` in an e-mail part match themselves (e-mails often hold `_`). */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface ConfigurationListQuery {
  cursor?: string;
  limit: number;
  salon?: string;
  email?: string;
  /** Newest first unless 'oldest'. */
  order?: ConfigurationOrder;
}

export type ConfigurationListResult = { kind: 'page'; page: ConfigurationList } | { kind: 'badCursor' };

/**
 * GET /api/cms/client/configurations: one page newest (or oldest) first by (created_at, id), by keyset (the page after the
 * cursor's row, never an OFFSET: rows saved meanwhile neither shift nor repeat a page), with what the rows refer
 * to. A fixed number of queries whatever the page size: the page, the count, the salons (administrators), the
 * page's collections, and for administrators the catalogue elements its lines name (two).
 */
export async function listClientConfigurations(db: Db, viewer: UserRow, query: ConfigurationListQuery): Promise<ConfigurationListResult> {
  const cursor = query.cursor === undefined || query.cursor === '' ? undefined : parseConfigurationCursor(query.cursor);
  if (query.cursor && (!cursor || !isUuid(cursor._id))) return { kind: 'badCursor' };
  const scope = salonScopeOf(viewerOf(viewer), query.salon);
  const email = effectiveEmailFilter(query.email);

  const matching = (eb: ConfigurationsEb) => {
    const conditions = [visibleTo(eb, viewerOf(viewer))];
    if (scope.kind === 'withoutSalon') conditions.push(eb('salon_id', 'is', null));
    if (scope.kind === 'salon') conditions.push(eb('salon_id', '=', scope.id));
    // lower() in SQL is safe here: the intake accepts ASCII e-mail addresses only; the typed text is folded (D27).
    if (email !== undefined) conditions.push(sql<SqlBool>`lower(customer_email) like ${containsPattern(email)}`);
    return eb.and(conditions);
  };

  const salons = salonsFor(db, viewer);
  if (scope.kind === 'nothing') {
    return { kind: 'page', page: { list: [], salons: await salons, collections: [], elements: [], totalCount: 0, nextCursor: null } };
  }

  const oldestFirst = query.order === 'oldest';
  const direction = oldestFirst ? 'asc' : 'desc';
  const [rows, count] = await inOneSnapshot(db, (trx) => {
    let page = trx.selectFrom('client_configurations').where(matching).selectAll();
    // A row comparison the (created_at desc, id desc) indexes serve as a range scan, read backwards for oldest first.
    if (cursor) {
      const position = sql<SqlBool>`(${cursor.createdAt}::timestamptz, ${cursor._id.toLowerCase()}::uuid)`;
      page = page.where(oldestFirst ? sql<SqlBool>`(created_at, id) > ${position}` : sql<SqlBool>`(created_at, id) < ${position}`);
    }
    return Promise.all([
      page.orderBy('created_at', direction).orderBy('id', direction).limit(query.limit + 1).execute(),
      trx.selectFrom('client_configurations').where(matching).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
  });
  const more = rows.length > query.limit;
  const pageRows = more ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  const [salonList, collections, elements] = await Promise.all([salons, collectionsOf(db, pageRows), elementsFor(db, viewer, pageRows)]);
  return {
    kind: 'page',
    page: {
      list: pageRows.map(toRestConfiguration),
      salons: salonList,
      collections,
      elements,
      totalCount: Number(count.n),
      nextCursor: more && last ? configurationCursor({ createdAt: last.created_at.toISOString(), _id: last.id }) : null,
    },
  };
}

/**
 * The salons a viewer may filter by: every salon for an administrator, else the viewer's own (none for a plain user).
 * A deleted salon (D10) stays while it has configurations: they still name it, and its customers' designs must stay findable.
 */
async function salonsFor(db: Db, viewer: UserRow): Promise<Salon[]> {
  if (!viewer.is_admin) return viewer.is_salon ? [toSalon(viewer)] : [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'salon_name', 'salon_phone', 'salon_address'])
    .where('is_salon', '=', true)
    .where((eb) =>
      eb.or([
        eb('is_deleted', '=', false),
        eb.exists(eb.selectFrom('client_configurations').select(sql.lit(1).as('one')).whereRef('client_configurations.salon_id', '=', 'users.id')),
      ]),
    )
    .execute();
  return rows.map(toSalon).sort((a, b) => comparePolish(a.salonName, b.salonName) || (a._id < b._id ? -1 : 1));
}

/** The page's collections that still exist (D8: a deleted one simply no longer resolves), in order of first appearance. */
async function collectionsOf(db: Db, rows: readonly ClientConfigurationRow[]): Promise<ConfigurationCollection[]> {
  const slugs = [...new Set(rows.map((row) => row.collection_slug))];
  if (slugs.length === 0) return [];
  const found = await db.selectFrom('collections').select(['slug', 'name']).where('slug', '=', sql<string>`any(${slugs}::text[])`).execute();
  const nameOf = new Map(found.map((row) => [row.slug, row.name]));
  return slugs.filter((slug) => nameOf.has(slug)).map((slug) => ({ slug, name: nameOf.get(slug)! }));
}

/**
 * The catalogue elements the rows' lines name (meshId = the element's name in the configuration's collection),
 * each once; only for administrators (D14: the catalogue is theirs), always [] for anyone else.
 */
function elementsFor(db: Db, viewer: UserRow, rows: readonly ClientConfigurationRow[]): Promise<Element[]> {
  if (!viewer.is_admin) return Promise.resolve([]);
  return findElementsByCollectionAndName(
    db,
    rows.flatMap((row) => row.kits.flatMap((kit) => kit.elements.map((line) => ({ collectionSlug: row.collection_slug, name: line.meshId })))),
  );
}

/** The catalogue fabrics the lines' materials name; like the elements, for administrators only (D14). */
function fabricsFor(db: Db, viewer: UserRow, row: ClientConfigurationRow): Promise<Fabric[]> {
  if (!viewer.is_admin) return Promise.resolve([]);
  return findFabricsNamedIn(db, row.kits.flatMap((kit) => kit.elements.map((line) => line.displayMaterial)));
}

/** GET /api/cms/client/configuration/{id}: undefined for an unknown id and, D13, for another salon's alike. */
export async function findClientConfiguration(db: Db, viewer: UserRow, id: string): Promise<ConfigurationDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .selectFrom('client_configurations')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => visibleTo(eb, viewerOf(viewer)))
    .executeTakeFirst();
  if (!row) return undefined;
  const salonOf = async (): Promise<Salon | null> => {
    if (row.salon_id === null) return null;
    if (row.salon_id === viewer.id) return toSalon(viewer);
    const salon = await db.selectFrom('users').select(['id', 'salon_name', 'salon_phone', 'salon_address']).where('id', '=', row.salon_id).executeTakeFirst();
    return salon ? toSalon(salon) : null;
  };
  const [collections, salon, elements, fabs] = await Promise.all([collectionsOf(db, [row]), salonOf(), elementsFor(db, viewer, [row]), fabricsFor(db, viewer, row)]);
  const familySlugs = [...new Set(fabs.map((fabric) => fabric.tcSlug))];
  const textures = (await Promise.all(familySlugs.map((slug) => findFabricFamilyBySlug(db, slug)))).flatMap((family) => (family ? [family] : []));
  return { clientConf: toRestConfiguration(row), elements, fabs, textures, collection: collections[0] ?? null, salon };
}

/**
 * POST /api/cms/client/configuration/delete/{id}: one statement whose WHERE holds the scope (D13), so another
 * salon's configuration is never touched and answers as an unknown one (0).
 */
/** Whether the viewer may see (and so delete) the configuration (D13): another salon's is as an unknown one. */
export async function isClientConfigurationVisible(db: Db, viewer: UserRow, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await db
    .selectFrom('client_configurations')
    .select('id')
    .where('id', '=', id)
    .where((eb) => visibleTo(eb, viewerOf(viewer)))
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteClientConfiguration(db: Db, viewer: UserRow, id: string): Promise<number> {
  if (!isUuid(id)) return 0;
  const deleted = await db
    .deleteFrom('client_configurations')
    .where('id', '=', id)
    .where((eb) => visibleTo(eb, viewerOf(viewer)))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** For seeders: deletes every configuration whose customer e-mail is at `domain` (a seed's own); answers how many. */
export async function deleteClientConfigurationsOfEmailDomain(db: Db, domain: string): Promise<number> {
  const deleted = await db.deleteFrom('client_configurations').where('customer_email', 'like', `%@${likeEscaped(domain)}`).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
