import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import * as m0001 from './migrations/0001_users.ts';
import * as m0002 from './migrations/0002_collections.ts';
import * as m0003 from './migrations/0003_elements.ts';
import * as m0004 from './migrations/0004_kits.ts';
import * as m0005 from './migrations/0005_client_configurations.ts';
import * as m0006 from './migrations/0006_element_list_keys.ts';

/** Listed by hand rather than read from disk, so migrations work under tsx, bundlers and tests alike. */
export const migrations: Record<string, Migration> = {
  '0001_users': m0001,
  '0002_collections': m0002,
  '0003_elements': m0003,
  '0004_kits': m0004,
  '0005_client_configurations': m0005,
  '0006_element_list_keys': m0006,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
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
