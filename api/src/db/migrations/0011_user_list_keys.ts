import { sql, type Kysely, type RawBuilder } from 'kysely';

// The users list pages by name in the Polish order, by keyset: the same generated sort key as the
// elements' (migration 0006, whose JavaScript twin is domain/src/name-keys.ts nameSortKey), computed by the database
// on every write and compared bytewise (COLLATE "C"). The map is copied, not imported: a migration keeps meaning
// what it meant when it ran.
const CASE_UPPER = 'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÔÕÖØÙÚÛÜÝÞ';
const SORT_FROM = `${CASE_UPPER}àáâãäåçèéêëìíîïñòôõöùúûüýÿ`;
const SORT_TO = 'ąćęłńóśźżaaaaaaæceeeeiiiiðnooooøuuuuyþaaaaaaceeeeiiiinoooouuuuyy';
const MARK = '\u{10FFFF}';
const POLISH = 'ąćęłńóśźż';
const POLISH_BASE = 'acelnoszz';

function sortKey(): RawBuilder<string> {
  let key = sql`translate(lower(name collate "C"), ${sql.lit(SORT_FROM)}, ${sql.lit(SORT_TO)})`;
  key = sql`regexp_replace(regexp_replace(${key}, '[0-9]+', '0000000000\\&', 'g'), '(?<![0-9])0+(?=[0-9]{10})', '', 'g')`;
  Array.from(POLISH).forEach((letter, i) => {
    key = sql`replace(${key}, ${sql.lit(letter)}, ${sql.lit(POLISH_BASE[i] + MARK.repeat(letter === 'ż' ? 2 : 1))})`;
  });
  return sql<string>`${key} || ${sql.lit('\u0001')} || name`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column sort_key text collate "C" not null generated always as (${sortKey()}) stored`.execute(db);
  // Names are not unique among users: the id breaks ties, and the list walks this index in its order.
  await sql`create index users_list_idx on users (sort_key, id) where not is_deleted`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_list_idx`.execute(db);
  await sql`alter table users drop column sort_key`.execute(db);
}
