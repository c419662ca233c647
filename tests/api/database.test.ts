import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseEmpty } from '../../api/src/db/database.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { inOneSnapshot } from '../../api/src/db/transaction.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../kit/database.ts';
import { seed } from '../kit/seed.ts';

describe(`database (${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('starts migrated and empty; migrating again changes nothing', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await migrateToLatest(database.db);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.map((r) => r.name)).toEqual(['0001_users', '0002_collections', '0003_elements', '0004_kits', '0005_client_configurations', '0006_element_list_keys', '0007_dictionary_versions', '0008_element_list_orders', '0009_user_sessions', '0010_translations', '0011_user_list_keys', '0012_folded_search_keys', '0013_versions_and_history', '0014_files', '0015_fabrics', '0016_finishes']);
  });

  it('refuses a database that has a migration this code does not know (the up-to-date shortcut included)', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_version', '2099-01-01')`.execute(database.db);
    try {
      await expect(migrateToLatest(database.db)).rejects.toThrow(/9999_from_a_newer_version/);
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_a_newer_version'`.execute(database.db);
    }
  });

  // A list's page and its count read one snapshot, so a write committed between them shows in neither. On PGlite's
  // one connection the write would wait for the reads to end; the server runs it beside them.
  it.skipIf(testDatabaseKind() !== 'postgres')('reads a page and its count in one snapshot: a write committed between them is in neither', async () => {
    const users = async (db: typeof database.db) => Number((await sql<{ n: string }>`select count(*) as n from users`.execute(db)).rows[0]!.n);
    let written: string | undefined;
    try {
      const [first, second] = await inOneSnapshot(database.db, async (trx) => {
        const before = await users(trx);
        written = (await seed(database.db).user().create()).user._id;
        return [before, await users(trx)];
      });
      expect(second).toBe(first);
      expect(await users(database.db)).toBe(first + 1);
    } finally {
      // The next test counts on an empty database.
      if (written) await seed(database.db).removeUser(written);
    }
  });

  it('gives each test database its own data', async () => {
    const other = await createTestDatabase();
    try {
      await seed(other.db).user().create();
      expect(await isDatabaseEmpty(other.db)).toBe(false);
      expect(await isDatabaseEmpty(database.db)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('keeps e-mails unique and stored in normal form', async () => {
    const kit = seed(database.db);
    const user = await kit.user().email('  Ola@Example.TEST ').create();
    expect(user.email).toBe('ola@example.test');
    await expect(kit.user().email('OLA@example.test').create()).rejects.toThrow();
    const insertRaw = database.db
      .insertInto('users')
      .values({ name: 'X', email: 'Upper@Example.test', city: '', password_hash: 'x' })
      .execute();
    await expect(insertRaw).rejects.toThrow();
    await kit.removeUser(user.user._id);
  });

  it('does not let a query run inside another caller\'s open transaction', async () => {
    let inTransaction!: () => void;
    const started = new Promise<void>((resolve) => (inTransaction = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ name: 'Tymczasowy', email: 'tymczasowy@example.test', city: '', password_hash: 'x' })
        .execute();
      inTransaction();
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('rollback');
    });
    await started;
    // On PGlite (one session) this would see the uncommitted row, or be rolled back with it, without the driver's lock.
    const outside = database.db.selectFrom('users').select('email').where('email', '=', 'tymczasowy@example.test').execute();
    await expect(transaction).rejects.toThrow('rollback');
    expect(await outside).toEqual([]);
    await database.db.insertInto('users').values({ name: 'Po', email: 'po@example.test', city: '', password_hash: 'x' }).execute();
    const count = await database.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('email', '=', 'po@example.test').executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
    await database.db.deleteFrom('users').where('email', '=', 'po@example.test').execute();
  });

  it('reports affected rows of updates and deletes', async () => {
    const kit = seed(database.db);
    const a = await kit.user().create();
    const result = await database.db.updateTable('users').set({ city: 'Gdańsk' }).where('id', '=', a.user._id).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    const removed = await database.db.deleteFrom('users').where('id', '=', a.user._id).executeTakeFirst();
    expect(removed.numDeletedRows).toBe(1n);
  });
});
