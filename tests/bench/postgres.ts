// A fresh PostgreSQL database for one bench part, on TEST_DATABASE_URL's server (as the tests make theirs).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { startApi } from '@meble/api/runtime';
import type { ApiConfig } from '@meble/api/config';
import type { Database } from '@meble/api/db/schema';
import { createPasswordHasher } from '@meble/api/auth/password';
import { insertUser } from '@meble/api/users/repository';
import { silentLogger } from '@meble/domain/logger';
import { databaseUrl, withAdminClient } from '../kit/template.ts';
import { sleep } from './measure.ts';
import { signIn, type ApiFetch } from './rest.ts';

/** What a bench part gets: the database's label for the tables, the migrated database, the API and an admin's token. */
export interface BenchApi {
  label: string;
  db: Kysely<Database>;
  api: ApiFetch;
  token: string;
  /** The API's configuration, for a part that builds an API of its own on the same database. */
  config: ApiConfig;
}

/** Runs `work` on an API over a database made for it on `adminUrl`'s server, dropped afterwards whatever happens. */
export async function onPostgresServer<T>(adminUrl: string, work: (bench: BenchApi) => Promise<T>): Promise<T> {
  const name = `meble_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-pg-'));
  const version = await withAdminClient(adminUrl, async (client) => {
    await client.query(`create database ${name}`);
    return (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]?.v ?? '?';
  });
  try {
    const env = { ...process.env, DATABASE_URL: databaseUrl(adminUrl, name), DATA_DIR: dataDir, REDIS_URL: '', JWT_SECRET: randomBytes(48).toString('base64url') };
    const running = await startApi(env, { log: silentLogger });
    try {
      // A database server gets no demo accounts (D15): the bench makes its own administrator.
      const admin = { name: 'Bench Admin', email: 'bench-admin@example.com', password: 'Bench12345!', isAdmin: true };
      await insertUser(running.db, admin, await createPasswordHasher().hash(admin.password));
      const api: ApiFetch = (request) => Promise.resolve(running.api.fetch(request));
      const token = await signIn(api, admin.email, admin.password);
      return await work({ label: `PostgreSQL ${version.split(' ')[0]} (server)`, db: running.db, api, token, config: running.config });
    } finally {
      await running.close();
      // pg's Pool.end() resolves before its sockets have closed: a forced drop at once would show as a pool error.
      await sleep(200);
    }
  } finally {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
