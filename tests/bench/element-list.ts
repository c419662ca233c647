// GET /api/cms/collection/{slug}/elements at 10,000 elements: pages and filters, on each database.
import { z } from 'zod';
import { seedScale } from '@meble/api/seed/scale';
import { elementSchema } from '@meble/domain/element';
import { markdownTable, ms, percentiles, timed } from './measure.ts';
import type { BenchApi } from './postgres.ts';
import { restRequest } from './rest.ts';

export const ELEMENT_LIST_SIZE = 10_000;
const WARM_UP = 5;
const RUNS = 40;

/** The scale seed names element i `<kind> <i+1, 5 digits>`, kinds in turn: Moduł, Narożnik, Podłokietnik. */
const CASES: readonly { label: string; query: string; matches: number; shown: number }[] = [
  { label: 'first page (50)', query: '?limit=50', matches: ELEMENT_LIST_SIZE, shown: 50 },
  { label: 'page at offset 9,950 (50)', query: '?offset=9950&limit=50', matches: ELEMENT_LIST_SIZE, shown: 50 },
  { label: 'largest page (500)', query: '?limit=500', matches: ELEMENT_LIST_SIZE, shown: 500 },
  { label: 'filter `łokie` (a third)', query: `?filter=${encodeURIComponent('łokie')}`, matches: 3_333, shown: 50 },
  { label: 'filter `07777` (one)', query: '?filter=07777', matches: 1, shown: 1 },
  { label: 'filter `xyz` (none)', query: '?filter=xyz', matches: 0, shown: 0 },
];

const listSchema = z.object({ elements: z.array(elementSchema), totalCount: z.number() });

/** Rows of the table for one database: the scale seed's 10,000 elements in a collection of their own. */
export async function elementListRows({ label, db, api, token }: BenchApi): Promise<string[][]> {
  const slug = `bench-lista-${ELEMENT_LIST_SIZE}`;
  await seedScale(db, { elements: ELEMENT_LIST_SIZE, slug });
  const get = async (query: string) => {
    const path = `/api/cms/collection/${slug}/elements${query}`;
    const response = await api(restRequest(path, token));
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${(await response.text()).slice(0, 500)}`);
    return listSchema.parse(await response.json());
  };
  for (const { query, matches, shown } of CASES) {
    const page = await get(query);
    if (page.totalCount !== matches || page.elements.length !== shown) {
      throw new Error(`${label} ${query}: ${page.totalCount} matching, ${page.elements.length} shown; expected ${matches}, ${shown}`);
    }
  }
  const times = CASES.map(() => [] as number[]);
  for (let i = 0; i < WARM_UP; i++) for (const { query } of CASES) await get(query);
  // Interleaved, so that drift (GC, the database's caches) weighs on every case alike.
  for (let i = 0; i < RUNS; i++) for (const [c, { query }] of CASES.entries()) times[c]!.push(await timed(() => get(query)));
  return CASES.map(({ label: request, matches }, c) => {
    const { p50, p95 } = percentiles(times[c]!);
    return [label, request, matches.toLocaleString('en'), ms(p50), ms(p95)];
  });
}

export function elementListTable(rows: readonly (readonly string[])[]): string {
  return markdownTable(['database', `request (${ELEMENT_LIST_SIZE.toLocaleString('en')} elements)`, 'matching', 'p50 ms', `p95 ms (${RUNS} runs)`], rows);
}
