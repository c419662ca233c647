import { appConfigurationSchema, DEFAULT_APP_CONFIGURATION } from '@meble/domain/app-configuration';
import { elementCategoryDeleteBlocker } from '@meble/domain/delete-rules';
import { elementSchema, equipmentItemSchema, type Element } from '@meble/domain/element';
import { elementCategorySchema } from '@meble/domain/element-category';
import { messages } from '@meble/domain/messages';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementCategory } from '@meble/domain/element-category';
import { createTestApi, type TestApi } from '../kit/api.ts';
import type { SeededCollection } from '../kit/seed.ts';

interface ErrorAnswer {
  message: string;
  errors?: { field: string; message: string }[];
}

const listSchema = z
  .object({
    elements: z.array(elementSchema.strict()),
    elementsCategories: z.array(elementCategorySchema.strict()),
    appConfiguration: appConfigurationSchema.strict(),
    totalCount: z.number().int(),
  })
  .strict();
/** GET /api/cms/element/{id}, and what create and update answer (spec part 2 §7 getCollectionElement). */
const detailSchema = z
  .object({
    element: elementSchema.strict(),
    elementCategories: z.array(elementCategorySchema.strict()),
    equipment: z.array(equipmentItemSchema.strict()),
    appConfiguration: appConfigurationSchema.strict(),
  })
  .strict();
const elementOf = async (response: Response): Promise<Element> => detailSchema.parse(await response.json()).element;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('elements over REST', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  let manhattan: SeededCollection;
  let corners: ElementCategory;
  let seats: ElementCategory;
  let sleeping: { _id: string; name: string };
  let storage: { _id: string; name: string };

  beforeAll(async () => {
    t = await createTestApi();
    await Promise.all([t.kit.files('model', ['naroznik-lewy.glb', 'pufa.gltf']), t.kit.files('icon', ['ikony/naroznik.png'])]);
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Elementowy').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
    manhattan = await t.kit.collection().name('Manhattan Test').withElementCategories(2).create();
    [corners, seats] = manhattan.elementCategories as [ElementCategory, ElementCategory];
    sleeping = await t.kit.equipment('Funkcja spania', 1);
    storage = await t.kit.equipment('Pojemnik na pościel', 2);
  });
  afterAll(() => t.close());

  const list = (slug: string, query = '', token = admin) => t.call(`/api/cms/collection/${encodeURIComponent(slug)}/elements${query}`, { token });
  const get = (id: string, token = admin) => t.call(`/api/cms/element/${id}`, { token });
  const create = (json: unknown, token = admin) => t.call('/api/cms/element/create', { method: 'POST', json, token });
  const update = (id: string, json: unknown, token = admin) => t.call(`/api/cms/element/update/${id}`, { method: 'PATCH', json, token });
  const remove = (id: string, token = admin) => t.call(`/api/cms/element/delete/${id}`, { method: 'POST', token });
  const discount = (id: string, json: unknown, token = admin) => t.call(`/api/cms/element/discount/${id}`, { method: 'PATCH', json, token });

  let nameCounter = 0;
  /** A valid body in the spec's names (prices in grosze, D1). */
  const body = (overrides: Record<string, unknown> = {}) => ({
    collectionSlug: manhattan.collection.slug,
    name: `MAN-T${++nameCounter}`,
    file: 'naroznik-lewy.glb',
    thumbUrl: 'ikony/naroznik.png',
    categoryId: corners._id,
    available: true,
    isDefault: false,
    connect: 'l',
    angle: 90,
    dimb: null,
    dx: 100,
    dy: 95.5,
    dz: 85,
    description: 'Narożnik lewy z funkcją spania',
    descriptionEn: 'Left corner with sleeping function',
    tinydesc: 'Narożnik',
    tinydescEn: 'Corner',
    priceA: 123450,
    priceB: 130000,
    priceC: 140000,
    priceD: null,
    priceE: null,
    priceF: null,
    priceG: null,
    priceH: null,
    priceI: 250000,
    displayOrd: 3,
    equipment: [],
    ...overrides,
  });
  const updateBody = (overrides: Record<string, unknown> = {}) => {
    const { collectionSlug: _slug, ...rest } = body({ name: `MAN-U${++nameCounter}`, ...overrides });
    return rest;
  };

  async function created(overrides: Record<string, unknown> = {}): Promise<Element> {
    const response = await create(body(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return elementOf(response);
  }

  describe('POST /api/cms/element/create', () => {
    it('creates an element with every field, its equipment and discount 0, and answers it as GET does', async () => {
      const before = await t.kit.catalogueRowCounts();
      const response = await create(body({ name: 'Narożnik lewy 90°', connect: 'l', angle: 45, dimb: 60.5, equipment: [storage._id, sleeping._id, sleeping._id] }));
      expect(response.status).toBe(201);
      const element = await elementOf(response);
      expect(element).toEqual({
        _id: expect.any(String),
        name: 'Narożnik lewy 90°',
        file: 'naroznik-lewy.glb',
        thumbUrl: 'ikony/naroznik.png',
        categoryId: corners._id,
        collectionSlug: manhattan.collection.slug,
        available: true,
        isDefault: false,
        connect: 'l',
        angle: 45,
        dimb: 60.5,
        dx: 100,
        dy: 95.5,
        dz: 85,
        description: 'Narożnik lewy z funkcją spania',
        descriptionEn: 'Left corner with sleeping function',
        tinydesc: 'Narożnik',
        tinydescEn: 'Corner',
        priceA: 123450,
        priceB: 130000,
        priceC: 140000,
        priceD: null,
        priceE: null,
        priceF: null,
        priceG: null,
        priceH: null,
        priceI: 250000,
        displayOrd: 3,
        // The dictionary's order (displayOrd), duplicates dropped.
        equipment: [sleeping._id, storage._id],
        discount: 0,
        kitNames: [],
        kits: [],
        version: 1,
      });
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, elements: before.elements + 1, elementEquipment: before.elementEquipment + 2 });
      expect(await elementOf(await get(element._id))).toEqual(element);
      // The spec's getCollectionElement keys: the collection's categories, the equipment dictionary, the application configuration.
      const detail = detailSchema.parse(await (await get(element._id)).json());
      expect(detail.elementCategories.map((c) => c._id)).toEqual(expect.arrayContaining([corners._id, seats._id]));
      expect(detail.elementCategories.every((c) => c.collectionSlug === manhattan.collection.slug)).toBe(true);
      expect(detail.equipment.map((item) => item._id)).toEqual(expect.arrayContaining([sleeping._id, storage._id]));
      expect(detail.appConfiguration).toEqual(DEFAULT_APP_CONFIGURATION);
    });

    it('ignores dimb for a right-angled element and defaults the optional fields', async () => {
      const response = await create({
        collectionSlug: manhattan.collection.slug,
        name: 'Pufa kwadratowa',
        file: 'pufa.gltf',
        categoryId: seats._id,
        connect: 'a',
        angle: 90,
        dimb: 40,
        dx: 60,
        dy: 60,
        dz: 45,
        priceA: 59900,
      });
      expect(response.status).toBe(201);
      expect(await elementOf(response)).toMatchObject({
        name: 'Pufa kwadratowa',
        dimb: null,
        available: true,
        isDefault: false,
        thumbUrl: '',
        description: '',
        priceA: 59900,
        priceB: null,
        displayOrd: 0,
        equipment: [],
      });
    });

    // Spec part 2 §5, each rule broken once; D12: the form's message, per field.
    const broken: [string, Record<string, unknown>, string, string][] = [
      ['no category', { categoryId: '' }, 'categoryId', messages.elementCategoryRequired],
      ['no name', { name: '  ' }, 'name', messages.elementNameRequired],
      ['a name over 60 characters', { name: 'N'.repeat(61) }, 'name', messages.tooLong(60)],
      ['no file', { file: '' }, 'file', messages.elementFileRequired],
      ['a file of another type', { file: 'model.obj' }, 'file', messages.elementFileType],
      ['no price A', { priceA: null }, 'priceA', messages.priceARequired],
      ['a price that is not a number', { priceC: 'dużo' }, 'priceC', messages.priceInvalid],
      ['a price with a fraction of a grosz', { priceB: 100.5 }, 'priceB', messages.priceInvalid],
      ['no connection', { connect: null }, 'connect', messages.connectionTypeRequired],
      ['an unknown connection code', { connect: 'x' }, 'connect', messages.connectionTypeRequired],
      ['no width', { dx: null }, 'dx', messages.dimensionsRequired],
      ['a depth that is not a number', { dy: 'głęboki' }, 'dy', messages.dimensionInvalid],
      ['a negative width', { dx: -5 }, 'dx', messages.dimensionInvalid],
      ['no height', { dz: '' }, 'dz', messages.dimensionsRequired],
      ['no angle', { angle: null }, 'angle', messages.angleRequired],
      ['an angle of 4 digits', { angle: 1000 }, 'angle', messages.angleInvalid],
      ['a bottom width that is not a number on an angled element', { angle: 45, dimb: 'szeroki' }, 'dimb', messages.dimensionInvalid],
      ['a display order of 3 digits', { displayOrd: 100 }, 'displayOrd', messages.displayOrdInvalid],
      ['a tinydesc over 60 characters', { tinydesc: 'x'.repeat(61) }, 'tinydesc', messages.tooLong(60)],
      ['a description over 255 characters', { descriptionEn: 'x'.repeat(256) }, 'descriptionEn', messages.tooLong(255)],
      ['a file name over 35 characters', { file: `${'f'.repeat(32)}.glb` }, 'file', messages.tooLong(35)],
      ['an unknown collection', { collectionSlug: 'nie-ma-takiej' }, 'collectionSlug', messages.unknownCollection],
      ['a category of another collection', { categoryId: 'other' }, 'categoryId', messages.unknownElementCategory],
      ['a malformed category id', { categoryId: 'nie-uuid' }, 'categoryId', messages.unknownElementCategory],
      ['unknown equipment', { equipment: ['known', UNKNOWN_ID] }, 'equipment', messages.unknownEquipment],
      ['malformed equipment', { equipment: ['nie-uuid'] }, 'equipment', messages.unknownEquipment],
    ];
    it.each(broken)('refuses %s: 400 with the field and the Polish message, nothing written', async (_case, change, field, message) => {
      const other = await t.kit.elementCategory().create();
      const resolved = { ...change };
      if (resolved.categoryId === 'other') resolved.categoryId = other._id;
      if (Array.isArray(resolved.equipment)) resolved.equipment = resolved.equipment.map((id) => (id === 'known' ? sleeping._id : id));
      const before = await t.kit.catalogueRowCounts();
      const response = await create(body(resolved));
      expect(response.status).toBe(400);
      expect((await response.json()) as ErrorAnswer).toEqual({ message, errors: [{ field, message }] });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it('refuses a name already in the collection, but not one in another collection', async () => {
      await created({ name: 'MAN-NL90' });
      const before = await t.kit.catalogueRowCounts();
      const response = await create(body({ name: ' MAN-NL90 ' }));
      expect(response.status).toBe(400);
      const message = messages.elementNameTaken('MAN-NL90');
      expect(await response.json()).toEqual({ message, errors: [{ field: 'name', message }] });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);

      const other = await t.kit.collection().withElementCategories(1).create();
      const elsewhere = await create(body({ name: 'MAN-NL90', collectionSlug: other.collection.slug, categoryId: other.elementCategories[0]!._id }));
      expect(elsewhere.status).toBe(201);
    });

    it('answers a name clash caught only by the unique index (a race) the same way', async () => {
      const first = await created({ name: 'Wyścig' });
      // Two creates at once: at most one wins, the other gets the field message, never a 500.
      const answers = await Promise.all([create(body({ name: 'Moduł 2-osobowy' })), create(body({ name: 'Moduł 2-osobowy' }))]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 400]);
      const refused = answers.find((r) => r.status === 400)!;
      const message = messages.elementNameTaken('Moduł 2-osobowy');
      expect(await refused.json()).toEqual({ message, errors: [{ field: 'name', message }] });
      expect(first.name).toBe('Wyścig');
    });

    it('lists several failing fields at once when the database checks fail together', async () => {
      await created({ name: 'Podwójny' });
      const other = await t.kit.elementCategory().create();
      const response = await create(body({ name: 'Podwójny', categoryId: other._id, equipment: [UNKNOWN_ID] }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).errors?.map((e) => e.field)).toEqual(['name', 'categoryId', 'equipment']);
    });
  });

  describe('GET /api/cms/element/{id}', () => {
    it('answers 404 for an unknown, malformed or deleted id', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await get(id);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('PATCH /api/cms/element/update/{id}', () => {
    it('changes every field, replaces the equipment and leaves the discount as it is (D3)', async () => {
      const element = await t.kit.element().inCollection(manhattan).inCategory(corners).name('Do zmiany').withEquipment([sleeping]).priceA(100000).discount(15).create();
      expect(element).toMatchObject({ discount: 15, equipment: [sleeping._id], priceA: 100000 });
      const before = await t.kit.catalogueRowCounts();
      const response = await update(
        element._id,
        updateBody({ name: 'Zmieniony', categoryId: seats._id, connect: 'r', angle: 30, dimb: 55, priceA: 99900, priceI: null, equipment: [storage._id], available: false, isDefault: true }),
      );
      expect(response.status).toBe(200);
      const updated = await elementOf(response);
      expect(updated).toMatchObject({
        _id: element._id,
        name: 'Zmieniony',
        categoryId: seats._id,
        connect: 'r',
        angle: 30,
        dimb: 55,
        priceA: 99900,
        priceI: null,
        equipment: [storage._id],
        available: false,
        isDefault: true,
        discount: 15,
      });
      expect(await elementOf(await get(element._id))).toEqual(updated);
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it("keeps the element's own name, refuses another element's name, another collection's category and unknown equipment", async () => {
      const element = await t.kit.element().inCollection(manhattan).inCategory(corners).name('Stały').create();
      const neighbour = await t.kit.element().inCollection(manhattan).inCategory(corners).name('Sąsiad').create();
      expect((await update(element._id, updateBody({ name: 'Stały' }))).status).toBe(200);
      const current = await elementOf(await get(element._id));

      const other = await t.kit.elementCategory().create();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: neighbour.name }, 'name', messages.elementNameTaken(neighbour.name)],
        [{ categoryId: other._id }, 'categoryId', messages.unknownElementCategory],
        [{ equipment: [UNKNOWN_ID] }, 'equipment', messages.unknownEquipment],
        // D6 on update: neither side ticked.
        [{ connect: undefined }, 'connect', messages.connectionSideRequired],
        [{ name: '' }, 'name', messages.elementNameRequired],
      ];
      for (const [change, field, message] of cases) {
        const before = await t.kit.catalogueRowCounts();
        const response = await update(element._id, updateBody({ name: 'Stały', ...change }));
        expect(response.status, field).toBe(400);
        expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
        expect(await t.kit.catalogueRowCounts()).toEqual(before);
        expect(await elementOf(await get(element._id))).toEqual(current);
      }
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) expect((await update(id, updateBody())).status).toBe(404);
    });
  });

  describe('PATCH /api/cms/element/discount/{id}', () => {
    it('sets a whole percent 0–100 and refuses anything else with requiredFieldsMissing', async () => {
      const element = await t.kit.element().inCollection(manhattan).inCategory(seats).create();
      for (const [index, value] of [100, 0, 35].entries()) {
        const response = await discount(element._id, { discount: value });
        expect(response.status).toBe(200);
        // Each save is one version further (D29).
        expect(await response.json()).toEqual({ ...element, discount: value, version: index + 2 });
      }
      const message = messages.requiredFieldsMissing;
      for (const value of [12.5, -1, 101, '10', null]) {
        const response = await discount(element._id, { discount: value });
        expect(response.status, String(value)).toBe(400);
        expect(await response.json()).toEqual({ message, errors: [{ field: 'discount', message }] });
      }
      expect((await elementOf(await get(element._id))).discount).toBe(35);
      expect((await discount(UNKNOWN_ID, { discount: 5 })).status).toBe(404);
    });
  });

  describe('POST /api/cms/element/delete/{id}', () => {
    it('deletes the element with its equipment links, then answers 404', async () => {
      const element = await t.kit.element().inCollection(manhattan).inCategory(seats).withEquipment([sleeping, storage]).create();
      const before = await t.kit.catalogueRowCounts();
      const response = await remove(element._id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { elements: 1 }, collectionSlug: manhattan.collection.slug });
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, elements: before.elements - 1, elementEquipment: before.elementEquipment - 2 });
      expect((await get(element._id)).status).toBe(404);
      for (const id of [element._id, UNKNOWN_ID, 'nie-uuid']) {
        const again = await remove(id);
        expect(again.status).toBe(404);
        expect(await again.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('GET /api/cms/collection/{slug}/elements', () => {
    it('lists by displayOrd then Polish name order, with equipment, filter from 3 characters and category', async () => {
      const seeded = await t.kit.collection().name('Lista Elementów').withElementCategories(2).create();
      const [first, second] = seeded.elementCategories as [ElementCategory, ElementCategory];
      const make = (name: string, displayOrd: number, category = first) =>
        t.kit.element().inCollection(seeded).inCategory(category).name(name).displayOrd(displayOrd).create();
      const zeta = await make('Zagłówek', 1);
      const lower = await make('Łącznik narożny', 2, second);
      const lAngle = await make('Leżanka prawa', 2);
      const corner = await make('Narożnik lewy 90°', 2);
      const pouf = await t.kit.element().inCollection(seeded).inCategory(second).name('Pufa kwadratowa').withEquipment([storage, sleeping]).create();

      const all = listSchema.parse(await (await list(seeded.collection.slug)).json());
      expect(all.totalCount).toBe(5);
      // The spec's getCollectionElements keys: every element category of the collection, whatever the page holds.
      expect(all.elementsCategories.map((c) => c._id).sort()).toEqual([first._id, second._id].sort());
      expect(all.appConfiguration).toEqual(DEFAULT_APP_CONFIGURATION);
      expect(all.elements.map((e) => e.name)).toEqual(['Pufa kwadratowa', 'Zagłówek', 'Leżanka prawa', 'Łącznik narożny', 'Narożnik lewy 90°']);
      expect(all.elements[0]).toEqual(pouf);
      expect(all.elements[0]!.equipment).toEqual([sleeping._id, storage._id]);
      expect(all.elements.find((e) => e._id === corner._id)).toEqual(corner);

      const filtered = async (query: string) => listSchema.parse(await (await list(seeded.collection.slug, query)).json());
      // Case-insensitive, Polish letters included, trimmed.
      expect((await filtered('?filter=%20%C5%82%C4%85cz%20')).elements.map((e) => e._id)).toEqual([lower._id]);
      expect((await filtered('?filter=NAR')).elements.map((e) => e._id)).toEqual([lower._id, corner._id]);
      // Two characters (or two after trimming) are ignored: the whole list.
      expect((await filtered('?filter=Na')).totalCount).toBe(5);
      expect((await filtered('?filter=%20Na%20%20')).totalCount).toBe(5);
      expect((await filtered('?filter=xyz')).totalCount).toBe(0);
      // Polish letters folded either way (D27): nobody types them into a filter.
      expect((await filtered('?filter=LACZNIK')).elements.map((e) => e._id)).toEqual([lower._id]);
      expect((await filtered('?filter=lezanka')).elements.map((e) => e._id)).toEqual([lAngle._id]);
      expect((await filtered(`?filter=${encodeURIComponent('zagłowek')}`)).elements.map((e) => e._id)).toEqual([zeta._id]);
      expect((await filtered(`?categoryId=${second._id}`)).elements.map((e) => e._id)).toEqual([pouf._id, lower._id]);
      expect((await filtered(`?categoryId=${second._id}&filter=pufa`)).elements.map((e) => e._id)).toEqual([pouf._id]);
      expect((await filtered('?categoryId=nie-uuid')).totalCount).toBe(0);
      expect(zeta.displayOrd).toBe(1);
      expect(lAngle.name).toBe('Leżanka prawa');
    });

    it('pages 1,000 elements with the total, up to 500 at a time', async () => {
      const seeded = await t.kit.collection().name('Tysiąc Elementów').withElementCategories(1).create();
      const ids = await t.kit.elements(seeded, seeded.elementCategories[0]!, 1000);
      expect(ids).toHaveLength(1000);
      const page = async (query: string) => listSchema.parse(await (await list(seeded.collection.slug, query)).json());

      const firstPage = await page('');
      expect(firstPage.totalCount).toBe(1000);
      expect(firstPage.elements).toHaveLength(50);
      expect(firstPage.elements[0]!.name).toBe('BULK-0001');
      const third = await page('?offset=100&limit=25');
      expect(third.elements.map((e) => e.name)).toEqual(Array.from({ length: 25 }, (_, i) => `BULK-${String(101 + i).padStart(4, '0')}`));
      const last = await page('?offset=990&limit=500');
      expect(last.elements).toHaveLength(10);
      expect(last.totalCount).toBe(1000);
      expect((await page('?offset=2000')).elements).toEqual([]);
      expect((await page('?limit=500')).elements).toHaveLength(500);
      const filtered = await page('?filter=bulk-09&limit=500');
      expect(filtered.totalCount).toBe(100);

      for (const query of ['?limit=501', '?limit=0', '?offset=-1', '?limit=abc']) {
        const response = await list(seeded.collection.slug, query);
        expect(response.status, query).toBe(400);
      }
    });

    it('sorts by name and by price A either way (ties by name), pages each order exactly, refuses an unknown order in Polish', async () => {
      const seeded = await t.kit.collection().name('Porządki Listy').withElementCategories(1).create();
      const make = (name: string, priceA: number, displayOrd: number) =>
        t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name(name).priceA(priceA).displayOrd(displayOrd).create();
      await make('Żaba', 1000, 1);
      await make('Łącznik', 3000, 2);
      await make('Leżanka', 2000, 3);
      await make('Zagłówek', 2000, 4);
      await make('Moduł 10', 500, 5);
      await make('Moduł 2', 4000, 6);
      const names = async (query: string) => listSchema.parse(await (await list(seeded.collection.slug, query)).json()).elements.map((e) => e.name);

      expect(await names('')).toEqual(['Żaba', 'Łącznik', 'Leżanka', 'Zagłówek', 'Moduł 10', 'Moduł 2']);
      expect(await names('?orderBy=DISPLAY_ORDER')).toEqual(await names(''));
      const byName = ['Leżanka', 'Łącznik', 'Moduł 2', 'Moduł 10', 'Zagłówek', 'Żaba'];
      expect(await names('?orderBy=NAME_ASC')).toEqual(byName);
      expect(await names('?orderBy=NAME_DESC')).toEqual([...byName].reverse());
      const byPrice = ['Moduł 10', 'Żaba', 'Leżanka', 'Zagłówek', 'Łącznik', 'Moduł 2'];
      expect(await names('?orderBy=PRICE_A_ASC')).toEqual(byPrice);
      expect(await names('?orderBy=PRICE_A_DESC')).toEqual([...byPrice].reverse());
      // With the filter: the order applies to the matches.
      expect(await names('?orderBy=NAME_DESC&filter=modu')).toEqual(['Moduł 10', 'Moduł 2']);
      expect(await names('?orderBy=NAME_ASC&filter=modul')).toEqual(['Moduł 2', 'Moduł 10']);

      // Pages of 3 across the boundary (a tie at 20,00 zł spans it): every element once, in order.
      for (const [order, whole] of [
        ['PRICE_A_ASC', byPrice],
        ['NAME_DESC', [...byName].reverse()],
      ] as const) {
        const first = listSchema.parse(await (await list(seeded.collection.slug, `?orderBy=${order}&limit=3`)).json());
        const second = listSchema.parse(await (await list(seeded.collection.slug, `?orderBy=${order}&limit=3&offset=3`)).json());
        expect(first.totalCount).toBe(6);
        expect([...first.elements, ...second.elements].map((e) => e.name), order).toEqual(whole);
      }

      for (const query of ['?orderBy=name', '?orderBy=', '?orderBy=PRICE_B_ASC']) {
        const response = await list(seeded.collection.slug, query);
        expect(response.status, query).toBe(400);
        expect(await response.json(), query).toEqual({ message: messages.elementOrderInvalid, errors: [{ field: 'orderBy', message: messages.elementOrderInvalid }] });
      }
    });

    it('answers 404 for an unknown collection', async () => {
      const response = await list('nie-ma-takiej');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    });
  });

  describe('element categories and collections with elements', () => {
    it('refuses to delete an element category that elements use, with their number (409), deleting nothing', async () => {
      const seeded = await t.kit.collection().withElementCategories(2).create();
      const [used, unused] = seeded.elementCategories as [ElementCategory, ElementCategory];
      await t.kit.element().inCollection(seeded).inCategory(used).create();
      await t.kit.element().inCollection(seeded).inCategory(used).create();
      // The category's answer counts its elements, so a client knows the delete is refused before asking.
      const shown = await t.call(`/api/cms/element-category/${used._id}`, { token: admin });
      expect(z.object({ category: elementCategorySchema }).parse(await shown.json()).category.elementCount).toBe(2);
      const before = await t.kit.catalogueRowCounts();
      const response = await t.call(`/api/cms/element-category/delete/${used._id}`, { method: 'POST', token: admin });
      expect(response.status).toBe(409);
      const message = messages.elementCategoryInUse(2);
      expect(message).toBe('Nie można usunąć kategorii: używają jej 2 elementy.');
      expect(elementCategoryDeleteBlocker({ elementCount: 2 })).toBe(message);
      expect(await response.json()).toEqual({ message });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect((await t.call(`/api/cms/element-category/delete/${unused._id}`, { method: 'POST', token: admin })).status).toBe(200);
    });

    it('shows the elements in the deletion impact and deletes them with the collection in one transaction (D8)', async () => {
      const doomed = await t.kit.collection().name('Kolekcja Do Usunięcia').withElementCategories(2).create();
      const kept = await t.kit.collection().withElementCategories(1).create();
      await t.kit.element().inCollection(doomed).inCategory(doomed.elementCategories[0]!).withEquipment([sleeping]).create();
      await t.kit.elements(doomed, doomed.elementCategories[1]!, 5);
      const keptElement = await t.kit.element().inCollection(kept).inCategory(kept.elementCategories[0]!).withEquipment([sleeping]).create();

      const detail = await (await t.call(`/api/cms/collection/${doomed.collection.slug}`, { token: admin })).json();
      expect((detail as { deletionImpact: unknown }).deletionImpact).toEqual({ elementCategories: 2, elements: 6, kits: 0, fabricAssignments: 0, finishAssignments: 0 });

      const before = await t.kit.catalogueRowCounts();
      const response = await t.call(`/api/cms/collection/delete/${doomed.collection._id}`, { method: 'POST', token: admin });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { collections: 1, elementCategories: 2, elements: 6, kits: 0, fabricAssignments: 0, finishAssignments: 0 } });
      expect(await t.kit.catalogueRowCounts()).toEqual({
        ...before,
        collections: before.collections - 1,
        elementCategories: before.elementCategories - 2,
        elements: before.elements - 6,
        elementEquipment: before.elementEquipment - 1,
      });
      expect(await elementOf(await get(keptElement._id))).toEqual(keptElement);
    });

    it('keeps the elements when removing the collection fails (one transaction)', async () => {
      const seeded = await t.kit.collection().name('Nieusuwalna Z Elementami').withElementCategories(1).create();
      const element = await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).withEquipment([storage]).create();
      await sql`create function refuse_collection_delete_el() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`.execute(t.db);
      await sql`create trigger refuse_collection_delete_el before delete on collections for each row when (old.slug = 'nieusuwalna-z-elementami') execute function refuse_collection_delete_el()`.execute(t.db);
      try {
        const before = await t.kit.catalogueRowCounts();
        const response = await t.call(`/api/cms/collection/delete/${seeded.collection._id}`, { method: 'POST', token: admin });
        expect(response.status).toBe(500);
        expect(await t.kit.catalogueRowCounts()).toEqual(before);
        expect(await elementOf(await get(element._id))).toEqual(element);
      } finally {
        await sql`drop trigger refuse_collection_delete_el on collections`.execute(t.db);
        await sql`drop function refuse_collection_delete_el()`.execute(t.db);
      }
    });
  });

  it('D14: answers a salon user 403 on every element path and changes nothing', async () => {
    const element = await t.kit.element().inCollection(manhattan).inCategory(corners).create();
    const before = await t.kit.catalogueRowCounts();
    const answers = [
      await list(manhattan.collection.slug, '', salon),
      await get(element._id, salon),
      await create(body(), salon),
      await update(element._id, updateBody(), salon),
      await discount(element._id, { discount: 10 }, salon),
      await remove(element._id, salon),
    ];
    for (const response of answers) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    expect(await t.kit.catalogueRowCounts()).toEqual(before);
    expect(await elementOf(await get(element._id))).toEqual(element);
  });

  it('documents every element path with its request and answer schemas in /api/openapi.json', async () => {
    const doc = (await (await t.call('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown>; parameters?: { name: string }[] }>>;
    };
    const paths: [string, string, boolean][] = [
      ['/api/cms/collection/{slug}/elements', 'get', false],
      ['/api/cms/element/{id}', 'get', false],
      ['/api/cms/element/create', 'post', true],
      ['/api/cms/element/update/{id}', 'patch', true],
      ['/api/cms/element/delete/{id}', 'post', false],
      ['/api/cms/element/discount/{id}', 'patch', true],
    ];
    for (const [path, method, hasBody] of paths) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(JSON.stringify(operation!.responses['200'] ?? operation!.responses['201'])).toContain('application/json');
      if (hasBody) expect(JSON.stringify(operation!.requestBody), path).toContain(path.includes('discount') ? '"discount"' : '"priceA"');
    }
    expect(doc.paths['/api/cms/collection/{slug}/elements']!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['slug', 'filter', 'categoryId', 'orderBy', 'offset', 'limit']),
    );
    expect(JSON.stringify(doc.paths['/api/cms/element-category/delete/{id}']!.post!.responses)).toContain('409');
  });
});
