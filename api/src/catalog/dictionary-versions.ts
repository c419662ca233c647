import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The dictionaries that carry a version (migration 0007: triggers bump it with every write to their tables). */
export interface DictionaryVersions {
  collectionCategories: string;
  equipment: string;
}

export async function dictionaryVersions(db: Kysely<Database>): Promise<DictionaryVersions> {
  const rows = await db.selectFrom('dictionary_versions').select(['name', 'version']).execute();
  const version = (name: keyof DictionaryVersions) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`dictionary_versions has no row for ${name}`);
    return row.version;
  };
  return { collectionCategories: version('collectionCategories'), equipment: version('equipment') };
}
