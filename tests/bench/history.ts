// The history's own cost (D29): the same element update through two APIs on one database, one recording every write
// and one not, interleaved so that both see the same database and the same machine load.
import type { Kysely } from 'kysely';
import { createApi } from '@meble/api/app';
import type { ApiConfig } from '@meble/api/config';
import type { Database } from '@meble/api/db/schema';
import { elementDetailSchema } from '@meble/domain/element';
import { markdownTable, ms, percentiles, timed } from './measure.ts';

const RUNS = 300;

export async function historyCostReport(db: Kysely<Database>, config: ApiConfig, token: string): Promise<string> {
  const apps = { on: createApi({ db, config, recordHistory: true }), off: createApi({ db, config, recordHistory: false }) };
  const call = (app: ReturnType<typeof createApi>, path: string, init: RequestInit = {}) =>
    Promise.resolve(app.fetch(new Request(`http://api.bench${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })));
  const row = await db
    .selectFrom('elements as e')
    .innerJoin('collections as c', 'c.id', 'e.collection_id')
    .select('e.id')
    .where('c.slug', '=', 'manhattan')
    .orderBy('e.display_ord')
    .limit(1)
    .executeTakeFirstOrThrow();
  const read = await call(apps.on, `/api/cms/element/${row.id}`);
  if (read.status !== 200) throw new Error(`element read answered ${read.status}: ${await read.text()}`);
  const detail = elementDetailSchema.parse(await read.json());
  const { _id, collectionSlug: _slug, kitNames: _names, kits: _kits, discount: _discount, version: _version, ...fields } = detail.element;
  const times: Record<'on' | 'off', number[]> = { on: [], off: [] };
  for (let i = 0; i < RUNS * 2; i++) {
    const side = i % 2 === 0 ? 'on' : 'off';
    // Each update changes a price, so every write has a field to record; the version is named, as the panel does.
    const body = JSON.stringify({ ...fields, priceA: 100_000 + i });
    times[side].push(
      await timed(async () => {
        const answer = await call(apps[side], `/api/cms/element/update/${row.id}`, { method: 'PATCH', body });
        if (answer.status !== 200) throw new Error(`element update answered ${answer.status}`);
        await answer.arrayBuffer();
      }),
    );
  }
  const on = percentiles(times.on);
  const off = percentiles(times.off);
  return markdownTable(
    ['element update (PATCH, in-process API, PGlite)', `p50 ms (${RUNS} runs)`, 'p95 ms', 'p50 ÷ history off'],
    [
      ['history off', ms(off.p50, 2), ms(off.p95, 2), '1.00×'],
      ['history on (version check, before/after, one entry)', ms(on.p50, 2), ms(on.p95, 2), `${(on.p50 / off.p50).toFixed(2)}×`],
    ],
  );
}
