import { sql, type Kysely } from 'kysely';

// Uploaded files (spec part 1 §3 "Uploaded file record"; D9, D17, D19, D29): one row per stored file, unique by
// kind and stored name (a model keeps its own name, so a second upload of it replaces the row's content, not the
// row). The list walks (kind, created_at desc, id); the filter folds case and Polish letters (D27) with the same
// translate() as the element search key of migration 0012, copied so that this migration keeps its meaning.
const FOLD_FROM = 'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÔÕÖØÙÚÛÜÝÞąćęłńśźżàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const FOLD_TO = 'acelnoszzaaaaaaæceeeeiiiiðnooooøuuuuyþacelnszzaaaaaaceeeeiiiinooooouuuuyy';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table files (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('model', 'image', 'icon', 'collection', 'texture')),
      name text collate "C" not null,
      original_name text not null,
      size bigint not null,
      sha256 text not null,
      content_type text not null,
      has_thumbnail boolean not null default false,
      validation jsonb,
      created_at timestamptz not null default now(),
      created_by uuid references users (id) on delete set null,
      version int not null default 1,
      search_key text collate "C" not null
        generated always as (translate(lower((name || ' ' || original_name) collate "C"), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})) stored,
      constraint files_kind_name_unique unique (kind, name)
    )
  `.execute(db);
  await sql`create index files_kind_list_idx on files (kind, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
