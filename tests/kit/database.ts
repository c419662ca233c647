import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { inject } from 'vitest';
import { openDatabase } from '../../api/src/db/database.ts';
import { PGliteDialect, type PGliteSession } from '../../api/src/db/pglite-dialect.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { databaseUrl, prepareTemplate, withAdminClient, type TestDatabaseTemplate } from './template.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

let ownTemplate: Promise<TestDatabaseTemplate> | undefined;
let dump: Promise<Blob> | undefined;

/**
 * Loading a PGlite instance from the template's dump costs about a second of CPU, and the pass opens a database per
 * file or describe. So a worker keeps the instances its files have closed and lends them again, emptied back to the
 * template's contents: every table truncated, and the rows the migrations wrote put back.
 */
interface TemplateContents {
  /** The tables, functions and triggers: an instance whose schema a test changed is not lent again. */
  schema: string;
  tables: string[];
  /** The rows of the tables that hold any in the template (the migrations' own and the dictionaries' versions). */
  rows: Map<string, unknown[]>;
}

const idle: PGlite[] = [];
const MAX_IDLE = 4;
let contents: Promise<TemplateContents> | undefined;

const SCHEMA_OBJECTS = `select coalesce(string_agg(name, ',' order by name), '') as schema from (
  select 'table ' || tablename as name from pg_tables where schemaname = 'public'
  union all select 'function ' || proname from pg_proc where pronamespace = 'public'::regnamespace
  union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
) objects`;

async function schemaOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ schema: string }>(SCHEMA_OBJECTS);
  return rows[0]?.schema ?? '';
}

async function readContents(pglite: PGlite): Promise<TemplateContents> {
  const { rows: tables } = await pglite.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const rows = new Map<string, unknown[]>();
  for (const { name } of tables) {
    const { rows: [table] } = await pglite.query<{ rows: unknown[] | null }>(`select json_agg(t) as rows from ${quote(name)} t`);
    if (table?.rows) rows.set(name, table.rows);
  }
  return { schema: await schemaOf(pglite), tables: tables.map(({ name }) => name), rows };
}

/** Puts a returned instance back to the template's contents; false when a test left something that cannot be undone so. */
async function restore(pglite: PGlite, template: TemplateContents): Promise<boolean> {
  await pglite.exec('rollback'); // a transaction a failed test left open; outside one, only a warning
  if ((await schemaOf(pglite)) !== template.schema) return false;
  await pglite.transaction(async (tx) => {
    await tx.exec(`truncate ${template.tables.map(quote).join(', ')} cascade`);
    for (const [name, rows] of template.rows) {
      await tx.query(`insert into ${quote(name)} select * from json_populate_recordset(null::${quote(name)}, $1)`, [JSON.stringify(rows)]);
    }
  });
  return true;
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A database on a lent instance: its `db` refuses queries once closed, so nothing a test left running reaches the next one. */
async function lendPGlite(dumpPath: string): Promise<TestDatabase> {
  let pglite = idle.pop();
  if (!pglite) {
    dump ??= readFile(dumpPath).then((bytes) => new Blob([bytes]));
    pglite = await PGlite.create({ loadDataDir: await dump });
    contents ??= readContents(pglite);
    await contents;
  }
  const instance = pglite;
  let lent = true;
  const session: PGliteSession = {
    get waitReady() {
      return instance.waitReady;
    },
    get closed() {
      return !lent;
    },
    query: (...args: Parameters<PGlite['query']>) => {
      if (!lent) return Promise.reject(new Error('this test database is closed'));
      return instance.query(...args);
    },
    close: async () => {},
  } as PGliteSession;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(session) });
  return {
    db,
    kind: 'pglite',
    async close() {
      if (!lent) return;
      await db.destroy();
      lent = false;
      const reusable = idle.length < MAX_IDLE && (await restore(instance, await contents!).catch(() => false));
      if (reusable) idle.push(instance);
      else await instance.close();
    },
  };
}

/**
 * The global setup's template for the running file's project (a worker may run files of both engines), or one
 * prepared here on PGlite when a config runs the tests without it.
 */
function templateOf(): Promise<TestDatabaseTemplate> {
  const provided = inject('testDatabaseTemplate');
  if (provided) return Promise.resolve(provided);
  ownTemplate ??= prepareTemplate('pglite');
  return ownTemplate;
}

/** The engine the running file's tests use. */
export const testDatabaseKind = (): TestDatabaseTemplate['kind'] => inject('testDatabaseTemplate')?.kind ?? 'pglite';

/** A fresh, migrated, empty database, its own per call: PGlite loaded from the dump, or a PostgreSQL copy of the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = await templateOf();
  if (source.kind === 'pglite') return lendPGlite(source.dumpPath);

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
