import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';

/** What the global setup prepares once per run, handed to every worker. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type TestDatabaseKind = TestDatabaseTemplate['kind'];

/** Migrates one database (PGlite initdb costs seconds; PostgreSQL copies a template in milliseconds) to clone per test file. */
export async function prepareTemplate(kind: TestDatabaseKind, env: NodeJS.ProcessEnv = process.env): Promise<TestDatabaseTemplate> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  if (kind === 'postgres') {
    const adminUrl = env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the PostgreSQL tests need TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
    const template = `meble_tpl_${runId}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${template}`));
    const database = await openDatabase({ url: databaseUrl(adminUrl, template) });
    try {
      await migrateToLatest(database.db);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
      await database.close();
    }
    return { kind: 'postgres', adminUrl, template, prefix: `meble_t_${runId}_` };
  }

  const database = await openDatabase({});
  try {
    await migrateToLatest(database.db);
    const dump = await database.pglite!.dumpDataDir('none');
    const dumpPath = join(tmpdir(), `meble-test-template-${runId}.tar`);
    await writeFile(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    return { kind: 'pglite', dumpPath };
  } finally {
    await database.close();
  }
}

export async function removeTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    await rm(template.dumpPath, { force: true });
    return;
  }
  await withAdminClient(template.adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or starts_with(datname, $2)`,
      [template.template, template.prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
