import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, not today's Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_salon', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_deleted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('salon_name', 'text')
    .addColumn('salon_phone', 'text')
    .addColumn('salon_address', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The unique index only guards case-insensitively if every writer stores the normal form.
    .addCheckConstraint('users_email_normalised', sql`email = lower(btrim(email))`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
