import { sql, type Kysely } from 'kysely';

// D29: every record staff edit carries a version, bumped by each write, which a write may name so that a stale
// form is refused; and every write appends one row to the history, in the write's own transaction.
const VERSIONED = ['collections', 'element_categories', 'elements', 'kits', 'translations', 'users', 'client_configurations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED) {
    await sql`alter table ${sql.table(table)} add column version integer not null default 1`.execute(db);
  }
  // Newest first by id; `search` is the record's and the person's names, lower-cased and accents folded
  // (nameSearchKey), for the text filter. `snapshot` holds what a delete removed (rows by table) or what an import
  // wrote, and is cleared once it can no longer be undone.
  await sql`
    create table history (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id uuid,
      actor_name text not null default '',
      actor_email text not null default '',
      record_kind text not null,
      record_id text not null,
      record_name text not null default '',
      operation text not null,
      version integer,
      changes jsonb not null default '[]',
      removed jsonb not null default '[]',
      lines integer not null default 0,
      snapshot jsonb,
      undoes bigint references history (id) on delete set null,
      undone_by bigint references history (id) on delete set null,
      search text collate "C" not null default ''
    )
  `.execute(db);
  await sql`create index history_record_idx on history (record_kind, record_id, id desc)`.execute(db);
  await sql`create index history_actor_idx on history (actor_id, id desc)`.execute(db);
  await sql`create index history_at_idx on history (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('history').execute();
  for (const table of VERSIONED) {
    await sql`alter table ${sql.table(table)} drop column version`.execute(db);
  }
}
