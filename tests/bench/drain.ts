// What SIGTERM does to connections already queued at the socket: 50 are opened while the server's event loop is busy
// (so none is accepted yet), then the server is told to stop. Without a drain the listener closes under them; with
// one they are accepted and answered. Run alone: `npx tsx tests/bench/drain.ts`; part of `npm run bench`.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { markdownTable, sleep } from './measure.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CONNECTIONS = 50;
const RUNS = 3;

/** One burst: how many of the queued requests were answered, and how many failed (reset or refused). */
async function burst(drainMs: number): Promise<{ answered: number; failed: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests/bench/drain-server.ts')], {
    cwd: root,
    env: { ...process.env, SHUTDOWN_DRAIN_MS: String(drainMs) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const parsed = /^\{"port":(\d+)\}$/.exec(line);
      if (parsed) resolve(Number(parsed[1]));
    });
    child.once('exit', () => reject(new Error('the drain server exited before listening')));
  });
  const request = (path: string) =>
    new Promise<boolean>((resolve) => {
      get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      }).on('error', () => resolve(false));
    });
  const busy = request('/busy');
  await sleep(100);
  const queued = Array.from({ length: CONNECTIONS }, () => request('/'));
  await sleep(100);
  child.kill('SIGTERM');
  const outcomes = await Promise.all(queued);
  await busy;
  await exited;
  const answered = outcomes.filter(Boolean).length;
  return { answered, failed: CONNECTIONS - answered };
}

export async function drainReport(): Promise<string> {
  const rows: string[][] = [];
  for (const drainMs of [0, 300]) {
    const results: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { answered } = await burst(drainMs);
      results.push(`${answered} of ${CONNECTIONS}`);
    }
    rows.push([drainMs === 0 ? 'none (SHUTDOWN_DRAIN_MS=0)' : `${drainMs} ms`, results.join(', ')]);
  }
  return markdownTable(['drain after SIGTERM', `queued connections answered, ${RUNS} runs`], rows);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(await drainReport());
