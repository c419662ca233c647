import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/src/auth/password.ts';
import { silentLogger } from '@meble/domain/logger';
import { sql } from 'kysely';
import { startApi } from '../../api/src/runtime.ts';
import { dictionariesSchema } from '@meble/domain/dictionaries';
import { DEFAULT_COLLECTION_SLUG, PRICE_GROUPS } from '@meble/domain/catalog';
import { elementBodySchema, elementSchema } from '@meble/domain/element';
import { kitFormSchema, kitSchema } from '@meble/domain/kit';
import { slugify } from '@meble/domain/slug';
import { z } from 'zod';
import { configurationIntakeSchema, configurationListSchema } from '@meble/domain/client-configuration';
import { formatPrice, parsePrice } from '@meble/domain/money';
import { seedDemo } from '../../api/src/seed/demo.ts';
import { DEMO_TRANSLATIONS } from '../../api/src/seed/demo-translations.ts';
import { translationFieldsSchema, translationListSchema } from '@meble/domain/translation';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE, DEMO_CONFIGURATION_COUNT, DEMO_EQUIPMENT, DEMO_KITS } from '../../api/src/seed/demo-data.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { testDatabaseKind } from '../kit/database.ts';
import { testPasswords } from '../kit/passwords.ts';

describe('demo data', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('has an administrator and four salons with Polish salon data', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.role])).toEqual([
      ['admin@example.com', 'Admin12345!', 'admin'],
      ['salon1@example.com', 'Salon12345!', 'salon'],
      ['salon2@example.com', 'Salon12345!', 'salon'],
      ['salon3@example.com', 'Salon12345!', 'salon'],
      ['salon4@example.com', 'Salon12345!', 'salon'],
    ]);
    for (const salon of DEMO_ACCOUNTS.filter((a) => a.role === 'salon')) {
      expect(salon).toMatchObject({ isSalon: true, salonName: expect.any(String), salonPhone: expect.any(String), salonAddress: expect.any(String) });
    }
  });

  it('seeds accounts that sign in with their roles, and is idempotent without touching passwords', async () => {
    expect((await seedDemo(t.db, { passwords: testPasswords })).created).toHaveLength(5);
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    expect(await (await t.call('/api/users/me', { token })).json()).toMatchObject({ name: 'Administrator', isAdmin: true });
    const salonToken = await t.signIn('salon1@example.com', 'Salon12345!');
    expect(await (await t.call('/api/users/me', { token: salonToken })).json()).toMatchObject({ isSalon: true, isAdmin: false, salonName: 'Salon Meblowy Kraków' });

    // An administrator changed the demo admin's password; seeding again must keep it.
    const changed = '$changed-hash$';
    await t.db.updateTable('users').set({ password_hash: changed }).where('email', '=', 'admin@example.com').execute();
    const again = await seedDemo(t.db, { passwords: testPasswords });
    expect(again.created).toEqual([]);
    const rows = await t.db.selectFrom('users').select(['email', 'password_hash']).where('email', 'like', '%@example.com').execute();
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.email === 'admin@example.com')?.password_hash).toBe(changed);
    expect(await verifyPassword('Salon12345!', rows.find((r) => r.email === 'salon2@example.com')!.password_hash)).toBe(true);
  });
});

describe('demo catalogue', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('seeds categories, collections with 3–5 element categories each (manhattan among them) and equipment, once', async () => {
    expect((await seedDemo(t.db, { passwords: testPasswords })).catalogueSeeded).toBe(true);
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    const parsed = dictionariesSchema.parse(await (await t.call('/api/cms/dictionaries', { token })).json());
    const dictionaries = { ...parsed, collectionCategories: parsed.collectionCategories ?? [] };

    expect(dictionaries.collectionCategories.length).toBeGreaterThanOrEqual(3);
    expect(dictionaries.collectionCategories.map((c) => c.name)).toEqual(expect.arrayContaining(['Narożniki', 'Sofy i kanapy', 'Fotele i pufy']));
    const collections = dictionaries.collectionCategories.flatMap((c) => c.collections);
    expect(collections.length).toBeGreaterThanOrEqual(5);
    expect(collections.map((c) => c.slug)).toContain(DEFAULT_COLLECTION_SLUG);
    expect(collections.some((c) => !c.isActive)).toBe(true);
    expect(new Set(collections.map((c) => c.discount))).toEqual(new Set([0, 50, 100]));
    expect(collections.some((c) => /[ąćęłńóśźż]/i.test(c.name))).toBe(true);
    for (const collection of collections) {
      expect(collection.description.length, collection.slug).toBeGreaterThan(40);
      const detail = (await (await t.call(`/api/cms/collection/${collection.slug}`, { token })).json()) as { elementCategories: unknown[] };
      expect(detail.elementCategories.length, collection.slug).toBeGreaterThanOrEqual(3);
      expect(detail.elementCategories.length, collection.slug).toBeLessThanOrEqual(5);
    }
    expect(dictionaries.equipment.map((e) => e.name)).toEqual(DEMO_EQUIPMENT);
    expect(DEMO_EQUIPMENT.length).toBeGreaterThanOrEqual(5);
    expect(DEMO_EQUIPMENT.length).toBeLessThanOrEqual(8);

    const counts = await t.kit.catalogueRowCounts();
    expect(counts.collections).toBe(DEMO_CATALOGUE.flatMap((c) => c.collections).length);
    expect((await seedDemo(t.db, { passwords: testPasswords })).catalogueSeeded).toBe(false);
    expect(await t.kit.catalogueRowCounts()).toEqual(counts);
  });

  it('gives manhattan 20–30 valid elements (corners, modules, poufs; prices rising A→I; equipment; angled ones with dimb) and the others a few', async () => {
    expect((await seedDemo(t.db, { passwords: testPasswords })).catalogueSeeded).toBe(false);
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    const equipmentNames = new Map(
      dictionariesSchema.parse(await (await t.call('/api/cms/dictionaries', { token })).json()).equipment.map((e) => [e._id, e.name]),
    );
    const elementsOf = async (slug: string) => {
      const response = await t.call(`/api/cms/collection/${slug}/elements?limit=500`, { token });
      expect(response.status).toBe(200);
      return z.object({ elements: z.array(elementSchema), totalCount: z.number() }).parse(await response.json());
    };
    const manhattan = await elementsOf(DEFAULT_COLLECTION_SLUG);
    expect(manhattan.totalCount).toBeGreaterThanOrEqual(20);
    expect(manhattan.totalCount).toBeLessThanOrEqual(30);
    const names = manhattan.elements.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Narożnik lewy 90°', 'Moduł 2-osobowy', 'Pufa kwadratowa', 'MAN-NL90']));
    expect(new Set(manhattan.elements.map((e) => e.connect))).toEqual(new Set(['a', 'l', 'r']));
    expect(manhattan.elements.filter((e) => e.angle !== 90 && e.dimb !== null).length).toBeGreaterThanOrEqual(2);
    const withEquipment = manhattan.elements.flatMap((e) => e.equipment.map((id) => equipmentNames.get(id)));
    expect(withEquipment).toEqual(expect.arrayContaining(['Funkcja spania', 'Pojemnik na pościel']));
    const detail = (await (await t.call(`/api/cms/collection/${DEFAULT_COLLECTION_SLUG}`, { token })).json()) as { elementCategories: { _id: string }[] };
    expect(new Set(manhattan.elements.map((e) => e.categoryId))).toEqual(new Set(detail.elementCategories.map((c) => c._id)));
    for (const element of manhattan.elements) {
      const prices = PRICE_GROUPS.map((group) => element[`price${group}`]!);
      expect(prices.every((p, i) => i === 0 || p > prices[i - 1]!), element.name).toBe(true);
      expect(element.dx, element.name).toBeGreaterThanOrEqual(15);
      expect(element.dx, element.name).toBeLessThanOrEqual(250);
      // The same rules as the form and REST (D12): every demo element could be saved as it is.
      expect(elementBodySchema('update').safeParse(element).success, element.name).toBe(true);
    }
    for (const collection of DEMO_CATALOGUE.flatMap((c) => c.collections).filter((c) => c.name !== 'Manhattan')) {
      const { totalCount } = await elementsOf(slugify(collection.name));
      expect(totalCount, collection.name).toBeGreaterThanOrEqual(2);
      expect(totalCount, collection.name).toBeLessThanOrEqual(5);
    }
  });

  it('gives manhattan 5 kits of its own elements (ord 1–5, one hidden, one element twice), valid by the form rules', async () => {
    expect((await seedDemo(t.db, { passwords: testPasswords })).catalogueSeeded).toBe(false);
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    const response = await t.call(`/api/cms/collection/${DEFAULT_COLLECTION_SLUG}/kits`, { token });
    expect(response.status).toBe(200);
    const { kits, elements } = z.object({ kits: z.array(kitSchema), elements: z.array(elementSchema) }).parse(await response.json());
    expect(kits).toHaveLength(5);
    expect(kits.map((kit) => kit.name)).toEqual(DEMO_KITS.Manhattan!.map((kit) => kit.name));
    expect(kits.map((kit) => kit.ord)).toEqual([1, 2, 3, 4, 5]);
    expect(kits.filter((kit) => !kit.isActive)).toHaveLength(1);
    expect(kits.some((kit) => new Set(kit.elements).size < kit.elements.length)).toBe(true);
    expect(elements.every((element) => element.collectionSlug === DEFAULT_COLLECTION_SLUG)).toBe(true);
    const names = new Map(elements.map((element) => [element._id, element.name]));
    for (const [i, kit] of kits.entries()) {
      expect(kit.elements.map((id) => names.get(id)), kit.name).toEqual(DEMO_KITS.Manhattan![i]!.elements);
      // The same rules as the form and REST (D12): every demo kit could be created as it is.
      expect(kitFormSchema.safeParse({ ...kit, ord: String(kit.ord) }).success, kit.name).toBe(true);
    }
    const detail = (await (await t.call(`/api/cms/collection/${DEFAULT_COLLECTION_SLUG}`, { token })).json()) as { deletionImpact: { kits: number } };
    expect(detail.deletionImpact.kits).toBe(5);
    expect((await t.kit.catalogueRowCounts()).kits).toBe(5);
  });

  it("leaves an operator's catalogue alone: no demo collections once collections exist", async () => {
    const other = await createTestApi();
    try {
      await other.kit.collection().name('Własna').create();
      const before = await other.kit.catalogueRowCounts();
      const result = await seedDemo(other.db, { passwords: testPasswords });
      expect(result.catalogueSeeded).toBe(false);
      expect(await other.kit.catalogueRowCounts()).toEqual({ ...before, equipment: DEMO_EQUIPMENT.length });
    } finally {
      await other.close();
    }
  });
});

describe('demo client configurations', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it(`seeds ${DEMO_CONFIGURATION_COUNT} valid configurations over both salons and none, mostly manhattan, once`, async () => {
    const first = await seedDemo(t.db, { passwords: testPasswords });
    expect(first.configurationsSeeded).toBe(DEMO_CONFIGURATION_COUNT);
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    const response = await t.call('/api/cms/client/configurations?limit=100', { token });
    expect(response.status).toBe(200);
    const page = configurationListSchema.parse(await response.json());
    expect(page.totalCount).toBe(DEMO_CONFIGURATION_COUNT);
    expect(page.list).toHaveLength(DEMO_CONFIGURATION_COUNT);

    const salonIds = new Map(page.salons.map((salon) => [salon.salonName, salon._id]));
    const bySalon = (id: string | null) => page.list.filter((item) => item.salon === id).length;
    expect(bySalon(salonIds.get('Salon Meblowy Kraków')!)).toBe(DEMO_CONFIGURATION_COUNT / 3);
    expect(bySalon(salonIds.get('Meble Wygodne Łódź')!)).toBe(DEMO_CONFIGURATION_COUNT / 3);
    expect(bySalon(null)).toBe(DEMO_CONFIGURATION_COUNT / 3);
    const manhattan = page.list.filter((item) => item.cSlug === DEFAULT_COLLECTION_SLUG).length;
    expect(manhattan).toBeGreaterThanOrEqual(DEMO_CONFIGURATION_COUNT * 0.75);
    expect(new Set(page.list.map((item) => item.cSlug)).size).toBeGreaterThanOrEqual(4);
    expect(page.collections.map((collection) => collection.slug)).toEqual(expect.arrayContaining([...new Set(page.list.map((item) => item.cSlug))]));

    // Spread over the last months, newest first, each at its own time.
    const times = page.list.map((item) => Date.parse(item.createdAt));
    expect(new Set(times).size).toBe(DEMO_CONFIGURATION_COUNT);
    expect(times[0]! - times.at(-1)!).toBeGreaterThan(90 * 24 * 3600 * 1000);
    expect(Date.now() - times[0]!).toBeGreaterThan(0);

    // Every line names a real element of its configuration's collection: the catalogue link resolves.
    const elements = new Set(page.elements.map((element) => `${element.collectionSlug}/${element.name}`));
    for (const item of page.list) {
      expect(item.customerEmail).toMatch(/^[a-z]+\.[a-z]+@example\.pl$/);
      // The intake's own rules (D12): every demo design could have been sent by the configurator.
      expect(configurationIntakeSchema.safeParse(item).success, item._id).toBe(true);
      expect(item.kits.length).toBeGreaterThanOrEqual(1);
      for (const kit of item.kits) {
        expect(kit.displayWidth).toMatch(/^\d+ cm$/);
        expect(kit.displayDepth).toMatch(/^\d+ cm$/);
        const prices = kit.elements.map((line) => parsePrice(line.displayPrice.replace(' zł', '')));
        expect(prices.every((price) => price !== null && price > 0)).toBe(true);
        expect(formatPrice(prices.reduce<number>((sum, price) => sum + price!, 0))).toBe(kit.displayTotalPrice);
        for (const line of kit.elements) {
          expect(elements.has(`${item.cSlug}/${line.meshId}`), `${item.cSlug}/${line.meshId}`).toBe(true);
          expect(line.displayPrice).toMatch(/^\d{1,3}( \d{3})*,\d{2} zł$/);
          expect(line.displayMaterial).not.toBe('');
          expect(line.displayWoodMaterial).not.toBe('');
          expect(line.displayPillowMaterial).not.toBe('');
        }
      }
    }
    expect(page.list.some((item) => item.kits.length > 1)).toBe(true);
    expect(page.list.some((item) => item.kits.some((kit) => kit.elements.some((line) => line.displayEquipment !== '')))).toBe(true);

    expect((await seedDemo(t.db, { passwords: testPasswords })).configurationsSeeded).toBe(0);
    expect(await t.kit.clientConfigurationCount()).toBe(DEMO_CONFIGURATION_COUNT);

    // A salon sees its own and the online ones.
    const salonToken = await t.signIn('salon1@example.com', 'Salon12345!');
    const salonPage = configurationListSchema.parse(await (await t.call('/api/cms/client/configurations?limit=100', { token: salonToken })).json());
    expect(salonPage.totalCount).toBe((DEMO_CONFIGURATION_COUNT * 2) / 3);
  });
});

// Always PGlite, whatever the project's engine: the PostgreSQL run would only repeat it.
describe.skipIf(testDatabaseKind() === 'postgres')('startApi on the embedded default', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('creates the database in DATA_DIR, seeds demo data only when empty, and keeps sessions across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'meble-runtime-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir };

    const first = await startApi(env, { log: silentLogger, passwords: testPasswords });
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
      // D7: the default current collection is there to land on.
      const manhattan = await first.api.request(`/api/cms/collection/${DEFAULT_COLLECTION_SLUG}`, { headers: { authorization: `Bearer ${token}` } });
      expect(manhattan.status).toBe(200);
      // The demo's split model as an earlier check left it, without the list of the files it reads.
      await sql`update files set validation = validation - 'siblings' where name like '%.gltf'`.execute(first.db);
    } finally {
      await first.close();
    }

    const second = await startApi(env, { log: silentLogger, passwords: testPasswords });
    try {
      expect(second.demoSeeded).toBe(false);
      expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
      const me = await second.api.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      // A start checks such a model again, beside serving: its .bin and texture are in use once more.
      const unlisted = async () =>
        (await sql<{ name: string }>`select name from files where kind = 'model' and validation is not null and not (validation ? 'siblings')`.execute(second.db)).rows;
      await expect.poll(unlisted, { timeout: 30_000 }).toEqual([]);
      expect((await sql<{ n: number }>`select count(*)::int as n from files where name like '%.gltf' and jsonb_array_length(validation -> 'siblings') > 0`.execute(second.db)).rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    // PGlite's initdb in a new DATA_DIR takes seconds, many more on a busy machine.
  }, 120_000);

  it('refuses DATABASE_URL without JWT_SECRET before touching the database', async () => {
    await expect(startApi({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, { log: silentLogger })).rejects.toThrow(/JWT_SECRET/);
  });
});

describe('demo translations', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('seeds about 40 configurator texts (pl and en within the limits), adds only missing keys again, and keeps edited texts', async () => {
    expect(DEMO_TRANSLATIONS.length).toBeGreaterThanOrEqual(38);
    expect(DEMO_TRANSLATIONS.length).toBeLessThanOrEqual(45);
    expect(new Set(DEMO_TRANSLATIONS.map((row) => row.key)).size).toBe(DEMO_TRANSLATIONS.length);
    for (const row of DEMO_TRANSLATIONS) expect(translationFieldsSchema.parse(row), row.key).toEqual({ pl: row.pl, en: row.en });
    expect(new Set(DEMO_TRANSLATIONS.map((row) => row.key.split('.')[0]))).toEqual(new Set(['button', 'label', 'message']));

    expect((await seedDemo(t.db, { passwords: testPasswords })).translationsSeeded).toBe(DEMO_TRANSLATIONS.length);
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    const first = translationListSchema.parse(await (await t.call('/api/cms/settings/translations?limit=100', { token })).json()).data;
    expect(first.totalCount).toBe(DEMO_TRANSLATIONS.length);
    const saveButton = first.translations.find((row) => row.key === 'button.saveConfiguration')!;
    expect(saveButton).toMatchObject({ pl: 'Zapisz konfigurację', en: 'Save configuration' });

    // An administrator edited one text and a key went missing: seeding again restores the key and keeps the edit.
    const edited = await t.call(`/api/cms/settings/translation/update/${saveButton._id}`, { method: 'PATCH', token, json: { pl: 'Zapisz projekt', en: 'Save design' } });
    expect(edited.status).toBe(200);
    await t.db.deleteFrom('translations').where('key', '=', 'label.width').execute();
    expect((await seedDemo(t.db, { passwords: testPasswords })).translationsSeeded).toBe(1);
    const again = translationListSchema.parse(await (await t.call('/api/cms/settings/translations?limit=100', { token })).json()).data;
    expect(again.totalCount).toBe(DEMO_TRANSLATIONS.length);
    expect(again.translations.find((row) => row.key === 'button.saveConfiguration')).toEqual({ ...saveButton, pl: 'Zapisz projekt', en: 'Save design', version: 2 });
  });
});
