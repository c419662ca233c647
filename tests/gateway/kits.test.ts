import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { messages } from '@meble/domain/messages';
import { KIT_MIN_ELEMENTS } from '@meble/domain/kit';
import { counted, createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';

interface KitView {
  id: string;
  name: string;
  ord: number;
  isActive: boolean;
  elements: { id: string; name: string }[];
  totalPrices: { group: string; grosze: number | null; formatted: string | null }[];
}
interface KitPayload {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  kit?: KitView;
}

const KIT_FIELDS = 'id name ord isActive elements { id name } totalPrices { group grosze formatted }';
const ANSWER = `__typename ... on KitPayload { kit { ${KIT_FIELDS} } } ... on Error { message } ... on ValidationError { fieldErrors { field message } }`;
const CREATE = `mutation ($collectionId: ID!, $input: KitInput!) { createKit(collectionId: $collectionId, input: $input) { ${ANSWER} } }`;
const ADD = `mutation ($kitId: ID!, $elementId: ID!) { addKitElement(kitId: $kitId, elementId: $elementId) { ${ANSWER} } }`;
const REMOVE = `mutation ($kitId: ID!, $elementId: ID!) { removeKitElement(kitId: $kitId, elementId: $elementId) { ${ANSWER} } }`;
const UPDATE = `mutation ($id: ID!, $input: KitFields!) { updateKit(id: $id, input: $input) { ${ANSWER} } }`;
const ADD_AT = `mutation ($kitId: ID!, $elementId: ID!, $position: Int) { addKitElement(kitId: $kitId, elementId: $elementId, position: $position) { ${ANSWER} } }`;
const REMOVE_AT = `mutation ($kitId: ID!, $elementId: ID!, $position: Int) { removeKitElement(kitId: $kitId, elementId: $elementId, position: $position) { ${ANSWER} } }`;
const VISIBILITY = `mutation ($kitId: ID!, $isActive: Boolean!) { setKitVisibility(kitId: $kitId, isActive: $isActive) { ${ANSWER} } }`;
const DELETE = `mutation ($id: ID!) { deleteKit(id: $id) { __typename ... on DeleteKitPayload { deletedId collection { kits { id } } } ... on Error { message } } }`;
const DELETE_ELEMENT = `mutation ($id: ID!) { deleteElement(id: $id) { __typename ... on Error { message } } }`;

describe('kits through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let collectionId: string;
  let slug: string;
  let elementIds: string[];
  let foreignElementId: string;

  async function collectionIds(collectionSlug: string) {
    const result = await g.graph<{ collection: { id: string; elements: { edges: { node: { id: string } }[] } } }>(
      'query ($slug: String!) { collection(slug: $slug) { id elements(first: 10) { edges { node { id } } } } }',
      { slug: collectionSlug },
      admin,
    );
    return { id: result.data!.collection.id, elements: result.data!.collection.elements.edges.map((edge) => edge.node.id) };
  }

  beforeAll(async () => {
    g = await createTestGraph();
    await g.t.kit.files('image', ['po-zmianie.png', 't']);
    admin = await g.tokenFor('admin');
    const { collection, elementCategories } = await g.t.kit.collection().name('Kolekcja zestawów').discountPercent(10).withElementCategories(1).create();
    slug = collection.slug;
    // Prices at A: 1000,00 zł, 2000,00 zł (50% off), 3000,00 zł; the collection takes 10% off.
    await g.t.kit.element().inCollection(collection).inCategory(elementCategories[0]!).name('Moduł 1').priceA(100_000).create();
    await g.t.kit.element().inCollection(collection).inCategory(elementCategories[0]!).name('Moduł 2').priceA(200_000).discount(50).create();
    await g.t.kit.element().inCollection(collection).inCategory(elementCategories[0]!).name('Moduł 3').priceA(300_000).create();
    ({ id: collectionId, elements: elementIds } = await collectionIds(slug));
    const other = await g.t.kit.collection().name('Inna kolekcja').withElementCategories(1).create();
    await g.t.kit.elements(other.collection, other.elementCategories[0]!, 1);
    foreignElementId = (await collectionIds(other.collection.slug)).elements[0]!;
  });
  afterAll(() => g.close());

  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Sofa 3-osobowa',
    tinydesc: 'Dwa moduły',
    ord: '',
    thumbUrl: '',
    isActive: true,
    elements: [elementIds[0], elementIds[1]],
    ...over,
  });

  it('creates a kit with the default order 1 and prices its total after element and collection discounts', async () => {
    const result = await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input() }, admin);
    const kit = result.data!.createKit.kit!;
    expect(kit).toMatchObject({ name: 'Sofa 3-osobowa', ord: 1, isActive: true });
    expect(kit.elements.map((element) => element.name)).toEqual(['Moduł 1', 'Moduł 2']);
    // (1000,00 + 2000,00 × 50%) × 90% = 1800,00 zł
    expect(kit.totalPrices[0]).toEqual({ group: 'A', grosze: 180_000, formatted: '1 800,00 zł' });
    expect(kit.totalPrices).toHaveLength(9);
  });

  it.each([
    ['name', { name: '' }],
    ['elements', { elements: [] }],
  ])('refuses a kit without %s with the form message, before calling the API', async (field, over) => {
    g.calls.length = 0;
    const result = await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input(over) }, admin);
    expect(result.data?.createKit.__typename).toBe('ValidationError');
    expect(result.data?.createKit.fieldErrors).toContainEqual({ field, message: messages.requiredFieldsMissing });
    expect(g.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('refuses a single element, and elements of another collection, with messages next to the field', async () => {
    const one = await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input({ elements: [elementIds[0]] }) }, admin);
    expect(one.data?.createKit.fieldErrors).toEqual([{ field: 'elements', message: messages.requiredFieldsMissing }]);
    const foreign = await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input({ elements: [elementIds[0], foreignElementId] }) }, admin);
    expect(foreign.data?.createKit).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'elements', message: messages.kitElementOutsideCollection }] });
  });

  it('adds and removes elements, keeps at least two, hides and shows, and lists kits by ord', async () => {
    const made = await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input({ name: 'Narożnik', ord: '2' }) }, admin);
    const kitId = made.data!.createKit.kit!.id;
    const added = await g.graph<{ addKitElement: KitPayload }>(ADD, { kitId, elementId: elementIds[0] }, admin);
    expect(added.data!.addKitElement.kit!.elements.map((e) => e.name)).toEqual(['Moduł 1', 'Moduł 2', 'Moduł 1']);
    const removed = await g.graph<{ removeKitElement: KitPayload }>(REMOVE, { kitId, elementId: elementIds[0] }, admin);
    expect(removed.data!.removeKitElement.kit!.elements.map((e) => e.name)).toEqual(['Moduł 1', 'Moduł 2']);
    const tooFew = await g.graph<{ removeKitElement: KitPayload }>(REMOVE, { kitId, elementId: elementIds[1] }, admin);
    expect(tooFew.data!.removeKitElement).toMatchObject({ __typename: 'ValidationError', message: messages.kitTooFewElements(KIT_MIN_ELEMENTS) });
    const foreign = await g.graph<{ addKitElement: KitPayload }>(ADD, { kitId, elementId: foreignElementId }, admin);
    expect(foreign.data!.addKitElement).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'elementId', message: messages.kitElementOutsideCollection }] });
    const hidden = await g.graph<{ setKitVisibility: KitPayload }>(VISIBILITY, { kitId, isActive: false }, admin);
    expect(hidden.data!.setKitVisibility.kit).toMatchObject({ isActive: false });

    const list = await g.graph<{ collection: { kits: { name: string; ord: number; isActive: boolean }[] } }>(
      'query ($slug: String!) { collection(slug: $slug) { kits { name ord isActive } } }',
      { slug },
      admin,
    );
    const kits = list.data!.collection.kits;
    expect(kits.map((kit) => kit.ord)).toEqual([...kits.map((kit) => kit.ord)].sort((a, b) => a - b));
    expect(kits).toContainEqual({ name: 'Narożnik', ord: 2, isActive: false });

    const node = await g.graph<{ node: { name: string; elements: { name: string }[] } }>('query ($id: ID!) { node(id: $id) { ... on Kit { name elements { name } } } }', { id: kitId }, admin);
    expect(node.data!.node).toEqual({ name: 'Narożnik', elements: [{ name: 'Moduł 1' }, { name: 'Moduł 2' }] });
  });

  describe('updateKit (D28)', () => {
    const fields = (over: Record<string, unknown> = {}) => ({ name: 'Po zmianie', tinydesc: 'Nowy opis', ord: '7', thumbUrl: 'po-zmianie.png', isActive: false, ...over });
    const made = async () =>
      (await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input({ name: 'Do zmiany', elements: [elementIds[0], elementIds[1]] }) }, admin)).data!.createKit.kit!;

    it("changes the kit's own fields in one call and answers the kit, its elements as they were", async () => {
      const kit = await made();
      g.calls.length = 0;
      const result = await g.graph<{ updateKit: KitPayload }>(UPDATE, { id: kit.id, input: fields({ name: ' Po zmianie ' }) }, admin);
      expect(result.data!.updateKit.kit).toEqual({ ...kit, name: 'Po zmianie', ord: 7, isActive: false });
      // The write, and the collection its total prices take the discount from.
      expect(g.calls.filter((call) => !call.startsWith('GET /api/users/me'))).toEqual([
        `PATCH /api/cms/kit/update/${Buffer.from(kit.id, 'base64').toString().replace(/^Kit:/, '')}`,
        `GET /api/cms/collection/${slug}`,
      ]);
      const node = await g.graph<{ node: { name: string; tinydesc: string; thumbUrl: string } }>('query ($id: ID!) { node(id: $id) { ... on Kit { name tinydesc thumbUrl } } }', { id: kit.id }, admin);
      expect(node.data!.node).toEqual({ name: 'Po zmianie', tinydesc: 'Nowy opis', thumbUrl: 'po-zmianie.png' });
    });

    it.each([
      ['name', { name: '' }, messages.requiredFieldsMissing],
      ['ord', { ord: '123' }, messages.kitOrdInvalid],
      ['tinydesc', { tinydesc: 'x'.repeat(61) }, messages.tooLong(60)],
      ['thumbUrl', { thumbUrl: 't'.repeat(41) }, messages.tooLong(40)],
    ])('refuses a wrong %s with the form message next to it, before calling the API', async (field, over, message) => {
      const kit = await made();
      g.calls.length = 0;
      const result = await g.graph<{ updateKit: KitPayload }>(UPDATE, { id: kit.id, input: fields(over) }, admin);
      expect(result.data!.updateKit).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field, message }] });
      expect(g.calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
    });

    it("answers NotFoundError for an unknown kit with the API's message, and FORBIDDEN to a salon user", async () => {
      const unknown = encodeGlobalID('Kit', '00000000-0000-4000-8000-000000000000');
      const result = await g.graph<{ updateKit: KitPayload }>(UPDATE, { id: unknown, input: fields() }, admin);
      expect(result.data!.updateKit).toMatchObject({ __typename: 'NotFoundError', message: messages.notFound });
      const kit = await made();
      g.calls.length = 0;
      const salon = await g.graph(UPDATE, { id: kit.id, input: fields() }, await g.tokenFor('salon'));
      expect(salon.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(g.calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
    });

    it('removes the occurrence at a position and puts it back there (the undo of a removal)', async () => {
      const kit = (await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input({ name: 'Cofanie', elements: [elementIds[0], elementIds[1], elementIds[0]] }) }, admin)).data!
        .createKit.kit!;
      const removed = await g.graph<{ removeKitElement: KitPayload }>(REMOVE_AT, { kitId: kit.id, elementId: elementIds[0], position: 1 }, admin);
      expect(removed.data!.removeKitElement.kit!.elements.map((e) => e.name)).toEqual(['Moduł 2', 'Moduł 1']);
      const back = await g.graph<{ addKitElement: KitPayload }>(ADD_AT, { kitId: kit.id, elementId: elementIds[0], position: 1 }, admin);
      expect(back.data!.addKitElement.kit).toEqual(kit);
    });
  });

  it('refuses to delete an element that kits use, naming them, and deletes a kit', async () => {
    const made = await g.graph<{ createKit: KitPayload }>(CREATE, { collectionId, input: input({ name: 'Do usunięcia', elements: [elementIds[2], elementIds[2]] }) }, admin);
    const kitId = made.data!.createKit.kit!.id;
    // The graph says so before the delete, with the API's refusal as the reason, from the element's one call.
    const canDelete = (id: string) =>
      counted<{ node: unknown }>(g, admin, 'query ($id: ID!) { node(id: $id) { ... on Element { viewerCanDelete viewerCannotDeleteReason } } }', { id });
    const before = await canDelete(elementIds[2]!);
    expect(before.data.node).toEqual({ viewerCanDelete: false, viewerCannotDeleteReason: messages.elementInKits(['Do usunięcia']) });
    expect(before.calls.filter((call) => call.startsWith('GET /api/cms/'))).toEqual([`GET /api/cms/element/${Buffer.from(elementIds[2]!, 'base64').toString().replace(/^Element:/, '')}`]);
    const refused = await g.graph<{ deleteElement: { __typename: string; message: string } }>(DELETE_ELEMENT, { id: elementIds[2] }, admin);
    expect(refused.data!.deleteElement).toEqual({ __typename: 'ValidationError', message: messages.elementInKits(['Do usunięcia']) });
    const deleted = await g.graph<{ deleteKit: { __typename: string; deletedId: string; collection: { kits: { id: string }[] } } }>(DELETE, { id: kitId }, admin);
    expect(deleted.data!.deleteKit.deletedId).toBe(kitId);
    expect(deleted.data!.deleteKit.collection.kits.map((kit) => kit.id)).not.toContain(kitId);
    const gone = await g.graph<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: kitId }, admin);
    expect(gone.data!.node).toBeNull();
    expect((await canDelete(elementIds[2]!)).data.node).toEqual({ viewerCanDelete: true, viewerCannotDeleteReason: null });
    const allowed = await g.graph<{ deleteElement: { __typename: string } }>(DELETE_ELEMENT, { id: elementIds[2] }, admin);
    expect(allowed.data!.deleteElement.__typename).toBe('DeleteElementPayload');
  });

  it('answers FORBIDDEN to a salon user', async () => {
    const salon = await g.tokenFor('salon');
    const result = await g.graph(CREATE, { collectionId, input: input() }, salon);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  describe('what each write costs upstream: the write, and one read for the payload\'s collection', () => {
    const COUNTED = `__typename ... on KitPayload { kit { ${KIT_FIELDS} elements { category { name } } } collection { id name } } ... on Error { message }`;
    const CREATE_COUNTED = `mutation ($collectionId: ID!, $input: KitInput!) { createKit(collectionId: $collectionId, input: $input) { ${COUNTED} } }`;
    const ADD_COUNTED = `mutation ($kitId: ID!, $elementId: ID!) { addKitElement(kitId: $kitId, elementId: $elementId) { ${COUNTED} } }`;
    const REMOVE_COUNTED = `mutation ($kitId: ID!, $elementId: ID!) { removeKitElement(kitId: $kitId, elementId: $elementId) { ${COUNTED} } }`;
    const UPDATE_COUNTED = `mutation ($id: ID!, $input: KitFields!) { updateKit(id: $id, input: $input) { ${COUNTED} } }`;
    const VISIBILITY_COUNTED = `mutation ($kitId: ID!, $isActive: Boolean!) { setKitVisibility(kitId: $kitId, isActive: $isActive) { ${COUNTED} } }`;
    const DELETE_COUNTED = `mutation ($id: ID!) { deleteKit(id: $id) { __typename ... on DeleteKitPayload { deletedId collection { id name } } ... on Error { message } } }`;

    const HAND_WRITTEN = { create: CREATE_COUNTED, add: ADD_COUNTED, remove: REMOVE_COUNTED, update: UPDATE_COUNTED, visibility: VISIBILITY_COUNTED, delete: DELETE_COUNTED };
    const WEB = {
      create: webOperation('CreateKitMutation'),
      add: webOperation('AddKitElementMutation'),
      remove: webOperation('RemoveKitElementMutation'),
      update: webOperation('UpdateKitMutation'),
      visibility: webOperation('SetKitVisibilityMutation'),
      delete: webOperation('DeleteKitMutation'),
    };

    /** Every kit write once, in a collection of `count` elements: the calls each costs. */
    async function writesIn(count: number, operations: typeof WEB = HAND_WRITTEN) {
      const name = `Zestawy ${operations === WEB ? 'webu ' : ''}przy ${count}`;
      const { collection, elementCategories } = await g.t.kit.collection().name(name).withElementCategories(1).create();
      await g.t.kit.elements(collection, elementCategories[0]!, count);
      const { id: inCollection, elements } = await collectionIds(collection.slug);
      const created = await counted<{ createKit: KitPayload }>(g, admin, operations.create, { collectionId: inCollection, input: input({ elements: [elements[0], elements[1]] }) });
      const kitId = created.data.createKit.kit!.id;
      expect(created.data.createKit.kit!.elements).toHaveLength(2);
      const added = await counted<{ addKitElement: KitPayload }>(g, admin, operations.add, { kitId, elementId: elements[2] });
      expect(added.data.addKitElement.kit!.elements).toHaveLength(3);
      const removed = await counted<{ removeKitElement: KitPayload }>(g, admin, operations.remove, { kitId, elementId: elements[2] });
      expect(removed.data.removeKitElement.kit!.elements).toHaveLength(2);
      const updated = await counted<{ updateKit: KitPayload }>(g, admin, operations.update, {
        id: kitId,
        input: { name: 'Po zmianie', tinydesc: '', ord: '3', thumbUrl: '', isActive: true },
      });
      expect(updated.data.updateKit.kit).toMatchObject({ name: 'Po zmianie', ord: 3 });
      const hidden = await counted<{ setKitVisibility: KitPayload }>(g, admin, operations.visibility, { kitId, isActive: false });
      expect(hidden.data.setKitVisibility.kit).toMatchObject({ isActive: false });
      const deleted = await counted<{ deleteKit: { deletedId: string; collection: { id: string } } }>(g, admin, operations.delete, { id: kitId });
      expect(deleted.data.deleteKit).toMatchObject({ deletedId: kitId });
      if (operations === HAND_WRITTEN) expect(deleted.data.deleteKit.collection).toEqual({ id: inCollection, name });
      return { create: created.shapes, add: added.shapes, remove: removed.shapes, update: updated.shapes, visibility: hidden.shapes, delete: deleted.shapes };
    }

    it('costs the write plus one read of the collection, the same with 10 and with 1,000 elements', async () => {
      const ten = await writesIn(10);
      const read = 'GET /api/cms/collection/{slug}';
      expect(ten).toEqual({
        create: ['GET /api/users/me', 'POST /api/cms/kit/create', read],
        add: ['GET /api/users/me', 'POST /api/cms/kit/add-element/{id}', read],
        remove: ['GET /api/users/me', 'POST /api/cms/kit/remove-element/{id}', read],
        update: ['GET /api/users/me', 'PATCH /api/cms/kit/update/{id}', read],
        visibility: ['GET /api/users/me', 'PATCH /api/cms/kit/visibility/{id}', read],
        delete: ['GET /api/users/me', 'POST /api/cms/kit/delete/{id}', read],
      });
      expect(await writesIn(1000)).toEqual(ten);
    }, 60_000);

    it("an unknown kit costs the one write and answers NotFoundError with the API's message", async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      g.calls.length = 0;
      const result = await g.graph<{ deleteKit: KitPayload }>(WEB.delete, { id: encodeGlobalID('Kit', unknown) }, admin);
      expect(result.data!.deleteKit).toMatchObject({ __typename: 'NotFoundError', message: messages.notFound });
      expect(g.calls).toEqual(['GET /api/users/me', `POST /api/cms/kit/delete/${unknown}`]);
    });

    it("the web's own operations cost the same, with 10 and with 1,000 elements", async () => {
      const ten = await writesIn(10, WEB);
      const read = 'GET /api/cms/collection/{slug}';
      expect(ten).toEqual({
        create: ['GET /api/users/me', 'POST /api/cms/kit/create', read],
        add: ['GET /api/users/me', 'POST /api/cms/kit/add-element/{id}', read],
        remove: ['GET /api/users/me', 'POST /api/cms/kit/remove-element/{id}', read],
        update: ['GET /api/users/me', 'PATCH /api/cms/kit/update/{id}', read],
        // The web's toggle answers the visibility alone (nothing else of the kit changes): no read after it.
        visibility: ['GET /api/users/me', 'PATCH /api/cms/kit/visibility/{id}'],
        delete: ['GET /api/users/me', 'POST /api/cms/kit/delete/{id}'],
      });
      expect(await writesIn(1000, WEB)).toEqual(ten);
    }, 60_000);
  });
});
