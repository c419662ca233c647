import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionDiscountsAnswerSchema } from '@meble/domain/collection';
import type { Element } from '@meble/domain/element';
import { createTestApi, type TestApi } from '../kit/api.ts';
import type { SeededCollection } from '../kit/seed.ts';

interface ErrorAnswer {
  message: string;
  errors?: { field: string; message: string }[];
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const onlyIntegers = messages.requiredFieldsMissing;

describe('PATCH /api/cms/collection/discounts/{id}', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  let seeded: SeededCollection;
  let other: SeededCollection;
  let a: Element;
  let b: Element;
  let foreign: Element;

  beforeAll(async () => {
    t = await createTestApi();
    const [adminUser, salonUser] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Rabatowy').create()]);
    [admin, salon] = await Promise.all([t.signIn(adminUser.email, adminUser.password), t.signIn(salonUser.email, salonUser.password)]);
    seeded = await t.kit.collection().name('Rabaty Test').discountPercent(5).withElementCategories(1).create();
    other = await t.kit.collection().name('Rabaty Obce').withElementCategories(1).create();
    a = await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name('RAB-A').discount(10).create();
    b = await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name('RAB-B').create();
    foreign = await t.kit.element().inCollection(other).inCategory(other.elementCategories[0]!).name('OBCY-1').discount(3).create();
  });
  afterAll(() => t.close());

  const save = (id: string, json: unknown, token = admin) => t.call(`/api/cms/collection/discounts/${id}`, { method: 'PATCH', json, token });

  async function stored() {
    const collection = await t.db.selectFrom('collections').select('discount').where('id', '=', seeded.collection._id).executeTakeFirstOrThrow();
    const elements = await t.db.selectFrom('elements').select(['id', 'discount']).where('id', 'in', [a._id, b._id, foreign._id]).execute();
    const byId = Object.fromEntries(elements.map((e) => [e.id, e.discount]));
    return { collection: collection.discount, a: byId[a._id], b: byId[b._id], foreign: byId[foreign._id] };
  }

  it('writes the collection discount (tenths, D2) and every listed element discount (D3) and answers them', async () => {
    const response = await save(seeded.collection._id, { discount: 150, elements: [{ _id: a._id, discount: 100 }, { _id: b._id, discount: 7 }] });
    expect(response.status).toBe(200);
    const answer = collectionDiscountsAnswerSchema.parse(await response.json());
    // Each record the save changed is one version further (D29).
    expect(answer.collection).toEqual({ ...seeded.collection, discount: 150, version: 2 });
    // The listed elements whole, as stored: a caller shows them without reading them back.
    expect(answer.elements).toEqual([
      { ...a, discount: 100, version: 2 },
      { ...b, discount: 7, version: 2 },
    ]);
    expect(await stored()).toEqual({ collection: 150, a: 100, b: 7, foreign: 3 });
    const { element } = (await (await t.call(`/api/cms/element/${b._id}`, { token: admin })).json()) as { element: Element };
    expect(element.discount).toBe(7);
  });

  it("takes the collection's slug in place of its _id, with the same answer", async () => {
    const response = await save(seeded.collection.slug, { discount: 250, elements: [{ _id: b._id, discount: 8 }] });
    expect(response.status).toBe(200);
    const answer = collectionDiscountsAnswerSchema.parse(await response.json());
    expect(answer.collection).toEqual({ ...seeded.collection, discount: 250, version: 3 });
    expect(answer.elements).toEqual([{ ...b, discount: 8, version: 3 }]);
    expect(await stored()).toMatchObject({ collection: 250, b: 8, foreign: 3 });
  });

  it('saves the collection discount alone when no element is listed', async () => {
    const response = await save(seeded.collection._id, { discount: 0, elements: [] });
    expect(response.status).toBe(200);
    expect((await stored()).collection).toBe(0);
  });

  it.each([
    ['discount', { discount: 155, elements: [] }],
    ['discount', { discount: 1000, elements: [] }],
    ['discount', { discount: '150', elements: [] }],
    ['elements.1.discount', { discount: 200, elements: [{ _id: 'A', discount: 20 }, { _id: 'B', discount: 2.5 }] }],
    ['elements.0.discount', { discount: 200, elements: [{ _id: 'A', discount: 101 }, { _id: 'B', discount: 2 }] }],
    ['elements.0.discount', { discount: 200, elements: [{ _id: 'A', discount: '20' }] }],
  ])('refuses a non-integer or out-of-range value at %s and writes nothing', async (field, body) => {
    const before = await stored();
    const ids: Record<string, string> = { A: a._id, B: b._id };
    const json = { ...body, elements: body.elements.map((e) => ({ ...e, _id: ids[e._id] })) };
    const response = await save(seeded.collection._id, json);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ErrorAnswer;
    expect(answer.errors).toContainEqual({ field, message: onlyIntegers });
    expect(await stored()).toEqual(before);
  });

  it("refuses an element of another collection (and an unknown one) and writes nothing, the collection's discount included", async () => {
    const before = await stored();
    const response = await save(seeded.collection._id, {
      discount: 300,
      elements: [{ _id: a._id, discount: 40 }, { _id: foreign._id, discount: 50 }, { _id: UNKNOWN_ID, discount: 1 }, { _id: 'nie-uuid', discount: 1 }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).errors).toEqual([
      { field: 'elements.1._id', message: messages.notFound },
      { field: 'elements.2._id', message: messages.notFound },
      { field: 'elements.3._id', message: messages.notFound },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown collection', async () => {
    expect((await save(UNKNOWN_ID, { discount: 10, elements: [] })).status).toBe(404);
    expect((await save('nie-ma', { discount: 10, elements: [] })).status).toBe(404);
  });

  it('is for administrators only: a salon user gets 403, no token 401, and nothing is written', async () => {
    const before = await stored();
    const body = { discount: 500, elements: [{ _id: a._id, discount: 50 }] };
    expect((await save(seeded.collection._id, body, salon)).status).toBe(403);
    expect((await t.call(`/api/cms/collection/discounts/${seeded.collection._id}`, { method: 'PATCH', json: body })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('is described in /api/openapi.json', async () => {
    const doc = (await (await t.call('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>> };
    const operation = doc.paths['/api/cms/collection/discounts/{id}']?.patch;
    expect(operation?.security).toEqual([{ Bearer: [] }]);
    expect(JSON.stringify(operation?.requestBody)).toContain('"elements"');
  });
});
