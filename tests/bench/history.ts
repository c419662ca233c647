// The history's own cost (D29): the same element update through two APIs on one database, one recording every write
// and one not (both check the version), interleaved so that both see the same database and the same machine load.
import type { Kysely } from 'kysely';
import { createApi } from '@meble/api/app';
import type { ApiConfig } from '@meble/api/config';
import type { Database } from '@meble/api/db/schema';
import { elementDetailSchema } from '@meble/domain/element';
import { ElementBuilder } from '../kit/seed.ts';
import { markdownTable, ms, percentiles, timed } from './measure.ts';

const RUNS = 300;

export const HISTORY_COST_HEADER = ['database', `history off: p50 ms (${RUNS} runs)`, 'p95 ms', 'history on: p50 ms', 'p95 ms', 'p50 on ÷ off'];

/** One row of the table: an element of its own (with equipment-free fields as the form sends them) updated 2 × RUNS times. */
export async function historyCostRow(label: string, db: Kysely<Database>, config: ApiConfig, token: string): Promise<string[]> {
  const apps = { on: createApi({ db, config, recordHistory: true }), off: createApi({ db, config, recordHistory: false }) };
  const call = (app: ReturnType<typeof createApi>, path: string, init: RequestInit = {}) =>
    Promise.resolve(app.fetch(new Request(`http://api.bench${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })));
  const element = await new ElementBuilder(db).name('Moduł do pomiaru historii').create();
  const read = await call(apps.on, `/api/cms/element/${element._id}`);
  if (read.status !== 200) throw new Error(`element read answered ${read.status}: ${await read.text()}`);
  const { _id, collectionSlug: _slug, kitNames: _names, kits: _kits, discount: _discount, version: first, ...fields } = elementDetailSchema.parse(await read.json()).element;
  const times: Record<'on' | 'off', number[]> = { on: [], off: [] };
  let version = first ?? 1;
  for (let i = 0; i < RUNS * 2; i++) {
    const side = i % 2 === 0 ? 'on' : 'off';
    // Each update changes a price, so every write has a field to record, and names the version it saw, as the panel does.
    const body = JSON.stringify({ ...fields, priceA: 100_000 + i, version });
    times[side].push(
      await timed(async () => {
        const answer = await call(apps[side], `/api/cms/element/update/${element._id}`, { method: 'PATCH', body });
        if (answer.status !== 200) throw new Error(`element update answered ${answer.status}`);
        version = elementDetailSchema.parse(await answer.json()).element.version ?? version + 1;
      }),
    );
  }
  const on = percentiles(times.on);
  const off = percentiles(times.off);
  return [label, ms(off.p50, 2), ms(off.p95, 2), ms(on.p50, 2), ms(on.p95, 2), `${(on.p50 / off.p50).toFixed(2)}×`];
}

export function historyCostTable(rows: readonly (readonly string[])[]): string {
  return markdownTable(HISTORY_COST_HEADER, rows);
}
