import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Present on the embedded default, e.g. to dump the data directory. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite's data directory; in memory when undefined. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const close = async () => {
      await db.destroy();
      // Kysely only ends what it initialised: a database that was never queried still holds its pool.
      if (!pool.ending && !pool.ended) await pool.end();
    };
    return { db, kind: 'postgres', close };
  }

  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const close = async () => {
    await db.destroy();
    // As above: without a query Kysely never initialised its driver, so PGlite is closed here.
    if (!pglite.closed) await pglite.close();
  };
  return { db, kind: 'pglite', pglite, close };
}

/** True when nobody can sign in yet: the embedded default then gets demo data. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
  return row === undefined;
}

/** Answers once the database does; used by /healthz. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
