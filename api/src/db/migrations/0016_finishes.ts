import { sql, type Kysely } from 'kysely';

// D24: leg and element finishes as records of their own (spec part 2 §3: name, slug, type w/c/m, a texture image,
// and for legs symbol, old name and leg texture name), and part 2 §4: the finishes assigned to a collection.
// D8: no ON DELETE CASCADE; a delete names what it removes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table finishes (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('legs', 'elements')),
      type text not null check (type in ('w', 'c', 'm')),
      name text not null,
      slug text not null,
      texture text not null,
      symbol text not null default '',
      old_name text not null default '',
      leg_texture_name text not null default '',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint finishes_kind_slug_unique unique (kind, slug),
      constraint finishes_leg_fields_of_legs check (kind = 'legs' or (symbol = '' and old_name = '' and leg_texture_name = ''))
    )
  `.execute(db);
  // A file delete asks which finishes name it (D9).
  await sql`create index finishes_texture_idx on finishes (texture)`.execute(db);
  await sql`
    create table collection_finishes (
      collection_id uuid not null references collections (id),
      finish_id uuid not null references finishes (id),
      assigned_at timestamptz not null default now(),
      primary key (collection_id, finish_id)
    )
  `.execute(db);
  await sql`create index collection_finishes_finish_idx on collection_finishes (finish_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_finishes').execute();
  await db.schema.dropTable('finishes').execute();
}
