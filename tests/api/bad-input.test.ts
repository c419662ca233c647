import { messages } from '@meble/domain/messages';
import { PASSWORD_MAX } from '@meble/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import type { SeededCollection } from '../kit/seed.ts';

interface ErrorAnswer {
  message: string;
  errors?: { field: string; message: string }[];
}

const NUL = 'Sofa\u0000';
const LONE = 'Sofa\ud800';
const unstorable = (field: string): ErrorAnswer => ({ message: messages.unstorableText, errors: [{ field, message: messages.unstorableText }] });

/** Issue 13: bad input answers a 4xx with a Polish message, never a 500, and writes nothing. */
describe('bad input over REST', () => {
  let t: TestApi;
  let admin: string;
  let seeded: SeededCollection;
  let elementIds: string[];

  beforeAll(async () => {
    t = await createTestApi();
    const user = await t.kit.user().admin().create();
    admin = await t.signIn(user.email, user.password);
    seeded = await t.kit.collection().withElementCategories(1).create();
    const category = seeded.elementCategories[0]!;
    elementIds = [
      (await t.kit.element().inCollection(seeded).inCategory(category).name('BI-1').create())._id,
      (await t.kit.element().inCollection(seeded).inCategory(category).name('BI-2').create())._id,
    ];
  });
  afterAll(() => t.close());

  const elementBody = () => ({
    collectionSlug: seeded.collection.slug,
    name: 'BI-NEW',
    file: 'bi.glb',
    categoryId: seeded.elementCategories[0]!._id,
    connect: 'a',
    angle: 90,
    dx: 100,
    dy: 90,
    dz: 80,
    priceA: 123450,
  });

  /** Sends one write and answers its status and body, with what the catalogue holds before and after. */
  async function refused(path: string, json: unknown, method = 'POST') {
    const before = await t.kit.catalogueRowCounts();
    const response = await t.call(path, { method, token: admin, json });
    const body = (await response.json()) as ErrorAnswer;
    expect(await t.kit.catalogueRowCounts()).toEqual(before);
    return { status: response.status, body };
  }

  const writes: [string, () => [string, unknown], string][] = [
    ['collection name', () => ['/api/cms/collection/create', { name: NUL, category_slug: seeded.collection.category_slug, discount: 0 }], 'name'],
    ['collection description', () => ['/api/cms/collection/create', { name: 'Nowa', description: LONE, category_slug: seeded.collection.category_slug, discount: 0 }], 'description'],
    ['element category name', () => ['/api/cms/element-category/create', { collectionSlug: seeded.collection.slug, name: NUL, displayOrd: 1 }], 'name'],
    ['element name', () => ['/api/cms/element/create', { ...elementBody(), name: NUL }], 'name'],
    ['element description', () => ['/api/cms/element/create', { ...elementBody(), description: LONE }], 'description'],
    ['kit name', () => ['/api/cms/kit/create', { cSlug: seeded.collection.slug, name: NUL, elements: elementIds }], 'name'],
    ['kit element', () => ['/api/cms/kit/create', { cSlug: seeded.collection.slug, name: 'Sofa', elements: [elementIds[0], NUL] }], 'elements.1'],
  ];
  it.each(writes)('%s with NUL or a lone surrogate: 400 with the Polish message at the field', async (_what, request, field) => {
    const [path, json] = request();
    expect(await refused(path, json)).toEqual({ status: 400, body: unstorable(field) });
    expect(t.logs.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('sign-in with NUL in the e-mail: 400 at the field, not a 500', async () => {
    const response = await t.call('/api/authentication/sign-in', { json: { email: 'anna\u0000@example.pl', password: 'tajne-haslo-1' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(unstorable('email'));
  });

  it.each([
    ['an object', { a: 1 }],
    ['a number', 5],
    ['an array', ['BI-X']],
  ])('element name as %s: 400 with the name message, not stored as text', async (_kind, name) => {
    const { status, body } = await refused('/api/cms/element/create', { ...elementBody(), name });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field: 'name', message: messages.elementNameRequired });
  });

  it('element update with an object for a text field: 400, the element unchanged', async () => {
    const { status, body } = await refused(`/api/cms/element/update/${elementIds[0]}`, { ...elementBody(), description: { a: 1 } }, 'PATCH');
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field: 'description', message: messages.invalidRequest });
    const stored = (await (await t.call(`/api/cms/element/${elementIds[0]}`, { token: admin })).json()) as { element: { description: string } };
    expect(stored.element.description).not.toContain('[object Object]');
  });

  it.each([
    ['a collection slug', (slug: string) => `/api/cms/collection/${slug}`],
    ['the elements of a collection', (slug: string) => `/api/cms/collection/${slug}/elements`],
    ['the kits of a collection', (slug: string) => `/api/cms/collection/${slug}/kits`],
    ['a CSV export', (slug: string) => `/api/cms/collection/${slug}/elements/export`],
  ])('NUL in %s of the address: 404, not a 500', async (_what, path) => {
    const response = await t.call(path('manhattan%00'), { token: admin });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: messages.notFound });
  });

  it.each([
    ['the configurations e-mail filter', '/api/cms/client/configurations?email=abc%00', 'email'],
    ['the element search', '/api/cms/elements/search?text=so%00fa', 'text'],
    ['the elements name filter', () => `/api/cms/collection/${seeded.collection.slug}/elements?filter=sof%00a`, 'filter'],
    ['a parameter no route reads', '/api/cms/collections?x=%00', 'x'],
  ])('NUL in %s: 400 with the Polish message, not a 500', async (_what, path, field) => {
    const response = await t.call(typeof path === 'string' ? path : path(), { token: admin });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(unstorable(field));
  });

  it('a malformed JSON body: 400 in Polish, the body not quoted back', async () => {
    const response = await t.call('/api/cms/collection/create', { token: admin, body: '{"name": "tajny-tekst' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('tajny-tekst');
    expect(JSON.parse(text)).toEqual({ message: messages.invalidRequest });
  });

  it('an over-long sign-in password: 400 at the field, before it is hashed or counted', async () => {
    const response = await t.call('/api/authentication/sign-in', { json: { email: 'anna@example.pl', password: 'x'.repeat(PASSWORD_MAX + 1) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.passwordTooLong, errors: [{ field: 'password', message: messages.passwordTooLong }] });
  });

  it('an oversized sign-in: 413 with a clear Polish message', async () => {
    const response = await t.call('/api/authentication/sign-in', { json: { email: 'anna@example.pl', password: 'x'.repeat(20_000) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.requestTooLargeUnsized });
  });
});
