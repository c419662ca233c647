import { sql, type Kysely, type RawBuilder } from 'kysely';

// The element list filters, sorts and pages in SQL. PGlite and a PostgreSQL server lower-case and
// collate differently (PGlite's lower() leaves 'Ł' alone), so both keys are plain character maps, computed by
// the database on every write (no insert path changes) and compared bytewise (COLLATE "C"). Their JavaScript
// twins are domain/src/name-keys.ts, checked against this SQL by a test. The maps are copied here, not
// imported: a migration must keep meaning what it meant when it ran; a changed map needs a new migration.
// They are short on purpose: translate() costs the length of its map per character, on every insert.
const CASE_UPPER = 'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÔÕÖØÙÚÛÜÝÞ';
const CASE_LOWER = 'ąćęłńóśźżàáâãäåæçèéêëìíîïðñòôõöøùúûüýþ';
const SORT_FROM = `${CASE_UPPER}àáâãäåçèéêëìíîïñòôõöùúûüýÿ`;
const SORT_TO = 'ąćęłńóśźżaaaaaaæceeeeiiiiðnooooøuuuuyþaaaaaaceeeeiiiinoooouuuuyy';
/** After a Polish letter's base letter, above anything that may follow it: ą sorts after every a…. */
const MARK = '\u{10FFFF}';
const POLISH = 'ąćęłńóśźż';
const POLISH_BASE = 'acelnoszz';

// lower() under COLLATE "C" changes A–Z only, on every database alike.
const searchKey = sql`translate(lower(name collate "C"), ${sql.lit(CASE_UPPER)}, ${sql.lit(CASE_LOWER)})`;

function sortKey(): RawBuilder<string> {
  let key = sql`translate(lower(name collate "C"), ${sql.lit(SORT_FROM)}, ${sql.lit(SORT_TO)})`;
  // Numbers by value: every digit run left-padded with zeros to 10 digits (longer runs keep theirs).
  key = sql`regexp_replace(regexp_replace(${key}, '[0-9]+', '0000000000\\&', 'g'), '(?<![0-9])0+(?=[0-9]{10})', '', 'g')`;
  Array.from(POLISH).forEach((letter, i) => {
    key = sql`replace(${key}, ${sql.lit(letter)}, ${sql.lit(POLISH_BASE[i] + MARK.repeat(letter === 'ż' ? 2 : 1))})`;
  });
  // U+0001 ends the primary part; the name breaks ties (unique in a collection).
  return sql<string>`${key} || ${sql.lit('\u0001')} || name`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table elements
    add column search_key text collate "C" not null generated always as (${searchKey}) stored,
    add column sort_key text collate "C" not null generated always as (${sortKey()}) stored`.execute(db);
  // The list walks this index in its order and stops after the page; the page's ids, the filter and the category
  // are read from it too (an index-only scan), and only the page's rows from the table.
  await db.schema.dropIndex('elements_collection_order_idx').execute();
  await db.schema.dropIndex('elements_collection_lower_name_idx').execute();
  await sql`create index elements_collection_list_idx on elements (collection_id, display_ord, sort_key) include (id, search_key, category_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('elements_collection_list_idx').execute();
  await sql`alter table elements drop column search_key, drop column sort_key`.execute(db);
  await db.schema.createIndex('elements_collection_order_idx').on('elements').columns(['collection_id', 'display_ord', 'name']).execute();
  await db.schema.createIndex('elements_collection_lower_name_idx').on('elements').expression(sql`collection_id, lower(name)`).execute();
}
