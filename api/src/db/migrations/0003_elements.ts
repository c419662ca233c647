import { sql, type Kysely } from 'kysely';

// Spec part 2 §3 "Element". D1: prices in grosze (integers); D3: discount a whole percent 0–100;
// D6: connect a/l/r; D8: no ON DELETE CASCADE, a delete names what it removes, in one transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('elements')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('collection_id', 'uuid', (col) => col.notNull().references('collections.id'))
    .addColumn('category_id', 'uuid', (col) => col.notNull().references('element_categories.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('file', 'text', (col) => col.notNull())
    .addColumn('thumb_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('available', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('connect', 'text', (col) => col.notNull())
    .addColumn('angle', 'integer', (col) => col.notNull())
    .addColumn('dimb', 'double precision')
    .addColumn('dx', 'double precision', (col) => col.notNull())
    .addColumn('dy', 'double precision', (col) => col.notNull())
    .addColumn('dz', 'double precision', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tinydesc', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tinydesc_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_a', 'integer', (col) => col.notNull());
  for (const group of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) table = table.addColumn(`price_${group}`, 'integer');
  await table
    .addColumn('display_ord', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('elements_collection_name_key', ['collection_id', 'name'])
    .addCheckConstraint('elements_connect_code', sql`connect in ('a', 'l', 'r')`)
    .addCheckConstraint('elements_discount_range', sql`discount between 0 and 100`)
    .execute();
  // The list: a collection's elements by displayOrd, then name (the final Polish order is applied in code).
  await db.schema.createIndex('elements_collection_order_idx').on('elements').columns(['collection_id', 'display_ord', 'name']).execute();
  // The name filter is a case-insensitive substring: it reads the collection's rows through this index.
  await db.schema
    .createIndex('elements_collection_lower_name_idx')
    .on('elements')
    .expression(sql`collection_id, lower(name)`)
    .execute();
  await db.schema.createIndex('elements_category_id_idx').on('elements').column('category_id').execute();

  await db.schema
    .createTable('element_equipment')
    .addColumn('element_id', 'uuid', (col) => col.notNull().references('elements.id'))
    .addColumn('equipment_id', 'uuid', (col) => col.notNull().references('equipment.id'))
    .addPrimaryKeyConstraint('element_equipment_pkey', ['element_id', 'equipment_id'])
    .execute();
  await db.schema.createIndex('element_equipment_equipment_id_idx').on('element_equipment').column('equipment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('element_equipment').execute();
  await db.schema.dropTable('elements').execute();
}
