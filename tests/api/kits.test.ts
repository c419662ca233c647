import { elementSchema, type Element } from '@meble/domain/element';
import { KIT_MAX_ELEMENTS, KIT_MIN_ELEMENTS, kitSchema, type Kit } from '@meble/domain/kit';
import { messages } from '@meble/domain/messages';
import { sql, type KyselyPlugin } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { testDatabaseKind } from '../kit/database.ts';
import type { SeededCollection } from '../kit/seed.ts';

const listSchema = z.object({ kits: z.array(kitSchema.strict()), elements: z.array(elementSchema.strict()) }).strict();
const detailSchema = z.object({ kit: kitSchema.strict(), elements: z.array(elementSchema.strict()) }).strict();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Elements as a kit's answer lists them: their records, now naming (among others) the kit that holds them. */
const heldBy = (kitName: string, ...elements: Element[]) =>
  elements.map((element) => ({
    ...element,
    kitNames: expect.arrayContaining([kitName]),
    kits: expect.arrayContaining([expect.objectContaining({ name: kitName })]),
  }));
/** An element as a kit list answers it, held by these kits (in Polish order): their names, and their ids with the names. */
const heldByKits = (element: Element, ...kits: { _id: string; name: string }[]) => ({
  ...element,
  kitNames: kits.map((kit) => kit.name),
  kits: kits.map((kit) => ({ _id: kit._id, name: kit.name })),
});
const required = messages.requiredFieldsMissing;

describe('kits over REST', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  let manhattan: SeededCollection;
  let corner: Element;
  let single: Element;
  let armrest: Element;
  let pouf: Element;
  let foreign: Element;

  beforeAll(async () => {
    t = await createTestApi();
    await t.kit.files('image', ['zestawy/naroznik.png', 'zestawy/nowy.png']);
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Zestawowy').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
    manhattan = await t.kit.collection().name('Manhattan Zestawy').withElementCategories(2).create();
    const [corners, seats] = manhattan.elementCategories;
    const make = (name: string, category = seats!) => t.kit.element().inCollection(manhattan).inCategory(category).name(name).create();
    corner = await make('Narożnik lewy 90°', corners);
    single = await make('Moduł 1-osobowy');
    armrest = await make('Podłokietnik prawy wąski');
    pouf = await make('Pufa kwadratowa');
    foreign = await t.kit.element().name('Obcy moduł').create();
  });
  afterAll(() => t.close());

  const list = (slug: string, token = admin) => t.call(`/api/cms/collection/${encodeURIComponent(slug)}/kits`, { token });
  const get = (id: string, token = admin) => t.call(`/api/cms/kit/${id}`, { token });
  const create = (json: unknown, token = admin) => t.call('/api/cms/kit/create', { method: 'POST', json, token });
  const update = (id: string, json: unknown, token = admin) => t.call(`/api/cms/kit/update/${id}`, { method: 'PATCH', json, token });
  const visibility = (id: string, json: unknown, token = admin) => t.call(`/api/cms/kit/visibility/${id}`, { method: 'PATCH', json, token });
  const addElement = (id: string, json: unknown, token = admin) => t.call(`/api/cms/kit/add-element/${id}`, { method: 'POST', json, token });
  const removeElement = (id: string, json: unknown, token = admin) => t.call(`/api/cms/kit/remove-element/${id}`, { method: 'POST', json, token });
  const remove = (id: string, token = admin) => t.call(`/api/cms/kit/delete/${id}`, { method: 'POST', token });

  /** A valid createKit body in the spec's names. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    cSlug: manhattan.collection.slug,
    name: 'Narożnik lewy z pufą',
    tinydesc: 'Narożnik, moduł i pufa',
    ord: 3,
    thumbUrl: 'zestawy/naroznik.png',
    isActive: true,
    elements: [corner._id, single._id, pouf._id],
    ...overrides,
  });

  // Every kit write answers the kit with its elements, as GET /api/cms/kit/{id} does.
  const kitOf = async (response: Response): Promise<Kit> => detailSchema.parse(await response.json()).kit;
  const positionsOf = async (kitId: string) =>
    (await t.db.selectFrom('kit_elements').select('position').where('kit_id', '=', kitId).orderBy('position').execute()).map((row) => row.position);

  describe('POST /api/cms/kit/create', () => {
    it('creates a kit with default ord 1, an element twice, trimmed texts, and answers it as GET does', async () => {
      const before = await t.kit.catalogueRowCounts();
      const response = await create({
        cSlug: manhattan.collection.slug,
        name: '  Sofa 3-osobowa ',
        tinydesc: ' Trzy moduły ',
        elements: [armrest._id, single._id, single._id, single._id, corner._id],
      });
      expect(response.status).toBe(201);
      const answer = detailSchema.parse(await response.json());
      const kit = answer.kit;
      expect(kit).toEqual({
        _id: expect.any(String),
        name: 'Sofa 3-osobowa',
        tinydesc: 'Trzy moduły',
        ord: 1,
        cSlug: manhattan.collection.slug,
        isActive: true,
        thumbUrl: '',
        elements: [armrest._id, single._id, single._id, single._id, corner._id],
        version: 1,
      });
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, kits: before.kits + 1, kitElements: before.kitElements + 5 });
      expect(await positionsOf(kit._id)).toEqual([1, 2, 3, 4, 5]);

      const detail = detailSchema.parse(await (await get(kit._id)).json());
      // Each element once, in order of first appearance (spec part 2 §7 getCollectionKit: kit, elements).
      expect(detail).toEqual({ kit, elements: heldBy(kit.name, armrest, single, corner) });
      expect(answer).toEqual(detail);
    });

    it('takes ord as a number or as integer text, and every other field as given', async () => {
      const asNumber = await kitOf(await create(body({ name: 'Ord liczbą', ord: 12, isActive: false })));
      expect(asNumber).toMatchObject({ ord: 12, isActive: false, thumbUrl: 'zestawy/naroznik.png', tinydesc: 'Narożnik, moduł i pufa' });
      expect((await kitOf(await create(body({ name: 'Ord tekstem', ord: ' 7 ' })))).ord).toBe(7);
      expect((await kitOf(await create(body({ name: 'Ord pusty', ord: '' })))).ord).toBe(1);
      expect((await kitOf(await create(body({ name: 'Ord zero', ord: 0 })))).ord).toBe(0);
      // Upper-case ids are the same elements; the answer holds them as PostgreSQL prints them.
      const upper = await kitOf(await create(body({ name: 'Wielkie litery', elements: [corner._id.toUpperCase(), pouf._id] })));
      expect(upper.elements).toEqual([corner._id, pouf._id]);
    });

    // Spec part 2 §5 and D12: the form's messages, per field; references checked against the data.
    const broken: [string, Record<string, unknown>, string, string][] = [
      ['no name', { name: '   ' }, 'name', required],
      ['a missing name', { name: undefined }, 'name', required],
      ['a name that is not text', { name: 5 }, 'name', required],
      ['a name over 60 characters', { name: 'N'.repeat(61) }, 'name', messages.tooLong(60)],
      ['one element', { elements: ['corner'] }, 'elements', required],
      ['no elements', { elements: [] }, 'elements', required],
      ['a missing element list', { elements: undefined }, 'elements', required],
      ['elements that are not a list', { elements: 'corner' }, 'elements', required],
      ['an empty element id', { elements: ['corner', ''] }, 'elements.1', required],
      // Not something a form sends: a client bug, answered with the generic Polish text.
      ['an element id that is not text', { elements: ['corner', 7] }, 'elements.1', messages.invalidRequest],
      ['an ord of 3 digits', { ord: 100 }, 'ord', messages.kitOrdInvalid],
      ['a negative ord', { ord: -1 }, 'ord', messages.kitOrdInvalid],
      ['a fractional ord', { ord: 1.5 }, 'ord', messages.kitOrdInvalid],
      ['an ord that is not a number', { ord: 'pierwszy' }, 'ord', messages.kitOrdInvalid],
      ['a tinydesc over 60 characters', { tinydesc: 'x'.repeat(61) }, 'tinydesc', messages.tooLong(60)],
      ['a thumbUrl over 40 characters', { thumbUrl: `${'t'.repeat(37)}.png` }, 'thumbUrl', messages.tooLong(40)],
      ['isActive that is not a boolean', { isActive: 'tak' }, 'isActive', required],
      ['no collection', { cSlug: undefined }, 'cSlug', messages.unknownCollection],
      ['an unknown collection', { cSlug: 'nie-ma-takiej' }, 'cSlug', messages.unknownCollection],
      ['an unknown element', { elements: ['corner', UNKNOWN_ID] }, 'elements', messages.kitElementOutsideCollection],
      ['a malformed element id', { elements: ['corner', 'nie-uuid'] }, 'elements', messages.kitElementOutsideCollection],
      ['an element of another collection', { elements: ['corner', 'foreign', 'corner'] }, 'elements', messages.kitElementOutsideCollection],
    ];
    it.each(broken)('refuses %s: 400 with the field and the Polish message, nothing written', async (_case, change, field, message) => {
      const resolved = { ...change };
      if (Array.isArray(resolved.elements)) {
        resolved.elements = resolved.elements.map((id) => (id === 'corner' ? corner._id : id === 'foreign' ? foreign._id : id));
      }
      const before = await t.kit.catalogueRowCounts();
      const response = await create(body(resolved));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it("refuses elements of another collection even when the body names that collection's slug for none of them", async () => {
      const other = await t.kit.collection().name('Inna Kolekcja Zestawów').withElementCategories(1).create();
      const before = await t.kit.catalogueRowCounts();
      const response = await create(body({ cSlug: other.collection.slug, elements: [corner._id, single._id] }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.kitElementOutsideCollection,
        errors: [{ field: 'elements', message: messages.kitElementOutsideCollection }],
      });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });
  });

  describe('GET /api/cms/collection/{slug}/kits', () => {
    it('lists kits by ord then Polish name, hidden ones too, with every element they use once', async () => {
      const seeded = await t.kit.collection().name('Lista Zestawów').withElementCategories(1).create();
      const make = (name: string) => t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name(name).create();
      const [a, b, c, unused] = [await make('Moduł A'), await make('Moduł B'), await make('Moduł C'), await make('Nieużywany')];
      const kit = (name: string, ord: number, elements: Element[]) => t.kit.elementKit().inCollection(seeded).name(name).ord(ord).withElements(elements);
      const narożnik = await kit('Narożnik', 2, [c, a, c]).create();
      const łącznik = await kit('Łącznik', 2, [b, a]).hidden().create();
      const leżanka = await kit('Leżanka', 2, [a, b]).create();
      const zestaw = await kit('Zestaw', 1, [b, c]).create();
      const ostatni = await kit('Ostatni', 10, [a, a]).create();
      await t.kit.elementKit().create(); // another collection's kit stays out

      const response = await list(seeded.collection.slug);
      expect(response.status).toBe(200);
      const answer = listSchema.parse(await response.json());
      expect(answer.kits).toEqual([zestaw, leżanka, łącznik, narożnik, ostatni]);
      expect(answer.kits.map((k) => k.name)).toEqual(['Zestaw', 'Leżanka', 'Łącznik', 'Narożnik', 'Ostatni']);
      expect(answer.kits[2]!.isActive).toBe(false);
      // Each element names the kits that hold it, in Polish order (what its delete would be refused with).
      expect(answer.elements).toEqual([
        heldByKits(b, leżanka, łącznik, zestaw),
        heldByKits(c, narożnik, zestaw),
        heldByKits(a, leżanka, łącznik, narożnik, ostatni),
      ]);
      expect(answer.elements.map((e) => e._id)).not.toContain(unused._id);
    });

    it('answers an empty list for a collection without kits and 404 for an unknown collection', async () => {
      const empty = await t.kit.collection().create();
      expect(listSchema.parse(await (await list(empty.collection.slug)).json())).toEqual({ kits: [], elements: [] });
      const response = await list('nie-ma-takiej');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    });

    it('costs the same number of SQL queries for 1 kit as for 30 kits with 60 elements', async () => {
      let queries = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const counted = createApi({ db: t.db.withPlugin(counting), config: t.config, log: { info: () => {}, error: () => {} } });
      const queriesFor = async (slug: string) => {
        queries = 0;
        const response = await counted.request(`/api/cms/collection/${slug}/kits`, { headers: { authorization: `Bearer ${admin}` } });
        expect(response.status).toBe(200);
        return { queries, answer: listSchema.parse(await response.json()) };
      };

      const small = await t.kit.collection().withElementCategories(1).create();
      await t.kit.elementKit().inCollection(small).create();
      const large = await t.kit.collection().withElementCategories(1).create();
      const ids = await t.kit.elements(large, large.elementCategories[0]!, 60);
      for (let i = 0; i < 30; i++) {
        await t.kit.elementKit().inCollection(large).withElements([ids[2 * i]!, ids[2 * i + 1]!, ids[2 * i]!]).ord(i % 3).create();
      }

      const one = await queriesFor(small.collection.slug);
      const many = await queriesFor(large.collection.slug);
      expect(one.answer.kits).toHaveLength(1);
      expect(many.answer.kits).toHaveLength(30);
      expect(many.answer.elements).toHaveLength(60);
      // The session's user, the collection, the kits, their element lists, the elements with their equipment.
      expect(one.queries).toBe(5);
      expect(many.queries).toBe(one.queries);
    });
  });

  describe('GET /api/cms/kit/{id}', () => {
    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await get(id);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('PATCH /api/cms/kit/update/{id} (D28)', () => {
    /** Every field of the edit form, in the spec's names. */
    const fields = (overrides: Record<string, unknown> = {}) => ({
      name: 'Narożnik po zmianie',
      tinydesc: 'Nowy opis',
      ord: 4,
      thumbUrl: 'zestawy/nowy.png',
      isActive: false,
      ...overrides,
    });

    it("changes the kit's own fields (trimmed, ord as a number or text), keeps its elements, and answers it as GET does", async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).name('Przed zmianą').withElements([corner, single, corner]).create();
      const before = await t.kit.catalogueRowCounts();
      const response = await update(kit._id, fields({ name: '  Narożnik po zmianie ', tinydesc: ' Nowy opis ' }));
      expect(response.status).toBe(200);
      const answer = detailSchema.parse(await response.json());
      expect(answer.kit).toEqual({ ...kit, name: 'Narożnik po zmianie', tinydesc: 'Nowy opis', ord: 4, thumbUrl: 'zestawy/nowy.png', isActive: false, version: 2 });
      expect(answer).toEqual(detailSchema.parse(await (await get(kit._id)).json()));
      expect(answer.elements.map((element) => element._id)).toEqual([corner._id, single._id]);
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect(await positionsOf(kit._id)).toEqual([1, 2, 3]);

      expect((await kitOf(await update(kit._id, fields({ ord: ' 12 ', isActive: true })))).ord).toBe(12);
      // An empty order is the default, as on the create form; the same name as another kit is allowed, as there.
      const other = await t.kit.elementKit().inCollection(manhattan).name('Imię zajęte').withElements([corner, single]).create();
      const renamed = await kitOf(await update(kit._id, fields({ name: other.name, ord: '', tinydesc: '', thumbUrl: '' })));
      expect(renamed).toMatchObject({ name: 'Imię zajęte', ord: 1, tinydesc: '', thumbUrl: '', isActive: false });
    });

    // The create form's rules and messages (spec part 2 §5, D12, D28), field by field.
    const broken: [string, Record<string, unknown>, string, string][] = [
      ['no name', { name: '  ' }, 'name', required],
      ['a missing name', { name: undefined }, 'name', required],
      ['a name over 60 characters', { name: 'N'.repeat(61) }, 'name', messages.tooLong(60)],
      ['a tinydesc over 60 characters', { tinydesc: 'x'.repeat(61) }, 'tinydesc', messages.tooLong(60)],
      ['a missing tinydesc', { tinydesc: undefined }, 'tinydesc', required],
      ['an ord of 3 digits', { ord: 100 }, 'ord', messages.kitOrdInvalid],
      ['a fractional ord', { ord: 1.5 }, 'ord', messages.kitOrdInvalid],
      ['an ord that is not a number', { ord: 'pierwszy' }, 'ord', messages.kitOrdInvalid],
      ['a missing ord', { ord: undefined }, 'ord', required],
      ['a thumbUrl over 40 characters', { thumbUrl: `${'t'.repeat(37)}.png` }, 'thumbUrl', messages.tooLong(40)],
      // Not "shown again" by an omission: a hidden kit stays hidden unless the body says otherwise.
      ['a missing isActive', { isActive: undefined }, 'isActive', required],
      ['isActive that is not a boolean', { isActive: 'tak' }, 'isActive', required],
    ];
    it.each(broken)('refuses %s: 400 with the field and the Polish message, nothing changed', async (_case, change, field, message) => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single]).create();
      const response = await update(kit._id, fields(change));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
      expect(detailSchema.parse(await (await get(kit._id)).json()).kit).toEqual(kit);
    });

    it('answers 404 for an unknown or malformed kit, and for a deleted one', async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single]).create();
      expect((await update(kit._id, fields())).status).toBe(200);
      await remove(kit._id);
      for (const id of [UNKNOWN_ID, 'nie-uuid', kit._id]) {
        const response = await update(id, fields());
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('PATCH /api/cms/kit/visibility/{id}', () => {
    it("hides a kit ('UKRYTY') and shows it again; refuses a value that is not a boolean", async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single]).create();
      const hidden = await visibility(kit._id, { isActive: false });
      expect(hidden.status).toBe(200);
      // Each write is one version further (D29).
      expect(await kitOf(hidden)).toEqual({ ...kit, isActive: false, version: 2 });
      expect(detailSchema.parse(await (await get(kit._id)).json()).kit.isActive).toBe(false);
      expect(await kitOf(await visibility(kit._id, { isActive: true }))).toEqual({ ...kit, version: 3 });

      for (const value of ['false', null, 0, undefined]) {
        const response = await visibility(kit._id, { isActive: value });
        expect(response.status, String(value)).toBe(400);
        expect(await response.json()).toEqual({ message: required, errors: [{ field: 'isActive', message: required }] });
      }
      for (const id of [UNKNOWN_ID, 'nie-uuid']) expect((await visibility(id, { isActive: false })).status).toBe(404);
    });
  });

  describe('POST /api/cms/kit/add-element/{id}', () => {
    it('appends an element at the end, the same one again too', async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single]).create();
      const before = await t.kit.catalogueRowCounts();
      const first = await addElement(kit._id, { elementId: pouf._id });
      expect(first.status).toBe(200);
      expect(detailSchema.parse(await first.json())).toEqual({ kit: { ...kit, elements: [corner._id, single._id, pouf._id], version: 2 }, elements: heldBy(kit.name, corner, single, pouf) });
      const again = await kitOf(await addElement(kit._id, { elementId: single._id }));
      expect(again.elements).toEqual([corner._id, single._id, pouf._id, single._id]);
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, kitElements: before.kitElements + 2 });
      expect(detailSchema.parse(await (await get(kit._id)).json())).toEqual({ kit: again, elements: heldBy(kit.name, corner, single, pouf) });
    });

    it('puts an element at a position (an undone removal), the later ones moving down; beyond the end it appends', async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single, pouf]).create();
      expect((await kitOf(await addElement(kit._id, { elementId: armrest._id, position: 1 }))).elements).toEqual([armrest._id, corner._id, single._id, pouf._id]);
      expect((await kitOf(await addElement(kit._id, { elementId: single._id, position: 3 }))).elements).toEqual([
        armrest._id,
        corner._id,
        single._id,
        single._id,
        pouf._id,
      ]);
      expect((await kitOf(await addElement(kit._id, { elementId: corner._id, position: 99 }))).elements).toEqual([
        armrest._id,
        corner._id,
        single._id,
        single._id,
        pouf._id,
        corner._id,
      ]);
      expect(await positionsOf(kit._id)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const position of [0, -1, 1.5, '2']) {
        const response = await addElement(kit._id, { elementId: pouf._id, position });
        expect(response.status, String(position)).toBe(400);
        expect(await response.json()).toMatchObject({ errors: [{ field: 'position' }] });
      }
      expect(await positionsOf(kit._id)).toHaveLength(6);
    });

    it("refuses an element outside the kit's collection (400, nothing written) and answers 404 for an unknown kit", async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single]).create();
      const before = await t.kit.catalogueRowCounts();
      for (const elementId of [foreign._id, UNKNOWN_ID, 'nie-uuid']) {
        const response = await addElement(kit._id, { elementId });
        expect(response.status, elementId).toBe(400);
        const message = messages.kitElementOutsideCollection;
        expect(await response.json()).toEqual({ message, errors: [{ field: 'elementId', message }] });
      }
      for (const json of [{}, { elementId: '' }, { elementId: 7 }]) {
        const response = await addElement(kit._id, json);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: required, errors: [{ field: 'elementId', message: required }] });
      }
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect(detailSchema.parse(await (await get(kit._id)).json()).kit).toEqual(kit);
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await addElement(id, { elementId: corner._id });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('POST /api/cms/kit/remove-element/{id}', () => {
    it('removes the last occurrence of the element, keeping the positions contiguous', async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([single, corner, single, pouf]).create();
      const response = await removeElement(kit._id, { elementId: single._id });
      expect(response.status).toBe(200);
      const removed = await kitOf(response);
      expect(removed).toEqual({ ...kit, elements: [single._id, corner._id, pouf._id], version: 2 });
      expect(await positionsOf(kit._id)).toEqual([1, 2, 3]);
      expect(detailSchema.parse(await (await get(kit._id)).json()).kit).toEqual(removed);
      // Appending afterwards goes to the end.
      expect((await kitOf(await addElement(kit._id, { elementId: armrest._id }))).elements).toEqual([single._id, corner._id, pouf._id, armrest._id]);
      expect(await positionsOf(kit._id)).toEqual([1, 2, 3, 4]);
      expect((await kitOf(await removeElement(kit._id, { elementId: single._id }))).elements).toEqual([corner._id, pouf._id, armrest._id]);
      expect(await positionsOf(kit._id)).toEqual([1, 2, 3]);
    });

    it('removes the occurrence at a position, and an add at that position puts it back as it was', async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([single, corner, single, pouf]).create();
      const removed = await kitOf(await removeElement(kit._id, { elementId: single._id, position: 1 }));
      expect(removed.elements).toEqual([corner._id, single._id, pouf._id]);
      expect(await positionsOf(kit._id)).toEqual([1, 2, 3]);
      expect(await kitOf(await addElement(kit._id, { elementId: single._id, position: 1 }))).toEqual({ ...kit, version: 3 });
      // The position must hold that element: else nothing is removed.
      const response = await removeElement(kit._id, { elementId: single._id, position: 2 });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: messages.kitElementMissing, errors: [{ field: 'elementId', message: messages.kitElementMissing }] });
      expect(detailSchema.parse(await (await get(kit._id)).json()).kit).toEqual({ ...kit, version: 3 });
    });

    it(`refuses an element not in the kit (400) and going below ${KIT_MIN_ELEMENTS} elements (409), changing nothing`, async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, corner]).create();
      const before = await t.kit.catalogueRowCounts();
      for (const elementId of [pouf._id, foreign._id, UNKNOWN_ID, 'nie-uuid']) {
        const response = await removeElement(kit._id, { elementId });
        expect(response.status, elementId).toBe(400);
        const message = messages.kitElementMissing;
        expect(await response.json()).toEqual({ message, errors: [{ field: 'elementId', message }] });
      }
      const response = await removeElement(kit._id, { elementId: corner._id });
      expect(response.status).toBe(409);
      const message = messages.kitTooFewElements(KIT_MIN_ELEMENTS);
      expect(message).toBe('Zestaw musi mieć co najmniej 2 elementy');
      expect(await response.json()).toEqual({ message });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
      expect(detailSchema.parse(await (await get(kit._id)).json()).kit).toEqual(kit);
      for (const id of [UNKNOWN_ID, 'nie-uuid']) expect((await removeElement(id, { elementId: corner._id })).status).toBe(404);
    });

    it(`refuses a ${KIT_MAX_ELEMENTS + 1}th element (409) and a kit created with more than ${KIT_MAX_ELEMENTS} (400)`, async () => {
      const full = Array.from({ length: KIT_MAX_ELEMENTS }, (_, i) => (i % 2 === 0 ? corner : single));
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements(full).create();
      const before = await t.kit.catalogueRowCounts();
      const response = await addElement(kit._id, { elementId: pouf._id });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: messages.kitTooManyElements(KIT_MAX_ELEMENTS) });
      const tooMany = await create({ cSlug: manhattan.collection.slug, name: 'Za duży', elements: [...full, pouf].map((element) => element._id) });
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({ errors: [{ field: 'elements', message: messages.kitTooManyElements(KIT_MAX_ELEMENTS) }] });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it('lets only one of two removals at once pass when the kit is one above the minimum', async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single, pouf]).create();
      const answers = await Promise.all([removeElement(kit._id, { elementId: corner._id }), removeElement(kit._id, { elementId: pouf._id })]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const stored = detailSchema.parse(await (await get(kit._id)).json()).kit;
      expect(stored.elements).toHaveLength(KIT_MIN_ELEMENTS);
      expect(stored.elements).toContain(single._id);
    });
  });

  describe('POST /api/cms/kit/delete/{id}', () => {
    it('deletes the kit with its element list in one transaction, then answers 404', async () => {
      const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single, single]).create();
      const before = await t.kit.catalogueRowCounts();
      const response = await remove(kit._id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { kits: 1 }, cSlug: manhattan.collection.slug });
      expect(await t.kit.catalogueRowCounts()).toEqual({ ...before, kits: before.kits - 1, kitElements: before.kitElements - 3 });
      expect((await get(kit._id)).status).toBe(404);
      for (const id of [kit._id, UNKNOWN_ID, 'nie-uuid']) {
        const again = await remove(id);
        expect(again.status).toBe(404);
        expect(await again.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('elements and collections with kits (D8)', () => {
    it('refuses to delete an element kits use, naming them in Polish order (409), and allows it once they are gone', async () => {
      const seeded = await t.kit.collection().withElementCategories(1).create();
      const make = (name: string) => t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name(name).create();
      const [used, other] = [await make('Używany'), await make('Inny')];
      const kits = [
        await t.kit.elementKit().inCollection(seeded).name('Narożnik z pufą').withElements([used, other, used]).create(),
        await t.kit.elementKit().inCollection(seeded).name('Łączony').withElements([other, used]).create(),
        await t.kit.elementKit().inCollection(seeded).name('Leżanka').withElements([used, other]).create(),
      ];
      const deleteElement = (id: string) => t.call(`/api/cms/element/delete/${id}`, { method: 'POST', token: admin });
      // The element's answer names the kits that hold it, so a client knows the delete is refused before asking.
      const shown = await t.call(`/api/cms/element/${used._id}`, { token: admin });
      const { element: shownElement } = z.object({ element: elementSchema }).parse(await shown.json());
      expect(shownElement.kitNames).toEqual(['Leżanka', 'Łączony', 'Narożnik z pufą']);
      // With their ids, in the same order: what a refused delete links to.
      expect(shownElement.kits?.map((kit) => kit.name)).toEqual(shownElement.kitNames);
      expect(new Set(shownElement.kits?.map((kit) => kit._id)).size).toBe(3);

      const before = await t.kit.catalogueRowCounts();
      const refused = await deleteElement(used._id);
      expect(refused.status).toBe(409);
      const message = messages.elementInKits(['Leżanka', 'Łączony', 'Narożnik z pufą']);
      expect(message).toBe('Nie można usunąć elementu: używają go zestawy „Leżanka”, „Łączony”, „Narożnik z pufą”.');
      expect(await refused.json()).toEqual({ message });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);

      await remove(kits[0]!._id);
      await remove(kits[1]!._id);
      const one = await deleteElement(used._id);
      expect(one.status).toBe(409);
      expect(await one.json()).toEqual({ message: 'Nie można usunąć elementu: używa go zestaw „Leżanka”.' });

      await remove(kits[2]!._id);
      const allowed = await deleteElement(used._id);
      expect(allowed.status).toBe(200);
      expect(await allowed.json()).toEqual({ deleted: { elements: 1 }, collectionSlug: seeded.collection.slug });
    });

    it('keeps a kit and its elements consistent when an element is deleted while a kit using it is created', async () => {
      const seeded = await t.kit.collection().withElementCategories(1).create();
      for (let round = 0; round < 5; round++) {
        const [contested, other] = [
          await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).create(),
          await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).create(),
        ];
        const [created, deleted] = await Promise.all([
          create(body({ cSlug: seeded.collection.slug, name: `Wyścig ${round}`, elements: [contested._id, other._id] })),
          t.call(`/api/cms/element/delete/${contested._id}`, { method: 'POST', token: admin }),
        ]);
        // Either the kit came first (the delete is refused) or the delete did (the kit is refused).
        expect([
          [201, 409],
          [400, 200],
        ]).toContainEqual([created.status, deleted.status]);
      }
    });

    // Needs two connections at once: PGlite has one, and runs every transaction after the other.
    it.skipIf(testDatabaseKind() !== 'postgres')(
      'deletes a collection while an element is being appended to one of its kits: the append finishes first, then goes with the kit',
      async () => {
        const seeded = await t.kit.collection().withElementCategories(1).create();
        const [a, b] = [
          await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).create(),
          await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).create(),
        ];
        const kit = await t.kit.elementKit().inCollection(seeded).withElements([a, b]).create();
        const waiting = async (count: number) => {
          for (let i = 0; i < 200; i++) {
            const row = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
            if (row.rows[0]!.n >= count) return;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          throw new Error(`${count} transactions never waited for a lock`);
        };
        // Another transaction holds element b, so the append stops once it holds the kit: it is under way when the delete starts.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        const blocker = t.db.transaction().execute(async (trx) => {
          await trx.selectFrom('elements').select('id').where('id', '=', b._id).forUpdate().execute();
          holding();
          await released;
        });
        await held;
        const appending = addElement(kit._id, { elementId: b._id });
        await waiting(1);
        const deleting = t.call(`/api/cms/collection/delete/${seeded.collection._id}`, { method: 'POST', token: admin });
        await waiting(2);
        release();
        await blocker;
        const [appended, deleted] = await Promise.all([appending, deleting]);
        expect(appended.status).toBe(200);
        expect(deleted.status, await deleted.clone().text()).toBe(200);
        expect(await deleted.json()).toEqual({ deleted: { collections: 1, elementCategories: 1, elements: 2, kits: 1, fabricAssignments: 0, finishAssignments: 0 } });
        expect((await get(kit._id)).status).toBe(404);
      },
    );

    it('counts the kits in the deletion impact and deletes them with the collection; other collections keep theirs', async () => {
      const doomed = await t.kit.collection().name('Zestawy Do Usunięcia').withElementCategories(2).create();
      const [e1, e2, e3] = [
        await t.kit.element().inCollection(doomed).inCategory(doomed.elementCategories[0]!).create(),
        await t.kit.element().inCollection(doomed).inCategory(doomed.elementCategories[1]!).create(),
        await t.kit.element().inCollection(doomed).inCategory(doomed.elementCategories[1]!).create(),
      ];
      await t.kit.elementKit().inCollection(doomed).withElements([e1, e2, e1]).create();
      await t.kit.elementKit().inCollection(doomed).withElements([e3, e2]).hidden().create();
      const kept = await t.kit.elementKit().inCollection(manhattan).withElements([corner, pouf]).create();

      const detail = (await (await t.call(`/api/cms/collection/${doomed.collection.slug}`, { token: admin })).json()) as { deletionImpact: unknown };
      expect(detail.deletionImpact).toEqual({ elementCategories: 2, elements: 3, kits: 2, fabricAssignments: 0, finishAssignments: 0 });

      const before = await t.kit.catalogueRowCounts();
      const response = await t.call(`/api/cms/collection/delete/${doomed.collection._id}`, { method: 'POST', token: admin });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { collections: 1, elementCategories: 2, elements: 3, kits: 2, fabricAssignments: 0, finishAssignments: 0 } });
      expect(await t.kit.catalogueRowCounts()).toEqual({
        ...before,
        collections: before.collections - 1,
        elementCategories: before.elementCategories - 2,
        elements: before.elements - 3,
        kits: before.kits - 2,
        kitElements: before.kitElements - 5,
      });
      expect(detailSchema.parse(await (await get(kept._id)).json()).kit).toEqual(kept);
    });

    it('keeps the kits when removing the collection fails (one transaction)', async () => {
      const seeded = await t.kit.collection().name('Nieusuwalna Z Zestawami').withElementCategories(1).create();
      const kit = await t.kit.elementKit().inCollection(seeded).create();
      await sql`create function refuse_collection_delete_kit() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`.execute(t.db);
      await sql`create trigger refuse_collection_delete_kit before delete on collections for each row when (old.slug = 'nieusuwalna-z-zestawami') execute function refuse_collection_delete_kit()`.execute(t.db);
      try {
        const before = await t.kit.catalogueRowCounts();
        const response = await t.call(`/api/cms/collection/delete/${seeded.collection._id}`, { method: 'POST', token: admin });
        expect(response.status).toBe(500);
        expect(await t.kit.catalogueRowCounts()).toEqual(before);
        expect(detailSchema.parse(await (await get(kit._id)).json()).kit).toEqual(kit);
      } finally {
        await sql`drop trigger refuse_collection_delete_kit on collections`.execute(t.db);
        await sql`drop function refuse_collection_delete_kit()`.execute(t.db);
      }
    });
  });

  it('D14: answers a salon user 403 on every kit path and changes nothing; no session is 401', async () => {
    const kit = await t.kit.elementKit().inCollection(manhattan).withElements([corner, single, pouf]).create();
    const before = await t.kit.catalogueRowCounts();
    const calls = (token: string) => [
      list(manhattan.collection.slug, token),
      get(kit._id, token),
      create(body(), token),
      update(kit._id, { name: 'Salon zmienia', tinydesc: '', ord: 1, thumbUrl: '', isActive: false }, token),
      visibility(kit._id, { isActive: false }, token),
      addElement(kit._id, { elementId: corner._id }, token),
      removeElement(kit._id, { elementId: corner._id }, token),
      remove(kit._id, token),
    ];
    for (const response of await Promise.all(calls(salon))) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    for (const response of await Promise.all(calls(''))) expect(response.status).toBe(401);
    expect(await t.kit.catalogueRowCounts()).toEqual(before);
    expect(detailSchema.parse(await (await get(kit._id)).json()).kit).toEqual(kit);
  });

  it('documents every kit path under the tag kits, naming the spec calls, in /api/openapi.json', async () => {
    const doc = (await (await t.call('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const paths: [string, string, string, string | undefined][] = [
      ['/api/cms/collection/{slug}/kits', 'get', 'getCollectionKits', undefined],
      ['/api/cms/kit/{id}', 'get', 'getCollectionKit', undefined],
      ['/api/cms/kit/create', 'post', 'createKit', '"cSlug"'],
      ['/api/cms/kit/update/{id}', 'patch', 'D28', '"isActive"'],
      ['/api/cms/kit/visibility/{id}', 'patch', 'UKRYTY', '"isActive"'],
      ['/api/cms/kit/add-element/{id}', 'post', 'addCollectionKitElement', '"elementId"'],
      ['/api/cms/kit/remove-element/{id}', 'post', 'deleteCollectionKitElement', '"elementId"'],
      ['/api/cms/kit/delete/{id}', 'post', 'deleteCollectionKit', undefined],
    ];
    for (const [path, method, call, bodyField] of paths) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['kits']);
      expect(operation!.summary).toContain(call);
      expect(JSON.stringify(operation!.responses['200'] ?? operation!.responses['201'])).toContain('application/json');
      if (bodyField) expect(JSON.stringify(operation!.requestBody), path).toContain(bodyField);
    }
    expect(Object.keys(doc.paths['/api/cms/kit/remove-element/{id}']!.post!.responses)).toContain('409');
    expect(Object.keys(doc.paths['/api/cms/element/delete/{id}']!.post!.responses)).toContain('409');
  });
});
