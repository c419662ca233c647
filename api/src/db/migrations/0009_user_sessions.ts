import { type Kysely } from 'kysely';

// Changing a password ends the user's sessions at once: every token carries the session version it was
// issued under, and a change moves the user's version on, so tokens issued before it are refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('session_version').execute();
}
