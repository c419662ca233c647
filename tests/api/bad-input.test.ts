import { messages } from '@meble/domain/messages';
import { PASSWORD_MAX } from '@meble/domain/limits';
import { ELEMENT_PAGE_MAX } from '@meble/domain/element';
import { CONFIGURATIONS_PAGE_MAX } from '@meble/domain/client-configuration';
import { USERS_PAGE_MAX } from '@meble/domain/user';
import { SEARCH_RESULTS_MAX } from '@meble/domain/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { englishIn } from '../kit/english.ts';
import type { SeededCollection } from '../kit/seed.ts';

interface ErrorAnswer {
  message: string;
  errors?: { field: string; message: string }[];
}

const NUL = 'Sofa\u0000';
const LONE = 'Sofa\ud800';
/** zod's English: 'Too small: expected number to be >=0', 'Invalid input: expected string, received …'. */

interface QueryParameter {
  name: string;
  in: string;
  required?: boolean;
  schema: { type?: string | string[]; minimum?: number; maximum?: number; minLength?: number; maxLength?: number; enum?: string[] };
}
interface BodySchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  properties?: Record<string, BodySchema>;
  allOf?: BodySchema[];
}
interface OpenApiOperation {
  parameters?: QueryParameter[];
  requestBody?: { content: Record<string, { schema: BodySchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Values a JSON body's field must refuse, from what the OpenAPI document declares for it (an object is no field's type). */
function fieldValuesOutOf(schema: BodySchema): unknown[] {
  const values: unknown[] = [{ a: 1 }];
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
  if ([schema.type].flat().includes('integer')) values.push(1.5);
  if (schema.minLength !== undefined && schema.minLength > 0) values.push('');
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  if (schema.enum) values.push('zzz');
  return values;
}

/** The top-level fields of a body schema, `allOf` parts merged. */
const fieldsOf = (schema: BodySchema): [string, BodySchema][] => [...Object.entries(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(fieldsOf)];

/** Values out of what the OpenAPI document declares for a query parameter: each must be refused. */
function valuesOutOf(schema: QueryParameter['schema']): string[] {
  const types = [schema.type ?? []].flat();
  const values: string[] = [];
  if (types.includes('integer') || types.includes('number')) values.push('abc');
  if (types.includes('integer')) values.push('1.5');
  if (schema.minimum !== undefined) values.push(String(schema.minimum - 1));
  if (schema.maximum !== undefined) values.push(String(schema.maximum + 1), '100000');
  if (schema.minLength !== undefined && schema.minLength > 0) values.push('x'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.enum) values.push('zzz');
  return values;
}

/** A value the parameter takes, for the parameters a call needs beside the one under test. */
function validValue(schema: QueryParameter['schema']): string {
  return schema.enum?.[0] ?? 'x'.repeat(Math.max(schema.minLength ?? 0, 3));
}

const unstorable = (field: string): ErrorAnswer => ({ message: messages.unstorableText, errors: [{ field, message: messages.unstorableText }] });

/** Bad input answers a 4xx with a Polish message, never a 500, and writes nothing. */
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

  /** Every operation the API's OpenAPI document declares, its path filled in with seeded ids. */
  const operations = async () => {
    const document = (await (await t.call('/api/openapi.json')).json()) as OpenApiDocument;
    return Object.entries(document.paths).flatMap(([template, item]) => {
      const path = template.replace('{slug}', seeded.collection.slug).replace('{id}', elementIds[0]!);
      return Object.entries(item).map(([method, operation]) => ({ path, method, operation }));
    });
  };

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

  it('every query parameter out of what the OpenAPI document declares: 400 in Polish at the parameter', async () => {
    const wrong: unknown[] = [];
    let sent = 0;
    for (const { path, method, operation } of await operations()) {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      for (const parameter of query) {
        for (const value of valuesOutOf(parameter.schema)) {
          const search = new URLSearchParams();
          for (const other of query) if (other.required && other !== parameter) search.set(other.name, validValue(other.schema));
          search.set(parameter.name, value);
          const response = await t.call(`${path}?${search}`, { method: method.toUpperCase(), token: admin });
          const body = (await response.json()) as ErrorAnswer;
          sent += 1;
          const message = body.errors?.find((error) => error.field === parameter.name)?.message ?? '';
          if (response.status !== 400 || message === '' || englishIn(message) || englishIn(body.message)) {
            wrong.push({ method, path, parameter: parameter.name, value, status: response.status, body });
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The walk covers every paged list (limit, offset) and the search text and order enums, not an empty document.
    expect(sent).toBeGreaterThanOrEqual(30);
  });

  it('every JSON body field sent out of what the OpenAPI document declares: 400, each message Polish', async () => {
    const wrong: unknown[] = [];
    let sent = 0;
    for (const { path, method, operation } of await operations()) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      for (const [field, fieldSchema] of fieldsOf(schema)) {
        for (const value of fieldValuesOutOf(fieldSchema)) {
          const response = await t.call(path, { method: method.toUpperCase(), token: admin, json: { [field]: value } });
          const body = (await response.json()) as ErrorAnswer;
          sent += 1;
          const texts = [body.message, ...(body.errors ?? []).map((error) => error.message)];
          if (response.status !== 400 || texts.some((text) => text === '' || englishIn(text))) wrong.push({ method, path, field, value, status: response.status, body });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(100);
  });

  it.each([
    ['offset=-1', () => `/api/cms/collection/${seeded.collection.slug}/elements?offset=-1`, 'offset', messages.pageOffsetInvalid],
    ['limit=100000', () => `/api/cms/collection/${seeded.collection.slug}/elements?limit=100000`, 'limit', messages.pageLimitInvalid(ELEMENT_PAGE_MAX)],
    ['configurations limit=101', () => '/api/cms/client/configurations?limit=101', 'limit', messages.pageLimitInvalid(CONFIGURATIONS_PAGE_MAX)],
    ['configurations limit=-1', () => '/api/cms/client/configurations?limit=-1', 'limit', messages.pageLimitInvalid(CONFIGURATIONS_PAGE_MAX)],
    ['users limit=0', () => '/api/users/list?limit=0', 'limit', messages.pageLimitInvalid(USERS_PAGE_MAX)],
    ['search limit=99', () => '/api/cms/elements/search?text=abc&limit=99', 'limit', messages.pageLimitInvalid(SEARCH_RESULTS_MAX)],
  ])('the red team’s %s: 400 with the domain’s limit in Polish', async (_what, path, field, message) => {
    const response = await t.call(path(), { token: admin });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('a malformed JSON body: 400 in Polish, the body not quoted back', async () => {
    const response = await t.call('/api/cms/collection/create', { token: admin, body: '{"name": "tajny-tekst' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('tajny-tekst');
    expect(JSON.parse(text)).toEqual({ message: messages.invalidRequest });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no Content-Type', undefined],
  ])('a body sent as %s: 415 saying to send JSON, nothing written', async (_what, type) => {
    const before = await t.kit.catalogueRowCounts();
    const headers: Record<string, string> = { authorization: `Bearer ${admin}` };
    if (type) headers['content-type'] = type;
    const body = JSON.stringify({ name: 'Nowa 415', category_slug: seeded.collection.category_slug, discount: 0 });
    const response = await t.api.request('/api/cms/collection/create', { method: 'POST', headers, body });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: messages.jsonContentType });
    expect(await t.kit.catalogueRowCounts()).toEqual(before);
  });

  it('a JSON body whatever the spelling of its media type: read as JSON', async () => {
    for (const type of ['APPLICATION/JSON', 'Application/Json; Charset=UTF-8']) {
      const response = await t.api.request('/api/cms/collection/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': type },
        body: JSON.stringify({ name: '', category_slug: seeded.collection.category_slug, discount: 0 }),
      });
      expect(response.status, type).toBe(400);
      expect(((await response.json()) as ErrorAnswer).errors?.map((error) => error.field), type).toEqual(['name']);
    }
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
