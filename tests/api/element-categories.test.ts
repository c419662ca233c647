import { z } from 'zod';
import { elementCategoryDetailSchema, elementCategorySchema, type ElementCategory } from '@meble/domain/element-category';
import { collectionSchema } from '@meble/domain/collection';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const fill = messages.fieldsMissing;

describe('element categories over REST', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  beforeAll(async () => {
    t = await createTestApi();
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Kategorii').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  const list = (slug: string, token = admin) => t.call(`/api/cms/collection/${slug}/element-categories`, { token });
  const get = (id: string, token = admin) => t.call(`/api/cms/element-category/${id}`, { token });
  const create = (json: unknown, token = admin) => t.call('/api/cms/element-category/create', { method: 'POST', json, token });
  const update = (id: string, json: unknown, token = admin) =>
    t.call(`/api/cms/element-category/update/${id}`, { method: 'PATCH', json, token });
  const remove = (id: string, token = admin) => t.call(`/api/cms/element-category/delete/${id}`, { method: 'POST', token });
  // The category as stored; its answer carries its collection besides (checked in the GET test).
  const current = async (id: string) => {
    const { collection: _collection, ...category } = elementCategoryDetailSchema.strict().parse(await (await get(id)).json()).category;
    return category;
  };

  describe('GET /api/cms/collection/{slug}/element-categories', () => {
    it("lists only that collection's categories, by displayOrd then name, unavailable ones too", async () => {
      const seeded = await t.kit.collection().name('Lista Kategorii').create();
      await t.kit.elementCategory().inCollection(seeded).name('Zagłówki').nameEn('Headrests').displayOrd(2).create();
      await t.kit.elementCategory().inCollection(seeded).name('Łączniki').nameEn('Connectors').displayOrd(2).unavailable().create();
      await t.kit.elementCategory().inCollection(seeded).name('Moduły narożne').nameEn('Corner modules').displayOrd(1).create();
      await t.kit.elementCategory().inCollection(seeded).name('Pufy').nameEn('Poufs').displayOrd(-5).create();
      await t.kit.collection().withElementCategories(2).create();

      const response = await list('lista-kategorii');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { elementCategories: ElementCategory[] };
      expect(Object.keys(body)).toEqual(['elementCategories']);
      for (const category of body.elementCategories) elementCategorySchema.strict().parse(category);
      expect(body.elementCategories.map((c) => [c.name, c.displayOrd, c.available])).toEqual([
        ['Pufy', -5, true],
        ['Moduły narożne', 1, true],
        ['Łączniki', 2, false],
        ['Zagłówki', 2, true],
      ]);
      expect(new Set(body.elementCategories.map((c) => c.collectionSlug))).toEqual(new Set(['lista-kategorii']));
    });

    it('answers an empty list for a collection without categories, and 404 for an unknown collection', async () => {
      const { collection } = await t.kit.collection().create();
      expect(await (await list(collection.slug)).json()).toEqual({ elementCategories: [] });
      const unknown = await list('nie-ma-takiej');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: messages.notFound });
    });
  });

  describe('GET /api/cms/element-category/{id}', () => {
    it("answers the category in the REST shape, under the spec's key `category`, with its collection", async () => {
      const seeded = await t.kit.collection().name('Z Kategorią').create();
      const category = await t.kit.elementCategory().inCollection(seeded).name('Podłokietniki').nameEn('Armrests').displayOrd(4).create();
      const response = await get(category._id);
      expect(response.status).toBe(200);
      const answer = z.strictObject({ category: elementCategorySchema.extend({ collection: collectionSchema.strict() }).strict() }).parse(await response.json());
      expect(answer).toEqual({ category: { ...category, collection: seeded.collection } });
      expect(category).toMatchObject({ name: 'Podłokietniki', name_en: 'Armrests', displayOrd: 4, available: true });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await get(id);
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('POST /api/cms/element-category/create', () => {
    it('creates a category in the named collection, names trimmed', async () => {
      const { collection } = await t.kit.collection().name('Nowe Kategorie').create();
      const before = await t.kit.catalogueRowCounts();
      const response = await create({ collectionSlug: ' nowe-kategorie ', name: '  Siedziska ', name_en: ' Seats ', displayOrd: 3, available: false });
      expect(response.status).toBe(201);
      const created = elementCategorySchema.strict().parse(await response.json());
      expect(created).toEqual({ _id: expect.any(String), name: 'Siedziska', name_en: 'Seats', displayOrd: 3, collectionSlug: collection.slug, available: false, elementCount: 0, version: 1 });
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, elementCategories: before.elementCategories + 1 });
      expect(await current(created._id)).toEqual(created);
    });

    it('defaults to available and accepts a negative displayOrd and a name of exactly 150 characters after trimming', async () => {
      const { collection } = await t.kit.collection().create();
      const name = 'N'.repeat(150);
      const response = await create({ collectionSlug: collection.slug, name: `  ${name}  `, name_en: 'Long', displayOrd: -2 });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ name, displayOrd: -2, available: true });
    });

    it('refuses an unknown collection with a message on collectionSlug, and writes nothing', async () => {
      const before = await t.kit.catalogueRowCounts();
      const response = await create({ collectionSlug: 'nie-ma-takiej', name: 'Siedziska', name_en: 'Seats', displayOrd: 1 });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.unknownCollection,
        errors: [{ field: 'collectionSlug', message: messages.unknownCollection }],
      });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it('takes an empty English name: spec part 2 §5 requires only the collection and the name', async () => {
      const { collection } = await t.kit.collection().create();
      const response = await create({ collectionSlug: collection.slug, name: 'Siedziska', name_en: '  ', displayOrd: 1 });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ name: 'Siedziska', name_en: '', available: true });
    });

    // Spec part 2 §5 "Element category create", each rule broken once: 'Wypełnij pola'.
    it.each([
      ['a missing collection slug', { collectionSlug: undefined }, 'collectionSlug'],
      ['a missing name', { name: undefined }, 'name'],
      ['a blank name', { name: '   ' }, 'name'],
      ['a name over 150 characters after trimming', { name: ` ${'N'.repeat(151)} ` }, 'name'],
      ['a name_en over 150 characters after trimming', { name_en: 'E'.repeat(151) }, 'name_en'],
      ['displayOrd 0', { displayOrd: 0 }, 'displayOrd'],
      ['a non-integer displayOrd (1.5)', { displayOrd: 1.5 }, 'displayOrd'],
      ["a displayOrd typed as text ('3')", { displayOrd: '3' }, 'displayOrd'],
      ['a missing displayOrd', { displayOrd: undefined }, 'displayOrd'],
      ['a displayOrd beyond 4 digits', { displayOrd: 3_000_000_000 }, 'displayOrd'],
    ])('refuses %s with 400, the field and "Wypełnij pola", and writes nothing', async (_, change, field) => {
      const { collection } = await t.kit.collection().create();
      const before = await t.kit.catalogueRowCounts();
      const response = await create({ collectionSlug: collection.slug, name: 'Siedziska', name_en: 'Seats', displayOrd: 1, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: fill, errors: [{ field, message: fill }] });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect(await (await list(collection.slug)).json()).toEqual({ elementCategories: [] });
    });
  });

  describe('PATCH /api/cms/element-category/update/{id}', () => {
    it('changes names, displayOrd and availability; the collection stays', async () => {
      const { collection } = await t.kit.collection().create();
      const other = await t.kit.collection().create();
      const category = await t.kit.elementCategory().inCollection(collection).name('Stara').nameEn('Old').displayOrd(1).create();
      const response = await update(category._id, {
        collectionSlug: other.collection.slug,
        name: ' Nowa ',
        name_en: ' New ',
        displayOrd: 7,
        available: false,
      });
      expect(response.status).toBe(200);
      const updated = elementCategorySchema.strict().parse(await response.json());
      expect(updated).toEqual({ _id: category._id, name: 'Nowa', name_en: 'New', displayOrd: 7, collectionSlug: collection.slug, available: false, elementCount: 0, version: 2 });
      expect(await current(category._id)).toEqual(updated);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await update(id, { name: 'A', name_en: 'A', displayOrd: 1, available: true });
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });

    it.each([
      ['a blank name', { name: ' ' }, 'name'],
      ['a missing name_en', { name_en: undefined }, 'name_en'],
      ['a missing available (it would silently turn a hidden category visible)', { available: undefined }, 'available'],
      ['displayOrd 0', { displayOrd: 0 }, 'displayOrd'],
      ['displayOrd 10000', { displayOrd: 10_000 }, 'displayOrd'],
      ['a non-integer displayOrd', { displayOrd: 2.5 }, 'displayOrd'],
      ['a name over 150 characters after trimming', { name: 'N'.repeat(151) }, 'name'],
    ])('refuses %s with 400 and changes nothing', async (_, change, field) => {
      const category = await t.kit.elementCategory().name('Bez zmian').create();
      const response = await update(category._id, { name: 'Zmieniona', name_en: 'Changed', displayOrd: 9, available: false, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: fill, errors: [{ field, message: fill }] });
      expect(await current(category._id)).toEqual(category);
    });
  });

  describe('POST /api/cms/element-category/delete/{id}', () => {
    it('deletes the category and only it', async () => {
      const seeded = await t.kit.collection().withElementCategories(3).create();
      const [doomed, ...kept] = seeded.elementCategories;
      const before = await t.kit.catalogueRowCounts();
      const response = await remove(doomed!._id);
      expect(response.status).toBe(200);
      // As it was when deleted: the delete's version check had bumped its version.
      expect(await response.json()).toEqual({ deleted: { elementCategories: 1 }, category: { ...doomed, version: 2 } });
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, elementCategories: before.elementCategories - 1 });
      expect((await get(doomed!._id)).status).toBe(404);
      expect(await (await list(seeded.collection.slug)).json()).toEqual({ elementCategories: kept });
    });

    it('answers 404 for an unknown, malformed or already deleted id', async () => {
      const category = await t.kit.elementCategory().create();
      expect((await remove(category._id)).status).toBe(200);
      for (const id of [category._id, UNKNOWN_ID, 'nie-uuid']) {
        const response = await remove(id);
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  it('D14: answers a salon user 403 on every element-category path and changes nothing', async () => {
    const seeded = await t.kit.collection().withElementCategories(1).create();
    const category = seeded.elementCategories[0]!;
    const before = await t.kit.catalogueRowCounts();
    const answers = [
      await list(seeded.collection.slug, salon),
      await get(category._id, salon),
      await create({ collectionSlug: seeded.collection.slug, name: 'Salonowa', name_en: 'Salon', displayOrd: 1 }, salon),
      await update(category._id, { name: 'Salonowa', name_en: 'Salon', displayOrd: 5, available: false }, salon),
      await remove(category._id, salon),
    ];
    for (const response of answers) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    expect(await t.kit.catalogueRowCounts()).toEqual(before);
    expect(await current(category._id)).toEqual(category);
  });
});
