// `/healthz` latency while attacks on the graph are sent, before and after the operation limits (gateway/src/limits.ts).
// The server runs in its own process (attack-server.ts: the REST API and PGlite on the gateway's thread, demo data);
// this process sends one attack after another for a few seconds while it asks /healthz every 20 ms.
// Run alone: `npx tsx tests/bench/attack.ts [--seconds 4]`.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { markdownTable, ms, percentiles, sleep } from './measure.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(limits: boolean): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-attack-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests/bench/attack-server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, BENCH_LIMITS: limits ? 'on' : 'off', JWT_SECRET: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // The port is the first line; the rest of stdout is read too, so the server never writes into a closed pipe.
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.on('line', (line) => {
      const parsed = /^\{"port":(\d+)\}$/.exec(line);
      if (parsed) resolve(Number(parsed[1]));
    });
    child.once('exit', (code) => reject(new Error(`the attack server exited (${code}) before listening`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** GET /healthz on a new connection each time: a kept-alive one may be closed by the server just as it is reused. */
function healthz(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(`${url}/healthz`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`healthz ${response.statusCode}`))));
    }).on('error', reject);
  });
}

async function graph(url: string, body: string, token?: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: response.status, text: await response.text() };
}

async function signIn(url: string, email: string): Promise<string> {
  const query = `mutation { signIn(email: "${email}", password: "${email.startsWith('admin') ? 'Admin12345!' : 'Salon12345!'}") { ... on SignInPayload { token } } }`;
  const { text } = await graph(url, JSON.stringify({ query }));
  return (JSON.parse(text) as { data: { signIn: { token: string } } }).data.signIn.token;
}

interface Attack {
  label: string;
  body: string;
  who: 'anonymous' | 'admin' | 'salon';
}

function attacks(slug: string): Attack[] {
  const aliases = (field: string, count: number) => `{${Array.from({ length: count }, (_, i) => `a${i}:${field}`).join(' ')}}`;
  return [
    { label: '200,000 aliases of `__typename` (3.6 MB), anonymous', who: 'anonymous', body: JSON.stringify({ query: aliases('__typename', 200_000) }) },
    {
      label: '`collection → kits → collection` seven turns (294 bytes), administrator',
      who: 'admin',
      body: JSON.stringify({ query: `{collection(slug:"${slug}"){${'kits{collection{'.repeat(7)}id name${'}}'.repeat(7)}}}` }),
    },
    {
      label: 'fragment fan-out, 30 levels (1.2 KB), salon user',
      who: 'salon',
      body: JSON.stringify({
        query: `query { ...F0 } ${Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F30 on Query { __typename }`,
      }),
    },
    {
      label: '300 aliases of `clientConfigurations(first: 100)`, salon user',
      who: 'salon',
      body: JSON.stringify({ query: aliases('clientConfigurations(first:100){edges{node{id customerEmail}}}', 300) }),
    },
  ];
}

interface Figures {
  healthz: { p50: number; p95: number; max: number; count: number; failures: number };
  attack: { median: number; count: number; answer: string };
}

/** Sends the attack in a closed loop for `seconds` (and until its first answer) while /healthz is asked every 20 ms. */
async function underAttack(url: string, attack: Attack, token: string | undefined, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const attackTimes: number[] = [];
  let answer = '';
  let attacking = true;
  let failures = 0;
  let attackFailures = 0;
  const poller = (async () => {
    while (attacking) {
      const started = performance.now();
      try {
        await healthz(url);
        latencies.push(performance.now() - started);
      } catch {
        failures++;
      }
      await sleep(20);
    }
  })();
  const until = performance.now() + seconds * 1000;
  while ((attackTimes.length === 0 && attackFailures < 100) || performance.now() < until) {
    const started = performance.now();
    try {
      const { status, text } = await graph(url, attack.body, token);
      attackTimes.push(performance.now() - started);
      const code = /"code":"([A-Z_]+)"/.exec(text.slice(0, 2000))?.[1];
      answer = `${status}${code ? ` ${code}` : ''}, ${text.length > 1e5 ? `${(text.length / 1e6).toFixed(1)} MB` : `${text.length} B`}`;
    } catch {
      // The server answered before reading the whole body (a 413), then closed the connection under the upload.
      attackFailures++;
    }
  }
  if (attackFailures) answer += ` (${attackFailures} connections closed under the upload)`;
  attacking = false;
  await poller;
  const { p50, p95 } = percentiles(latencies);
  return {
    healthz: { p50, p95, max: Math.max(...latencies), count: latencies.length, failures },
    attack: { median: attackTimes.length ? percentiles(attackTimes).p50 : Number.NaN, count: attackTimes.length, answer },
  };
}

async function measure(limits: boolean, seconds: number): Promise<Map<string, Figures>> {
  const server = await startServer(limits);
  try {
    const tokens = { anonymous: undefined, admin: await signIn(server.url, 'admin@example.com'), salon: await signIn(server.url, 'salon1@example.com') };
    // The demo collection with the most kits makes the cycle costliest.
    const { text } = await graph(server.url, JSON.stringify({ query: '{ collectionCategories { collections { slug kitCount } } }' }), tokens.admin);
    const collections = (JSON.parse(text) as { data: { collectionCategories: { collections: { slug: string; kitCount: number }[] }[] } }).data
      .collectionCategories.flatMap((category) => category.collections)
      .sort((a, b) => b.kitCount - a.kitCount);
    // The baseline first: /healthz beside a trivial query.
    const quiet: Attack = { label: '(no attack)', who: 'anonymous', body: JSON.stringify({ query: '{ __typename }' }) };
    const figures = new Map<string, Figures>();
    for (const attack of [quiet, ...attacks(collections[0]!.slug)]) {
      process.stderr.write(`${limits ? 'after' : 'before'}: ${attack.label}\n`);
      figures.set(attack.label, await underAttack(server.url, attack, tokens[attack.who], attack === quiet ? 1 : seconds));
    }
    return figures;
  } finally {
    await stopServer(server);
  }
}

export async function attackReport({ seconds = 4 }: { seconds?: number } = {}): Promise<string> {
  const before = await measure(false, seconds);
  const after = await measure(true, seconds);
  const rows = [...after.keys()].map((label) => {
    const b = before.get(label)!;
    const a = after.get(label)!;
    const health = (f: Figures) =>
      `${ms(f.healthz.p50)} / ${ms(f.healthz.p95)} / ${ms(f.healthz.max)}${f.healthz.failures ? ` (${f.healthz.failures} failed)` : ''}`;
    const answer = (f: Figures) => `${f.attack.answer} in ${ms(f.attack.median, 0)} ms (×${f.attack.count})`;
    return [label, health(b), health(a), label === '(no attack)' ? '' : answer(b), label === '(no attack)' ? '' : answer(a)];
  });
  return markdownTable(
    ['attack', '/healthz p50 / p95 / max, before (ms)', 'after (ms)', 'the attack answered, before', 'after'],
    rows,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '4' } } });
  console.log(await attackReport({ seconds: Number(values.seconds) }));
}
