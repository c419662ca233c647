import { sql, type Kysely } from 'kysely';

// Spec part 1 §3 "Translation": a unique key with its Polish and English texts. The key sorts and compares
// byte-wise (collation "C") on every server, so the list's order and its keyset cursors do not depend on the
// database's locale; the unique index serves both the order and the cursor.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table translations (
      id uuid primary key default gen_random_uuid(),
      key text collate "C" not null,
      pl text not null,
      en text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint translations_key_unique unique (key)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translations').execute();
}
