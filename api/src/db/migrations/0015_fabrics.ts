import { sql, type Kysely } from 'kysely';

// Spec part 1 §3: fabric families (texture collections) in a price group A–I, their fabrics, the filter parameters
// (colours, types, properties) a fabric is tagged with, and part 2 §3: the families assigned to a collection, one of
// whose fabrics may be the collection's default. D8: no ON DELETE CASCADE; every delete names what it removes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fabric_families (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      slug text not null,
      price_group text not null check (price_group in ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I')),
      discount smallint not null default 0 check (discount between 0 and 99),
      description_pl text not null default '',
      description_en text not null default '',
      is_active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint fabric_families_slug_unique unique (slug)
    )
  `.execute(db);
  // (id, family_id) is unique so that a collection's default fabric can be checked to be of the assigned family.
  await sql`
    create table fabrics (
      id uuid primary key default gen_random_uuid(),
      family_id uuid not null references fabric_families (id),
      name text not null,
      slug text not null,
      file_url text not null,
      thumb_url text not null default '',
      is_active boolean not null default true,
      is_default boolean not null default false,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint fabrics_family_slug_unique unique (family_id, slug),
      constraint fabrics_id_family_unique unique (id, family_id)
    )
  `.execute(db);
  // One default fabric per family (its marker in the family's list).
  await sql`create unique index fabrics_one_default_per_family on fabrics (family_id) where is_default`.execute(db);
  // A file delete asks which fabrics name it (D9).
  await sql`create index fabrics_file_url_idx on fabrics (file_url)`.execute(db);
  await sql`create index fabrics_thumb_url_idx on fabrics (thumb_url) where thumb_url <> ''`.execute(db);

  await sql`
    create table fabric_parameters (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('color', 'type', 'property')),
      name text not null,
      slug text not null,
      rgb text check (rgb ~ '^[0-9a-f]{6}$'),
      is_active boolean not null default true,
      display_ord smallint not null default 0,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint fabric_parameters_kind_slug_unique unique (kind, slug),
      constraint fabric_parameters_rgb_of_colors check ((kind = 'color') = (rgb is not null))
    )
  `.execute(db);
  await sql`
    create table fabric_parameter_links (
      fabric_id uuid not null references fabrics (id),
      parameter_id uuid not null references fabric_parameters (id),
      primary key (fabric_id, parameter_id)
    )
  `.execute(db);
  await sql`create index fabric_parameter_links_parameter_idx on fabric_parameter_links (parameter_id)`.execute(db);

  // D25: the default is always a fabric of an assigned family (the composite key), and one per collection.
  await sql`
    create table collection_fabric_families (
      collection_id uuid not null references collections (id),
      family_id uuid not null references fabric_families (id),
      default_fabric_id uuid,
      assigned_at timestamptz not null default now(),
      primary key (collection_id, family_id),
      foreign key (default_fabric_id, family_id) references fabrics (id, family_id)
    )
  `.execute(db);
  await sql`create unique index collection_fabric_families_one_default on collection_fabric_families (collection_id) where default_fabric_id is not null`.execute(db);
  await sql`create index collection_fabric_families_family_idx on collection_fabric_families (family_id)`.execute(db);
  await sql`create index collection_fabric_families_default_idx on collection_fabric_families (default_fabric_id) where default_fabric_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_fabric_families').execute();
  await db.schema.dropTable('fabric_parameter_links').execute();
  await db.schema.dropTable('fabric_parameters').execute();
  await db.schema.dropTable('fabrics').execute();
  await db.schema.dropTable('fabric_families').execute();
}
