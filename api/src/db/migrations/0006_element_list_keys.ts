import { sql, type Kysely, type RawBuilder } from 'kysely';

// The element list filters, sorts and pages in SQL (issue 9). PGlite and a PostgreSQL server lower-case and
// collate differently (PGlite's lower() leaves 'Ł' alone), so both keys are plain character maps, computed by
// the database on every write (no insert path changes) and compared bytewise (COLLATE "C"). Their JavaScript
// twins are domain/src/name-keys.ts, checked against this SQL by a test. The maps are copied here, not
// imported: a migration must keep meaning what it meant when it ran; a changed map needs a new migration.
const UPPER_CASE =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const LOWER_CASE =
  'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷÿźżžαβγδεζηθικλμνξοπρστυφχψωѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюя';
const ACCENTED = 'àáâãäåçèéêëìíîïñòôõöùúûüýāăĉċčďēĕėěĝğġģĥĩīĭįĵķĺļľņňōŏőŕŗřŝşšţťũūŭůűųŵŷÿž';
const ACCENT_BASE = 'aaaaaaceeeeiiiinoooouuuuyaacccdeeeegggghiiiijklllnnooorrrsssttuuuuuuwyyz';
/** In Polish (ICU) order, mapped onto U+0002–U+002F: before digits and letters. */
const PUNCTUATION = ' _-–—,;:!?.…·\'"“”„«»()[]{}@*/\\&#%′″`^°+×<=>|~$';
const PUNCTUATION_RANK = Array.from(PUNCTUATION, (_, i) => String.fromCharCode(2 + i)).join('');
const MARK = '\u{10FFFF}';
const POLISH: readonly [string, string][] = [
  ['ą', 'a'],
  ['ć', 'c'],
  ['ę', 'e'],
  ['ł', 'l'],
  ['ń', 'n'],
  ['ó', 'o'],
  ['ś', 's'],
  ['ź', 'z'],
  ['ż', 'z'],
];

const lowerCased = sql`translate(name, ${sql.lit(UPPER_CASE)}, ${sql.lit(LOWER_CASE)})`;

function sortKey(): RawBuilder<string> {
  let key = sql`translate(${lowerCased}, ${sql.lit(ACCENTED + PUNCTUATION)}, ${sql.lit(ACCENT_BASE + PUNCTUATION_RANK)}) collate "C"`;
  // Numbers by value: every digit run padded to 10 digits (longer runs keep theirs).
  key = sql`regexp_replace(regexp_replace(${key}, '[0-9]+', '0000000000\\&', 'g'), '0+([0-9]{10})', '\\1', 'g')`;
  for (const [letter, base] of POLISH) key = sql`replace(${key}, ${sql.lit(letter)}, ${sql.lit(base + MARK.repeat(letter === 'ż' ? 2 : 1))})`;
  // Ties: accents (the lower-cased name), then case (the name with its case swapped: lower first); names are unique.
  const swapped = sql`translate(name, ${sql.lit(UPPER_CASE + LOWER_CASE)}, ${sql.lit(LOWER_CASE + UPPER_CASE)})`;
  return sql<string>`${key} || ${sql.lit('\u0001')} || ${lowerCased} || ${sql.lit('\u0001')} || ${swapped}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table elements
    add column search_key text collate "C" not null generated always as (${lowerCased}) stored,
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
