import { Kind, parse, visit, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_LIMITS, measureCost, measureDocument } from '@meble/gateway/limits';
import { WEB_OPERATION_STORE } from '@meble/gateway/persisted-operations';
import { schema } from '@meble/gateway/schema/index';
import { tokenCount } from '../kit/document-text.ts';
import { createTestGraph, type TestGraph } from '../kit/graph.ts';
import { hostileDocuments } from '../kit/hostile-documents.ts';

interface GraphResult {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; limit?: number } }[];
}

/** The refusals of the document limits, which run before graphql-js's validation. */
const DOCUMENT_LIMIT_CODES = ['QUERY_TOO_DEEP', 'TOO_MANY_ALIASES', 'TOO_MANY_DIRECTIVES', 'TOO_MANY_FIELDS'];

/** Selections written in the text (fields, spreads, inline fragments): what a linear check may visit. */
function selectionsIn(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    Field: () => void count++,
    FragmentSpread: () => void count++,
    InlineFragment: () => void count++,
  });
  return count;
}

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } … fragment F{levels} on Query { __typename }` */
const fanOut = (levels: number) =>
  `query { ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on Query { __typename }`;

describe('hostile documents: every check of an operation is linear in the document', () => {
  let g: TestGraph;
  let tokens: { salon: string; admin: string };
  let slug: string;

  beforeAll(async () => {
    // The production store: a document of one's own costs the check of its sender's token first.
    g = await createTestGraph({ persistedOperations: WEB_OPERATION_STORE });
    tokens = { admin: await g.tokenFor('admin'), salon: await g.tokenFor('salon') };
    ({ slug } = (await g.t.kit.collection().withElementCategories(1).create()).collection);
  });
  afterAll(() => g.close());

  async function graph(query: string, token: string): Promise<{ status: number; result: GraphResult; calls: string[] }> {
    g.calls.length = 0;
    const response = await g.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, result: (await response.json()) as GraphResult, calls: [...g.calls] };
  }

  it('the 30-level fan-out (1.2 KB, a billion fields once spread) is refused by the field limit, as a salon user', async () => {
    const query = fanOut(30);
    expect(query.length).toBeLessThan(1_500);
    const measured = measureDocument(parse(query));
    expect(measured.over).toBe('fields');
    // Each fragment measured once, and counting stopped at the limit: a handful of visits, not 2^30.
    expect(measured.steps).toBeLessThanOrEqual(selectionsIn(parse(query)));
    const { result, calls: made } = await graph(query, tokens.salon);
    expect(result).toEqual({
      errors: [
        {
          message: `Zapytanie ma zbyt wiele pól po rozwinięciu fragmentów: najwyżej ${GRAPH_LIMITS.fields}`,
          extensions: { code: 'TOO_MANY_FIELDS', limit: GRAPH_LIMITS.fields },
        },
      ],
    });
    // Only the check of who sent the text; no data call.
    expect(made).toEqual(['GET /api/users/me']);
  });

  it('depth counts through fragment spreads', async () => {
    // collection, then two levels per fragment, then id: 12 levels, each fragment holding two of them.
    const query = `{ collection(slug: "${slug}") { ...L0 } } ${Array.from({ length: 5 }, (_, i) => `fragment L${i} on Collection { kits { collection { ...L${i + 1} } } }`).join(' ')} fragment L5 on Collection { id }`;
    expect(measureDocument(parse(query)).over).toBe('depth');
    const { result } = await graph(query, tokens.admin);
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['QUERY_TOO_DEEP']);
  });


  it('builds each hostile shape at the token limit', () => {
    const built = hostileDocuments(slug);
    expect(built.length).toBeGreaterThanOrEqual(12);
    for (const { name, query } of built) {
      const tokens = tokenCount(query);
      expect(tokens, name).toBeLessThanOrEqual(GRAPH_LIMITS.tokens);
      expect(tokens, name).toBeGreaterThan(GRAPH_LIMITS.tokens * 0.7);
    }
  });

  it.each([
    ['salon', 'tokens'],
    ['admin', 'tokens'],
    ['salon', 'limits'],
    ['admin', 'limits'],
  ] as const)('as %s, each at its largest within the %s: refused by a limit or answered, never a server fault, with linear checks', async (who, size) => {
    for (const { name, query } of hostileDocuments(slug, size)) {
      const { status, result } = await graph(query, tokens[who]);
      expect(status, name).toBeLessThan(500);
      const codes = (result.errors ?? []).map((error) => error.extensions?.code);
      expect(codes, name).not.toContain('INTERNAL_SERVER_ERROR');
      // Refused while the text is read, before it is a syntax tree (graphql-js would overflow its stack parsing it).
      if (codes[0] === 'QUERY_TOO_NESTED') {
        expect(codes, name).toEqual(['QUERY_TOO_NESTED']);
        continue;
      }
      const document = parse(query, { maxTokens: GRAPH_LIMITS.tokens });
      const selections = selectionsIn(document);
      const measured = measureDocument(document);
      expect(measured.steps, name).toBeLessThanOrEqual(selections);
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
      if (operations === 1) expect(measureCost(schema, document).steps, name).toBeLessThanOrEqual(selections);
      if (measured.over) {
        // Refused before validation: the limit's error alone, none of graphql-js's own.
        expect(codes, name).toHaveLength(1);
        expect(DOCUMENT_LIMIT_CODES, name).toContain(codes[0]);
      } else {
        // Within the field limit, graphql-js's pairwise comparison has at most fields² / 2 pairs to make.
        expect(measured.figures.fields, name).toBeLessThanOrEqual(GRAPH_LIMITS.fields);
      }
    }
  });
});
