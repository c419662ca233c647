import fc from 'fast-check';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import type { Logger } from '@meble/domain/logger';
import { schema } from '@meble/gateway/schema/index';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';

/**
 * Fuzzing: generated bodies, path and query parameters to every REST path the OpenAPI document lists
 * (so paths added later are covered without editing this file), as an administrator, a salon and anonymously; and
 * generated documents with generated variables to /graphql. Whatever is sent, nothing answers a 5xx, nothing logs an
 * unexpected error, no answer carries a stack or internal text, and every GraphQL error carries a code.
 * Seeded and bounded: the same inputs on every run.
 */

const SEED = 13;
const REST_RUNS = 700;
const GRAPH_RUNS = 500;

/** Text that betrays internals: stacks, SQL, the engine, file paths, raw English from the libraries. */
const INTERNAL = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /\/work\//,
  /\.ts:\d+/,
  /\b(?:SELECT|INSERT|UPDATE|DELETE) /,
  /postgres|pglite|kysely|sqlstate/i,
  /invalid byte sequence|unsupported Unicode escape|violates/i,
  /Invalid global ID|has not been implemented|Invalid base64|must be a non-negative integer|is not of type/i,
  /TypeError|ReferenceError|RangeError|SyntaxError: Unexpected/,
];

/** Percent-encodes a path segment; a lone surrogate (which encodeURIComponent refuses) as its 3 bytes, as a client might send them. */
function encodeSegment(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return `%${[0xe0 | (character.charCodeAt(0) >> 12), 0x80 | ((character.charCodeAt(0) >> 6) & 0x3f), 0x80 | (character.charCodeAt(0) & 0x3f)].map((byte) => byte.toString(16).toUpperCase()).join('%')}`;
    }
  }).join('');
}

function leaks(text: string): RegExp | undefined {
  return INTERNAL.find((pattern) => pattern.test(text));
}

/** Strings that broke, or could break, a layer: NUL, lone surrogates, escapes, numbers as text, traversal, very long text. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '😀',
  'Zażółć gęślą jaźń',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  "'; DROP TABLE users; --",
  '\\',
  '"',
  '{"a":1}',
  '[object Object]',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '2025-02-30T00:00:00.000Z',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(300),
  'ż'.repeat(5000),
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Lone surrogates mixed into text: fast-check's units never produce them on their own.
  { weight: 1, arbitrary: fc.array(fc.constantFrom('a', '\ud83d', '\ude00', '\u0000', 'ł', ' '), { maxLength: 12 }).map((parts) => parts.join('')) },
);

/** Any JSON value, with nasty strings and numbers at the edges of every range. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: nastyString },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 1e-7) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

interface OpenApiParameter {
  name: string;
  in: string;
}
interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

interface RestOperation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** A plausible body made from the schema and the seeded records; the fuzzer replaces parts of it. */
  base: Record<string, unknown> | undefined;
}

interface Seeded {
  ids: string[];
  slugs: string[];
  known: Record<string, unknown>;
  globalIds: string[];
}

function resolveSchema(document: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema | undefined {
  if (!schema?.$ref) return schema;
  return resolveSchema(document, document.components?.schemas?.[schema.$ref.split('/').at(-1)!]);
}

/** A value of the schema's shape: the seeded record a field names when there is one, else a plain value of its type. */
function plausible(document: OpenApiDocument, schema: OpenApiSchema | undefined, name: string, seeded: Seeded): unknown {
  if (name in seeded.known) return seeded.known[name];
  const resolved = resolveSchema(document, schema);
  if (!resolved) return 'Tekst';
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum?.length) return resolved.enum[0];
  const variant = resolved.anyOf?.[0] ?? resolved.allOf?.[0];
  if (variant) return plausible(document, variant, name, seeded);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, plausible(document, value, key, seeded)]));
    default:
      return 'Tekst';
  }
}

function operationsOf(document: OpenApiDocument, seeded: Seeded): RestOperation[] {
  const operations: RestOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const bodySchema = resolveSchema(document, operation.requestBody?.content?.['application/json']?.schema);
      const base = bodySchema ? plausible(document, { ...bodySchema, type: 'object' }, '', seeded) : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        base: base as Record<string, unknown> | undefined,
      });
    }
  }
  return operations;
}

describe('fuzzing: no input answers a 5xx, logs an unexpected error or shows internals', () => {
  let t: TestApi;
  let gateway: Gateway;
  const gatewayErrors: string[] = [];
  let tokens: { admin: string; salon: string };
  let seeded: Seeded;
  let operations: RestOperation[];

  beforeAll(async () => {
    t = await createTestApi();
    const log: Logger = { info: () => undefined, error: (message, details) => gatewayErrors.push(`${message} ${JSON.stringify(details)}`) };
    gateway = createGateway({ upstream: (request, context) => Promise.resolve(t.api.fetch(request, { ...context })), log });
    const admin = await t.kit.user().admin().create();
    const salon = await t.kit.user().salon().create();
    tokens = { admin: await t.signIn(admin.email, admin.password), salon: await t.signIn(salon.email, salon.password) };
    const { collection, elementCategories } = await t.kit.collection().withElementCategories(2).create();
    const category = elementCategories[0]!;
    const first = await t.kit.element().inCollection(collection).inCategory(category).name('FZ-1').create();
    const second = await t.kit.element().inCollection(collection).inCategory(category).name('FZ-2').create();
    const kit = await t.kit.elementKit().inCollection(collection).withElements([first, second]).create();
    const configuration = await t.kit.clientConfiguration().inCollection(collection).salon(salon).withLines(['FZ-1']).create();
    // One recorded write, so history entries, their undo and the history filters get ids that exist.
    const hidden = await t.call(`/api/cms/kit/visibility/${kit._id}`, { method: 'PATCH', json: { isActive: false }, token: tokens.admin });
    expect(hidden.status).toBe(200);
    const [entry] = ((await (await t.call('/api/cms/history?limit=1', { token: tokens.admin })).json()) as { entries: { _id: string }[] }).entries;
    const ids = [admin.user._id, salon.user._id, collection._id, category._id, first._id, second._id, kit._id, configuration._id, entry!._id];
    seeded = {
      ids,
      slugs: [collection.slug, collection.category_slug],
      known: {
        category_slug: collection.category_slug,
        collectionSlug: collection.slug,
        cSlug: collection.slug,
        categoryId: category._id,
        elementId: first._id,
        elements: [first._id, second._id],
        name: 'Nazwa próbna',
        file: 'model.glb',
        connect: 'a',
        angle: 90,
        dx: 100,
        dy: 90,
        dz: 80,
        priceA: 123450,
        discount: 0,
        displayOrd: 1,
        email: admin.email,
        password: admin.password,
        customerEmail: 'klient@example.pl',
        salon: salon.user._id,
      },
      globalIds: [
        encodeGlobalID('Collection', collection.slug),
        encodeGlobalID('ElementCategory', category._id),
        encodeGlobalID('Element', first._id),
        encodeGlobalID('Kit', kit._id),
        encodeGlobalID('ClientConfiguration', configuration._id),
        encodeGlobalID('Salon', salon.user._id),
        encodeGlobalID('User', admin.user._id),
        encodeGlobalID('HistoryEntry', entry!._id),
      ],
    };
    const document = (await (await t.call('/api/openapi.json')).json()) as OpenApiDocument;
    operations = operationsOf(document, seeded);
  });
  afterAll(() => t?.close());

  it('every REST path of the OpenAPI document, with generated parameters and bodies', async () => {
    // The document lists every path; a count that drops means the enumeration broke, not that paths went away.
    expect(operations.length).toBeGreaterThanOrEqual(35);
    const parameter = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...seeded.ids, ...seeded.slugs) },
      { weight: 2, arbitrary: nastyString },
    );
    const request = fc.record({
      operation: fc.constantFrom(...operations),
      caller: fc.constantFrom('admin', 'salon', 'anonymous'),
      params: fc.array(parameter, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.constantFrom('x', 'limit', 'offset', 'cursor'), nastyString, { maxKeys: 2 }),
      queryValues: fc.array(fc.option(nastyString, { nil: undefined }), { minLength: 6, maxLength: 6 }),
      body: fc.oneof(
        { weight: 5, arbitrary: fc.dictionary(nastyString, anyValue, { maxKeys: 3 }).map((changes) => ({ kind: 'changes' as const, changes })) },
        { weight: 3, arbitrary: fc.array(anyValue, { minLength: 1, maxLength: 3 }).map((values) => ({ kind: 'fields' as const, values })) },
        { weight: 1, arbitrary: anyValue.map((value) => ({ kind: 'value' as const, value })) },
        { weight: 1, arbitrary: fc.constantFrom('{"name": "secret body', '{', 'null', '', '\u0000', '[1,2').map((raw) => ({ kind: 'raw' as const, raw })) },
      ),
    });
    const seenErrors = t.logs.length;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ operation, caller, params, query, queryValues, body }) => {
        let path = operation.path;
        operation.pathParams.forEach((name, i) => {
          path = path.replace(`{${name}}`, encodeSegment(params[i]!));
        });
        const search = new URLSearchParams();
        operation.queryParams.forEach((name, i) => {
          const value = queryValues[i];
          if (value !== undefined) search.set(name, value);
        });
        for (const [name, value] of Object.entries(query)) search.set(name, value);
        let payload: string | undefined;
        if (operation.base) {
          const base = structuredClone(operation.base);
          if (body.kind === 'changes') Object.assign(base, body.changes);
          if (body.kind === 'fields') {
            const keys = Object.keys(base);
            body.values.forEach((value, i) => {
              if (keys.length > 0) base[keys[(i * 7 + (JSON.stringify(value)?.length ?? 0)) % keys.length]!] = value;
            });
          }
          payload = body.kind === 'raw' ? body.raw : JSON.stringify(body.kind === 'value' ? body.value : base);
        }
        const token = caller === 'anonymous' ? undefined : tokens[caller as 'admin' | 'salon'];
        const url = `${path}${search.size > 0 ? `?${search}` : ''}`;
        const response = await t.call(url, { method: operation.method, token, body: payload });
        const text = await response.text();
        sent++;
        const context = `${operation.method} ${url} as ${caller} with ${payload?.slice(0, 300)}: ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, context).toBeLessThan(500);
        expect(leaks(text), context).toBeUndefined();
        if (payload?.includes('secret body')) expect(text, context).not.toContain('secret body');
        expect(t.logs.slice(seenErrors).filter((entry) => entry.level === 'error'), context).toEqual([]);
      }),
      { seed: SEED, numRuns: REST_RUNS, endOnFailure: true },
    );
    expect(sent).toBe(REST_RUNS);
  }, 240_000);

  it('/graphql, with generated documents and variables over the whole schema', async () => {
    const anyGlobalId = fc.oneof(fc.constantFrom(...seeded.globalIds), nastyString, fc
        .tuple(fc.constantFrom('Element', 'Kit', 'Collection', 'ElementCategory', 'ClientConfiguration', 'Salon', 'User', 'HistoryEntry', 'Translation', 'Query', 'Price', ''), nastyString)
        .map(([typename, id]) => Buffer.from(`${typename}:${id}`).toString('base64')),
    );

    /** A value for an input type: mostly of the right type with nasty contents, sometimes of the wrong type. */
    function inputValue(gen: fc.GeneratorValue, type: GraphQLInputType, depth: number): unknown {
      if (gen(fc.integer, { min: 0, max: 19 }) === 0) return gen(() => anyValue);
      if (!isNonNullType(type) && gen(fc.integer, { min: 0, max: 9 }) === 0) return null;
      const inner = getNullableType(type);
      if (isListType(inner)) {
        const length = gen(fc.integer, { min: 0, max: depth > 2 ? 1 : 3 });
        return Array.from({ length }, () => inputValue(gen, inner.ofType as GraphQLInputType, depth + 1));
      }
      if (isInputObjectType(inner)) {
        return Object.fromEntries(Object.values(inner.getFields()).map((field) => [field.name, inputValue(gen, field.type, depth + 1)]));
      }
      if (isEnumType(inner)) return gen(fc.constantFrom, ...inner.getValues().map((value) => value.name), 'NOPE');
      if (isScalarType(inner)) {
        switch (inner.name) {
          case 'ID':
            return gen(() => anyGlobalId);
          case 'Int':
            return gen(() => fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5)));
          case 'Float':
            return gen(() => fc.double({ noNaN: true }));
          case 'Boolean':
            return gen(fc.boolean);
          default:
            return gen(() => fc.oneof(nastyString, fc.constantFrom(...seeded.slugs)));
        }
      }
      return null;
    }

    /** A selection set over an output type, with arguments as variables. */
    function selection(
      gen: fc.GeneratorValue,
      type: GraphQLNamedType,
      depth: number,
      variables: Record<string, unknown>,
      definitions: string[],
    ): string {
      if (isUnionType(type) || isInterfaceType(type)) {
        const members = isUnionType(type) ? type.getTypes() : schema.getPossibleTypes(type);
        const picked = members.filter(() => gen(fc.boolean));
        return `{ __typename ${picked.map((member) => `... on ${member.name} ${selection(gen, member, depth + 1, variables, definitions)}`).join(' ')} }`;
      }
      if (!isObjectType(type)) return '';
      const fields = Object.values((type as GraphQLObjectType).getFields()).filter(
        (field) => depth < 4 || isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)),
      );
      const picked = fields.filter(() => gen(fc.integer, { min: 0, max: 2 }) === 0).slice(0, 6);
      const parts = picked.map((field) => {
        const args = field.args
          .filter((arg: GraphQLArgument) => isNonNullType(arg.type) || gen(fc.boolean))
          .map((arg: GraphQLArgument) => {
            const name = `v${definitions.length}`;
            definitions.push(`$${name}: ${String(arg.type)}`);
            variables[name] = inputValue(gen, arg.type, 0);
            return `${arg.name}: $${name}`;
          });
        const named = getNamedType(field.type);
        const below = isScalarType(named) || isEnumType(named) ? '' : selection(gen, named, depth + 1, variables, definitions);
        return `${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''} ${below}`;
      });
      return `{ __typename ${parts.join(' ')} }`;
    }

    const document = fc.gen().map((gen) => {
      const kind = gen(fc.constantFrom, 'query', 'mutation', 'query', 'mutation', 'text', 'raw');
      if (kind === 'raw') return { query: '', variables: {}, raw: gen(fc.constantFrom, '{"query": "{ viewer { id } } secret body', '{', '', 'null', '[]', '{"query": 5}', '{"query": "{ viewer { id } }", "variables": 5}') };
      if (kind === 'text') return { raw: undefined, query: gen(() => fc.oneof(nastyString, fc.constantFrom('{', '{ viewer ', 'query { __typename', '{ __schema { types { name } } }'))), variables: {} };
      const variables: Record<string, unknown> = {};
      const definitions: string[] = [];
      const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      const body = selection(gen, root, 0, variables, definitions);
      return { raw: undefined, query: `${kind}${definitions.length > 0 ? `(${definitions.join(', ')})` : ''} ${body}`, variables };
    });

    const apiLogsBefore = t.logs.length;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(document, fc.constantFrom('admin', 'salon', 'anonymous'), async ({ query, variables, raw }, caller) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (caller !== 'anonymous') headers.authorization = `Bearer ${tokens[caller as 'admin' | 'salon']}`;
        const response = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers, body: raw ?? JSON.stringify({ query, variables }) });
        const text = await response.text();
        sent++;
        if (raw?.includes('secret body')) expect(text).not.toContain('secret body');
        const context = `${caller}: ${raw ?? query.slice(0, 400)} ${JSON.stringify(variables).slice(0, 300)} → ${response.status} ${text.slice(0, 400)}`;
        expect(response.status, context).toBeLessThan(500);
        expect(leaks(text), context).toBeUndefined();
        const answer = JSON.parse(text) as { errors?: { message: string; extensions?: { code?: unknown } }[] };
        for (const error of answer.errors ?? []) expect(typeof error.extensions?.code, `${context}\n${error.message}`).toBe('string');
        expect(gatewayErrors.join('\n'), context).toBe('');
        expect(JSON.stringify(t.logs.slice(apiLogsBefore).filter((entry) => entry.level === 'error')), context).toBe('[]');
      }),
      { seed: SEED, numRuns: GRAPH_RUNS, endOnFailure: true },
    );
    expect(sent).toBe(GRAPH_RUNS);
  }, 240_000);
});
