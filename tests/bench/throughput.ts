// Throughput of the collection page at a fixed concurrency, on a server started as an operator starts it
// (`node scripts/start.mjs`: the production bundle, plain node). A closed loop of N clients, each sending its
// next page as soon as the last one answered, against (a) the page's GraphQL query through the gateway and
// (b) the same REST calls the gateway makes for it, sent in parallel straight to `/api`.
// Run alone: `npx tsx tests/bench/throughput.ts [--seconds 20] [--concurrency 10] [--setups worker,thread,process]`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { elementSchema } from '@meble/domain/element';
import { kitDetailSchema } from '@meble/domain/kit';
import { silentLogger } from '@meble/domain/logger';
import { COLLECTION_PAGE_QUERY, KITS } from './collection-page.ts';
import { markdownTable, ms, percentiles } from './measure.ts';
import { benchRest, createLink, signIn } from './rest.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.THROUGHPUT_PORT ?? 4395);
const API_PORT = PORT + 1;
const SLUG = 'przepustowosc-1000';
const ELEMENTS = 1_000;
const AUTH_CHECK = /^GET \/api\/users\/me$/;

/** How the REST API runs beside the gateway; `worker` and `thread` are the embedded default's two modes. */
export const SETUPS = {
  worker: 'one process, the API and PGlite in a worker thread (API_WORKER=1, the default)',
  thread: 'one process, the API and PGlite on the gateway\'s thread (API_WORKER=0)',
  process: 'two processes: `npm run start:api` and the gateway with API_URL',
} as const;
export type Setup = keyof typeof SETUPS;

export interface ThroughputOptions {
  seconds?: number;
  concurrency?: number;
  setups?: readonly Setup[];
  /** Seconds of load before measuring, so the JIT and PGlite's caches are warm. */
  warmUpSeconds?: number;
}

export interface Prepared {
  dataDir: string;
  token: string;
  /** "GET /api/…" of each data call the gateway makes for the page (the auth check left out). */
  restCalls: string[];
}

/** A data dir with the demo data and a 1,000-element collection with the bench's kits; the gateway's calls for its page. */
export async function prepareThroughputData(): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-throughput-'));
  const { startApi } = await import('@meble/api/runtime');
  const { seedScale } = await import('@meble/api/seed/scale');
  const { createGateway } = await import('@meble/gateway/gateway');
  const api = await startApi({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', JWT_SECRET: '' }, { log: silentLogger });
  try {
    const apiFetch = (request: Request) => Promise.resolve(api.api.fetch(request));
    const token = await signIn(apiFetch, 'admin@example.com', 'Admin12345!');
    await seedScale(api.db, { elements: ELEMENTS, slug: SLUG });
    const rest = benchRest(apiFetch, token);
    const first = await rest.json(z.object({ elements: z.array(elementSchema) }), 'GET', `/api/cms/collection/${SLUG}/elements?limit=10`);
    const ids = first.elements.map((element) => element._id);
    for (const [ord, kit] of KITS.entries()) {
      const elements = kit.elements.map((i) => ids[i]!);
      const body = { cSlug: SLUG, name: kit.name, tinydesc: '', ord: ord + 1, thumbUrl: '', isActive: kit.isActive, elements };
      await rest.json(kitDetailSchema, 'POST', '/api/cms/kit/create', body, 201);
    }
    // The gateway's own upstream calls for the page, whatever they are on this branch.
    const link = createLink(apiFetch);
    const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: link.fetch, log: silentLogger });
    const answer = await gateway.fetch('http://bench/graphql', graphqlInit(token));
    checkGraphqlAnswer(answer.status, await answer.text());
    const restCalls = link.calls.filter((call) => !AUTH_CHECK.test(call));
    if (restCalls.length === 0 || restCalls.some((call) => !call.startsWith('GET '))) {
      throw new Error(`unexpected upstream calls for the page: ${link.calls.join(', ')}`);
    }
    return { dataDir, token, restCalls };
  } finally {
    await api.close();
  }
}

function graphqlInit(token: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: COLLECTION_PAGE_QUERY, variables: { slug: SLUG } }),
  };
}

function checkGraphqlAnswer(status: number, text: string): void {
  // A substring check is enough once the first answer was seen whole; parsing every answer would load the client.
  if (status !== 200 || !text.startsWith('{"data":{"collection":{') || text.includes('"errors":')) {
    throw new Error(`collection page: ${status} ${text.slice(0, 500)}`);
  }
}

interface Server {
  /** The server's processes: one, or the API's and the gateway's. */
  pids: number[];
  stop(): Promise<void>;
}

/** CPU ticks (user + system, 1/100 s) per thread of `pid`, by thread id (Linux /proc). */
function threadTicks(pid: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(Number(task), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the thread ended in between
    }
  }
  return ticks;
}

/**
 * CPU the server spent, in ms: all its threads, its main threads (where the gateway and, on one thread, the API
 * run), and the busiest other thread (the API's worker when there is one). On a busy machine pages/s mostly
 * measures the neighbours; CPU per page does not, and the busiest thread's share bounds pages/s on an idle one.
 */
interface CpuUse {
  totalMs: number;
  mainMs: number;
  busiestOtherMs: number;
}

function cpuMeter(pids: readonly number[]): () => CpuUse {
  const before = pids.map(threadTicks);
  return () => {
    const use: CpuUse = { totalMs: 0, mainMs: 0, busiestOtherMs: 0 };
    pids.forEach((pid, i) => {
      for (const [tid, ticks] of threadTicks(pid)) {
        const ms = (ticks - (before[i]!.get(tid) ?? 0)) * 10;
        use.totalMs += ms;
        if (tid === pid) use.mainMs += ms;
        else use.busiestOtherMs = Math.max(use.busiestOtherMs, ms);
      }
    });
    return use;
  };
}

function start(args: string[], env: Record<string, string>): { child: ChildProcess; exited: Promise<number | string | null> } {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', API_URL: '', REDIS_URL: '', JWT_SECRET: '', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, exited };
}

async function healthy(port: number, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 1200; i++) {
    if (gone) throw new Error(`the server on ${port} exited before /healthz answered`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`port ${port} never became healthy`);
}

/** Starts `setup` on the prepared data dir, answers once /healthz does. */
async function startSetup(setup: Setup, dataDir: string): Promise<Server> {
  const startScript = join(root, 'scripts', 'start.mjs');
  const processes: { child: ChildProcess; exited: Promise<unknown> }[] = [];
  if (setup === 'process') {
    const api = start([startScript, 'api'], { API_PORT: String(API_PORT), DATA_DIR: dataDir, TRUST_PROXY: '1' });
    processes.push(api);
    await healthy(API_PORT, api.exited);
    const gateway = start([startScript], { PORT: String(PORT), API_URL: `http://127.0.0.1:${API_PORT}` });
    processes.push(gateway);
    await healthy(PORT, gateway.exited);
  } else {
    const server = start([startScript], { PORT: String(PORT), DATA_DIR: dataDir, API_WORKER: setup === 'worker' ? '1' : '0' });
    processes.push(server);
    await healthy(PORT, server.exited);
  }
  return {
    pids: processes.map(({ child }) => child.pid!),
    async stop() {
      for (const { child, exited } of processes.reverse()) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

interface LoopResult {
  pagesPerSecond: number;
  p50: number;
  pages: number;
  /** The server's CPU per page, ms. */
  cpu: CpuUse;
}

/** `concurrency` clients in a closed loop for `seconds`: pages per second, the median page time, CPU per page. */
async function closedLoop(page: () => Promise<void>, concurrency: number, seconds: number, pids: readonly number[]): Promise<LoopResult> {
  const times: number[] = [];
  const cpu = cpuMeter(pids);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await page();
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  const used = cpu();
  const perPage = (value: number) => value / times.length;
  return {
    pagesPerSecond: times.length / elapsed,
    p50: percentiles(times).p50,
    pages: times.length,
    cpu: { totalMs: perPage(used.totalMs), mainMs: perPage(used.mainMs), busiestOtherMs: perPage(used.busiestOtherMs) },
  };
}

export interface ThroughputRow {
  setup: Setup;
  graphql: LoopResult;
  rest: LoopResult;
}

/** Measures every setup in turn on one prepared data dir. */
export async function throughputRows(options: ThroughputOptions = {}): Promise<{ rows: ThroughputRow[]; restCalls: string[] }> {
  const { seconds = 20, concurrency = 10, setups = ['worker', 'thread', 'process'], warmUpSeconds = 3 } = options;
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-missing'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const { dataDir, token, restCalls } = await prepareThroughputData();
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const graphqlPage = async () => {
      const response = await fetch(`${base}/graphql`, graphqlInit(token));
      checkGraphqlAnswer(response.status, await response.text());
    };
    const restHeaders = { accept: 'application/json', authorization: `Bearer ${token}` };
    const restPage = async () => {
      await Promise.all(
        restCalls.map(async (call) => {
          const response = await fetch(`${base}${call.slice('GET '.length)}`, { headers: restHeaders });
          const body = await response.arrayBuffer();
          if (response.status !== 200 || body.byteLength === 0) throw new Error(`${call}: ${response.status}`);
        }),
      );
    };
    const rows: ThroughputRow[] = [];
    for (const setup of setups) {
      const server = await startSetup(setup, dataDir);
      try {
        await closedLoop(graphqlPage, concurrency, warmUpSeconds, server.pids);
        await closedLoop(restPage, concurrency, warmUpSeconds, server.pids);
        const graphql = await closedLoop(graphqlPage, concurrency, seconds, server.pids);
        const rest = await closedLoop(restPage, concurrency, seconds, server.pids);
        rows.push({ setup, graphql, rest });
      } finally {
        await server.stop();
      }
    }
    return { rows, restCalls };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A markdown table of `throughputRows`, with the REST calls named. */
export async function throughputReport(options: ThroughputOptions = {}): Promise<string> {
  const { concurrency = 10, seconds = 20 } = options;
  const { rows, restCalls } = await throughputRows(options);
  const cpu = ({ cpu: use }: LoopResult) => `${ms(use.totalMs)} (${ms(use.mainMs)} / ${ms(use.busiestOtherMs)})`;
  const table = markdownTable(
    [
      'set-up',
      'GraphQL pages/s',
      'GraphQL p50 ms',
      'direct REST pages/s',
      'direct REST p50 ms',
      'GraphQL / direct',
      'GraphQL CPU ms/page (main / busiest other thread)',
      'direct CPU ms/page (main / busiest other)',
    ],
    rows.map(({ setup, graphql, rest }) => [
      SETUPS[setup],
      graphql.pagesPerSecond.toFixed(1),
      ms(graphql.p50),
      rest.pagesPerSecond.toFixed(1),
      ms(rest.p50),
      `${(graphql.pagesPerSecond / rest.pagesPerSecond).toFixed(2)}×`,
      cpu(graphql),
      cpu(rest),
    ]),
  );
  const calls = restCalls.map((call) => `\`${call.replace(SLUG, '{slug}')}\``).join(', ');
  return `${table}\n\n${ELEMENTS.toLocaleString('en')}-element collection, concurrency ${concurrency}, ${seconds} s each, on the production bundle; direct REST = ${calls} in parallel.`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string' }, concurrency: { type: 'string' }, setups: { type: 'string' } },
  });
  const setups = values.setups?.split(',').map((name) => z.enum(Object.keys(SETUPS) as [Setup, ...Setup[]]).parse(name));
  console.log(
    await throughputReport({
      ...(values.seconds ? { seconds: Number(values.seconds) } : {}),
      ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
      ...(setups ? { setups } : {}),
    }),
  );
}
