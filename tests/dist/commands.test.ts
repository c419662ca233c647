import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { runCli, startProgram } from '../kit/cli.ts';
import { freePort, healthy } from '../kit/servers.ts';

// The programs as an operator starts them (npm start, start:api, create-admin, seed:demo, seed:scale): each the
// bundle `npm run build` made, on the embedded database in a temporary DATA_DIR.

const dirs: string[] = [];
const running: { kill(signal?: NodeJS.Signals): boolean; exitCode: number | null }[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meble-commands-'));
  dirs.push(dir);
  return dir;
}

/** Starts a server program; answers with its exit code once it ends. */
function serve(program: 'gateway' | 'api', env: Record<string, string>) {
  const child = startProgram(program, [], env, 'ignore');
  running.push(child);
  return { child, exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))) };
}

const SIGN_IN = {
  query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInPayload { token viewer { name } } } }',
  variables: { e: 'admin@example.com', p: 'Admin12345!' },
};
const post = (port: number, body: unknown) =>
  fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

// One operator's first day on one data dir, in order: the tests share it, as starting each program on a fresh
// directory would create and seed a database every time.
describe.sequential('from an empty data dir', () => {
  const dir = dataDir();
  const run = (program: 'create-admin' | 'seed-demo' | 'seed-scale', args: string[], env: Record<string, string> = {}) =>
    runCli(program, args, { DATA_DIR: dir, ...env });

  it('create-admin refuses a short password with the spec message and creates nothing', async () => {
    const result = await run('create-admin', ['--email', 'szef@firma.pl', '--name', 'Szef'], { ADMIN_PASSWORD: 'krótkie' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(messages.passwordTooShort);
  }, 60_000);

  it('create-admin creates an administrator; a second one with that e-mail is refused; seed:demo adds the demo accounts', async () => {
    const created = await run('create-admin', ['--email', ' Szef@Firma.pl ', '--name', 'Szef Firmy'], { ADMIN_PASSWORD: 'Bardzo-Tajne-1' });
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    const again = await run('create-admin', ['--email', 'szef@firma.pl', '--name', 'Szef'], { ADMIN_PASSWORD: 'Bardzo-Tajne-1' });
    expect(again.status).toBe(1);
    expect((await run('seed-demo', [])).status).toBe(0);
  }, 120_000);

  it('start:api signs both in; the gateway calls it over HTTP when API_URL is set; both exit 0 on SIGTERM', async () => {
    const [apiPort, gatewayPort] = [await freePort(), await freePort()];
    const api = serve('api', { API_PORT: String(apiPort), DATA_DIR: dir });
    await healthy(apiPort);
    for (const [email, password] of [
      ['szef@firma.pl', 'Bardzo-Tajne-1'],
      ['salon2@example.com', 'Salon12345!'],
    ]) {
      const response = await fetch(`http://127.0.0.1:${apiPort}/api/authentication/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(response.status, email).toBe(200);
    }
    const gateway = serve('gateway', { PORT: String(gatewayPort), API_URL: `http://127.0.0.1:${apiPort}` });
    await healthy(gatewayPort);
    const answer = (await (await post(gatewayPort, SIGN_IN)).json()) as { data: { signIn: { token: string } } };
    const me = await fetch(`http://127.0.0.1:${gatewayPort}/api/users/me`, { headers: { authorization: `Bearer ${answer.data.signIn.token}` } });
    expect(await me.json()).toMatchObject({ email: 'admin@example.com', isAdmin: true });
    gateway.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    expect(await api.exited).toBe(0);
  }, 120_000);

  it('npm start finishes the request in flight on SIGTERM, then exits 0', async () => {
    const port = await freePort();
    const server = serve('gateway', { PORT: String(port), DATA_DIR: dir });
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

  it('refuses to start with a malformed setting, saying which', async () => {
    const result = await runCli('gateway', [], { PORT: 'cztery tysiące', DATA_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  }, 60_000);

  it('seed:scale creates the collection, then refreshes it, saying so in Polish', async () => {
    const first = await run('seed-scale', ['--elements', '120']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Kolekcja „Skala 120” (skala-120): utworzono');
    expect(first.stdout).toContain('Dodano 120 elementów w kategoriach: Moduły, Narożniki, Podłokietniki');
    const second = await run('seed-scale', ['--elements', '120']);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('odświeżono (usunięto 120 elementów i 0 zestawów)');
  }, 120_000);

  it('seed:scale writes client configurations, then replaces them; refuses a count that is not one', async () => {
    const first = await run('seed-scale', ['--configurations', '250']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Konfiguracje klientów: usunięto 0 konfiguracji z poprzedniego uruchomienia, dodano 250 konfiguracji');
    const second = await run('seed-scale', ['--configurations', '250']);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('usunięto 250 konfiguracji z poprzedniego uruchomienia, dodano 250 konfiguracji');
    expect((await run('seed-scale', ['--configurations', 'dużo'])).status).toBe(1);
  }, 120_000);
});
