import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort, healthy } from '../kit/servers.ts';

// Runs after `npm run build` (scripts/test.mjs): `npm start` as an operator runs it, on the bundle.
const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'meble-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command lines of `pid`'s children (Linux /proc). */
function childrenOf(pid: number): string[] {
  const tasks = join('/proc', String(pid), 'task');
  const ids = readdirSync(tasks).flatMap((task) => readFileSync(join(tasks, task, 'children'), 'utf8').trim().split(/\s+/).filter(Boolean));
  return ids.map((id) => readFileSync(join('/proc', id, 'cmdline'), 'utf8').replaceAll('\0', ' '));
}

it('npm start serves the built app from dist with plain node: no TypeScript loader, no child process; the API answers from its worker thread', async () => {
  expect(existsSync(join(root, 'dist', 'server', 'gateway.mjs'))).toBe(true);
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', API_URL: '', REDIS_URL: '', JWT_SECRET: '', SHUTDOWN_DRAIN_MS: '0' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await healthy(port);
    const cmdline = readFileSync(join('/proc', String(child.pid), 'cmdline'), 'utf8').split('\0');
    expect(cmdline.join(' ')).not.toMatch(/tsx|--import|--loader/);
    expect(childrenOf(child.pid!)).toEqual([]);

    // /healthz above and this sign-in are answered by the REST API in its worker thread (dist/server/api-worker.mjs).
    expect(existsSync(join(root, 'dist', 'server', 'api-worker.mjs'))).toBe(true);
    const signIn = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { signIn(email: "admin@example.com", password: "Admin12345!") { ... on SignInPayload { viewer { name isAdmin } } } }',
      }),
    });
    expect(await signIn.json()).toEqual({ data: { signIn: { viewer: { name: 'Administrator', isAdmin: true } } } });

    const shell = await fetch(`http://127.0.0.1:${port}/collections`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const page = await shell.text();
    // The tab's icon is served (without it every page load logs a 404 for /favicon.ico in the console).
    const icon = page.match(/<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/)?.[1];
    expect(icon).toBe('/favicon.svg');
    const iconAnswer = await fetch(`http://127.0.0.1:${port}${icon}`);
    expect([iconAnswer.status, iconAnswer.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    const asset = page.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const compressed = await fetch(`http://127.0.0.1:${port}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 180_000);
