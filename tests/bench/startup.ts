// Start-up figures of `npm run bench`: from spawning a server to a 200 on /healthz, on the production bundle
// (`npm start`) and, for comparison, on the TypeScript sources through tsx (the development path).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable, median } from './measure.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = 4390;
const EXISTING_RUNS = 5;

/** Spawns `args` with node and returns ms until /healthz answers 200; the server is stopped afterwards. */
async function timeToHealthy(args: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', API_URL: '', REDIS_URL: '', SHUTDOWN_DRAIN_MS: '0' },
    stdio: 'ignore',
  });
  let exited: number | string | null | undefined;
  child.once('exit', (code, signal) => (exited = code ?? signal));
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('not healthy within 120 s');
      if (exited !== undefined) throw new Error(`${args.join(' ')} exited (${exited}) before /healthz answered`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (exited === undefined) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

const RUNNERS: { label: string; args: string[] }[] = [
  { label: '`npm start` (node on dist/server/gateway.mjs)', args: [join(root, 'scripts/start.mjs')] },
  { label: 'sources through tsx (development)', args: ['--import', 'tsx', join(root, 'gateway/src/main.ts')] },
];

/** A markdown table: fresh data dir (PGlite initdb, migrations, demo data) and existing one (median of 5). */
export async function startupReport(): Promise<string> {
  // The bundle the figures are about; built here when missing, never timed.
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-missing'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const rows: string[][] = [];
  for (const { label, args } of RUNNERS) {
    const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-start-'));
    try {
      const fresh = await timeToHealthy(args, dataDir);
      const existing: number[] = [];
      for (let i = 0; i < EXISTING_RUNS; i++) existing.push(await timeToHealthy(args, dataDir));
      rows.push([label, fresh.toFixed(0), median(existing).toFixed(0), Math.min(...existing).toFixed(0)]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return markdownTable(['start → healthy /healthz', 'fresh data dir ms', `existing data dir ms (median of ${EXISTING_RUNS})`, 'existing, best ms'], rows);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(await startupReport());
