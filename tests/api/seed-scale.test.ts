import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkElementsCsv } from '@meble/domain/csv';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import type { Element } from '@meble/domain/element';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCatalogOf, exportElementsCsv } from '../../api/src/catalog/elements-csv.ts';
import { countElements, listElementsOf } from '../../api/src/catalog/elements.ts';
import { insertKit } from '../../api/src/catalog/kits.ts';
import { ScaleSeedError, seedScale, SCALE_DESCRIPTION } from '../../api/src/seed/scale.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('seedScale (npm run seed:scale)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  /** Every element of the collection in list order, with its category's name instead of ids. */
  async function snapshot(collectionId: string) {
    const [{ elements }, categories] = await Promise.all([
      listElementsOf(t.db, { collectionId, offset: 0, limit: 1_000_000 }),
      t.db.selectFrom('element_categories').select(['id', 'name']).where('collection_id', '=', collectionId).execute(),
    ]);
    const equipment = new Map((await t.db.selectFrom('equipment').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
    return elements.map(({ _id, categoryId, equipment: ids, ...rest }: Element) => ({
      ...rest,
      category: categories.find((category) => category.id === categoryId)?.name,
      equipment: ids.map((id) => equipment.get(id)),
    }));
  }

  it('creates skala-<n> with 3 element categories and exactly n valid elements, and a second run gives the very same ones', async () => {
    const first = await seedScale(t.db, { elements: 250 });
    expect(first).toMatchObject({
      collection: { name: 'Skala 250', slug: 'skala-250' },
      createdCollection: true,
      removedElements: 0,
      elements: 250,
      elementCategories: ['Moduły', 'Narożniki', 'Podłokietniki'],
    });
    expect(first.equipmentLinks).toBeGreaterThan(0);
    const id = first.collection.id;
    const before = await snapshot(id);
    expect(before).toHaveLength(250);
    expect(new Set(before.map((e) => e.name)).size).toBe(250);
    expect(before.filter((e) => e.equipment.length > 0).length).toBeGreaterThan(50);
    for (const element of before) {
      const prices = PRICE_GROUPS.map((group) => element[`price${group}`]);
      expect(prices.every((price, i) => price !== null && Number.isSafeInteger(price) && (i === 0 || price > prices[i - 1]!))).toBe(true);
    }
    // Every generated element passes the element form's rules: its export imports back without a problem.
    const collection = { _id: id, slug: 'skala-250' };
    const check = checkElementsCsv(await exportElementsCsv(t.db, collection), { ...(await csvCatalogOf(t.db, id)), existingNames: new Set() });
    expect(check.problemCount).toBe(0);
    expect(check.elements).toHaveLength(250);

    // What an operator may have done in between: a kit, another element, another element category.
    const elementIds = (await listElementsOf(t.db, { collectionId: id, offset: 0, limit: 2 })).elements.map((e) => e._id);
    expect((await insertKit(t.db, id, { name: 'Zestaw', tinydesc: '', ord: 1, thumbUrl: '', isActive: true, elements: elementIds })).kind).toBe('saved');
    const extra = await t.kit.elementCategory().inCollection({ _id: id }).name('Dodatkowa').create();
    await t.kit.element().inCollection({ _id: id }).inCategory(extra).name('Dopisany ręcznie').create();

    const second = await seedScale(t.db, { elements: 250 });
    expect(second).toMatchObject({ collection: { id, slug: 'skala-250' }, createdCollection: false, removedElements: 251, removedKits: 1, elements: 250 });
    expect(await snapshot(id)).toEqual(before);
    expect(await countElements(t.db, { collectionId: id })).toBe(250);
    const categories = await t.db.selectFrom('element_categories').select('name').where('collection_id', '=', id).execute();
    expect(categories.map((c) => c.name).sort()).toEqual(['Moduły', 'Narożniki', 'Podłokietniki']);
  });

  it('takes another slug and size, and refreshes to exactly the new size', async () => {
    const created = await seedScale(t.db, { elements: 40, slug: 'skala-probna' });
    expect(created.collection).toMatchObject({ name: 'skala-probna', slug: 'skala-probna' });
    const shrunk = await seedScale(t.db, { elements: 7, slug: 'skala-probna' });
    expect(shrunk).toMatchObject({ createdCollection: false, removedElements: 40, elements: 7 });
    expect(await countElements(t.db, { collectionId: created.collection.id })).toBe(7);
  });

  it("never touches a collection it did not create, nor takes a size or slug it cannot use", async () => {
    const own = await t.kit.collection().name('Manhattan Skala').create();
    await t.kit.element().inCollection(own).create();
    await expect(seedScale(t.db, { elements: 10, slug: own.collection.slug })).rejects.toThrow(ScaleSeedError);
    expect(await countElements(t.db, { collectionId: own.collection._id })).toBe(1);
    const row = await t.db.selectFrom('collections').select('description').where('id', '=', own.collection._id).executeTakeFirstOrThrow();
    expect(row.description).not.toBe(SCALE_DESCRIPTION);
    for (const options of [{ elements: 0 }, { elements: 2.5 }, { elements: 10, slug: 'Zła Nazwa' }]) {
      await expect(seedScale(t.db, options)).rejects.toThrow(ScaleSeedError);
    }
  });
});

// The command itself, as an operator runs it, on its own embedded database (on PostgreSQL the same code runs).
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('npm run seed:scale', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-seed-scale-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'api/src/cli/seed-scale.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('creates the collection, then refreshes it, saying so in Polish', () => {
    const first = run(['--elements', '120']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Kolekcja „Skala 120” (skala-120): utworzono');
    expect(first.stdout).toContain('Dodano 120 elementów w kategoriach: Moduły, Narożniki, Podłokietniki');
    const second = run(['--elements', '120']);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('odświeżono (usunięto 120 elementów i 0 zestawów)');
  }, 120_000);
});
