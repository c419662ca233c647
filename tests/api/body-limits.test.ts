import { REQUEST_BODY_MAX_BYTES } from '@meble/domain/limits';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../api/src/app.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { csvLine, csvText, VALID_CSV_CELLS } from '../kit/csv.ts';

/** A JSON body just over the limit: the size of a pasted file, not of any form the panel sends. */
const OVERSIZED = JSON.stringify({ csv: 'x'.repeat(300 * 1024), dryRun: true, name: 'Za duży' });
const TOO_LARGE = { message: messages.requestTooLarge(REQUEST_BODY_MAX_BYTES / 1024) };

describe('request bodies limited by role in the REST API', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  let slug: string;
  let category: string;

  beforeAll(async () => {
    t = await createTestApi();
    await Promise.all([t.kit.files('model', [VALID_CSV_CELLS.file ?? '']), t.kit.files('icon', [VALID_CSV_CELLS.thumbUrl ?? ''])]);
    const [a, s] = [await t.kit.user().admin().create(), await t.kit.user().salon('Salon Duży').create()];
    admin = await t.signIn(a.email, a.password);
    salon = await t.signIn(s.email, s.password);
    const seeded = await t.kit.collection().withElementCategories(1).create();
    slug = seeded.collection.slug;
    category = seeded.elementCategories[0]!.name;
  });
  afterAll(() => t.close());

  const post = (path: string, token: string, body = OVERSIZED, headers: Record<string, string> = {}) =>
    t.call(path, { method: 'POST', token, body, headers });
  const importPath = () => `/api/cms/collection/${encodeURIComponent(slug)}/elements/import`;

  async function expectTooLarge(response: Response): Promise<void> {
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual(TOO_LARGE);
  }

  it("refuses a salon user's 300 KB body on any path with 413, before the role check and the import's allowance", async () => {
    await expectTooLarge(await post('/api/cms/client/configuration/delete/00000000-0000-4000-8000-000000000000', salon));
    await expectTooLarge(await post('/api/cms/kit/create', salon));
    await expectTooLarge(await post(importPath(), salon));
  });

  it("refuses an administrator's 300 KB body outside the CSV import, streamed or declared", async () => {
    await expectTooLarge(await post('/api/cms/kit/create', admin));
    await expectTooLarge(await post('/api/cms/kit/create', admin, OVERSIZED, { 'content-length': String(Buffer.byteLength(OVERSIZED)) }));
    // Within the limit the route answers as always (here: the form's own 400).
    expect((await post('/api/cms/kit/create', admin, JSON.stringify({ name: 'x'.repeat(200 * 1024) }))).status).toBe(400);
  });

  it('answers a declared oversized body without reading it', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled * chunk.length > 300 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await t.api.request(
      new Request('http://api.test/api/cms/kit/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', 'content-length': String(300 * 1024) },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    await expectTooLarge(response);
    // At most what the stream buffers ahead on its own: nothing asked for the body.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("accepts an administrator's CSV import over 256 KB (dry run)", async () => {
    const line = csvLine({ category });
    const csv = csvText(Array.from({ length: Math.ceil((300 * 1024) / line.length) }, (_, i) => csvLine({ name: `Duży ${i}`, category })));
    expect(Buffer.byteLength(csv)).toBeGreaterThan(REQUEST_BODY_MAX_BYTES);
    const response = await post(importPath(), admin, JSON.stringify({ csv, dryRun: true }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ dryRun: true, created: 0, problemCount: 0 });
  });

  it('keeps the smaller limits of the public sign-in and intake', async () => {
    const signIn = await t.call('/api/authentication/sign-in', { body: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(20 * 1024) }) });
    expect(signIn.status).toBe(413);
    expect(await signIn.json()).toEqual({ message: messages.requestTooLargeUnsized });
  });

  it('declares the 413 in the OpenAPI document for every operation that takes a body', async () => {
    const doc = (await (await t.call(OPENAPI_PATH)).json()) as { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };
    const withBody = Object.values(doc.paths).flatMap((item) => Object.values(item).filter((operation) => operation.requestBody));
    expect(withBody.length).toBeGreaterThan(10);
    for (const operation of withBody) expect(Object.keys(operation.responses)).toContain('413');
  });
});
