import { collectionListSchema, collectionSchema } from '@meble/domain/collection';
import { comparePolish } from '@meble/domain/order';
import { dictionariesSchema } from '@meble/domain/dictionaries';
import { elementCategorySchema } from '@meble/domain/element-category';
import { messages } from '@meble/domain/messages';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection } from '../../api/src/catalog/collections.ts';
import { insertElementCategory } from '../../api/src/catalog/element-categories.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../api/src/db/ids.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

interface ErrorAnswer {
  message: string;
  errors?: { field: string; message: string }[];
}

const collectionDetailSchema = z
  .object({
    collection: collectionSchema.strict(),
    elementCategories: z.array(elementCategorySchema.strict()),
    deletionImpact: z.object({ elementCategories: z.number().int(), elements: z.number().int(), kits: z.number().int(), fabricAssignments: z.number().int(), finishAssignments: z.number().int() }).strict(),
  })
  .strict();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('collections over REST', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  beforeAll(async () => {
    t = await createTestApi();
    await t.kit.files('collection', ['lodz.jpg', 'nowe.jpg']);
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Kolekcyjny').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  const create = (json: unknown, token = admin) => t.call('/api/cms/collection/create', { method: 'POST', json, token });
  const update = (id: string, json: unknown, token = admin) => t.call(`/api/cms/collection/update/${id}`, { method: 'PATCH', json, token });
  const remove = (id: string, token = admin) => t.call(`/api/cms/collection/delete/${id}`, { method: 'POST', token });
  const get = (slug: string, token = admin) => t.call(`/api/cms/collection/${encodeURIComponent(slug)}`, { token });

  describe('GET /api/cms/dictionaries', () => {
    it('lists collection categories by display order then name, each with all its collections by Polish name order, and equipment', async () => {
      const second = await t.kit.collectionCategory().name('Sofy i kanapy').displayOrd(2).create();
      const firstB = await t.kit.collectionCategory().name('Łóżka').displayOrd(1).create();
      const firstA = await t.kit.collectionCategory().name('Lampy').displayOrd(1).create();
      for (const name of ['Zefir', 'Łania', 'Lato', 'Ćma', 'Cyprys']) {
        const builder = t.kit.collection().inCategory(second).name(name);
        await (name === 'Łania' ? builder.inactive() : builder).create();
      }
      await t.kit.collection().inCategory(firstA).name('Aurora').discountPercent(5).create();
      await t.kit.equipment('Pojemnik na pościel', 2);
      await t.kit.equipment('Funkcja spania', 1);
      await t.kit.equipment('Ładowarka USB', 2);

      const response = await t.call('/api/cms/dictionaries', { token: admin });
      expect(response.status).toBe(200);
      const body = dictionariesSchema.strict().parse(await response.json());
      const ours = (body.collectionCategories ?? []).filter((c) => [second._id, firstA._id, firstB._id].includes(c._id));
      expect(ours.map((c) => c.name)).toEqual(['Lampy', 'Łóżka', 'Sofy i kanapy']);
      expect(ours[1]).toEqual({ ...firstB, collections: [] });
      const sofas = ours[2]!;
      expect(sofas.slug).toBe('sofy-i-kanapy');
      expect(sofas.collections.map((c) => c.name)).toEqual(['Cyprys', 'Ćma', 'Lato', 'Łania', 'Zefir']);
      expect(sofas.collections.find((c) => c.name === 'Łania')).toMatchObject({ slug: 'lania', isActive: false, category_slug: 'sofy-i-kanapy' });
      expect(ours[0]!.collections).toEqual([
        { _id: expect.any(String), name: 'Aurora', slug: 'aurora', description: '', category_slug: 'lampy', discount: 50, thumbUrl: '', isActive: true, version: 1 },
      ]);
      expect(body.equipment.map((e) => e.name)).toEqual(['Funkcja spania', 'Ładowarka USB', 'Pojemnik na pościel']);
    });

    it('is readable by a salon user without the catalogue (D14, as in the graph), and holds no users', async () => {
      const response = await t.call('/api/cms/dictionaries', { token: salon });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['connectionCodes', 'equipment', 'finishTypes', 'priceGroups']);
      expect(text).not.toMatch(/@|salon|email|password/i);
    });
  });

  describe('GET /api/cms/collection/{slug}', () => {
    it('answers the collection, its element categories by displayOrd then name, and what a delete would remove', async () => {
      const seeded = await t.kit.collection().name('Kolekcja Szczegółowa').description('Opis kolekcji').discountPercent(10).create();
      const { collection } = seeded;
      await t.kit.elementCategory().inCollection(collection).name('Zagłówki').displayOrd(3).create();
      await t.kit.elementCategory().inCollection(collection).name('Siedziska').displayOrd(-1).create();
      await t.kit.elementCategory().inCollection(collection).name('Pufy').displayOrd(3).unavailable().create();
      await t.kit.elementCategory().inCollection(collection).name('Moduły narożne').displayOrd(2).create();

      const response = await get('kolekcja-szczegolowa');
      expect(response.status).toBe(200);
      const body = collectionDetailSchema.parse(await response.json());
      expect(body.collection).toEqual(collection);
      expect(body.collection).toMatchObject({ slug: 'kolekcja-szczegolowa', description: 'Opis kolekcji', discount: 100 });
      expect(body.elementCategories.map((c) => [c.name, c.displayOrd])).toEqual([
        ['Siedziska', -1],
        ['Moduły narożne', 2],
        ['Pufy', 3],
        ['Zagłówki', 3],
      ]);
      expect(body.elementCategories[2]).toMatchObject({ available: false, collectionSlug: 'kolekcja-szczegolowa' });
      expect(body.deletionImpact).toEqual({ elementCategories: 4, elements: 0, kits: 0, fabricAssignments: 0, finishAssignments: 0 });
    });

    it('answers 404 for an unknown slug', async () => {
      const response = await get('nie-ma-takiej');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    });
  });

  describe('POST /api/cms/collection/create', () => {
    it('creates a collection with the slug made from its name (D5), in the REST shape', async () => {
      const category = await t.kit.collectionCategory().name('Narożniki').create();
      const before = await t.kit.catalogueRowCounts();
      const response = await create({
        name: '  Łódź Narożnik ',
        description: ' Narożnik z funkcją spania. ',
        category_slug: 'narozniki',
        discount: 150,
        thumbUrl: 'lodz.jpg',
        isActive: false,
      });
      expect(response.status).toBe(201);
      const created = collectionSchema.strict().parse(await response.json());
      expect(created).toEqual({
        _id: expect.any(String),
        name: 'Łódź Narożnik',
        slug: 'lodz-naroznik',
        description: 'Narożnik z funkcją spania.',
        category_slug: category.slug,
        discount: 150,
        thumbUrl: 'lodz.jpg',
        isActive: false,
        version: 1,
      });
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, collections: before.collections + 1 });
      expect(collectionDetailSchema.parse(await (await get('lodz-naroznik')).json())).toEqual({
        collection: created,
        elementCategories: [],
        deletionImpact: { elementCategories: 0, elements: 0, kits: 0, fabricAssignments: 0, finishAssignments: 0 },
      });
    });

    it('defaults description and picture to empty and the collection to active', async () => {
      await t.kit.collectionCategory().name('Domyślne').create();
      const response = await create({ name: 'Minimalna', category_slug: 'domyslne', discount: 0 });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ slug: 'minimalna', description: '', thumbUrl: '', isActive: true, discount: 0 });
    });

    it('refuses a name whose slug is taken ("Łódź" then "Lodz"), naming the slug, and writes nothing', async () => {
      const category = await t.kit.collectionCategory().create();
      expect((await create({ name: 'Łódź', category_slug: category.slug, discount: 0 })).status).toBe(201);
      const before = await t.kit.catalogueRowCounts();
      const response = await create({ name: 'Lodz', category_slug: category.slug, discount: 0 });
      expect(response.status).toBe(400);
      const message = messages.collectionSlugTaken('lodz');
      expect(await response.json()).toEqual({ message, errors: [{ field: 'name', message }] });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect(((await (await get('lodz')).json()) as { collection: { name: string } }).collection.name).toBe('Łódź');
    });

    it('creates only one of two simultaneous requests for the same slug; the other gets the same 400', async () => {
      const category = await t.kit.collectionCategory().create();
      const answers = await Promise.all([
        create({ name: 'Wyścig', category_slug: category.slug, discount: 0 }),
        create({ name: 'wyscig', category_slug: category.slug, discount: 0 }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      const refused = answers.find((a) => a.status === 400)!;
      expect(await refused.json()).toMatchObject({ errors: [{ field: 'name', message: messages.collectionSlugTaken('wyscig') }] });
      const rows = await t.db.selectFrom('collections').select('id').where('slug', '=', 'wyscig').execute();
      expect(rows).toHaveLength(1);
    });

    it('recognises the database refusing a taken slug or a vanished parent (the answers of a lost race)', async () => {
      const { collection } = await t.kit.collection().name('Unikalna').create();
      const duplicate = insertCollection(t.db, { name: 'Unikalna', slug: 'unikalna', categoryId: (await t.kit.collectionCategory().create())._id });
      await expect(duplicate.catch((error: unknown) => isUniqueViolation(error))).resolves.toBe(true);
      const orphan = insertElementCategory(t.db, { collectionId: UNKNOWN_ID, name: 'Sierota', nameEn: 'Orphan', displayOrd: 1 });
      await expect(orphan.catch((error: unknown) => isForeignKeyViolation(error))).resolves.toBe(true);
      expect(isUniqueViolation(new Error('x'))).toBe(false);
      expect(collection.slug).toBe('unikalna');
    });

    it('refuses an unknown category with a message on category_slug, and writes nothing', async () => {
      const before = await t.kit.catalogueRowCounts();
      const response = await create({ name: 'Bez kategorii', category_slug: 'nie-ma-takiej', discount: 0 });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.unknownCollectionCategory,
        errors: [{ field: 'category_slug', message: messages.unknownCollectionCategory }],
      });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    // Spec part 2 §5 "Collection create", each rule broken once; D2 for the discount.
    const required = messages.requiredFieldsMissing;
    it.each([
      ['missing name', { name: undefined }, 'name', required],
      ['blank name', { name: '   ' }, 'name', required],
      ['name too long (51 characters)', { name: 'N'.repeat(51) }, 'name', messages.tooLong(50)],
      ['name without letters or digits', { name: '---' }, 'name', messages.nameWithoutLetters],
      ['missing category', { category_slug: undefined }, 'category_slug', required],
      ['blank category', { category_slug: ' ' }, 'category_slug', required],
      ['missing discount', { discount: undefined }, 'discount', required],
      ["discount '1a'", { discount: '1a' }, 'discount', required],
      ['discount 1.5', { discount: 1.5 }, 'discount', required],
      ["discount '15' as a string", { discount: '15' }, 'discount', required],
      ['discount of 100 % (1000 tenths)', { discount: 1000 }, 'discount', required],
      ['discount below 0', { discount: -10 }, 'discount', required],
      ['discount that is not a whole percent (15 tenths)', { discount: 15 }, 'discount', required],
      ['description over 2000 characters', { description: 'x'.repeat(2001) }, 'description', messages.tooLong(2000)],
    ])('refuses %s with 400, the field and the Polish message, and writes nothing', async (_, change, field, message) => {
      const category = await t.kit.collectionCategory().create();
      const before = await t.kit.catalogueRowCounts();
      const response = await create({ name: 'Reguła', category_slug: category.slug, discount: 50, ...change });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorAnswer;
      expect(body.errors).toEqual([{ field, message }]);
      expect(body.message).toBe(message);
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect((await get('regula')).status).toBe(404);
    });

    it('lists every broken rule, the first one as the banner message', async () => {
      const response = await create({ name: '', discount: '1a' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorAnswer;
      expect(body.message).toBe(required);
      expect(body.errors?.map((e) => e.field).sort()).toEqual(['category_slug', 'discount', 'name']);
    });
  });

  describe('PATCH /api/cms/collection/update/{id}', () => {
    it('changes description, category, picture and state; never name, slug or discount', async () => {
      const other = await t.kit.collectionCategory().name('Fotele i pufy').create();
      const { collection } = await t.kit.collection().name('Do Edycji').discountPercent(20).create();
      const response = await update(collection._id, {
        name: 'Nowa nazwa',
        slug: 'nowa',
        discount: 500,
        description: '  Nowy opis  ',
        category_slug: 'fotele-i-pufy',
        thumbUrl: 'nowe.jpg',
        isActive: false,
      });
      expect(response.status).toBe(200);
      const updated = collectionSchema.strict().parse(await response.json());
      expect(updated).toEqual({
        ...collection,
        description: 'Nowy opis',
        category_slug: other.slug,
        thumbUrl: 'nowe.jpg',
        isActive: false,
        version: 2,
      });
      expect(updated).toMatchObject({ name: 'Do Edycji', slug: 'do-edycji', discount: 200 });
      expect(collectionDetailSchema.parse(await (await get('do-edycji')).json()).collection).toEqual(updated);
    });

    it("takes the collection's slug in place of its _id (the graph's id), with the same answer", async () => {
      const { collection } = await t.kit.collection().name('Po Slugu').description('Stary opis').create();
      const body = { description: 'Opis po slugu', category_slug: collection.category_slug, thumbUrl: '', isActive: true };
      const response = await update('po-slugu', body);
      expect(response.status).toBe(200);
      expect(collectionSchema.strict().parse(await response.json())).toEqual({ ...collection, description: 'Opis po slugu', version: 2 });
      // A uuid names the _id first: another collection's slug cannot shadow it.
      const byId = await update(collection._id, { ...body, description: 'Po identyfikatorze' });
      expect(((await byId.json()) as { description: string }).description).toBe('Po identyfikatorze');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const category = await t.kit.collectionCategory().create();
      const body = { description: '', category_slug: category.slug, thumbUrl: '', isActive: true };
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await update(id, body);
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });

    it.each([
      ['an unknown category', { category_slug: 'nie-ma-takiej' }, 'category_slug', messages.unknownCollectionCategory],
      ['a missing category', { category_slug: undefined }, 'category_slug', messages.requiredFieldsMissing],
      ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description', messages.tooLong(2000)],
      ['a missing state', { isActive: undefined }, 'isActive', messages.requiredFieldsMissing],
    ])('refuses %s with 400 and changes nothing', async (_, change, field, message) => {
      const { collection } = await t.kit.collection().description('Stary opis').create();
      const response = await update(collection._id, {
        description: 'Nowy opis',
        category_slug: collection.category_slug,
        thumbUrl: '',
        isActive: false,
        ...change,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
      expect(collectionDetailSchema.parse(await (await get(collection.slug)).json()).collection).toEqual(collection);
    });
  });

  describe('POST /api/cms/collection/delete/{id}', () => {
    it('deletes the collection with its element categories and says how many went; other collections keep theirs', async () => {
      const doomed = await t.kit.collection().name('Do Usunięcia').withElementCategories(3).create();
      const kept = await t.kit.collection().withElementCategories(2).create();
      const before = await t.kit.catalogueRowCounts();

      const response = await remove(doomed.collection._id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { collections: 1, elementCategories: 3, elements: 0, kits: 0, fabricAssignments: 0, finishAssignments: 0 } });
      expect(await t.kit.catalogueRowCounts()).toEqual({
        ...before,
        collections: before.collections - 1,
        elementCategories: before.elementCategories - 3,
      });
      expect((await get('do-usuniecia')).status).toBe(404);
      for (const category of doomed.elementCategories) {
        expect((await t.call(`/api/cms/element-category/${category._id}`, { token: admin })).status).toBe(404);
      }
      expect(collectionDetailSchema.parse(await (await get(kept.collection.slug)).json()).elementCategories).toEqual(kept.elementCategories);
      // The slug is free again.
      expect((await create({ name: 'Do usunięcia', category_slug: doomed.collection.category_slug, discount: 0 })).status).toBe(201);
    });

    it('is one transaction (D8): when removing the collection fails, its element categories stay', async () => {
      const seeded = await t.kit.collection().name('Nieusuwalna').withElementCategories(3).create();
      await sql`create function refuse_collection_delete() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`.execute(t.db);
      await sql`create trigger refuse_collection_delete before delete on collections for each row when (old.slug = 'nieusuwalna') execute function refuse_collection_delete()`.execute(t.db);
      try {
        const before = await t.kit.catalogueRowCounts();
        const response = await remove(seeded.collection._id);
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ message: messages.unexpected });
        expect(await t.kit.catalogueRowCounts()).toEqual(before);
        expect(collectionDetailSchema.parse(await (await get('nieusuwalna')).json()).elementCategories).toHaveLength(3);
      } finally {
        await sql`drop trigger refuse_collection_delete on collections`.execute(t.db);
        await sql`drop function refuse_collection_delete()`.execute(t.db);
      }
      expect(t.logs.some((entry) => entry.level === 'error' && JSON.stringify(entry.details).includes('refused by test'))).toBe(true);
    });

    it("takes the collection's slug in place of its _id", async () => {
      const doomed = await t.kit.collection().name('Usuwana Po Slugu').withElementCategories(2).create();
      const response = await remove('usuwana-po-slugu');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { collections: 1, elementCategories: 2, elements: 0, kits: 0, fabricAssignments: 0, finishAssignments: 0 } });
      expect((await get(doomed.collection.slug)).status).toBe(404);
      expect((await remove('usuwana-po-slugu')).status).toBe(404);
    });

    it('answers 404 for an unknown, malformed or already deleted id', async () => {
      const { collection } = await t.kit.collection().create();
      expect((await remove(collection._id)).status).toBe(200);
      for (const id of [collection._id, UNKNOWN_ID, 'nie-uuid']) {
        const response = await remove(id);
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('D14: administrators only', () => {
    it('answers a salon user 403 on every collection path and changes nothing', async () => {
      const category = await t.kit.collectionCategory().create();
      const { collection } = await t.kit.collection().inCategory(category).withElementCategories(1).create();
      const before = await t.kit.catalogueRowCounts();
      const answers = [
        await get(collection.slug, salon),
        await create({ name: 'Salonowa', category_slug: category.slug, discount: 0 }, salon),
        await update(collection._id, { description: 'Zmieniony', category_slug: category.slug, thumbUrl: '', isActive: false }, salon),
        await remove(collection._id, salon),
        await update(collection.slug, { description: 'Zmieniony', category_slug: category.slug, thumbUrl: '', isActive: false }, salon),
        await remove(collection.slug, salon),
      ];
      for (const response of answers) {
        expect(response.status, response.url).toBe(403);
        expect(await response.json()).toEqual({ message: messages.forbidden });
      }
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect(collectionDetailSchema.parse(await (await get(collection.slug)).json()).collection).toEqual(collection);
    });

    it('answers 401 without a session', async () => {
      expect((await t.call('/api/cms/collection/create', { method: 'POST', json: {} })).status).toBe(401);
    });
  });

  describe('GET /api/cms/collections', () => {
    const list = async (token = admin) => {
      const response = await t.call('/api/cms/collections', { token });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const countsOf = async (slug: string) => {
      const { collections } = collectionListSchema.strict().parse((await list()).body);
      const found = collections.find((collection) => collection.slug === slug);
      return found && { elementCount: found.elementCount, kitCount: found.kitCount };
    };

    it('answers every collection by name with its element and kit counts, zero for an empty one, hidden kits counted', async () => {
      const category = await t.kit.collectionCategory().name('Liczone').create();
      const full = await t.kit.collection().inCategory(category).name('Liczona pełna').withElementCategories(1).create();
      const empty = await t.kit.collection().inCategory(category).name('Liczona pusta').inactive().create();
      const elementCategory = full.elementCategories[0]!;
      const elements = await Promise.all(['A', 'B', 'C'].map((name) => t.kit.element().inCollection(full).inCategory(elementCategory).name(`Moduł ${name}`).create()));
      await t.kit.elementKit().inCollection(full).name('Zestaw widoczny').withElements(elements.slice(0, 2)).create();
      await t.kit.elementKit().inCollection(full).name('Zestaw ukryty').withElements(elements.slice(1)).hidden().create();

      const { status, body } = await list();
      expect(status).toBe(200);
      const { collections } = collectionListSchema.strict().parse(body);
      const names = collections.map((collection) => collection.name);
      expect(names).toEqual([...names].sort(comparePolish));
      const byId = new Map(collections.map((collection) => [collection._id, collection]));
      expect(byId.get(full.collection._id)).toMatchObject({ ...full.collection, elementCount: 3, kitCount: 2 });
      expect(byId.get(empty.collection._id)).toMatchObject({ slug: empty.collection.slug, isActive: false, elementCount: 0, kitCount: 0 });
    });

    it('counts what remains after elements and kits are deleted, and drops a deleted collection', async () => {
      const category = await t.kit.collectionCategory().name('Ubywające').create();
      const seeded = await t.kit.collection().inCategory(category).name('Ubywająca').withElementCategories(1).create();
      const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((name) => t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name(`Moduł ${name}`).create()));
      const kit = await t.kit.elementKit().inCollection(seeded).name('Zestaw ubywający').withElements([a!, b!]).create();
      expect(await countsOf(seeded.collection.slug)).toEqual({ elementCount: 3, kitCount: 1 });

      expect((await t.call(`/api/cms/kit/delete/${kit._id}`, { method: 'POST', token: admin })).status).toBe(200);
      expect((await t.call(`/api/cms/element/delete/${c!._id}`, { method: 'POST', token: admin })).status).toBe(200);
      expect(await countsOf(seeded.collection.slug)).toEqual({ elementCount: 2, kitCount: 0 });

      expect((await remove(seeded.collection._id)).status).toBe(200);
      expect(await countsOf(seeded.collection.slug)).toBeUndefined();
    });

    it('is for administrators only', async () => {
      expect((await list(salon)).status).toBe(403);
      expect((await t.call('/api/cms/collections')).status).toBe(401);
    });
  });

  it('publishes every collection and element-category path with its request and answer schemas in /api/openapi.json', async () => {
    const doc = (await (await t.call('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown>; security?: unknown }>>;
    };
    const expected: [string, string, boolean][] = [
      ['/api/cms/dictionaries', 'get', false],
      ['/api/cms/collections', 'get', false],
      ['/api/cms/collection/{slug}', 'get', false],
      ['/api/cms/collection/create', 'post', true],
      ['/api/cms/collection/update/{id}', 'patch', true],
      ['/api/cms/collection/delete/{id}', 'post', false],
      ['/api/cms/collection/{slug}/element-categories', 'get', false],
      ['/api/cms/element-category/{id}', 'get', false],
      ['/api/cms/element-category/create', 'post', true],
      ['/api/cms/element-category/update/{id}', 'patch', true],
      ['/api/cms/element-category/delete/{id}', 'post', false],
    ];
    for (const [path, method, hasBody] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.security, path).toEqual([{ Bearer: [] }]);
      expect(Boolean(operation!.requestBody), path).toBe(hasBody);
      const success = Object.entries(operation!.responses).find(([status]) => status.startsWith('2'))?.[1];
      expect(JSON.stringify(success), path).toContain('"schema"');
    }
    expect(JSON.stringify(doc.paths['/api/cms/collection/create']?.post?.requestBody)).toContain('"category_slug"');
    expect(JSON.stringify(doc.paths['/api/cms/element-category/create']?.post?.requestBody)).toContain('"collectionSlug"');
    expect(JSON.stringify(doc.paths['/api/cms/collection/{slug}']?.get?.responses)).toContain('"deletionImpact"');
  });
});
