import { sql, type Kysely } from 'kysely';

// Spec part 2 §3 "Kit": a named, ordered list of a collection's elements (one element may appear twice).
// D8: no ON DELETE CASCADE; a delete names what it removes, in one transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kits')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('collection_id', 'uuid', (col) => col.notNull().references('collections.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tinydesc', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ord', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('thumb_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('kits_collection_id_idx').on('kits').column('collection_id').execute();

  // The kit's order is `position`; the primary key also serves "the elements of these kits".
  await db.schema
    .createTable('kit_elements')
    .addColumn('kit_id', 'uuid', (col) => col.notNull().references('kits.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('element_id', 'uuid', (col) => col.notNull().references('elements.id'))
    .addPrimaryKeyConstraint('kit_elements_pkey', ['kit_id', 'position'])
    .execute();
  // Deleting an element asks which kits use it.
  await db.schema.createIndex('kit_elements_element_id_idx').on('kit_elements').column('element_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kit_elements').execute();
  await db.schema.dropTable('kits').execute();
}
