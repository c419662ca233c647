import { recentSince, type Dashboard } from '@meble/domain/dashboard';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const countAll = sql<number>`count(*)::int`;

/** The start page's four counts in one statement (one round to the database), "recent" from the API's clock. */
export async function dashboardCounts(db: Kysely<Database>, now: number): Promise<Dashboard> {
  const since = recentSince(now);
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('collections').select(countAll.as('n')).as('collections'),
      eb.selectFrom('elements').select(countAll.as('n')).as('elements'),
      eb.selectFrom('kits').select(countAll.as('n')).as('kits'),
      // The (created_at desc, id desc) index of the configurations list serves this range.
      eb.selectFrom('client_configurations').select(countAll.as('n')).where('created_at', '>=', since).as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return {
    collections: Number(row.collections ?? 0),
    elements: Number(row.elements ?? 0),
    kits: Number(row.kits ?? 0),
    recentClientConfigurations: Number(row.recent ?? 0),
    recentSince: since.toISOString(),
  };
}
