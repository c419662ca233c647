import { sql, type Kysely } from 'kysely';

// D27: the element filter ignores Polish letters as well as case ('modul' finds 'Moduł'), so the generated
// search key of migration 0006 folds every accented letter to its base letter. Its JavaScript twin is
// domain/src/name-keys.ts nameSearchKey. A generated column's expression cannot be changed in place on every
// server we run on, so the column is replaced, and the list indexes that carry it are built again. The maps
// are copied, not imported: a migration keeps meaning what it meant when it ran.
const FOLD_FROM = 'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÔÕÖØÙÚÛÜÝÞąćęłńśźżàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const FOLD_TO = 'acelnoszzaaaaaaæceeeeiiiiðnooooøuuuuyþacelnszzaaaaaaceeeeiiiinooooouuuuyy';
// Migration 0006's key: lower case only.
const CASE_UPPER = 'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÔÕÖØÙÚÛÜÝÞ';
const CASE_LOWER = 'ąćęłńóśźżàáâãäåæçèéêëìíîïðñòôõöøùúûüýþ';

async function replaceSearchKey(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await db.schema.dropIndex('elements_collection_list_idx').execute();
  await db.schema.dropIndex('elements_collection_name_idx').execute();
  await db.schema.dropIndex('elements_collection_price_a_idx').execute();
  await sql`alter table elements drop column search_key`.execute(db);
  await sql`alter table elements add column search_key text collate "C" not null
    generated always as (translate(lower(name collate "C"), ${sql.lit(from)}, ${sql.lit(to)})) stored`.execute(db);
  // As migrations 0006 and 0008 built them: each order walks its index, the filter read from it too.
  await sql`create index elements_collection_list_idx on elements (collection_id, display_ord, sort_key) include (id, search_key, category_id)`.execute(db);
  await sql`create index elements_collection_name_idx on elements (collection_id, sort_key) include (id, search_key, category_id)`.execute(db);
  await sql`create index elements_collection_price_a_idx on elements (collection_id, price_a, sort_key) include (id, search_key, category_id)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceSearchKey(db, FOLD_FROM, FOLD_TO);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceSearchKey(db, CASE_UPPER, CASE_LOWER);
}
