import type { Dictionaries } from '@meble/domain/dictionaries';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { byOrderThenName } from './order.ts';

/** Spec part 2 §3 "Equipment", by display order then name. */
export async function listEquipment(db: Kysely<Database>): Promise<Dictionaries['equipment']> {
  const rows = await db.selectFrom('equipment').select(['id', 'name', 'display_ord']).execute();
  return rows
    .map((row) => ({ _id: row.id, name: row.name, displayOrd: row.display_ord }))
    .sort(byOrderThenName)
    .map(({ _id, name }) => ({ _id, name }));
}

/** For seeders and the test kit: adds the entries whose name is missing (existing ones stay as they are); every entry's id by name. */
export async function ensureEquipment(db: Kysely<Database>, entries: readonly { name: string; displayOrd: number }[]): Promise<Map<string, string>> {
  if (entries.length === 0) return new Map();
  await db
    .insertInto('equipment')
    .values(entries.map((entry) => ({ name: entry.name, display_ord: entry.displayOrd })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const names = entries.map((entry) => entry.name);
  const rows = await db.selectFrom('equipment').select(['id', 'name']).where('name', 'in', names).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}
