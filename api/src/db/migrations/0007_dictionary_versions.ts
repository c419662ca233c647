import { sql, type Kysely } from 'kysely';

// The dictionaries answer (GET /api/cms/dictionaries) is cached by the gateway and revalidated by ETag; its
// version lives here so every API replica on the same database names the same data the same way. Triggers, not
// the write paths, bump it: every writer (REST, CSV, seeders, the test kit, an operator's SQL) is covered, in the
// writer's own transaction, and a future dictionary table needs only its trigger. The row lock serialises
// concurrent writers of one dictionary until commit, so no two commits share a version.
const DICTIONARY_TABLES = [
  // Collection categories with their collections (name, slug, discount, visibility ... all in the answer).
  { table: 'collection_categories', dictionary: 'collectionCategories' },
  { table: 'collections', dictionary: 'collectionCategories' },
  { table: 'equipment', dictionary: 'equipment' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dictionary_versions')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(1))
    .execute();
  const names = [...new Set(DICTIONARY_TABLES.map((entry) => entry.dictionary))];
  await sql`insert into dictionary_versions (name) values ${sql.join(names.map((name) => sql`(${name})`))}`.execute(db);
  await sql`create function bump_dictionary_version() returns trigger language plpgsql as $$
    begin
      update dictionary_versions set version = version + 1 where name = tg_argv[0];
      return null;
    end $$`.execute(db);
  // Per statement: a thousand-row insert bumps once.
  for (const { table, dictionary } of DICTIONARY_TABLES) {
    await sql`create trigger ${sql.id(`${table}_bump_dictionary_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_dictionary_version(${sql.lit(dictionary)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of DICTIONARY_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_bump_dictionary_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function bump_dictionary_version()`.execute(db);
  await db.schema.dropTable('dictionary_versions').execute();
}
