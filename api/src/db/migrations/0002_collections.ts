import { sql, type Kysely } from 'kysely';

// D8: no ON DELETE CASCADE anywhere; a delete names what it removes, in one transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection_categories')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('display_ord', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    // D5: unique within collections; a clash is a validation error, never a silent suffix.
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('category_id', 'uuid', (col) => col.notNull().references('collection_categories.id'))
    // D2: tenths of a percent, whole percents 0–99.
    .addColumn('discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('thumb_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('collections_discount_range', sql`discount between 0 and 990`)
    .execute();
  await db.schema.createIndex('collections_category_id_idx').on('collections').column('category_id').execute();

  await db.schema
    .createTable('element_categories')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('collection_id', 'uuid', (col) => col.notNull().references('collections.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('display_ord', 'integer', (col) => col.notNull())
    .addColumn('available', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('element_categories_display_ord_not_zero', sql`display_ord <> 0`)
    .execute();
  await db.schema
    .createIndex('element_categories_collection_id_idx')
    .on('element_categories')
    .column('collection_id')
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('display_ord', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('equipment').execute();
  await db.schema.dropTable('element_categories').execute();
  await db.schema.dropTable('collections').execute();
  await db.schema.dropTable('collection_categories').execute();
}
