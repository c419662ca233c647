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
