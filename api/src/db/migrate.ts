import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import * as m0001 from './migrations/0001_users.ts';
import * as m0002 from './migrations/0002_collections.ts';
import * as m0003 from './migrations/0003_elements.ts';
import * as m0004 from './migrations/0004_kits.ts';
import * as m0005 from './migrations/0005_client_configurations.ts';
import * as m0006 from './migrations/0006_element_list_keys.ts';
import * as m0007 from './migrations/0007_dictionary_versions.ts';
import * as m0008 from './migrations/0008_element_list_orders.ts';
import * as m0009 from './migrations/0009_user_sessions.ts';
import * as m0010 from './migrations/0010_translations.ts';
import * as m0011 from './migrations/0011_user_list_keys.ts';
import * as m0012 from './migrations/0012_folded_search_keys.ts';
import * as m0013 from './migrations/0013_versions_and_history.ts';
import * as m0014 from './migrations/0014_files.ts';
import * as m0015 from './migrations/0015_fabrics.ts';
import * as m0016 from './migrations/0016_finishes.ts';

/** Listed by hand rather than read from disk, so migrations work under tsx, bundlers and tests alike. */
export const migrations: Record<string, Migration> = {
  '0001_users': m0001,
  '0002_collections': m0002,
  '0003_elements': m0003,
  '0004_kits': m0004,
  '0005_client_configurations': m0005,
  '0006_element_list_keys': m0006,
  '0007_dictionary_versions': m0007,
  '0008_element_list_orders': m0008,
  '0009_user_sessions': m0009,
  '0010_translations': m0010,
  '0011_user_list_keys': m0011,
  '0012_folded_search_keys': m0012,
  '0013_versions_and_history': m0013,
  '0014_files': m0014,
  '0015_fabrics': m0015,
  '0016_finishes': m0016,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** True when exactly our migrations are applied; false when the bookkeeping table is missing or differs. */
async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return applied.size === Object.keys(migrations).length && Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Every start comes here: one query instead of the migrator's information_schema checks and lock (about as long
  // as opening PGlite). Anything else (a new database, a pending or an unknown migration) goes through the migrator.
  if (await isUpToDate(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration failed${failed ? ` (${failed.migrationName})` : ''}: ${cause.message}`, {
      cause,
    });
  }
}
