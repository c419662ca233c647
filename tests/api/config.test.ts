import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../api/src/config.ts';

describe('API configuration: the JWT secret', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'meble-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('on the embedded default, generates a secret once into DATA_DIR/jwt-secret (mode 0600) and reuses it', async () => {
    const dataDir = join(await tempDir(), 'nested', 'data');
    const first = await loadApiConfig({}, { dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await loadApiConfig({}, { dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const another = await loadApiConfig({}, { dataDir: await tempDir() });
    expect(another.jwtSecret).not.toBe(first.jwtSecret);
  });

  it('agrees on one secret when several processes start at once', async () => {
    const dataDir = await tempDir();
    const configs = await Promise.all(Array.from({ length: 8 }, () => loadApiConfig({}, { dataDir })));
    expect(new Set(configs.map((c) => c.jwtSecret)).size).toBe(1);
  });

  it('prefers JWT_SECRET and writes no file then', async () => {
    const dataDir = await tempDir();
    const secret = 'a-secret-from-the-environment-0123456789';
    expect(await loadApiConfig({ JWT_SECRET: secret }, { dataDir })).toEqual({ jwtSecret: secret });
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('reads TRUST_PROXY as the number of reverse proxies in front, and refuses anything else', async () => {
    const secret = 'a-secret-from-the-environment-0123456789';
    const dataDir = await tempDir();
    expect(await loadApiConfig({ JWT_SECRET: secret, TRUST_PROXY: '2' }, { dataDir })).toEqual({ jwtSecret: secret, trustProxyHops: 2 });
    expect(await loadApiConfig({ JWT_SECRET: secret, TRUST_PROXY: 'true' }, { dataDir })).toEqual({ jwtSecret: secret, trustProxyHops: 1 });
    expect(await loadApiConfig({ JWT_SECRET: secret, TRUST_PROXY: '0' }, { dataDir })).toEqual({ jwtSecret: secret });
    await expect(loadApiConfig({ JWT_SECRET: secret, TRUST_PROXY: 'nginx' }, { dataDir })).rejects.toThrow(/TRUST_PROXY/);
  });

  it('reads CONFIGURATOR_URL (http or https only: it becomes a link and a CORS origin)', async () => {
    const secret = 'a-secret-from-the-environment-0123456789';
    const dataDir = await tempDir();
    expect(await loadApiConfig({ JWT_SECRET: secret, CONFIGURATOR_URL: 'https://konfigurator.meble.pl/' }, { dataDir })).toEqual({
      jwtSecret: secret,
      configuratorUrl: 'https://konfigurator.meble.pl/',
    });
    for (const bad of ['javascript:alert(1)', 'ftp://x', 'nie-adres']) {
      await expect(loadApiConfig({ JWT_SECRET: secret, CONFIGURATOR_URL: bad }, { dataDir })).rejects.toThrow(/CONFIGURATOR_URL/);
    }
  });

  it('refuses to start with DATABASE_URL but no JWT_SECRET, saying why', async () => {
    await expect(loadApiConfig({ DATABASE_URL: 'postgres://db/app' }, { dataDir: await tempDir() })).rejects.toThrow(/JWT_SECRET/);
  });

  it('refuses a short JWT_SECRET or a damaged secret file', async () => {
    await expect(loadApiConfig({ JWT_SECRET: 'short' }, { dataDir: await tempDir() })).rejects.toThrow(/JWT_SECRET/);
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'jwt-secret'), 'x\n');
    await expect(loadApiConfig({}, { dataDir })).rejects.toThrow(/jwt-secret/);
  });
});
