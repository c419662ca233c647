import {
  effectiveTranslationFilter,
  parseTranslationCursor,
  translationCursor,
  type Translation,
  type TranslationList,
} from '@meble/domain/translation';
import { NAME_SEARCH_FROM, NAME_SEARCH_TO, nameSearchKey } from '@meble/domain/name-keys';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { inOneSnapshot } from '../db/transaction.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The REST shape (spec part 1 §3 "Translation"). */
function toRestTranslation(row: { id: string; key: string; pl: string; en: string; version: number }): Translation {
  return { _id: row.id, key: row.key, pl: row.pl, en: row.en, version: row.version };
}

export async function findTranslationById(db: Db, id: string): Promise<Translation | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('translations').select(['id', 'key', 'pl', 'en', 'version']).where('id', '=', id).executeTakeFirst();
  return row && toRestTranslation(row);
}

export interface TranslationListQuery {
  filter?: string;
  cursor?: string;
  limit: number;
}

export type TranslationListResult = { kind: 'page'; page: TranslationList['data'] } | { kind: 'badCursor' };

/** A column's search key in SQL: nameSearchKey's twin (lower() under "C" changes A–Z only, on every database alike). */
const searchKeyOf = (column: 'key' | 'pl' | 'en') =>
  sql<string>`translate(lower(${sql.ref(column)} collate "C"), ${NAME_SEARCH_FROM}, ${NAME_SEARCH_TO})`;

/**
 * GET /api/cms/settings/translations: one page by key (byte-wise: the column's collation is "C"), by keyset
 * after the cursor's key, with the count of every match. The filter (spec part 1 §5, §9) applies from 3
 * characters as a substring of the key or of either text, case and Polish letters folded (D27): strpos, so `%`
 * and `_` are plain characters. Computed per row: the list holds the configurator's few hundred texts.
 */
export async function listTranslations(db: Db, query: TranslationListQuery): Promise<TranslationListResult> {
  const after = query.cursor ? parseTranslationCursor(query.cursor) : undefined;
  if (after === null) return { kind: 'badCursor' };
  const filter = effectiveTranslationFilter(query.filter);
  const needle = filter === undefined ? undefined : nameSearchKey(filter);
  const matching =
    needle === undefined
      ? sql<SqlBool>`true`
      : sql<SqlBool>`(strpos(${searchKeyOf('key')}, ${needle}) > 0 or strpos(${searchKeyOf('pl')}, ${needle}) > 0 or strpos(${searchKeyOf('en')}, ${needle}) > 0)`;

  const [rows, count] = await inOneSnapshot(db, (trx) => {
    let page = trx.selectFrom('translations').select(['id', 'key', 'pl', 'en', 'version']).where(matching);
    if (after !== undefined) page = page.where('key', '>', after);
    return Promise.all([
      // One more than the page: whether a next page exists, without a second query.
      page.orderBy('key').limit(query.limit + 1).execute(),
      trx.selectFrom('translations').select((eb) => eb.fn.countAll<string>().as('count')).where(matching).executeTakeFirstOrThrow(),
    ]);
  });
  const translations = rows.slice(0, query.limit).map(toRestTranslation);
  const last = translations.at(-1);
  return {
    kind: 'page',
    page: { translations, totalCount: Number(count.count), nextCursor: rows.length > query.limit && last ? translationCursor(last) : null },
  };
}

/** PATCH /api/cms/settings/translation/update/{id}: pl and en (validated by the caller); the key never changes. */
export async function updateTranslation(db: Db, id: string, changes: { pl: string; en: string }): Promise<Translation | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .updateTable('translations')
    .set({ pl: changes.pl, en: changes.en, updated_at: new Date() })
    .where('id', '=', id)
    .returning(['id', 'key', 'pl', 'en', 'version'])
    .executeTakeFirst();
  return row && toRestTranslation(row);
}

/** For seeders: adds the keys that are missing; an existing key keeps its texts (an administrator may have edited them). Answers how many were added. */
export async function insertMissingTranslations(db: Db, rows: readonly { key: string; pl: string; en: string }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('translations')
    .values(rows.map((row) => ({ key: row.key, pl: row.pl, en: row.en })))
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
