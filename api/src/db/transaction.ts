import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Runs `fn` in the caller's transaction when `db` is one, else in a new one, so a repository write can join a seeder's transaction. */
export function inTransaction<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}
