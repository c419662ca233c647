// `npm run bench:peers`: the collection page sent as a text document (an integrator's) and the web's elements screen
// sent by its persisted id, through our gateway and GraphQL Mesh over our OpenAPI, beside the legacy REST sequence
// and one REST call, each server in its own process, the REST API alone behind a latency proxy; then throughput at
// concurrency 10, with the API in the gateway's process and in its own. A script apart from `npm run bench`: it
// installs the peer on first use and needs npm.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COLLECTION_PAGE_QUERY, collectionPage, createBenchKits, KITS, legacyScreens, type CollectionPageAnswer } from '../collection-page.ts';
import { markdownTable, ms, percentiles, timed, type Percentiles } from '../measure.ts';
import { benchRest, createLink, signIn, type ApiFetch } from '../rest.ts';
import { startLatencyProxy } from './latency-proxy.ts';
import { webOperationId } from '../../kit/web-operations.ts';
import {
  composeMesh,
  installMesh,
  MESH_COLLECTION_PAGE_QUERY,
  MESH_ELEMENTS_SCREEN_QUERY,
  MESH_PACKAGES,
  meshCollectionPage,
  meshElementsScreen,
  retargetSupergraph,
  startMesh,
} from './mesh.ts';
import { cpuMs, freePort, runNode, startNode, type Server } from './processes.ts';
import { closedLoop } from './throughput.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const startScript = join(root, 'scripts', 'start.mjs');
const LATENCIES_MS = [0, 20] as const;
const RUNS = { 0: { warmUp: 5, runs: 50 }, 20: { warmUp: 3, runs: 30 } } as const;
const CONCURRENCY = 10;
const THROUGHPUT_WARM_UP_MS = 2_000;
const THROUGHPUT_MS = 10_000;
const THROUGHPUT_ROUNDS = 5;
/** Answers per side and turn for the CPU each server spends per answer (3 turns). */
const CPU_ANSWERS = 100;
const CPU_TURNS = 3;
const SCALE_SLUG = 'skala-1000';
const COLLECTIONS = [
  { slug: 'manhattan', label: 'manhattan (26 elements)', elements: 26, kits: 5 },
  { slug: SCALE_SLUG, label: '1,000 elements', elements: 1_000, kits: KITS.length },
] as const;
type Collection = (typeof COLLECTIONS)[number];

/** The bench's REST helpers address `API_BASE`; this sends their requests to a server over HTTP instead. */
function overHttp(origin: string): ApiFetch {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return fetch(new URL(`${url.pathname}${url.search}`, origin), { method: request.method, headers: request.headers, body });
  };
}

// The client shares the two cores with the servers: while timing it reads each answer as text and checks it
// cheaply (the answers were compared whole before), the same work for every side.
function graphqlPage(origin: string, query: string, token: string): (slug: string) => Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return async (slug) => {
    const response = await fetch(new URL('/graphql', origin), { method: 'POST', headers, body: JSON.stringify({ query, variables: { slug } }) });
    const text = await response.text();
    // Mesh answers a failed REST call (a 401, say) with an empty object and no error: the page must be there.
    if (!response.ok || !text.startsWith('{"data":{') || !text.includes('"totalCount":') || text.includes('"errors":')) {
      throw new Error(`${origin}: ${response.status} ${text.slice(0, 500)}`);
    }
  };
}

/** The web's elements screen, sent by its persisted id as the panel sends it. */
const ELEMENTS_SCREEN_ID = webOperationId('ElementsScreenQuery');

function persistedScreen(origin: string, token: string): (slug: string) => Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return async (slug) => {
    const response = await fetch(new URL('/graphql', origin), { method: 'POST', headers, body: JSON.stringify({ documentId: ELEMENTS_SCREEN_ID, variables: { slug } }) });
    const text = await response.text();
    if (!response.ok || !text.startsWith('{"data":{') || !text.includes('"totalCount":') || text.includes('"errors":')) {
      throw new Error(`${origin}: ${response.status} ${text.slice(0, 500)}`);
    }
  };
}

const elementsScreenAnswer = z.object({
  data: z.object({ collection: z.object({ elements: z.object({ totalCount: z.number(), edges: z.array(z.object({ node: z.object({ name: z.string() }) })) }) }) }),
});

/** Our gateway's elements screen and Mesh's same data must show the same elements, in the same order. */
async function sameScreens(origin: string, meshUrl: string, token: string, slug: string): Promise<void> {
  const response = await fetch(new URL('/graphql', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ documentId: ELEMENTS_SCREEN_ID, variables: { slug } }),
  });
  const ours = elementsScreenAnswer.parse(await response.json()).data.collection.elements;
  const theirs = await meshElementsScreen(meshUrl, token, slug);
  const names = ours.edges.map((edge) => edge.node.name);
  if (ours.totalCount !== theirs.totalCount || names.join('\n') !== theirs.names.join('\n')) {
    throw new Error(`${slug}: the elements screen differs between the gateway and Mesh`);
  }
}

async function restGet(origin: string, token: string, path: string): Promise<void> {
  const response = await fetch(new URL(path, origin), { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 500)}`);
}

/** The REST API alone (the production bundle, `npm run start:api`) on `dataDir`. */
async function startRestApi(dataDir: string): Promise<Server> {
  const port = await freePort();
  return startNode({
    name: 'REST API',
    args: [startScript, 'api'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', API_PORT: String(port), TRUST_PROXY: '1', NODE_ENV: 'production' },
    cwd: root,
    url: `http://127.0.0.1:${port}`,
    readyPath: '/healthz',
  });
}

/**
 * Our gateway as `npm start` runs it: with `apiUrl` it calls that API over HTTP, given the API's JWT_SECRET (read from
 * the API's data dir) as an operator shares it; without it the API runs in-process.
 */
async function startGateway(dataDir: string, apiUrl: string): Promise<Server> {
  const port = await freePort();
  const jwtSecret = apiUrl ? readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim() : '';
  return startNode({
    name: apiUrl ? 'gateway (API_URL)' : 'gateway (npm start)',
    args: [startScript],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', API_URL: apiUrl, JWT_SECRET: jwtSecret, PORT: String(port), NODE_ENV: 'production' },
    cwd: root,
    url: `http://127.0.0.1:${port}`,
    readyPath: '/healthz',
  });
}

const graphPage = (gatewayUrl: string, token: string, slug: string) =>
  collectionPage(fetch, new URL('/graphql', gatewayUrl).href, token, slug);

/** Both gateways must answer the same page: same counts and the same 50 elements, in the same order. */
function sameAnswers(collection: Collection, gateway: CollectionPageAnswer, mesh: CollectionPageAnswer): void {
  const expected = { totalCount: collection.elements, shown: Math.min(50, collection.elements), kits: collection.kits };
  for (const [side, answer] of [['gateway', gateway], ['Mesh', mesh]] as const) {
    const got = { totalCount: answer.totalCount, shown: answer.shown, kits: answer.kits };
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      throw new Error(`${collection.slug}: ${side} answered ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
    }
  }
  if (gateway.names.join('\n') !== mesh.names.join('\n')) throw new Error(`${collection.slug}: the gateway and Mesh show different elements`);
}

/** The REST calls of the page, as our gateway and Mesh make them. */
const pageCalls = (slug: string) => [
  '/api/cms/dictionaries',
  `/api/cms/collection/${slug}`,
  `/api/cms/collection/${slug}/elements?limit=50`,
  `/api/cms/collection/${slug}/kits`,
];
const rate = ({ completed, seconds }: { completed: number; seconds: number }) => completed / seconds;
const cell = (p: Percentiles) => `${ms(p.p50)} / ${ms(p.p95)}`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const verdict = (holds: boolean) => (holds ? 'holds' : 'MISSED');

const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-peers-'));
const embeddedDir = mkdtempSync(join(tmpdir(), 'meble-bench-peers-embedded-'));
const servers: Server[] = [];
function running(server: Server): Server {
  servers.push(server);
  return server;
}
async function stop(server: Server): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.stop();
}
let proxyClose: (() => Promise<void>) | undefined;
let composeDir: string | undefined;

try {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-missing'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const meshDir = installMesh();

  // One data dir: the demo catalogue (manhattan) and a 1,000-element collection with the bench's 5 kits.
  const cliEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
  await runNode('seed-demo', [startScript, 'seed-demo'], cliEnv, root);
  await runNode('seed-scale', [startScript, 'seed-scale', '--elements', '1000', '--collection', SCALE_SLUG], cliEnv, root);
  let api = running(await startRestApi(dataDir));
  const token = await signIn(overHttp(api.url), 'admin@example.com', 'Admin12345!');
  await createBenchKits(benchRest(overHttp(api.url), token), SCALE_SLUG);
  // The same data (and JWT secret) for the gateway's default set-up, which opens the database itself.
  await stop(api);
  cpSync(dataDir, embeddedDir, { recursive: true });
  api = running(await startRestApi(dataDir));

  const proxy = await startLatencyProxy(api.url);
  proxyClose = () => proxy.close();
  const supergraph = await composeMesh(meshDir, new URL('/api/openapi.json', api.url).href, proxy.url);
  composeDir = dirname(supergraph);
  const gateway = running(await startGateway(dataDir, proxy.url));
  const mesh = running(await startMesh(meshDir, supergraph));
  const legacyLink = createLink(overHttp(proxy.url));

  const sides = {
    gateway: graphqlPage(gateway.url, COLLECTION_PAGE_QUERY, token),
    mesh: graphqlPage(mesh.url, MESH_COLLECTION_PAGE_QUERY, token),
    gatewayPersisted: persistedScreen(gateway.url, token),
    meshScreen: graphqlPage(mesh.url, MESH_ELEMENTS_SCREEN_QUERY, token),
    legacy: (slug: string) => legacyScreens(legacyLink, token, slug),
    one: (slug: string) => restGet(proxy.url, token, `/api/cms/collection/${slug}/elements?limit=50`),
  };

  // Before timing: the same data from both gateways, the legacy sequence reads it all, and the REST calls each side makes.
  const callRows: string[][] = [];
  for (const collection of COLLECTIONS) {
    const [ours, theirs] = [await graphPage(gateway.url, token, collection.slug), await meshCollectionPage(mesh.url, token, collection.slug)];
    sameAnswers(collection, ours, theirs);
    await sameScreens(gateway.url, mesh.url, token, collection.slug);
    const legacy = await sides.legacy(collection.slug);
    if (legacy.elements !== collection.elements || legacy.kits !== collection.kits) {
      throw new Error(`${collection.slug}: the legacy sequence read ${JSON.stringify(legacy)}`);
    }
    const counts: string[] = [];
    for (const side of [sides.gateway, sides.mesh, sides.gatewayPersisted, sides.meshScreen, sides.legacy]) {
      proxy.calls.length = 0;
      await side(collection.slug);
      const me = proxy.calls.filter((call) => call === 'GET /api/users/me').length;
      counts.push(me > 0 ? `${proxy.calls.length - me} + ${me} \`/users/me\`` : String(proxy.calls.length));
    }
    callRows.push([collection.label, ...counts]);
  }
  const peer = Object.entries(MESH_PACKAGES).map(([name, version]) => `${name}@${version}`);
  console.log(`### Peers: GraphQL Mesh (${peer.join(', ')}) on Node ${process.versions.node}\n`);
  console.log('REST calls per collection page (counted at the proxy):\n');
  console.log(
    markdownTable(['collection', 'our gateway, page as text', 'Mesh, page', 'our gateway, elements screen by id', 'Mesh, elements screen', 'legacy sequence'], callRows),
  );

  // Concurrency 1, the four sides interleaved so that drift weighs on all alike.
  const targets: string[] = [];
  for (const latencyMs of LATENCIES_MS) {
    proxy.latencyMs = latencyMs;
    const { warmUp, runs } = RUNS[latencyMs];
    const rows: string[][] = [];
    for (const collection of COLLECTIONS) {
      const names = ['gateway', 'mesh', 'gatewayPersisted', 'meshScreen', 'legacy', 'one'] as const;
      const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<(typeof names)[number], number[]>;
      for (let i = 0; i < warmUp + runs; i++) {
        for (const side of names) {
          const took = await timed(() => sides[side](collection.slug));
          if (i >= warmUp) times[side].push(took);
        }
        legacyLink.calls.length = 0;
        proxy.calls.length = 0;
      }
      const [g, m, gp, ms, l, o] = names.map((name) => percentiles(times[name])) as [Percentiles, Percentiles, Percentiles, Percentiles, Percentiles, Percentiles];
      rows.push([collection.label, cell(g), cell(m), ratio(g.p50, m.p50), cell(gp), cell(ms), ratio(gp.p50, ms.p50), cell(l), cell(o), ratio(g.p50, l.p50)]);
      if (latencyMs === 20) {
        targets.push(
          `- ${collection.label}, 20 ms: gateway p50 ≤ Mesh p50, page as text (${ratio(g.p50, m.p50)}): ${verdict(g.p50 <= m.p50)}; ` +
            `elements screen by id (${ratio(gp.p50, ms.p50)}): ${verdict(gp.p50 <= ms.p50)}; ` +
            `page ≤ 0.3× legacy (${ratio(g.p50, l.p50)}): ${verdict(g.p50 <= 0.3 * l.p50)}`,
        );
      }
    }
    console.log(`\n### Collection page at concurrency 1, ${latencyMs} ms per REST call (p50 / p95 ms, ${runs} runs)\n`);
    console.log(
      markdownTable(
        [
          `${latencyMs} ms per REST call`,
          'our gateway, page as text',
          'Mesh, page',
          'gateway/Mesh',
          'our gateway, elements screen by id',
          'Mesh, elements screen',
          'gateway/Mesh',
          'legacy sequence',
          'one REST call',
          'page/legacy (p50)',
        ],
        rows,
      ),
    );
  }
  proxy.latencyMs = 0;
  console.log(`\nTargets:\n${targets.join('\n')}`);

  // What each gateway's own process spends per answer (CPU, user and system), the sides taken in turns: latency moves
  // with whatever else the machine does, CPU time much less.
  const cpuSides = [
    { name: 'gatewayPage', pid: gateway.pid, run: sides.gateway },
    { name: 'meshPage', pid: mesh.pid, run: sides.mesh },
    { name: 'gatewayScreen', pid: gateway.pid, run: sides.gatewayPersisted },
    { name: 'meshScreen', pid: mesh.pid, run: sides.meshScreen },
  ] as const;
  const cpuRows: string[][] = [];
  if (cpuMs(gateway.pid) !== undefined) {
    for (const collection of COLLECTIONS) {
      const spent = Object.fromEntries(cpuSides.map((side) => [side.name, 0])) as Record<(typeof cpuSides)[number]['name'], number>;
      for (let turn = 0; turn < CPU_TURNS; turn++) {
        for (const side of cpuSides) {
          const before = cpuMs(side.pid) ?? 0;
          for (let i = 0; i < CPU_ANSWERS; i++) await side.run(collection.slug);
          spent[side.name] += (cpuMs(side.pid) ?? 0) - before;
        }
      }
      const per = (name: keyof typeof spent) => spent[name] / (CPU_ANSWERS * CPU_TURNS);
      cpuRows.push([
        collection.label,
        per('gatewayPage').toFixed(2),
        per('meshPage').toFixed(2),
        ratio(per('gatewayPage'), per('meshPage')),
        per('gatewayScreen').toFixed(2),
        per('meshScreen').toFixed(2),
        ratio(per('gatewayScreen'), per('meshScreen')),
      ]);
    }
    console.log(`\n### CPU per answer of each gateway's process (ms, user and system, ${CPU_ANSWERS * CPU_TURNS} answers in ${CPU_TURNS} turns, 0 ms per REST call)\n`);
    console.log(
      markdownTable(['collection', 'our gateway, page as text', 'Mesh, page', 'gateway/Mesh', 'our gateway, elements screen by id', 'Mesh, elements screen', 'gateway/Mesh'], cpuRows),
    );
  }

  // Throughput: each server alone on the machine (the others stopped or idle), no proxy, no added latency.
  await stop(gateway);
  await stop(mesh);
  const embedded = running(await startGateway(embeddedDir, ''));
  const apart = running(await startGateway(dataDir, api.url));
  const meshDirect = running(await startMesh(meshDir, retargetSupergraph(supergraph, proxy.url, api.url)));
  const loads = {
    gateway: graphqlPage(embedded.url, COLLECTION_PAGE_QUERY, token),
    apart: graphqlPage(apart.url, COLLECTION_PAGE_QUERY, token),
    mesh: graphqlPage(meshDirect.url, MESH_COLLECTION_PAGE_QUERY, token),
    direct: (slug: string) => Promise.all(pageCalls(slug).map((path) => restGet(api.url, token, path))),
  };
  const throughputRows: string[][] = [];
  const throughputTargets: string[] = [];
  for (const collection of COLLECTIONS) {
    const [ours, theirs] = [await graphPage(embedded.url, token, collection.slug), await meshCollectionPage(meshDirect.url, token, collection.slug)];
    sameAnswers(collection, ours, theirs);
    const sides = ['gateway', 'apart', 'mesh', 'direct'] as const;
    const totals = Object.fromEntries(sides.map((side) => [side, { completed: 0, seconds: 0 }])) as Record<(typeof sides)[number], { completed: number; seconds: number }>;
    for (const side of sides) await closedLoop(() => loads[side](collection.slug), { concurrency: CONCURRENCY, durationMs: THROUGHPUT_WARM_UP_MS });
    // Slices taken in turns, so that load from elsewhere on the machine weighs on every side alike.
    for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
      for (const side of sides) {
        const work = () => loads[side](collection.slug);
        const slice = await closedLoop(work, { concurrency: CONCURRENCY, durationMs: THROUGHPUT_MS / THROUGHPUT_ROUNDS });
        totals[side].completed += slice.completed;
        totals[side].seconds += slice.seconds;
      }
    }
    const [g, a, m, d] = sides.map((side) => rate(totals[side])) as [number, number, number, number];
    throughputRows.push([collection.label, g.toFixed(1), a.toFixed(1), m.toFixed(1), d.toFixed(1), ratio(g, m), ratio(g, d), ratio(a, m), ratio(a, d)]);
    throughputTargets.push(
      `- ${collection.label}, default set-up: gateway ≥ 1× Mesh (${ratio(g, m)}): ${verdict(g >= m)}; ≥ 0.9× direct (${ratio(g, d)}): ${verdict(g >= 0.9 * d)}`,
      `- ${collection.label}, API in its own process: gateway ≥ 1× Mesh (${ratio(a, m)}): ${verdict(a >= m)}; ≥ 0.9× direct (${ratio(a, d)}): ${verdict(a >= 0.9 * d)}`,
    );
  }
  const loop = `closed loop, ${THROUGHPUT_MS / 1000} s in ${THROUGHPUT_ROUNDS} turns after ${THROUGHPUT_WARM_UP_MS / 1000} s warm-up`;
  console.log(`\n### Throughput at concurrency ${CONCURRENCY} (pages/s, ${loop}, no added latency)\n`);
  console.log(
    markdownTable(
      [
        'collection page (text)',
        'our gateway (`npm start`, in-process API)',
        'our gateway (`API_URL`, API in its own process)',
        'Mesh over the API',
        'the four REST calls in parallel',
        'default/Mesh',
        'default/direct',
        'own process/Mesh',
        'own process/direct',
      ],
      throughputRows,
    ),
  );
  console.log(`\nTargets:\n${throughputTargets.join('\n')}`);
} finally {
  for (const server of servers.reverse()) await server.stop();
  await proxyClose?.();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(embeddedDir, { recursive: true, force: true });
  if (composeDir) rmSync(composeDir, { recursive: true, force: true });
}
