import { checkElementsCsv } from '@meble/domain/csv';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import type { Element } from '@meble/domain/element';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCatalogOf, exportElementsCsv } from '../../api/src/catalog/elements-csv.ts';
import { countElements, listElementsOf } from '../../api/src/catalog/elements.ts';
import { insertKit } from '../../api/src/catalog/kits.ts';
import { configurationIntakeSchema } from '@meble/domain/client-configuration';
import { verifyPassword } from '../../api/src/auth/password.ts';
import {
  ScaleSeedError,
  seedScale,
  seedScaleConfigurations,
  SCALE_CONFIGURATION_EMAIL_DOMAIN,
  SCALE_CONFIGURATIONS_NEWEST,
  SCALE_DESCRIPTION,
  SCALE_SALONS,
} from '../../api/src/seed/scale.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

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
    // Every generated element passes the element form's rules (its models are not uploaded: a load figure needs none):
    // its export imports back without a problem.
    const collection = { _id: id, slug: 'skala-250' };
    const check = checkElementsCsv(await exportElementsCsv(t.db, collection), { ...(await csvCatalogOf(t.db, id)), existingNames: new Set(), isStored: () => true });
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

describe('seedScaleConfigurations (npm run seed:scale -- --configurations N)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  const snapshot = () =>
    t.db
      .selectFrom('client_configurations')
      .select(['id', 'salon_id', 'collection_slug', 'customer_email', 'kits', 'url_slug', 'created_at'])
      .where('customer_email', 'like', `%@${SCALE_CONFIGURATION_EMAIL_DOMAIN}`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

  it('writes exactly N deterministic configurations over two salons and none, and a second run the very same ones', async () => {
    const collection = await t.kit.collection().name('Manhattan').create();
    const operators = await t.kit.clientConfiguration().inCollection(collection).email('klient@skala.example.pl').create();
    const first = await seedScaleConfigurations(t.db, { configurations: 300 });
    // No demo salons here: two scale salons are made, who cannot sign in.
    expect(first).toMatchObject({ removed: 0, configurations: 300, createdSalons: 2, salons: SCALE_SALONS.map((salon) => salon.email) });
    const rows = await snapshot();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((row) => row.url_slug)).size).toBe(300);
    expect(rows[0]!.created_at.toISOString()).toBe(new Date(SCALE_CONFIGURATIONS_NEWEST).toISOString());
    expect(rows[299]!.created_at.getTime()).toBe(SCALE_CONFIGURATIONS_NEWEST - 299 * 60_000);
    const salons = new Set(rows.map((row) => row.salon_id));
    expect(salons.size).toBe(3);
    expect(rows.filter((row) => row.salon_id === null)).toHaveLength(100);
    expect(rows.filter((row) => row.collection_slug === 'manhattan').length).toBeGreaterThan(200);
    for (const row of rows) expect(configurationIntakeSchema.safeParse({ cSlug: row.collection_slug, salon: row.salon_id, customerEmail: row.customer_email, kits: row.kits }).success).toBe(true);
    const salonUser = await t.db.selectFrom('users').select('password_hash').where('email', '=', SCALE_SALONS[0].email).executeTakeFirstOrThrow();
    expect(await verifyPassword('', salonUser.password_hash)).toBe(false);

    const second = await seedScaleConfigurations(t.db, { configurations: 300 });
    expect(second).toMatchObject({ removed: 300, configurations: 300, createdSalons: 0 });
    expect(await snapshot()).toEqual(rows);
    // Only its own rows are replaced.
    expect(await t.db.selectFrom('client_configurations').select('id').where('id', '=', operators._id).executeTakeFirst()).toEqual({ id: operators._id });

    expect(await seedScaleConfigurations(t.db, { configurations: 20 })).toMatchObject({ removed: 300, configurations: 20 });
    expect(await snapshot()).toEqual(rows.slice(0, 20));
    for (const configurations of [0, 1.5, 2_000_000]) await expect(seedScaleConfigurations(t.db, { configurations })).rejects.toThrow(ScaleSeedError);
  });
});
