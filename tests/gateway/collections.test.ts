import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { counted, createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';

interface Payload {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  collection?: { id: string; slug: string; name: string; description: string; discountPercent: number; isActive: boolean };
  collectionCategories?: { slug: string; collections: { slug: string }[] }[];
  deletedId?: string;
  deletedElementCategories?: number;
  elementCategory?: { id: string; name: string; nameEn: string; displayOrd: number };
}

const COLLECTION_FIELDS = 'id slug name description discountPercent isActive thumbUrl category { slug }';
const CREATE = `mutation ($input: CreateCollectionInput!) {
  createCollection(input: $input) {
    __typename
    ... on CollectionPayload { collection { ${COLLECTION_FIELDS} } collectionCategories { slug collections { slug } } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const UPDATE = `mutation ($id: ID!, $input: UpdateCollectionInput!) {
  updateCollection(id: $id, input: $input) {
    __typename
    ... on CollectionPayload { collection { ${COLLECTION_FIELDS} } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;
const DELETE = `mutation ($id: ID!) {
  deleteCollection(id: $id) {
    __typename
    ... on DeleteCollectionPayload { deletedId deletedElementCategories collectionCategories { slug collections { slug } } }
    ... on Error { message }
  }
}`;
const CATEGORY_FIELDS = 'id name nameEn displayOrd available collection { slug }';
const CREATE_CATEGORY = `mutation ($collectionId: ID!, $input: ElementCategoryFields!) {
  createElementCategory(collectionId: $collectionId, input: $input) {
    __typename
    ... on ElementCategoryPayload { elementCategory { ${CATEGORY_FIELDS} } collection { elementCategories { name } } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

describe('collections and element categories through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let salon: string;
  let categorySlug: string;
  let category: { _id: string; slug: string };

  beforeAll(async () => {
    g = await createTestGraph();
    await g.t.kit.files('collection', ['lodz.jpg']);
    [admin, salon] = await Promise.all([g.tokenFor('admin'), g.tokenFor('salon')]);
    category = await g.t.kit.collectionCategory().name('Narożniki').create();
    categorySlug = category.slug;
  });
  afterAll(() => g.close());

  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Łódź Narożnik',
    description: 'Narożnik z funkcją spania',
    categorySlug,
    discountPercent: 15,
    thumbUrl: 'lodz.jpg',
    isActive: true,
    ...over,
  });

  async function create(over: Record<string, unknown>, token = admin): Promise<Payload> {
    const result = await g.graph<{ createCollection: Payload }>(CREATE, { input: input(over) }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.createCollection;
  }

  async function collectionCount(): Promise<number> {
    const result = await g.graph<{ collectionCategories: { collections: unknown[] }[] }>('{ collectionCategories { collections { id } } }', {}, admin);
    return result.data!.collectionCategories.reduce((n, c) => n + c.collections.length, 0);
  }

  it('creates a collection with a slug from its name (D5) and lists it in its category, in one answer', async () => {
    const payload = await create({ name: 'Łódź Narożnik' });
    expect(payload.__typename).toBe('CollectionPayload');
    expect(payload.collection).toMatchObject({ slug: 'lodz-naroznik', name: 'Łódź Narożnik', discountPercent: 15, isActive: true });
    const group = payload.collectionCategories!.find((c) => c.slug === categorySlug);
    expect(group?.collections.map((c) => c.slug)).toContain('lodz-naroznik');
  });

  it('refuses a name whose slug is taken, next to the name field, and creates nothing', async () => {
    await create({ name: 'Wenecja' });
    const before = await collectionCount();
    const clash = await create({ name: '  WENECJA ' });
    expect(clash).toEqual({
      __typename: 'ValidationError',
      message: messages.collectionSlugTaken('wenecja'),
      fieldErrors: [{ field: 'name', message: messages.collectionSlugTaken('wenecja') }],
    });
    expect(await collectionCount()).toBe(before);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', messages.requiredFieldsMissing],
    ['no category', { categorySlug: '' }, 'categorySlug', messages.requiredFieldsMissing],
    ['a discount over 99 %', { discountPercent: 100 }, 'discountPercent', messages.discountInvalid(99)],
    ['a negative discount', { discountPercent: -1 }, 'discountPercent', messages.discountInvalid(99)],
  ])('answers %s with its message on its field, before calling the API', async (_label, over, field, message) => {
    g.calls.length = 0;
    const payload = await create(over);
    expect(payload).toMatchObject({ __typename: 'ValidationError', message });
    expect(payload.fieldErrors).toContainEqual({ field, message });
    expect(g.calls.filter((c) => !c.startsWith('GET /api/users/me'))).toEqual([]);
  });

  it('maps an unknown category from the API to the categorySlug field', async () => {
    const payload = await create({ name: 'Bez kategorii', categorySlug: 'nie-ma-takiej' });
    expect(payload).toMatchObject({ __typename: 'ValidationError' });
    expect(payload.fieldErrors).toEqual([{ field: 'categorySlug', message: messages.unknownCollectionCategory }]);
  });

  it('updates the description, leaving the name and discount as they were', async () => {
    const created = (await create({ name: 'Toskania', discountPercent: 5 })).collection!;
    const result = await g.graph<{ updateCollection: Payload }>(
      UPDATE,
      { id: created.id, input: { description: 'Nowy opis', categorySlug, thumbUrl: '', isActive: false } },
      admin,
    );
    expect(result.data?.updateCollection.collection).toMatchObject({
      id: created.id,
      name: 'Toskania',
      discountPercent: 5,
      description: 'Nowy opis',
      isActive: false,
    });
  });

  it('deletes a collection with its element categories in one step, and its ids no longer resolve', async () => {
    const created = (await create({ name: 'Do usunięcia' })).collection!;
    const category = await g.graph<{ createElementCategory: Payload }>(
      CREATE_CATEGORY,
      { collectionId: created.id, input: { name: 'Siedziska', nameEn: 'Seats', displayOrd: 1, available: true } },
      admin,
    );
    const categoryId = category.data!.createElementCategory.elementCategory!.id;
    const impact = await g.graph<{ collection: { deletionImpact: { elementCategories: number } } }>(
      'query ($slug: String!) { collection(slug: $slug) { deletionImpact { elementCategories } } }',
      { slug: created.slug },
      admin,
    );
    expect(impact.data?.collection).toEqual({ deletionImpact: { elementCategories: 1 } });

    const deleted = await g.graph<{ deleteCollection: Payload }>(DELETE, { id: created.id }, admin);
    expect(deleted.data?.deleteCollection).toMatchObject({ __typename: 'DeleteCollectionPayload', deletedId: created.id, deletedElementCategories: 1 });
    const gone = await g.graph('query ($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }', { a: created.id, b: categoryId }, admin);
    expect(gone).toEqual({ data: { a: null, b: null } });
    const again = await g.graph<{ deleteCollection: Payload }>(DELETE, { id: created.id }, admin);
    expect(again.data?.deleteCollection).toEqual({ __typename: 'NotFoundError', message: `Nie ma kolekcji ${created.slug}` });
  });

  it('creates, renames and deletes an element category; displayOrd 0 is refused with "Wypełnij pola"', async () => {
    const created = (await create({ name: 'Kategorie testowe' })).collection!;
    const zero = await g.graph<{ createElementCategory: Payload }>(
      CREATE_CATEGORY,
      { collectionId: created.id, input: { name: 'Pufy', nameEn: 'Poufs', displayOrd: 0, available: true } },
      admin,
    );
    expect(zero.data?.createElementCategory).toMatchObject({
      __typename: 'ValidationError',
      message: messages.fieldsMissing,
      fieldErrors: [{ field: 'displayOrd', message: messages.fieldsMissing }],
    });

    const made = await g.graph<{ createElementCategory: Payload & { collection: { elementCategories: { name: string }[] } } }>(
      CREATE_CATEGORY,
      { collectionId: created.id, input: { name: '  Pufy ', nameEn: 'Poufs', displayOrd: 2, available: true } },
      admin,
    );
    const payload = made.data!.createElementCategory;
    expect(payload.elementCategory).toMatchObject({ name: 'Pufy', nameEn: 'Poufs', displayOrd: 2, collection: { slug: created.slug } });
    expect(payload.collection.elementCategories.map((c) => c.name)).toEqual(['Pufy']);

    const renamed = await g.graph<{ updateElementCategory: Payload }>(
      `mutation ($id: ID!, $input: ElementCategoryFields!) { updateElementCategory(id: $id, input: $input) {
        __typename ... on ElementCategoryPayload { elementCategory { ${CATEGORY_FIELDS} } } } }`,
      { id: payload.elementCategory!.id, input: { name: 'Pufy i podnóżki', nameEn: 'Poufs', displayOrd: 3, available: false } },
      admin,
    );
    expect(renamed.data?.updateElementCategory.elementCategory).toMatchObject({ name: 'Pufy i podnóżki', displayOrd: 3, available: false });

    const removed = await g.graph<{ deleteElementCategory: { deletedId: string; collection: { elementCategories: unknown[] } } }>(
      'mutation ($id: ID!) { deleteElementCategory(id: $id) { ... on DeleteElementCategoryPayload { deletedId collection { elementCategories { id } } } } }',
      { id: payload.elementCategory!.id },
      admin,
    );
    expect(removed.data?.deleteElementCategory).toEqual({ deletedId: payload.elementCategory!.id, collection: { elementCategories: [] } });
  });

  it("says whether a category can be deleted, with the API's refusal as the reason, from the category's one call", async () => {
    const seeded = await g.t.kit.collection().inCategory(category).name('Kategorie Do Usuwania').withElementCategories(2).create();
    const [used, free] = [seeded.elementCategories[0]!, seeded.elementCategories[1]!];
    await g.t.kit.element().inCollection(seeded).inCategory(used).create();
    await g.t.kit.element().inCollection(seeded).inCategory(used).create();
    const query = 'query ($id: ID!) { node(id: $id) { ... on ElementCategory { viewerCanDelete viewerCannotDeleteReason } } }';
    const ask = (id: string) => counted<{ node: unknown }>(g, admin, query, { id: encodeGlobalID('ElementCategory', id) });

    const refused = await ask(used._id);
    expect(refused.data.node).toEqual({ viewerCanDelete: false, viewerCannotDeleteReason: messages.elementCategoryInUse(2) });
    expect(refused.calls).toEqual([`GET /api/cms/element-category/${used._id}`]);
    expect((await ask(free._id)).data.node).toEqual({ viewerCanDelete: true, viewerCannotDeleteReason: null });
  });

  it('reads each mutation\'s payload after its write: two writes in one document, the second payload sees both', async () => {
    const created = (await create({ name: 'Dwie kategorie' })).collection!;
    const field = (alias: string, name: string, displayOrd: number) =>
      `${alias}: createElementCategory(collectionId: $id, input: { name: "${name}", nameEn: "", displayOrd: ${displayOrd}, available: true }) {
        ... on ElementCategoryPayload { collection { elementCategories { name } } } }`;
    const result = await g.graph<Record<'first' | 'second', { collection: { elementCategories: { name: string }[] } }>>(
      `mutation ($id: ID!) { ${field('first', 'Siedziska', 1)} ${field('second', 'Oparcia', 2)} }`,
      { id: created.id },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.first.collection.elementCategories.map((c) => c.name)).toEqual(['Siedziska']);
    expect(result.data!.second.collection.elementCategories.map((c) => c.name)).toEqual(['Siedziska', 'Oparcia']);
  });

  it('answers a salon user FORBIDDEN for every catalogue field and mutation, and changes nothing', async () => {
    const before = await collectionCount();
    const created = (await create({ name: 'Tylko dla administratorów' })).collection!;
    const made = await g.graph<{ createElementCategory: Payload }>(
      CREATE_CATEGORY,
      { collectionId: created.id, input: { name: 'Siedziska', nameEn: 'Seats', displayOrd: 1, available: true } },
      admin,
    );
    const categoryId = made.data!.createElementCategory.elementCategory!.id;
    const attempts = [
      g.graph(CREATE, { input: input({ name: 'Salonowa' }) }, salon),
      g.graph(UPDATE, { id: created.id, input: { description: 'x', categorySlug, thumbUrl: '', isActive: true } }, salon),
      g.graph(DELETE, { id: created.id }, salon),
      g.graph('{ collectionCategories { name } }', {}, salon),
      g.graph('query ($slug: String!) { collection(slug: $slug) { name } }', { slug: created.slug }, salon),
      g.graph('query ($id: ID!) { node(id: $id) { id } }', { id: created.id }, salon),
      g.graph(CREATE_CATEGORY, { collectionId: created.id, input: { name: 'Salonowa', nameEn: '', displayOrd: 1, available: true } }, salon),
      g.graph(
        'mutation ($id: ID!, $input: ElementCategoryFields!) { updateElementCategory(id: $id, input: $input) { __typename } }',
        { id: categoryId, input: { name: 'Zmieniona', nameEn: '', displayOrd: 1, available: true } },
        salon,
      ),
      g.graph('mutation ($id: ID!) { deleteElementCategory(id: $id) { __typename } }', { id: categoryId }, salon),
      g.graph('query ($id: ID!) { node(id: $id) { id } }', { id: categoryId }, salon),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await collectionCount()).toBe(before + 1);
    const still = await g.graph<{ collection: { description: string } }>(
      'query ($slug: String!) { collection(slug: $slug) { description } }',
      { slug: created.slug },
      admin,
    );
    expect(still.data?.collection.description).toBe('Narożnik z funkcją spania');
    const category = await g.graph<{ node: { name: string } }>('query ($id: ID!) { node(id: $id) { ... on ElementCategory { name } } }', { id: categoryId }, admin);
    expect(category.data?.node.name).toBe('Siedziska');
  });

  describe("every write costs the write plus at most one read of what its payload returns (the web's own operations)", () => {
    const ME = 'GET /api/users/me';
    const callsOf = <T>(operation: string, variables: Record<string, unknown>) => counted<T>(g, admin, webOperation(operation), variables);
    const categoryInput = { name: 'Oparcia', nameEn: 'Backrests', displayOrd: 1, available: true };

    it('createCollection: the POST, then the dictionaries for the re-read categories', async () => {
      const { data, calls } = await callsOf<{ createCollection: Payload }>('CreateCollectionMutation', { input: input({ name: 'Liczona Nowa' }) });
      expect(data.createCollection.__typename).toBe('CollectionPayload');
      expect(calls).toEqual([ME, 'POST /api/cms/collection/create', 'GET /api/cms/dictionaries']);
    });

    it('updateCollection: the PATCH by slug (no read first), then the dictionaries', async () => {
      const { collection } = await g.t.kit.collection().inCategory(category).name('Liczona Zmiana').withElementCategories(3).create();
      const id = encodeGlobalID('Collection', collection.slug);
      const { data, calls } = await callsOf<{ updateCollection: Payload }>('UpdateCollectionMutation', {
        id,
        input: { description: 'Po zmianie', categorySlug, thumbUrl: '', isActive: true },
      });
      expect(data.updateCollection).toMatchObject({ __typename: 'CollectionPayload', collection: { description: 'Po zmianie' } });
      expect(calls).toEqual([ME, `PATCH /api/cms/collection/update/${collection.slug}`, 'GET /api/cms/dictionaries']);
    });

    it('deleteCollection: the POST by slug alone', async () => {
      const { collection } = await g.t.kit.collection().inCategory(category).name('Liczona Usuwana').withElementCategories(2).create();
      const { data, calls } = await callsOf<{ deleteCollection: Payload }>('DeleteCollectionMutation', { id: encodeGlobalID('Collection', collection.slug) });
      expect(data.deleteCollection.__typename).toBe('DeleteCollectionPayload');
      expect(calls).toEqual([ME, `POST /api/cms/collection/delete/${collection.slug}`]);
    });

    it('createElementCategory, updateElementCategory, deleteElementCategory: the write, and for an update the collection once', async () => {
      const { collection } = await g.t.kit.collection().inCategory(category).name('Liczone Kategorie').withElementCategories(4).create();
      const collectionId = encodeGlobalID('Collection', collection.slug);
      const read = `GET /api/cms/collection/${collection.slug}`;

      const created = await callsOf<{ createElementCategory: Payload }>('CreateElementCategoryMutation', { collectionId, input: categoryInput });
      expect(created.data.createElementCategory.__typename).toBe('ElementCategoryPayload');
      expect(created.calls).toEqual([ME, 'POST /api/cms/element-category/create']);
      const id = created.data.createElementCategory.elementCategory!.id;
      const rawId = Buffer.from(id, 'base64').toString().replace(/^ElementCategory:/, '');

      const updated = await callsOf<{ updateElementCategory: Payload }>('UpdateElementCategoryMutation', { id, input: { ...categoryInput, displayOrd: 9 } });
      expect(updated.data.updateElementCategory.__typename).toBe('ElementCategoryPayload');
      expect(updated.calls).toEqual([ME, `PATCH /api/cms/element-category/update/${rawId}`, read]);

      const deleted = await callsOf<{ deleteElementCategory: Payload }>('DeleteElementCategoryMutation', { id });
      expect(deleted.data.deleteElementCategory).toMatchObject({ __typename: 'DeleteElementCategoryPayload', deletedId: id });
      expect(deleted.calls).toEqual([ME, `POST /api/cms/element-category/delete/${rawId}`]);
    });

    it('a refused delete (a category in use) costs the one write and answers its message', async () => {
      const seeded = await g.t.kit.collection().inCategory(category).name('Kategoria W Użyciu').withElementCategories(1).create();
      await g.t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).create();
      const id = encodeGlobalID('ElementCategory', seeded.elementCategories[0]!._id);
      const { data, calls } = await callsOf<{ deleteElementCategory: Payload }>('DeleteElementCategoryMutation', { id });
      expect(data.deleteElementCategory).toMatchObject({ __typename: 'ValidationError', message: messages.elementCategoryInUse(1) });
      expect(calls).toEqual([ME, `POST /api/cms/element-category/delete/${seeded.elementCategories[0]!._id}`]);
    });

    it('an unknown collection costs the one write and answers NotFoundError naming it', async () => {
      const id = encodeGlobalID('Collection', 'nie-ma-takiej-kolekcji');
      const notFound = { __typename: 'NotFoundError', message: 'Nie ma kolekcji nie-ma-takiej-kolekcji' };
      const deleted = await callsOf<{ deleteCollection: Payload }>('DeleteCollectionMutation', { id });
      expect(deleted.data.deleteCollection).toMatchObject(notFound);
      expect(deleted.calls).toEqual([ME, 'POST /api/cms/collection/delete/nie-ma-takiej-kolekcji']);

      const updated = await callsOf<{ updateCollection: Payload }>('UpdateCollectionMutation', {
        id,
        input: { description: 'Po zmianie', categorySlug, thumbUrl: '', isActive: true },
      });
      expect(updated.data.updateCollection).toMatchObject(notFound);
      expect(updated.calls).toEqual([ME, 'PATCH /api/cms/collection/update/nie-ma-takiej-kolekcji']);
    });
  });

  it('costs one REST call for the collections screen and two for a collection with its categories, whatever their number', async () => {
    const big = await g.t.kit.collection().inCategory(category).name('Duża kolekcja').withElementCategories(5).create();
    g.calls.length = 0;
    await g.graph('{ collectionCategories { name slug collections { id name slug isActive category { name } } } }', {}, admin);
    expect(g.calls.filter((c) => c !== 'GET /api/users/me')).toEqual(['GET /api/cms/dictionaries']);

    g.calls.length = 0;
    const detail = await g.graph<{ collection: { elementCategories: unknown[] } }>(
      `query ($slug: String!) { collection(slug: $slug) { name category { name } deletionImpact { elementCategories }
        elementCategories { id name collection { name elementCategories { id } } } } }`,
      { slug: big.collection.slug },
      admin,
    );
    expect(detail.data?.collection.elementCategories).toHaveLength(5);
    expect(g.calls.filter((c) => c !== 'GET /api/users/me').sort()).toEqual([`GET /api/cms/collection/${big.collection.slug}`, 'GET /api/cms/dictionaries']);
  });

  describe("the collections screen's counts (elements, kits)", () => {
    interface Screen {
      collectionCategories: { collections: { id: string; name: string; elementCount: number; kitCount: number }[] }[];
    }
    const screen = () => counted<Screen>(g, admin, webOperation('CollectionsScreenQuery'), {});
    const counts = (data: Screen, name: string) =>
      data.collectionCategories.flatMap((c) => c.collections).find((collection) => collection.name === name);

    it('costs the dictionaries and one list call whether there are 10 or 100 collections, with the right counts', async () => {
      const countedCategory = await g.t.kit.collectionCategory().name('Liczone na kartach').create();
      const full = await g.t.kit.collection().inCategory(countedCategory).name('Karta pełna').withElementCategories(1).create();
      const ids = await g.t.kit.elements(full.collection, full.elementCategories[0]!, 4);
      await g.t.kit.elementKit().inCollection(full).name('Zestaw karty').withElements(ids.slice(0, 2)).create();
      await g.t.kit.elementKit().inCollection(full).name('Zestaw ukryty karty').withElements(ids.slice(2)).hidden().create();
      const addCollections = async (count: number, from: number) => {
        for (let i = from; i < from + count; i++) await g.t.kit.collection().inCategory(countedCategory).name(`Karta ${i}`).create();
      };
      await addCollections(9, 1);
      const ten = await screen();
      await addCollections(90, 10);
      const hundred = await screen();

      expect(ten.data.collectionCategories.flatMap((c) => c.collections).length).toBeGreaterThanOrEqual(10);
      expect(hundred.data.collectionCategories.flatMap((c) => c.collections).length).toBeGreaterThanOrEqual(100);
      expect(hundred.calls).toEqual(ten.calls);
      expect([...ten.calls].sort()).toEqual(['GET /api/cms/collections', 'GET /api/cms/dictionaries']);
      expect(counts(hundred.data, 'Karta pełna')).toMatchObject({ elementCount: 4, kitCount: 2 });
      expect(counts(hundred.data, 'Karta 50')).toMatchObject({ elementCount: 0, kitCount: 0 });
    }, 60_000);

    it('counts one collection by the same list call, and refuses a salon user', async () => {
      const { collection } = await g.t.kit.collection().inCategory(category).name('Karta pojedyncza').create();
      const one = await counted<{ collection: { elementCount: number; kitCount: number } }>(
        g,
        admin,
        'query ($slug: String!) { collection(slug: $slug) { elementCount kitCount } }',
        { slug: collection.slug },
      );
      expect(one.data.collection).toEqual({ elementCount: 0, kitCount: 0 });
      expect([...one.calls].sort()).toEqual([`GET /api/cms/collection/${collection.slug}`, 'GET /api/cms/collections']);
      const refused = await g.graph('{ collectionCategories { collections { elementCount } } }', {}, salon);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.data).toBeNull();
    });
  });
});
