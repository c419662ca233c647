// `npm run bench`: figures the README reports. Timings live here, never in tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientConfigurationsOnPglite, clientConfigurationsOnPostgres, clientConfigurationsReport, CONFIGURATIONS } from './client-configurations.ts';
import { prepareCollectionPageBench } from './collection-page.ts';
import { csvImportRow, csvImportRowOnPostgres, csvImportTable } from './csv-import.ts';
import { attackReport } from './attack.ts';
import { drainReport } from './drain.ts';
import { fileListRows, fileListTable, LIST_FILES, uploadReport, validationReport } from './files.ts';
import { historyCostRow, historyCostTable } from './history.ts';
import { hostileDocumentsReport } from './hostile-documents.ts';
import { ELEMENT_LIST_SIZE, elementListRows, elementListTable } from './element-list.ts';
import { onPostgresServer } from './postgres.ts';
import { percentiles, timed } from './measure.ts';
import type { ApiFetch } from './rest.ts';
import { signInAttackReport } from './sign-in-attack.ts';
import { startupReport } from './startup.ts';
import { throughputReport } from './throughput.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

async function latency(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(fn));
  const { p50, p95 } = percentiles(times);
  console.log(`${label}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${runs} runs)`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-'));
try {
  console.log('### Start-up (2 cores, embedded PGlite)\n');
  console.log(await startupReport());
  console.log();

  console.log("### A real user's sign-in while 30 bogus sign-ins arrive at once (graph, in-process API, scrypt N=2^17)\n");
  console.log(await signInAttackReport());
  console.log();

  const { startApi } = await import('@meble/api/runtime');
  const { createGateway } = await import('@meble/gateway/gateway');
  const { silentLogger } = await import('@meble/domain/logger');
  const api = await startApi({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: (r, context) => Promise.resolve(api.api.fetch(r, { ...context })), log: silentLogger });
  const post = async (query: string, token?: string) =>
    gateway.fetch('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
  const signIn = await post('mutation { signIn(email: "admin@example.com", password: "Admin12345!") { ... on SignInPayload { token } } }');
  const token = ((await signIn.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
  await latency('signIn (scrypt N=2^17)', 10, () =>
    post('mutation { signIn(email: "admin@example.com", password: "Admin12345!") { __typename } }'),
  );
  await latency('signIn, unknown e-mail (dummy hash: should match the above)', 10, () =>
    post('mutation { signIn(email: "nikt@example.com", password: "Admin12345!") { __typename } }'),
  );
  await latency('viewer + dictionaries through the gateway (in-process API, PGlite)', 300, () =>
    post('{ viewer { id name isAdmin } dictionaries { priceGroups { slug } } }', token),
  );

  try {
    const apiFetch: ApiFetch = (request, bindings) => Promise.resolve(api.api.fetch(request, { ...bindings }));
    const page = await prepareCollectionPageBench(api.db, apiFetch, token);
    console.log('\n### Upstream REST calls per collection-page query (in-process API, PGlite)\n');
    console.log(await page.callCounts());
    console.log('\n### Collection page: one GraphQL query through the gateway vs. the legacy REST sequence (in-process API, PGlite)\n');
    console.log(await page.latencies());

    console.log('\n### The history\'s cost: PATCH of an element through the in-process API with every write recorded, against the same update unrecorded\n');
    const historyRows = [await historyCostRow('PGlite (embedded)', api.db, api.config, token)];
    if (process.env.TEST_DATABASE_URL) historyRows.push(await onPostgresServer(process.env.TEST_DATABASE_URL, ({ label, db, config, token: pgToken }) => historyCostRow(label, db, config, pgToken)));
    console.log(historyCostTable(historyRows));

    console.log('\n### CSV import of 10,000 lines (a scale collection\'s export, into a fresh empty collection)\n');
    const csvRows = [await csvImportRow('PGlite (embedded)', api.db, apiFetch, token)];
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) csvRows.push(await csvImportRowOnPostgres(adminUrl));
    console.log(csvImportTable(csvRows));
    if (!adminUrl) console.log('\n(PostgreSQL server: not measured, TEST_DATABASE_URL is not set.)');

    console.log(`\n### Element list (GET /api/cms/collection/{slug}/elements) at ${ELEMENT_LIST_SIZE.toLocaleString('en')} elements\n`);
    const listRows = await elementListRows({ label: 'PGlite (embedded)', db: api.db, api: apiFetch, token, config: api.config });
    if (adminUrl) listRows.push(...(await onPostgresServer(adminUrl, elementListRows)));
    console.log(elementListTable(listRows));
    if (!adminUrl) console.log('\n(PostgreSQL server: not measured, TEST_DATABASE_URL is not set.)');

    console.log(`\n### File list (GET /api/files/list/models) at ${LIST_FILES.toLocaleString('en')} files: first page vs. the last one (keyset)\n`);
    console.log(fileListTable(await fileListRows('PGlite (embedded)', api.db, apiFetch, token)));
  } finally {
    await api.close();
  }

  console.log('\n### Hostile documents: CPU from request to answer, each shape at the token limit and at its largest within the limits (in-process API, PGlite)\n');
  console.log(await hostileDocumentsReport());

  console.log('\n### SIGTERM with connections queued at the socket: without and with a drain\n');
  console.log(await drainReport());

  console.log('\n### /healthz while attacks on the graph are sent, before and after the operation limits (server in its own process, PGlite, demo data)\n');
  console.log(await attackReport());

  console.log('\n### Throughput of the collection page at concurrency 10: where the REST API runs (production bundle, PGlite)\n');
  console.log(await throughputReport({ seconds: 10 }));

  console.log('\n### A 256 MB upload through `npm start` (PGlite, files under DATA_DIR, the API in its worker): the server\'s memory and speed\n');
  console.log(await uploadReport());

  console.log('\n### The glTF check (gltf-validator) of the demo models\n');
  console.log(await validationReport());

  // After the API above is closed: the 100,000-row embedded database alone takes about a gigabyte.
  console.log(`\n### Client configurations list at ${CONFIGURATIONS.toLocaleString('en')} rows: first page vs. the last one (keyset)\n`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const configurationRows = [await clientConfigurationsOnPglite()];
  if (adminUrl) configurationRows.push(await clientConfigurationsOnPostgres(adminUrl));
  console.log(clientConfigurationsReport(configurationRows));
  if (!adminUrl) console.log('\n(PostgreSQL server: not measured, TEST_DATABASE_URL is not set.)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
