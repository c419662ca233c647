// `npm run bench`: figures the README reports. Timings live here, never in tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = 4390;

/** Runs `npm start`'s script (the web app already built) and returns ms until /healthz answers 200. */
async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', API_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('not healthy within 120 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function latency(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${runs} runs)`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-'));
try {
  console.log(`npm start → healthy /healthz, fresh data dir: ${(await timeToHealthy(dataDir)).toFixed(0)} ms`);
  console.log(`npm start → healthy /healthz, existing data dir: ${(await timeToHealthy(dataDir)).toFixed(0)} ms`);

  const { startApi } = await import('@meble/api/runtime');
  const { createGateway } = await import('@meble/gateway/gateway');
  const { silentLogger } = await import('@meble/domain/logger');
  const api = await startApi({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  const gateway = createGateway({ upstream: (r) => Promise.resolve(api.api.fetch(r)), log: silentLogger });
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
  await api.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
