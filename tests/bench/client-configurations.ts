// Client configurations at scale: the list's first page and its last page at 100,000 rows, by keyset.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { startApi, type RunningApi } from '@meble/api/runtime';
import { seedDemo } from '@meble/api/seed/demo';
import { DEMO_ACCOUNTS } from '@meble/api/seed/demo-data';
import { SCALE_CONFIGURATION_EMAIL_DOMAIN, scaleConfigurationId, seedScaleConfigurations } from '@meble/api/seed/scale';
import { configurationCursor, configurationListSchema } from '@meble/domain/client-configuration';
import { silentLogger } from '@meble/domain/logger';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import { databaseUrl, withAdminClient } from '../kit/template.ts';
import { markdownTable, ms, percentiles, timed, type Percentiles } from './measure.ts';
import { restRequest, signIn, type ApiFetch } from './rest.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

export const CONFIGURATIONS = 100_000;
const PAGE_SIZE = 50;
/** The deep page starts after this many rows: the last PAGE_SIZE of the list. */
const DEEP_AFTER = CONFIGURATIONS - PAGE_SIZE;
const WARM_UP = 5;
const RUNS = 40;
/** The issue: the deep page must stay within this factor of the first one. */
const MAX_RATIO = 1.5;

export const CLIENT_CONFIGURATIONS_QUERY = /* GraphQL */ `
  query ClientConfigurationsBenchQuery($after: String) {
    clientConfigurations(first: ${PAGE_SIZE}, after: $after) {
      totalCount
      edges {
        node {
          id
          customerEmail
          salon { name }
          collection { name }
          kits { name totalPrice elements { name price element { id } } }
        }
      }
      pageInfo { endCursor hasNextPage }
    }
  }
`;

const graphAnswerSchema = z.object({
  data: z.object({
    clientConfigurations: z.object({
      totalCount: z.number(),
      edges: z.array(
        z.object({
          node: z.object({
            id: z.string(),
            customerEmail: z.string(),
            salon: z.object({ name: z.string() }).nullable(),
            collection: z.object({ name: z.string() }).nullable(),
            kits: z.array(
              z.object({
                name: z.string(),
                totalPrice: z.string(),
                elements: z.array(z.object({ name: z.string(), price: z.string(), element: z.object({ id: z.string() }).nullable() })),
              }),
            ),
          }),
        }),
      ),
      pageInfo: z.object({ endCursor: z.string().nullable(), hasNextPage: z.boolean() }),
    }),
  }),
  errors: z.array(z.unknown()).optional(),
});

type PageName = 'first' | 'deep';
const PAGES: readonly PageName[] = ['first', 'deep'];
const PAGE_LABELS: Record<PageName, string> = {
  first: 'first 50',
  deep: `after ${DEEP_AFTER.toLocaleString('en')} rows (last 50)`,
};

export interface ClientConfigurationsRow {
  database: string;
  seedMs: number;
  rest: Record<PageName, Percentiles>;
  graph: Record<PageName, Percentiles>;
}

/** Scale index `i` is the list's (i+1)-th row: the seed spaces them a minute apart, newest first. */
const expectedIds = (page: PageName): string[] =>
  Array.from({ length: PAGE_SIZE }, (_, i) => scaleConfigurationId((page === 'first' ? 0 : DEEP_AFTER) + i));

function sameIds(what: string, actual: readonly string[], expected: readonly string[]): void {
  if (actual.length !== expected.length || actual.some((id, i) => id !== expected[i])) {
    throw new Error(`${what}: ${actual.length} rows, ${actual.slice(0, 2).join(', ')}…${actual.at(-1) ?? ''}; expected ${expected.length}, ${expected[0]}…${expected.at(-1)}`);
  }
}

/** The cursor of the row at 1-based `position` in the list's order (created_at desc, id desc), read with one SQL query. */
async function cursorAt(running: RunningApi, position: number): Promise<{ cursor: string; id: string }> {
  const row = await running.db
    .selectFrom('client_configurations')
    .select(['id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(position - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { cursor: configurationCursor({ createdAt: row.created_at.toISOString(), _id: row.id }), id: row.id };
}

/**
 * On an API already running on a database with the demo accounts and catalogue: leaves exactly the 100,000 scale
 * configurations (the demo's are newer and would come first), then measures both pages through REST and GraphQL.
 */
async function measureList(database: string, running: RunningApi): Promise<ClientConfigurationsRow> {
  await running.db.deleteFrom('client_configurations').where('customer_email', 'not like', `%@${SCALE_CONFIGURATION_EMAIL_DOMAIN}`).execute();
  const seedMs = await timed(() => seedScaleConfigurations(running.db, { configurations: CONFIGURATIONS }));
  const stored = await running.db.selectFrom('client_configurations').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  if (Number(stored.n) !== CONFIGURATIONS) throw new Error(`${database}: ${stored.n} client configurations after the seed, expected ${CONFIGURATIONS}`);

  const api: ApiFetch = (request) => Promise.resolve(running.api.fetch(request));
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin') ?? fail('no demo administrator');
  const token = await signIn(api, admin.email, admin.password);
  const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: api, log: silentLogger });

  // The deep page's cursor straight from the database, not by walking 1,000 pages; the first page's nextCursor
  // must be the same function of its 50th row, or this shortcut would measure something the client never asks.
  const deep = await cursorAt(running, DEEP_AFTER);
  if (deep.id !== scaleConfigurationId(DEEP_AFTER - 1)) throw new Error(`${database}: row ${DEEP_AFTER} is ${deep.id}, expected ${scaleConfigurationId(DEEP_AFTER - 1)}`);
  const after: Record<PageName, string | undefined> = { first: undefined, deep: deep.cursor };
  const restPath = (page: PageName) => `/api/cms/client/configurations?limit=${PAGE_SIZE}${after[page] ? `&cursor=${after[page]}` : ''}`;

  const restPage = async (page: PageName): Promise<unknown> => {
    const response = await api(restRequest(restPath(page), token));
    if (response.status !== 200) throw new Error(`GET ${restPath(page)}: ${response.status} ${(await response.text()).slice(0, 500)}`);
    return response.json();
  };
  const graphPage = (page: PageName) => graphQuery(gateway, token, after[page]);

  // Checked once, untimed: the right rows, the right totals, the next-page signals.
  for (const page of PAGES) {
    const rest = configurationListSchema.parse(await restPage(page));
    sameIds(`${database}, REST ${page} page`, rest.list.map((row) => row._id), expectedIds(page));
    if (rest.totalCount !== CONFIGURATIONS) throw new Error(`${database}, REST ${page} page: totalCount ${rest.totalCount}`);
    if (page === 'first' && rest.nextCursor !== (await cursorAt(running, PAGE_SIZE)).cursor) {
      throw new Error(`${database}: the first page's nextCursor ${rest.nextCursor} is not the cursor of its ${PAGE_SIZE}th row`);
    }
    if (page === 'deep' && rest.nextCursor !== null) throw new Error(`${database}: the last page has a nextCursor (${rest.nextCursor})`);

    const graph = parseGraph(await graphPage(page), `${database}, GraphQL ${page} page`);
    sameIds(`${database}, GraphQL ${page} page`, graph.edges.map((edge) => edge.node.id), expectedIds(page).map((id) => encodeGlobalID('ClientConfiguration', id)));
    if (graph.totalCount !== CONFIGURATIONS) throw new Error(`${database}, GraphQL ${page} page: totalCount ${graph.totalCount}`);
    if (graph.pageInfo.hasNextPage !== (page === 'first')) throw new Error(`${database}, GraphQL ${page} page: hasNextPage ${graph.pageInfo.hasNextPage}`);
    // The nested paths did their work: every row's collection and every line's catalogue element resolved.
    const lines = graph.edges.flatMap((edge) => edge.node.kits.flatMap((kit) => kit.elements));
    if (graph.edges.some((edge) => edge.node.collection === null) || lines.length === 0 || lines.some((line) => line.element === null)) {
      throw new Error(`${database}, GraphQL ${page} page: a collection or catalogue element did not resolve`);
    }
  }

  for (let i = 0; i < WARM_UP; i++) {
    for (const page of PAGES) {
      await restPage(page);
      await graphPage(page);
    }
  }
  const times = { rest: { first: [] as number[], deep: [] as number[] }, graph: { first: [] as number[], deep: [] as number[] } };
  // Interleaved, so that drift (GC, the database's caches) weighs on every cell alike.
  for (let i = 0; i < RUNS; i++) {
    for (const page of PAGES) {
      times.rest[page].push(await timed(() => restPage(page)));
      times.graph[page].push(await timed(() => graphPage(page)));
    }
  }
  return {
    database,
    seedMs,
    rest: { first: percentiles(times.rest.first), deep: percentiles(times.rest.deep) },
    graph: { first: percentiles(times.graph.first), deep: percentiles(times.graph.deep) },
  };
}

async function graphQuery(gateway: Gateway, token: string, after: string | undefined): Promise<unknown> {
  const response = await gateway.fetch('http://bench/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: CLIENT_CONFIGURATIONS_QUERY, variables: { after: after ?? null } }),
  });
  if (response.status !== 200) throw new Error(`clientConfigurations: ${response.status} ${(await response.text()).slice(0, 500)}`);
  return response.json();
}

function parseGraph(answer: unknown, what: string) {
  const parsed = graphAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.errors) throw new Error(`${what}: ${JSON.stringify(answer).slice(0, 1500)}`);
  return parsed.data.data.clientConfigurations;
}

/** A fresh embedded database in a temporary data directory (demo accounts and catalogue, as `npm start` makes it), removed afterwards. */
export async function clientConfigurationsOnPglite(): Promise<ClientConfigurationsRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-configurations-'));
  try {
    const running = await startApi({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, { log: silentLogger });
    try {
      return await measureList('PGlite (embedded)', running);
    } finally {
      await running.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same on a PostgreSQL server: a fresh database on TEST_DATABASE_URL's server, given the demo accounts and
 * catalogue (a server gets none by itself, D15) so both databases hold the same rows; dropped afterwards whatever happens.
 */
export async function clientConfigurationsOnPostgres(adminUrl: string): Promise<ClientConfigurationsRow> {
  const name = `meble_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-pg-'));
  try {
    const version = await withAdminClient(adminUrl, async (client) => {
      await client.query(`create database ${name}`);
      return (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]?.v ?? '?';
    });
    const env = { ...process.env, DATABASE_URL: databaseUrl(adminUrl, name), DATA_DIR: dataDir, REDIS_URL: '', JWT_SECRET: randomBytes(48).toString('base64url') };
    const running = await startApi(env, { log: silentLogger });
    try {
      await seedDemo(running.db);
      return await measureList(`PostgreSQL ${version.split(' ')[0]} (server)`, running);
    } finally {
      await running.close();
    }
  } finally {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const p50p95 = (p: Percentiles) => `${ms(p.p50)} / ${ms(p.p95)}`;

function ratioCell(first: Percentiles, deep: Percentiles): { text: string; within: boolean } {
  const p50 = deep.p50 / first.p50;
  const p95 = deep.p95 / first.p95;
  return { text: `${p50.toFixed(2)}× (p95 ${p95.toFixed(2)}×)`, within: p50 <= MAX_RATIO && p95 <= MAX_RATIO };
}

export function clientConfigurationsReport(rows: readonly ClientConfigurationsRow[]): string {
  const tableRows: string[][] = [];
  const verdicts: string[] = [];
  for (const row of rows) {
    const rest = ratioCell(row.rest.first, row.rest.deep);
    const graph = ratioCell(row.graph.first, row.graph.deep);
    for (const page of PAGES) {
      tableRows.push([
        row.database,
        PAGE_LABELS[page],
        p50p95(row.rest[page]),
        p50p95(row.graph[page]),
        page === 'deep' ? `REST ${rest.text}; GraphQL ${graph.text}` : '',
      ]);
    }
    const verdict = (side: string, ratio: { within: boolean }) => `${side} ${ratio.within ? `within ${MAX_RATIO}×` : `NOT within ${MAX_RATIO}×`}`;
    verdicts.push(`${row.database}: deep/first ${verdict('REST', rest)}, ${verdict('GraphQL', graph)} (p50 and p95).`);
  }
  const table = markdownTable(
    ['database', 'page', 'REST p50 / p95 ms', 'GraphQL p50 / p95 ms', 'ratio deep/first (p50, p95)'],
    tableRows,
  );
  const seeds = rows.map((row) => `${row.database}: seeding ${CONFIGURATIONS.toLocaleString('en')} configurations (incl. VACUUM ANALYZE) took ${(row.seedMs / 1000).toFixed(1)} s.`);
  return [
    table,
    '',
    `${RUNS} measured runs per cell after ${WARM_UP} warm-up runs, interleaved; as an administrator, in-process API (GraphQL through the gateway, its auth check included).`,
    ...verdicts,
    ...seeds,
  ].join('\n');
}

function fail(message: string): never {
  throw new Error(message);
}
