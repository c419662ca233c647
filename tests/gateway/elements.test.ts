import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { messages } from '@meble/domain/messages';
import { callShapes, counted, createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';

interface ElementPayload {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  element?: { id: string; name: string; discountPercent: number; prices: { group: string; grosze: number | null; formatted: string | null }[]; connect: string };
}

const ELEMENT_FIELDS = 'id name connect discountPercent category { name } equipment { name } prices { group grosze formatted }';
const CREATE = `mutation ($collectionId: ID!, $input: ElementInput!) {
  createElement(collectionId: $collectionId, input: $input) {
    __typename
    ... on ElementPayload { element { ${ELEMENT_FIELDS} } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;
const UPDATE = `mutation ($id: ID!, $input: ElementInput!) {
  updateElement(id: $id, input: $input) {
    __typename
    ... on ElementPayload { element { ${ELEMENT_FIELDS} } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

describe('elements through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let collectionId: string;
  let slug: string;
  let categoryId: string;
  let sleepingId: string;

  beforeAll(async () => {
    g = await createTestGraph();
    await Promise.all([g.t.kit.files('model', ['naroznik.glb']), g.t.kit.files('icon', ['naroznik.png'])]);
    admin = await g.tokenFor('admin');
    const { collection, elementCategories } = await g.t.kit.collection().name('Kolekcja elementów').withElementCategories(2).create();
    slug = collection.slug;
    const ids = await g.graph<{ collection: { id: string; elementCategories: { id: string }[] } }>(
      'query ($slug: String!) { collection(slug: $slug) { id elementCategories { id } } }',
      { slug },
      admin,
    );
    collectionId = ids.data!.collection.id;
    categoryId = ids.data!.collection.elementCategories[0]!.id;
    expect(elementCategories).toHaveLength(2);
    const dictionary = await g.graph<{ dictionaries: { equipment: { id: string; name: string }[] } }>('{ dictionaries { equipment { id name } } }', {}, admin);
    sleepingId = (dictionary.data!.dictionaries.equipment[0] ?? { id: '' }).id;
  });
  afterAll(() => g.close());

  const input = (over: Record<string, unknown> = {}) => ({
    name: 'NAR-01', file: 'naroznik.glb', thumbUrl: 'naroznik.png', categoryId, available: true, isDefault: false,
    connectLeft: true, connectRight: true, angle: '90', dimb: '', dx: '120', dy: '95', dz: '80',
    description: 'Moduł narożny', descriptionEn: 'Corner', tinydesc: '', tinydescEn: '',
    priceA: '1234,50', priceB: '1300', priceC: '', priceD: '', priceE: '', priceF: '', priceG: '', priceH: '', priceI: '',
    displayOrd: '1', equipment: sleepingId ? [sleepingId] : [],
    ...over,
  });

  it('creates an element from the form text: prices in grosze (D1), connection from two checkboxes (D6)', async () => {
    const result = await g.graph<{ createElement: ElementPayload }>(CREATE, { collectionId, input: input() }, admin);
    const element = result.data!.createElement.element!;
    expect(element).toMatchObject({ name: 'NAR-01', connect: 'a', discountPercent: 0 });
    expect(element.prices.slice(0, 3)).toEqual([
      { group: 'A', grosze: 123450, formatted: '1 234,50 zł' },
      { group: 'B', grosze: 130000, formatted: '1 300,00 zł' },
      { group: 'C', grosze: null, formatted: null },
    ]);
  });

  it('answers only the price levels asked for, in the order asked, and all nine without the argument', async () => {
    const created = await g.graph<{ createElement: ElementPayload }>(CREATE, { collectionId, input: input({ name: 'NAR-CENY', displayOrd: '2' }) }, admin);
    const { id } = created.data!.createElement.element!;
    const read = await g.graph<{ node: { asked: { group: string; grosze: number | null }[]; all: { group: string }[] } }>(
      'query ($id: ID!) { node(id: $id) { ... on Element { asked: prices(groups: [C, A]) { group grosze } all: prices { group } } } }',
      { id },
      admin,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.node.asked).toEqual([
      { group: 'C', grosze: null },
      { group: 'A', grosze: 123450 },
    ]);
    expect(read.data!.node.all.map((price) => price.group)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
  });

  it.each([
    ['name', { name: '' }, messages.elementNameRequired],
    ['file', { file: 'model.obj' }, messages.elementFileType],
    ['priceA', { priceA: '' }, messages.priceARequired],
    ['priceB', { priceB: 'dużo' }, messages.priceInvalid],
    ['dx', { dx: '' }, messages.dimensionsRequired],
    ['angle', { angle: '' }, messages.angleRequired],
    ['connect', { connectLeft: false, connectRight: false }, messages.connectionTypeRequired],
  ])('refuses a broken %s with the form message before calling the API', async (field, over, message) => {
    g.calls.length = 0;
    const result = await g.graph<{ createElement: ElementPayload }>(CREATE, { collectionId, input: input({ name: `X-${field}`, ...over }) }, admin);
    expect(result.data?.createElement.__typename).toBe('ValidationError');
    expect(result.data?.createElement.fieldErrors).toContainEqual({ field, message });
    expect(g.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('answers the API\'s refusal of a model and an icon that name no uploaded file next to their fields (D12)', async () => {
    const result = await g.graph<{ createElement: ElementPayload }>(CREATE, { collectionId, input: input({ name: 'NAR-BEZ-PLIKU', file: 'literowka.glb', thumbUrl: 'brak.svg' }) }, admin);
    expect(result.data?.createElement.__typename).toBe('ValidationError');
    expect(result.data?.createElement.fieldErrors).toEqual([
      { field: 'file', message: messages.fileMissing('literowka.glb') },
      { field: 'thumbUrl', message: messages.fileMissing('brak.svg') },
    ]);
  });

  it('keeps the discount when an element is edited (D3), and asks for a side on update', async () => {
    const made = await g.graph<{ createElement: ElementPayload }>(CREATE, { collectionId, input: input({ name: 'MOD-2' }) }, admin);
    const id = made.data!.createElement.element!.id;
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1]!;
    const discounted = await g.t.call(`/api/cms/element/discount/${rawId}`, { method: 'PATCH', token: admin, json: { discount: 15 } });
    expect(discounted.status).toBe(200);
    const updated = await g.graph<{ updateElement: ElementPayload }>(UPDATE, { id, input: input({ name: 'MOD-2', priceA: '999' }) }, admin);
    expect(updated.data?.updateElement.element).toMatchObject({ discountPercent: 15 });
    expect(updated.data?.updateElement.element?.prices[0]).toMatchObject({ grosze: 99900 });
    const sideless = await g.graph<{ updateElement: ElementPayload }>(UPDATE, { id, input: input({ name: 'MOD-2', connectLeft: false, connectRight: false }) }, admin);
    expect(sideless.data?.updateElement.fieldErrors).toEqual([{ field: 'connect', message: messages.connectionSideRequired }]);
  });

  describe('the list in an order (orderBy)', () => {
    const PAGE = `query ($slug: String!, $orderBy: ElementOrder, $after: String) {
      collection(slug: $slug) {
        elements(first: 2, after: $after, orderBy: $orderBy) { totalCount edges { node { name } } pageInfo { hasNextPage endCursor } }
      }
    }`;
    interface Page {
      collection: { elements: { totalCount: number; edges: { node: { name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    }
    let orderSlug: string;

    beforeAll(async () => {
      const seeded = await g.t.kit.collection().name('Porządek w grafie').withElementCategories(1).create();
      orderSlug = seeded.collection.slug;
      const rows: [string, number, number][] = [
        ['Żaba', 30000, 1],
        ['Leżanka', 10000, 2],
        ['Łącznik', 20000, 3],
        ['Moduł', 20000, 4],
        ['Fotel', 50000, 5],
      ];
      for (const [name, priceA, displayOrd] of rows) {
        await g.t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name(name).priceA(priceA).displayOrd(displayOrd).create();
      }
    });

    /** Every page of the list in that order, two at a time, with the upstream calls each page cost. */
    async function walk(orderBy?: string) {
      const names: string[] = [];
      const calls: string[][] = [];
      const limits: (string | null)[] = [];
      let after: string | null = null;
      for (;;) {
        g.queries.length = 0;
        const page: { data: Page; shapes: string[]; calls: string[] } = await counted<Page>(g, admin, PAGE, { slug: orderSlug, orderBy, after });
        const { edges, pageInfo, totalCount } = page.data.collection.elements;
        expect(totalCount).toBe(5);
        names.push(...edges.map((edge) => edge.node.name));
        calls.push(page.shapes.filter((call) => call !== 'GET /api/users/me'));
        const list = g.queries.filter((_, i) => page.calls[i]?.endsWith('/elements'));
        limits.push(...list.map((query) => new URLSearchParams(query).get('limit')));
        if (!pageInfo.hasNextPage) return { names, calls, limits };
        after = pageInfo.endCursor;
      }
    }

    it('pages each order across page boundaries, each page costing the same two calls whatever the order', async () => {
      const byDisplayOrd = await walk();
      expect(byDisplayOrd.names).toEqual(['Żaba', 'Leżanka', 'Łącznik', 'Moduł', 'Fotel']);
      // The count says whether a page follows: the API is asked for the page's two elements, none beyond.
      expect(byDisplayOrd.limits).toEqual(['2', '2', '2']);
      expect((await walk('DISPLAY_ORDER')).names).toEqual(byDisplayOrd.names);
      expect((await walk('NAME_ASC')).names).toEqual(['Fotel', 'Leżanka', 'Łącznik', 'Moduł', 'Żaba']);
      expect((await walk('NAME_DESC')).names).toEqual(['Żaba', 'Moduł', 'Łącznik', 'Leżanka', 'Fotel']);
      // The tie at 200 zł falls across the first page boundary: each element still comes once.
      expect((await walk('PRICE_A_ASC')).names).toEqual(['Leżanka', 'Łącznik', 'Moduł', 'Żaba', 'Fotel']);
      const byPriceDesc = await walk('PRICE_A_DESC');
      expect(byPriceDesc.names).toEqual(['Fotel', 'Żaba', 'Moduł', 'Łącznik', 'Leżanka']);
      expect(new Set([...byDisplayOrd.calls, ...byPriceDesc.calls].map((calls) => JSON.stringify(calls)))).toEqual(
        new Set([JSON.stringify(['GET /api/cms/collection/{slug}', 'GET /api/cms/collection/{slug}/elements'])]),
      );
    });

    it('first: 0 answers no edges but the real count, and whether rows follow, in the same two calls', async () => {
      const EMPTY = `query ($slug: String!, $after: String) {
        collection(slug: $slug) { elements(first: 0, after: $after) { totalCount edges { node { name } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }
      }`;
      const none = await counted<Page>(g, admin, EMPTY, { slug: orderSlug });
      expect(none.data.collection.elements).toEqual({
        totalCount: 5,
        edges: [],
        pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
      });
      expect(none.shapes.filter((call) => call !== 'GET /api/users/me')).toEqual(['GET /api/cms/collection/{slug}', 'GET /api/cms/collection/{slug}/elements']);
      // After the last element nothing follows.
      const { endCursor } = (await counted<Page>(g, admin, PAGE.replace('first: 2', 'first: 5'), { slug: orderSlug })).data.collection.elements.pageInfo;
      const after = await counted<Page>(g, admin, EMPTY, { slug: orderSlug, after: endCursor });
      expect(after.data.collection.elements).toMatchObject({ totalCount: 5, edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    });

    it('refuses an unknown order before any data call', async () => {
      g.calls.length = 0;
      const result = await g.graph(PAGE, { slug: orderSlug, orderBy: 'PRICE' }, admin);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toContain('ElementOrder');
      expect(g.calls.filter((call) => call !== 'GET /api/users/me')).toEqual([]);
    });
  });

  describe('what each write costs upstream: the write, and one read for the payload\'s collection', () => {
    const WRITE_PAYLOAD = `element { ${ELEMENT_FIELDS} } collection { id name }`;
    const CREATE_COUNTED = `mutation ($collectionId: ID!, $input: ElementInput!) {
      createElement(collectionId: $collectionId, input: $input) { __typename ... on ElementPayload { ${WRITE_PAYLOAD} } ... on Error { message } }
    }`;
    const UPDATE_COUNTED = `mutation ($id: ID!, $input: ElementInput!) {
      updateElement(id: $id, input: $input) { __typename ... on ElementPayload { ${WRITE_PAYLOAD} } ... on Error { message } }
    }`;
    const DELETE_COUNTED = `mutation ($id: ID!) {
      deleteElement(id: $id) { __typename ... on DeleteElementPayload { deletedId collection { id name } } ... on Error { message } }
    }`;

    const HAND_WRITTEN = { create: CREATE_COUNTED, update: UPDATE_COUNTED, delete: DELETE_COUNTED };
    const WEB = { create: webOperation('CreateElementMutation'), update: webOperation('UpdateElementMutation'), delete: webOperation('DeleteElementMutation') };
    type Written = ElementPayload & { element?: { collection?: { name: string } }; collection?: { name: string } };

    /** Create, update and delete one element in a collection of `count`: the calls each costs. */
    async function writesIn(count: number, operations: typeof WEB = HAND_WRITTEN) {
      const name = `Zapisy ${operations === WEB ? 'webu ' : ''}przy ${count}`;
      const { collection, elementCategories } = await g.t.kit.collection().name(name).withElementCategories(2).create();
      await g.t.kit.elements(collection, elementCategories[0]!, count);
      const ids = await g.graph<{ collection: { id: string; elementCategories: { id: string }[] } }>(
        'query ($slug: String!) { collection(slug: $slug) { id elementCategories { id } } }',
        { slug: collection.slug },
        admin,
      );
      const collectionId = ids.data!.collection.id;
      const over = { name: 'LICZONY-1', categoryId: ids.data!.collection.elementCategories[1]!.id };
      const created = await counted<{ createElement: Written }>(g, admin, operations.create, { collectionId, input: input(over) });
      const element = created.data.createElement.element!;
      expect(element).toMatchObject({ name: 'LICZONY-1', category: { name: expect.any(String) }, equipment: sleepingId ? [{ name: expect.any(String) }] : [] });
      // The hand-written payload asks for its collection, the web's for the element's: either is read once.
      expect((created.data.createElement.collection ?? element.collection)?.name).toBe(name);
      const updated = await counted<{ updateElement: ElementPayload }>(g, admin, operations.update, { id: element.id, input: input({ ...over, priceA: '10' }) });
      expect(updated.data.updateElement.element?.prices[0]).toMatchObject({ grosze: 1000 });
      const deleted = await counted<{ deleteElement: { deletedId: string; collection?: { name: string } } }>(g, admin, operations.delete, { id: element.id });
      expect(deleted.data.deleteElement).toEqual(
        operations === WEB
          ? { __typename: 'DeleteElementPayload', deletedId: element.id, deletedRecordId: element.id }
          : { __typename: 'DeleteElementPayload', deletedId: element.id, collection: { id: collectionId, name } },
      );
      return { create: created.shapes, update: updated.shapes, remove: deleted.shapes };
    }

    it('costs the write plus one read of the collection, the same with 10 and with 1,000 elements', async () => {
      const ten = await writesIn(10);
      expect(ten).toEqual({
        create: ['GET /api/users/me', 'POST /api/cms/element/create', 'GET /api/cms/collection/{slug}'],
        update: ['GET /api/users/me', 'PATCH /api/cms/element/update/{id}', 'GET /api/cms/collection/{slug}'],
        remove: ['GET /api/users/me', 'POST /api/cms/element/delete/{id}', 'GET /api/cms/collection/{slug}'],
      });
      expect(await writesIn(1000)).toEqual(ten);
    }, 60_000);

    it('an unknown element costs the one write and answers NotFoundError with the API\'s message', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      g.calls.length = 0;
      const result = await g.graph<{ deleteElement: ElementPayload }>(WEB.delete, { id: encodeGlobalID('Element', unknown) }, admin);
      expect(result.data!.deleteElement).toMatchObject({ __typename: 'NotFoundError', message: messages.notFound });
      expect(g.calls).toEqual(['GET /api/users/me', `POST /api/cms/element/delete/${unknown}`]);
    });

    it("the web's own operations cost the write plus one read of the collection for create and update, the write alone for delete", async () => {
      const ten = await writesIn(10, WEB);
      expect(ten).toEqual({
        create: ['GET /api/users/me', 'POST /api/cms/element/create', 'GET /api/cms/collection/{slug}'],
        update: ['GET /api/users/me', 'PATCH /api/cms/element/update/{id}', 'GET /api/cms/collection/{slug}'],
        remove: ['GET /api/users/me', 'POST /api/cms/element/delete/{id}'],
      });
      expect(await writesIn(1000, WEB)).toEqual(ten);
    }, 60_000);

    it('reads an element with its category and equipment in one call (getCollectionElement carries both)', async () => {
      const made = await g.graph<{ createElement: ElementPayload }>(CREATE, { collectionId, input: input({ name: 'JEDNO-WYWOŁANIE' }) }, admin);
      g.calls.length = 0;
      const read = await g.graph<{ node: { name: string; category: { name: string } } }>(
        `query ($id: ID!) { node(id: $id) { ... on Element { ${ELEMENT_FIELDS} } } }`,
        { id: made.data!.createElement.element!.id },
        admin,
      );
      expect(read.data!.node).toMatchObject({ name: 'JEDNO-WYWOŁANIE', category: { name: expect.any(String) } });
      // The node is loaded before its type's scope asks for the viewer, whom the API stamped on that answer.
      expect(callShapes(g.calls)).toEqual(['GET /api/cms/element/{id}']);
    });

    it('costs the write alone when the payload asks only for the element', async () => {
      g.calls.length = 0;
      const result = await g.graph<{ createElement: ElementPayload }>(CREATE, { collectionId, input: input({ name: 'BEZ-ODCZYTU' }) }, admin);
      expect(result.data!.createElement.element).toMatchObject({ name: 'BEZ-ODCZYTU', category: { name: expect.any(String) } });
      expect(callShapes(g.calls)).toEqual(['GET /api/users/me', 'POST /api/cms/element/create']);
    });
  });
});
