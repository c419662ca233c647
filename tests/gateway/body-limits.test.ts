import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { IN_PROCESS_BASE_URL } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import { GRAPH_LIMITS } from '@meble/gateway/limits';
import { WEB_OPERATION_STORE } from '@meble/gateway/persisted-operations';
import { bulkCsvLines, csvText, VALID_CSV_CELLS } from '../kit/csv.ts';
import { createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation, webOperationId } from '../kit/web-operations.ts';

/** Request bodies of POST /graphql by who calls: anonymous 32 KB, signed in 256 KB, an administrator's CSV import 48 MB. */

interface GraphResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; limit?: number } }[];
}

const tooLarge = (bytes: number) => [
  { message: messages.requestTooLarge(Math.floor(bytes / 1024)), extensions: { code: 'REQUEST_TOO_LARGE', limit: bytes } },
];
/** A body of about `bytes`: a small query with a long (unused) variable. */
const padded = (bytes: number, query = '{ __typename }') => JSON.stringify({ query, variables: { padding: 'x'.repeat(bytes) } });

describe('request bodies of POST /graphql by role', () => {
  let g: TestGraph;
  let app: ReturnType<typeof createHttpApp>;
  let admin: string;
  let salon: string;
  let importVariables: Record<string, unknown>;

  beforeAll(async () => {
    // The web client's operations, as in production: the import arrives by its documentId.
    g = await createTestGraph({ persistedOperations: WEB_OPERATION_STORE });
    await Promise.all([g.t.kit.files('model', Array.from({ length: 50 }, (_, i) => `imp-${i}.glb`)), g.t.kit.files('icon', [VALID_CSV_CELLS.thumbUrl ?? ''])]);
    app = createHttpApp({ gateway: g.gateway, upstream: g.upstream, baseUrl: IN_PROCESS_BASE_URL });
    admin = await g.tokenFor('admin');
    salon = await g.tokenFor('salon');
    const { collection, elementCategories } = await g.t.kit.collection().withElementCategories(1).create();
    importVariables = { collectionSlug: collection.slug, csv: csvText(bulkCsvLines(4000, [elementCategories[0]!.name])), dryRun: true, linesShown: 1 };
  });
  afterAll(() => g.close());

  const post = (body: BodyInit, token: string | undefined, headers: Record<string, string> = {}) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    });

  it("a salon user's 300 KB body: 413 naming 256 KB, refused after one look-up and before it is read (Connection: close)", async () => {
    for (const body of [padded(300 * 1024), JSON.stringify({ documentId: webOperationId('ImportElementsCsvMutation'), variables: importVariables })]) {
      expect(body.length).toBeGreaterThan(GRAPH_LIMITS.signedInBodyBytes);
      g.calls.length = 0;
      const response = await post(body, salon);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(((await response.json()) as GraphResult).errors).toEqual(tooLarge(GRAPH_LIMITS.signedInBodyBytes));
      expect(g.calls).toEqual(['GET /api/users/me']);
    }
  });

  it("an administrator's 300 KB body that is not the CSV import: 413 naming 256 KB", async () => {
    const importWithMore = `mutation ($collectionSlug: String!, $csv: String!) {
      importElementsCsv(collectionSlug: $collectionSlug, csv: $csv, dryRun: true) { __typename }
      __typename
    }`;
    const bodies = [padded(300 * 1024), JSON.stringify({ query: importWithMore, variables: importVariables }), 'x'.repeat(300 * 1024)];
    for (const body of bodies) {
      const response = await post(body, admin);
      expect(response.status).toBe(413);
      expect(((await response.json()) as GraphResult).errors).toEqual(tooLarge(GRAPH_LIMITS.signedInBodyBytes));
    }
    // Sent without a length, read as it comes: the same.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(padded(300 * 1024)));
        controller.close();
      },
    });
    const chunked = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("an administrator's CSV import over 256 KB (a dry run) is answered: by documentId, as the web sends it, and as text", async () => {
    const bodies = [
      JSON.stringify({ documentId: webOperationId('ImportElementsCsvMutation'), variables: importVariables }),
      JSON.stringify({ query: webOperation('ImportElementsCsvMutation'), variables: importVariables }),
    ];
    for (const body of bodies) {
      expect(body.length).toBeGreaterThan(GRAPH_LIMITS.signedInBodyBytes);
      const response = await post(body, admin);
      expect(response.status).toBe(200);
      const result = (await response.json()) as GraphResult;
      expect(result.errors).toBeUndefined();
      expect(result.data).toMatchObject({ importElementsCsv: { dryRun: true, lineCount: 4000, problemCount: 0 } });
    }
  });

  it('between 32 KB and 256 KB, anyone signed in is answered', async () => {
    for (const token of [salon, admin]) {
      const response = await post(padded(100 * 1024), token);
      expect([response.status, await response.json()]).toEqual([200, { data: { __typename: 'Query' } }]);
    }
  });

  it("over the import's own limit: refused as declared, before reading, naming 48 MB", async () => {
    const response = await post('{}', admin, { 'content-length': String(GRAPH_LIMITS.csvImportBodyBytes + 1) });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as GraphResult).errors).toEqual(tooLarge(GRAPH_LIMITS.csvImportBodyBytes));
  });
});
