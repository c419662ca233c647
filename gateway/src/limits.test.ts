import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CONFIGURATIONS_PAGE_MAX, CONFIGURATIONS_PAGE_SIZE } from '@meble/domain/client-configuration';
import { asksForSchema, GRAPH_LIMITS, operationCost } from './limits.ts';
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

  it('follows fragments, once per spread', () => {
    const query = 'query { viewer { ...V } a: viewer { ...V } } fragment V on User { id }';
    expect(cost(query)).toBe(2);
    expect(cost('{ collectionCategories { ...C } } fragment C on CollectionCategory { collections { id } }')).toBe(LIST * (1 + LIST));
  });
});

describe('asking for the schema', () => {
  it('is __schema or __type anywhere in the operation, fragments included; __typename is not', () => {
    expect(asksForSchema(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(asksForSchema(parse('{ viewer { ...F } } fragment F on User { id t: __type(name: "User") { name } }'))).toBe(true);
    expect(asksForSchema(parse('{ __typename viewer { __typename id } }'))).toBe(false);
  });
});
