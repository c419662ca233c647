import { openDatabase, type OpenedDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { databaseOptionsOf, dataDirOf } from '../runtime.ts';

/** The database the server would use (DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function openCliDatabase(env: NodeJS.ProcessEnv): Promise<OpenedDatabase> {
  const database = await openDatabase(databaseOptionsOf(env));
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export function describeTarget(env: NodeJS.ProcessEnv, kind: OpenedDatabase['kind']): string {
  // Never print the connection string: it may hold a password.
  return kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite w ${dataDirOf(env)}`;
}
