import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/src/auth/password.ts';
import { silentLogger } from '@meble/domain/logger';
import { startApi } from '../../api/src/runtime.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../api/src/seed/demo.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

describe('demo data', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('has an administrator and two salons with Polish salon data', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.role])).toEqual([
      ['admin@example.com', 'Admin12345!', 'admin'],
      ['salon1@example.com', 'Salon12345!', 'salon'],
      ['salon2@example.com', 'Salon12345!', 'salon'],
    ]);
    for (const salon of DEMO_ACCOUNTS.filter((a) => a.role === 'salon')) {
      expect(salon).toMatchObject({ isSalon: true, salonName: expect.any(String), salonPhone: expect.any(String), salonAddress: expect.any(String) });
    }
  });

  it('seeds accounts that sign in with their roles, and is idempotent without touching passwords', async () => {
    expect((await seedDemo(t.db)).created).toHaveLength(3);
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    expect(await (await t.call('/api/users/me', { token })).json()).toMatchObject({ name: 'Administrator', isAdmin: true });
    const salonToken = await t.signIn('salon1@example.com', 'Salon12345!');
    expect(await (await t.call('/api/users/me', { token: salonToken })).json()).toMatchObject({ isSalon: true, isAdmin: false, salonName: 'Salon Meblowy Kraków' });

    // An administrator changed the demo admin's password; seeding again must keep it.
    const changed = '$changed-hash$';
    await t.db.updateTable('users').set({ password_hash: changed }).where('email', '=', 'admin@example.com').execute();
    const again = await seedDemo(t.db);
    expect(again.created).toEqual([]);
    const rows = await t.db.selectFrom('users').select(['email', 'password_hash']).where('email', 'like', '%@example.com').execute();
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.email === 'admin@example.com')?.password_hash).toBe(changed);
    expect(await verifyPassword('Salon12345!', rows.find((r) => r.email === 'salon2@example.com')!.password_hash)).toBe(true);
  });
});

describe('startApi on the embedded default', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('creates the database in DATA_DIR, seeds demo data only when empty, and keeps sessions across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'meble-runtime-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir };

    const first = await startApi(env, { log: silentLogger });
    let token: string;
    try {
      expect(first.kind).toBe('pglite');
      expect(first.demoSeeded).toBe(true);
      const response = await first.api.request('/api/authentication/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'Admin12345!' }),
      });
      expect(response.status).toBe(200);
      token = ((await response.json()) as { accessToken: string }).accessToken;
    } finally {
      await first.close();
    }

    const second = await startApi(env, { log: silentLogger });
    try {
      expect(second.demoSeeded).toBe(false);
      expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
      const me = await second.api.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('refuses DATABASE_URL without JWT_SECRET before touching the database', async () => {
    await expect(startApi({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, { log: silentLogger })).rejects.toThrow(/JWT_SECRET/);
  });
});
