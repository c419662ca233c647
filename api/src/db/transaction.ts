import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Runs `fn` in the caller's transaction when `db` is one, else in a new one, so a repository write can join a seeder's transaction. */
export function inTransaction<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

/**
 * Reads that must agree with each other (a list's page and its count) in one read-only snapshot: a write committed
 * between them would otherwise show 16 rows under 'Salonów: 17'. Inside a caller's transaction, that one.
 */
export function inOneSnapshot<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(fn);
}
