import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { openDatabase } from '../../api/src/db/database.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { databaseUrl, prepareTemplate, withAdminClient, type TestDatabaseTemplate } from './template.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

let template: Promise<TestDatabaseTemplate> | undefined;
let dump: Promise<Blob> | undefined;

/** The global setup's template; prepared here instead when a config runs the tests without it. */
function templateOf(): Promise<TestDatabaseTemplate> {
  template ??= Promise.resolve(inject('testDatabaseTemplate') ?? prepareTemplate());
  return template;
}

/** A fresh, migrated, empty database, its own per call: PGlite loaded from the dump, or a PostgreSQL copy of the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = await templateOf();
  if (source.kind === 'pglite') {
    dump ??= readFile(source.dumpPath).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ loadDataDir: await dump });
    return { db: database.db, kind: 'pglite', close: database.close };
  }

  const name = `${source.prefix}${randomBytes(4).toString('hex')}`;
  await createFromTemplate(source.adminUrl, name, source.template);
  const database = await openDatabase({ url: databaseUrl(source.adminUrl, name) });
  return {
    db: database.db,
    kind: 'postgres',
    async close() {
      await database.close();
      await withAdminClient(source.adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function createFromTemplate(adminUrl: string, name: string, templateName: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdminClient(adminUrl, (client) => client.query(`create database "${name}" template "${templateName}"`));
      return;
    } catch (error) {
      // 55006: another worker is copying the same template right now; wait and retry.
      const busy = error instanceof Error && 'code' in error && error.code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
