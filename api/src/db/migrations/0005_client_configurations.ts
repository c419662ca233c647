import { sql, type Kysely } from 'kysely';

// Spec part 1 §3 "Client configuration": designs that end customers save in the configurator.
// collection_slug is deliberately not a foreign key (D8: configurations outlive the catalogue; their collection
// simply stops resolving). salon_id refers to the salon's user (users are never hard-deleted, D10).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_configurations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('salon_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('collection_slug', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('kits', 'jsonb', (col) => col.notNull())
    .addColumn('url_slug', 'text', (col) => col.notNull().unique())
    // To the millisecond, as JavaScript and the list's cursors (domain: configurationCursor) carry it.
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .execute();
  // Keyset pagination, newest first: every list page is an index range scan, never an OFFSET.
  await db.schema.createIndex('client_configurations_created_idx').on('client_configurations').columns(['created_at desc', 'id desc']).execute();
  // The same per salon (the salon filter, a salon user's own salon); it also serves the foreign key.
  await db.schema
    .createIndex('client_configurations_salon_created_idx')
    .on('client_configurations')
    .columns(['salon_id', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_configurations').execute();
}
