import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileUrl, thumbnailUrl } from '@meble/domain/file';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryStorage } from '../../api/src/files/directory-storage.ts';
import { createS3Storage } from '../../api/src/files/s3-storage.ts';
import type { FileStorage } from '../../api/src/files/storage.ts';
import { UPLOADS_CSP } from '../../api/src/routes/uploads-serving.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { startS3Server, type TestS3Server } from '../kit/s3-server.ts';

const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const SECRET = 'outside-the-storage-root';

/** A storage that notes every key it is asked about, to show a refused path never reaches it. */
function watched(storage: FileStorage): { storage: FileStorage; keys: string[] } {
  const keys: string[] = [];
  return {
    keys,
    storage: {
      ...storage,
      kind: storage.kind,
      get: (key, range) => (keys.push(key), storage.get(key, range)),
      stat: (key) => (keys.push(key), storage.stat(key)),
    },
  };
}

const put = (storage: FileStorage, key: string, body: string, contentType = 'application/octet-stream') =>
  storage.put(key, new Blob([body]).stream(), { contentType });

describe('stored files served at /uploads', () => {
  let t: TestApi;
  let dir: string;
  let keys: string[];
  let storage: FileStorage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'meble-serving-'));
    // What a traversal would be after: a secret beside the storage root, as DATA_DIR/jwt-secret sits beside DATA_DIR/files.
    await writeFile(join(dir, 'jwt-secret'), SECRET);
    const w = watched(createDirectoryStorage(join(dir, 'files')));
    keys = w.keys;
    storage = w.storage;
    t = await createTestApi({ storage });
    await put(storage, 'image/0f3a9c.png', 'png bytes!', 'image/png');
    await put(storage, 'icon/4b1d.svg', SVG, 'image/svg+xml');
    await put(storage, 'collection/7c.pdf', '%PDF-1.7', 'application/pdf');
    await put(storage, 'thumbnails/image/0f3a9c.png.png', 'thumb', 'image/png');
    await put(storage, 'model/szafa.glb', '0123456789', 'model/gltf-binary');
    await put(storage, 'model/szafa.gltf', '{"asset":{"version":"2.0"}}', 'model/gltf+json');
    await put(storage, 'texture/empty.jpg', '', 'image/jpeg');
    await put(storage, 'trash/0190-deleted', 'deleted', 'image/png');
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => t.call(path, { headers });

  it('serves an image publicly, streamed whole, with its type, sniffing off, sandboxed and cached for good', async () => {
    const response = await get(fileUrl('image', '0f3a9c.png'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png bytes!');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': '10',
      'x-content-type-options': 'nosniff',
      'content-security-policy': SANDBOX_CSP,
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename="0f3a9c.png"',
    });
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(UPLOADS_CSP).toBe(SANDBOX_CSP);
  });

  it('serves each type by its extension, a thumbnail as PNG, and an empty file', async () => {
    const svg = await get(fileUrl('icon', '4b1d.svg'));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toBe(SANDBOX_CSP);
    expect(await svg.text()).toBe(SVG);
    expect((await get(fileUrl('collection', '7c.pdf'))).headers.get('content-type')).toBe('application/pdf');
    expect((await get(fileUrl('model', 'szafa.gltf'))).headers.get('content-type')).toBe('model/gltf+json');

    const thumbnail = await get(thumbnailUrl('image', '0f3a9c.png'));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect(thumbnail.headers.get('content-disposition')).toBe('inline; filename="0f3a9c.png.png"');
    expect(await thumbnail.text()).toBe('thumb');

    const empty = await get(fileUrl('texture', 'empty.jpg'));
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-length')).toBe('0');
    expect(await empty.text()).toBe('');
  });

  it('has models revalidated (their names are kept and replaced), with 304 while unchanged', async () => {
    const first = await get(fileUrl('model', 'szafa.glb'));
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toBe('model/gltf-binary');
    const etag = first.headers.get('etag')!;
    const unchanged = await get(fileUrl('model', 'szafa.glb'), { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');
    expect((await get(fileUrl('model', 'szafa.glb'), { 'if-modified-since': first.headers.get('last-modified')! })).status).toBe(304);

    await put(storage, 'model/szafa.glb', 'a new model', 'model/gltf-binary');
    const replaced = await get(fileUrl('model', 'szafa.glb'), { 'if-none-match': etag });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('etag')).not.toBe(etag);
    expect(await replaced.text()).toBe('a new model');
    await put(storage, 'model/szafa.glb', '0123456789', 'model/gltf-binary');
  });

  it('answers a single range with 206, an unsatisfiable one with 416, and several with the whole file', async () => {
    const url = fileUrl('model', 'szafa.glb');
    const part = await get(url, { range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.headers.get('content-length')).toBe('4');
    expect(await part.text()).toBe('2345');

    const suffix = await get(url, { range: 'bytes=-3' });
    expect([suffix.status, suffix.headers.get('content-range'), await suffix.text()]).toEqual([206, 'bytes 7-9/10', '789']);
    const open = await get(url, { range: 'bytes=8-' });
    expect([open.status, open.headers.get('content-range'), await open.text()]).toEqual([206, 'bytes 8-9/10', '89']);
    const past = await get(url, { range: 'bytes=5-99' });
    expect([past.status, past.headers.get('content-range'), await past.text()]).toEqual([206, 'bytes 5-9/10', '56789']);

    for (const range of ['bytes=10-', 'bytes=10-20', 'bytes=-0']) {
      const refused = await get(url, { range });
      expect(refused.status, range).toBe(416);
      expect(refused.headers.get('content-range')).toBe('bytes */10');
    }
    expect((await get(fileUrl('texture', 'empty.jpg'), { range: 'bytes=0-' })).status).toBe(416);

    for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2']) {
      const whole = await get(url, { range });
      expect([whole.status, await whole.text()], range).toEqual([200, '0123456789']);
    }
    const stale = await get(url, { range: 'bytes=0-1', 'if-range': '"another-version"' });
    expect([stale.status, await stale.text()]).toEqual([200, '0123456789']);
    const current = await get(url, { range: 'bytes=0-1', 'if-range': part.headers.get('etag')! });
    expect([current.status, await current.text()]).toEqual([206, '01']);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await t.call(fileUrl('image', '0f3a9c.png'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await head.text()).toBe('');
    const ranged = await t.call(fileUrl('model', 'szafa.glb'), { method: 'HEAD', headers: { range: 'bytes=0-3' } });
    expect([ranged.status, ranged.headers.get('content-range'), ranged.headers.get('content-length')]).toEqual([206, 'bytes 0-3/10', '4']);
    expect((await t.call(fileUrl('image', 'missing.png'), { method: 'HEAD' })).status).toBe(404);
  });

  it('answers 404 in Polish for what storage does not hold or no kind allows', async () => {
    for (const path of [
      fileUrl('image', 'missing.png'),
      thumbnailUrl('icon', '4b1d.svg'),
      '/uploads/image/0f3a9c.gltf',
      '/uploads/trash/0190-deleted',
      '/uploads/other/0f3a9c.png',
      '/uploads/thumbnails/image/0f3a9c.png',
      '/uploads/thumbnails/image/0f3a9c.png.jpg',
      '/uploads/image',
      '/uploads/',
      '/uploads',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    }
    const post = await t.call(fileUrl('image', '0f3a9c.png'), { method: 'POST', body: 'x' });
    expect(post.status).toBe(404);
  });

  it('answers 404 to every path that tries to leave the storage root, and reads nothing for it', async () => {
    const attempts = [
      '/uploads/model/..%2f..%2fetc%2fpasswd',
      '/uploads/model/..%2f..%2fjwt-secret',
      '/uploads/../data/jwt-secret',
      '/uploads/../jwt-secret',
      '/uploads/model/%2e%2e/%2e%2e/jwt-secret',
      '/uploads/model/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/uploads/model/%252e%252e%252f%252e%252ejwt-secret',
      '/uploads/%252e%252e/jwt-secret',
      '/uploads/model/..\\..\\jwt-secret',
      '/uploads/model/..%5c..%5cjwt-secret',
      '/uploads/model/.%2e/.%2e/jwt-secret',
      '/uploads/thumbnails/model/..%2f..%2f..%2fjwt-secret.png',
      '/uploads/thumbnails/..%2f..%2fjwt-secret',
      '/uploads/model/szafa.glb%00',
      '/uploads/model/szafa.glb%2f',
      '/uploads/model/.hidden.glb',
      '/uploads/model//szafa.glb',
      '/uploads/image/0f3a9c.png/',
      '/uploads/%69mage/0f3a9c.png',
      '/uploads/image/%30f3a9c.png',
    ];
    keys.length = 0;
    for (const path of attempts) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(JSON.parse(body), path).toEqual({ message: messages.notFound });
      expect(body).not.toContain(SECRET);
    }
    expect(keys).toEqual([]);
    // The watch itself works: a path that names a stored file does reach the storage.
    expect((await get(fileUrl('image', '0f3a9c.png'))).status).toBe(200);
    expect(keys).toEqual(['image/0f3a9c.png']);
  });
});

describe('stored files served from S3', () => {
  let server: TestS3Server;
  let storage: FileStorage;
  let t: TestApi;
  beforeAll(async () => {
    server = await startS3Server();
    storage = createS3Storage(server.options);
    t = await createTestApi({ storage });
    await put(storage, 'model/stol.glb', 'abcdefghij', 'model/gltf-binary');
  });
  afterAll(async () => {
    await t.close();
    await storage.close?.();
    await server.close();
  });

  it('streams the object and its ranges, with the store\'s validator', async () => {
    const whole = await t.call(fileUrl('model', 'stol.glb'));
    expect([whole.status, whole.headers.get('content-length'), await whole.text()]).toEqual([200, '10', 'abcdefghij']);
    const etag = whole.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await t.call(fileUrl('model', 'stol.glb'), { headers: { 'if-none-match': etag } })).status).toBe(304);
    const part = await t.call(fileUrl('model', 'stol.glb'), { headers: { range: 'bytes=3-4' } });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, 'bytes 3-4/10', 'de']);
    expect((await t.call(fileUrl('model', 'stol.glb'), { headers: { range: 'bytes=10-' } })).status).toBe(416);
    expect((await t.call(fileUrl('model', 'missing.glb'))).status).toBe(404);
  });
});
