import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { startApi } from '@meble/api/runtime';
import { runCli as cli } from '../kit/cli.ts';

// Only on the embedded default: on PostgreSQL the same code runs against DATABASE_URL.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('command-line tools', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('create-admin refuses a short password with the spec message and creates nothing', async () => {
    const result = await cli('api/src/cli/create-admin.ts', ['--email', 'szef@firma.pl', '--name', 'Szef'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'krótkie',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(messages.passwordTooShort);
  }, 90_000);

  it('create-admin creates an administrator who can sign in; seed:demo then adds the demo accounts', async () => {
    const created = await cli('api/src/cli/create-admin.ts', ['--email', ' Szef@Firma.pl ', '--name', 'Szef Firmy'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Bardzo-Tajne-1',
    });
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    const again = await cli('api/src/cli/create-admin.ts', ['--email', 'szef@firma.pl', '--name', 'Szef'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Bardzo-Tajne-1',
    });
    expect(again.status).toBe(1);

    const seeded = await cli('api/src/cli/seed-demo.ts', [], { DATA_DIR: dataDir });
    expect(seeded.status).toBe(0);

    const running = await startApi({ DATA_DIR: dataDir }, { log: { info() {}, error() {} } });
    try {
      // The database was not empty at start, so start-up seeded nothing itself.
      expect(running.demoSeeded).toBe(false);
      for (const [email, password] of [
        ['szef@firma.pl', 'Bardzo-Tajne-1'],
        ['salon2@example.com', 'Salon12345!'],
      ]) {
        const response = await running.api.request('/api/authentication/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        expect(response.status).toBe(200);
      }
    } finally {
      await running.close();
    }
  }, 180_000);
});
