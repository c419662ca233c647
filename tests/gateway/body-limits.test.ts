import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADER } from '@meble/domain/csv';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import { GRAPH_LIMITS } from '@meble/gateway/limits';
import type { Upstream } from '@meble/gateway/rest-client';
import { createTestApi, type TestApi } from '../kit/api.ts';
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
  let t: TestApi;
  let app: ReturnType<typeof createHttpApp>;
  let admin: string;
  let salon: string;
  let importVariables: Record<string, unknown>;
  const calls: string[] = [];

  beforeAll(async () => {
    t = await createTestApi();
    const upstream: Upstream = (request, context) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return Promise.resolve(t.api.fetch(request, { ...context }));
    };
    const baseUrl = 'http://api.in-process';
    // The web client's operations, as in production: the import arrives by its documentId.
    app = createHttpApp({ gateway: createGateway({ upstream, baseUrl, log: silentLogger }), upstream, baseUrl });
    const adminUser = await t.kit.user().admin().create();
    const salonUser = await t.kit.user().salon().create();
    admin = await t.signIn(adminUser.email, adminUser.password);
    salon = await t.signIn(salonUser.email, salonUser.password);
    const { collection, elementCategories } = await t.kit.collection().withElementCategories(1).create();
    const line = (i: number) =>
      [`DUZY-${i}`, `duzy-${i}.glb`, '', elementCategories[0]!.name, 'tak', 'nie', 'tak', 'tak', '90', '', '100', '95', '85', '', '', '', '', '1234,50', '', '', '', '', '', '', '', '', '1', ''].join(';');
    const csv = [CSV_HEADER, ...Array.from({ length: 4000 }, (_, i) => line(i))].join('\r\n');
    importVariables = { collectionSlug: collection.slug, csv, dryRun: true, linesShown: 1 };
  });
  afterAll(() => t.close());

  const post = (body: BodyInit, token: string | undefined, headers: Record<string, string> = {}) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    });

  it("a salon user's 300 KB body: 413 naming 256 KB, refused after one look-up and before it is read (Connection: close)", async () => {
    for (const body of [padded(300 * 1024), JSON.stringify({ documentId: webOperationId('ImportElementsCsvMutation'), variables: importVariables })]) {
      expect(body.length).toBeGreaterThan(GRAPH_LIMITS.signedInBodyBytes);
      calls.length = 0;
      const response = await post(body, salon);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(((await response.json()) as GraphResult).errors).toEqual(tooLarge(GRAPH_LIMITS.signedInBodyBytes));
      expect(calls).toEqual(['GET /api/users/me']);
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
