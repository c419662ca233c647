import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

function run(script: string, env: Record<string, string>): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], {
    cwd: root,
    // No drain after SIGTERM: the shutdown's drain is tested in-process (tests/api/node-server.test.ts).
    env: { ...process.env, DATABASE_URL: '', API_URL: '', REDIS_URL: '', JWT_SECRET: '', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

async function healthy(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} never became healthy`);
}

/** A port nothing listens on now: a fixed one may be taken by another server on the machine, whose /healthz would answer. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meble-main-'));
  dirs.push(dir);
  return dir;
}

const SIGN_IN = {
  query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInPayload { token viewer { name } } } }',
  variables: { e: 'admin@example.com', p: 'Admin12345!' },
};
const post = (port: number, body: unknown) =>
  fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The entry points as an operator starts them; the embedded database only (PostgreSQL needs no second run here).
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the entry point (npm start)', () => {
  it('serves demo data on a fresh data dir, and on SIGTERM finishes the request in flight, then exits 0', async () => {
    const port = await freePort();
    const server = run('gateway/src/main.ts', { PORT: String(port), DATA_DIR: dataDir() });
    await healthy(port);
    // Sign-in takes a few hundred ms (scrypt): the signal arrives while it is running.
    const inFlight = post(port, SIGN_IN);
    await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { signIn: { viewer: { name: 'Administrator' } } } });
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('calls a separately running API over HTTP when API_URL is set', async () => {
    const apiPort = await freePort();
    const gatewayPort = await freePort();
    const api = run('api/src/main.ts', { API_PORT: String(apiPort), DATA_DIR: dataDir() });
    await healthy(apiPort);
    const gateway = run('gateway/src/main.ts', { PORT: String(gatewayPort), API_URL: `http://127.0.0.1:${apiPort}` });
    await healthy(gatewayPort);
    const answer = (await (await post(gatewayPort, SIGN_IN)).json()) as { data: { signIn: { token: string } } };
    const me = await fetch(`http://127.0.0.1:${gatewayPort}/api/users/me`, {
      headers: { authorization: `Bearer ${answer.data.signIn.token}` },
    });
    expect(await me.json()).toMatchObject({ email: 'admin@example.com', isAdmin: true });
    gateway.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    expect(await api.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a malformed setting, saying which', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', join(root, 'gateway/src/main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: 'cztery tysiące', DATA_DIR: dataDir() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    bad.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 60_000);
});
