import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CONFIGURATIONS_PAGE_MAX, CONFIGURATIONS_PAGE_SIZE } from '@meble/domain/client-configuration';
import { asksForSchema, GRAPH_LIMITS, measureCost, measureDocument, operationCost } from './limits.ts';
import { schema } from './schema/index.ts';

const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), undefined, variables);
const LIST = GRAPH_LIMITS.unpagedListSize;

describe('the cost of an operation', () => {
  it('counts 1 per object field, nothing for scalars and __typename', () => {
    expect(cost('{ __typename viewer { id name } }')).toBe(1);
    expect(cost('{ viewer { id } dictionaries { priceGroups { slug } } }')).toBe(1 + 1 + LIST);
  });

  it("multiplies a connection's edges by its page: first as asked within the resolver's maximum, else the default", () => {
    const page = (args: string) => cost(`{ clientConfigurations${args} { totalCount pageInfo { hasNextPage } edges { node { id } } } }`);
    // The connection, its pageInfo, then each edge and its node.
    expect(page('(first: 10)')).toBe(1 + 1 + 10 * 2);
    expect(page('')).toBe(1 + 1 + CONFIGURATIONS_PAGE_SIZE * 2);
    expect(page('(first: 100000)')).toBe(1 + 1 + CONFIGURATIONS_PAGE_MAX * 2);
    expect(page('(last: 7)')).toBe(1 + 1 + 7 * 2);
  });

  it('reads page sizes from variables, and from a variable left out as the default page', () => {
    const query = 'query ($n: Int) { clientConfigurations(first: $n) { edges { node { id } } } }';
    expect(cost(query, { n: 20 })).toBe(1 + 20 * 2);
    expect(cost(query)).toBe(1 + CONFIGURATIONS_PAGE_SIZE * 2);
  });

  it('counts nodes(ids:) as many entries as ids, and unpaged lists as unpagedListSize', () => {
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3);
    expect(cost('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['a', 'b'] })).toBe(2);
    expect(cost('{ collectionCategories { collections { kits { id } } } }')).toBe(LIST * (1 + LIST * (1 + LIST)));
  });

  it("counts what a configuration's kits hold, not the kits themselves (its own record)", () => {
    expect(cost('{ clientConfigurations(first: 1) { edges { node { kits { name elements { meshId } } } } } }')).toBe(1 + 1 * 2);
    expect(cost('{ clientConfigurations(first: 1) { edges { node { kits { elements { element { id } } } } } } }')).toBe(1 + 2 + LIST * LIST);
  });

  it('costs introspection as any other selection, so a nested type walk is refused by cost', () => {
    expect(cost('{ __schema { types { name } } }')).toBe(1 + LIST);
    const walk = (levels: number) => `{ __type(name: "Query") { ${'fields { type { '.repeat(levels)}name${' } }'.repeat(levels)} } }`;
    expect(cost(walk(5))).toBeGreaterThan(GRAPH_LIMITS.cost);
  });

  it('computes a fragment once per page it is spread at, and stops at stopAbove', () => {
    const levels = 30;
    const document = parse(
      `{ collectionCategories { ...C0 } } ${Array.from({ length: levels }, (_, i) => `fragment C${i} on CollectionCategory { collections { category { ...C${i + 1} } } }`).join(' ')} fragment C${levels} on CollectionCategory { id }`,
    );
    const whole = measureCost(schema, document);
    expect(whole.cost).toBeGreaterThan(LIST ** levels);
    // Each selection of the text once: the root field, then three per fragment, then the last one's id.
    expect(whole.steps).toBe(2 + 3 * levels + 1);
    const stopped = measureCost(schema, document, { stopAbove: GRAPH_LIMITS.cost });
    expect(stopped.cost).toBeGreaterThan(GRAPH_LIMITS.cost);
  });

  it('follows fragments, once per spread', () => {
    const query = 'query { viewer { ...V } a: viewer { ...V } } fragment V on User { id }';
    expect(cost(query)).toBe(2);
    expect(cost('{ collectionCategories { ...C } } fragment C on CollectionCategory { collections { id } }')).toBe(LIST * (1 + LIST));
  });
});

describe('the document limits (depth, aliases, directives, fields)', () => {
  const NONE = { depth: Infinity, aliases: Infinity, directives: Infinity, fields: Infinity };
  const figures = (query: string) => measureDocument(parse(query), NONE).figures;

  it('count fields, aliases and directives as often as a fragment is spread, and depth through spreads', () => {
    const query = 'query { viewer { ...V } a: viewer { ...V @include(if: true) } } fragment V on User { id n: name @skip(if: false) }';
    // viewer, a, and twice V's two fields; the alias a and V's alias n twice; one directive on the spread, V's twice.
    expect(figures(query)).toEqual({ depth: 2, aliases: 3, directives: 3, fields: 6 });
    expect(figures('{ collection(slug: "x") { ...K } } fragment K on Collection { kits { collection { id } } }').depth).toBe(4);
  });

  it("do not count introspection's levels as depth (the cost bounds it), but do count its fields", () => {
    expect(figures('{ __schema { types { fields { type { ...T } } } } } fragment T on __Type { ofType { ofType { name } } }')).toMatchObject({
      depth: 0,
      fields: 7,
    });
    // A fragment on an introspection type spread outside __schema is not a level either.
    expect(figures('{ viewer { id } __type(name: "User") { ...T } } fragment T on __Type { fields { type { name } } }').depth).toBe(2);
  });

  it('visit each selection of the text once however often its fragments are spread, and stop at the first limit passed', () => {
    const levels = 40;
    const query = `query { ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on Query { __typename }`;
    const whole = measureDocument(parse(query), NONE);
    expect(whole.figures.fields).toBe(2 ** levels);
    expect(whole.steps).toBe(2 * levels + 2);
    const limited = measureDocument(parse(query));
    expect(limited.over).toBe('fields');
    expect(limited.steps).toBeLessThanOrEqual(whole.steps);
    // A fragment that spreads itself (refused by validation) ends the walk instead of looping.
    expect(measureDocument(parse('{ ...A } fragment A on Query { ...B } fragment B on Query { viewer { id } ...A }'), NONE).figures.fields).toBe(2);
  });
});

describe('asking for the schema', () => {
  it('is __schema or __type anywhere in the operation, fragments included; __typename is not', () => {
    expect(asksForSchema(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(asksForSchema(parse('{ viewer { ...F } } fragment F on User { id t: __type(name: "User") { name } }'))).toBe(true);
    expect(asksForSchema(parse('{ __typename viewer { __typename id } }'))).toBe(false);
  });
});
