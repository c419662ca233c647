import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryStorage } from '../../api/src/files/directory-storage.ts';
import { createS3Storage } from '../../api/src/files/s3-storage.ts';
import { s3OptionsOf, storageFromEnv } from '../../api/src/files/storage-config.ts';
import { checkedKey, isStorageKey, type FileStorage } from '../../api/src/files/storage.ts';
import { startS3Server, type TestS3Server } from '../kit/s3-server.ts';

const text = async (body: ReadableStream<Uint8Array>): Promise<string> => Buffer.from(await new Response(body).arrayBuffer()).toString('utf8');

const read = async (storage: FileStorage, key: string, range?: { start: number; end: number }): Promise<string | undefined> => {
  const object = await storage.get(key, range);
  return object ? text(object.body) : undefined;
};

const webStream = (value: string): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(value));
      controller.close();
    },
  });

/** Keys that could leave the root, or name what no key may (hidden, encoded, unknown areas). */
const REFUSED_KEYS = [
  '',
  'model',
  'model/',
  '/etc/passwd',
  '../jwt-secret',
  'model/..',
  'model/../../jwt-secret',
  'model/..%2f..%2fjwt-secret',
  'model/%2e%2e',
  'model/%252e%252e',
  'model\\..\\..\\jwt-secret',
  'model/a\\b',
  'model/a\0b',
  'model/.hidden',
  'model/./a.glb',
  'model//a.glb',
  'model/a..b.glb',
  'other/a.png',
  'thumbnails/a.png',
  'thumbnails/other/a.png',
  'thumbnails/../model/a.png',
  'trash',
  'trash/../model/a.glb',
  'trash/trash/a',
  'image/a.png/b',
];

describe('storage keys', () => {
  it('accepts the areas of stored files, thumbnails and the trash', () => {
    for (const key of ['model/szafa-1.glb', 'image/0f3a.png', 'thumbnails/image/0f3a.png.png', 'trash/0190-ab', 'trash/0190-ab.thumbnail', 'trash/model/a.glb']) {
      expect(isStorageKey(key), key).toBe(true);
    }
  });

  it('refuses anything that could leave the root or that no area holds', () => {
    for (const key of REFUSED_KEYS) {
      expect(isStorageKey(key), JSON.stringify(key)).toBe(false);
      expect(() => checkedKey(key)).toThrow(/Refused storage key/);
    }
  });
});

interface Implementation {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const IMPLEMENTATIONS: Implementation[] = [
  {
    name: 'directory',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'meble-storage-'));
      return { storage: createDirectoryStorage(join(dir, 'files')), close: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3 (s3rver)',
    async open() {
      const server: TestS3Server = await startS3Server();
      const storage = createS3Storage(server.options);
      return {
        storage,
        async close() {
          await storage.close?.();
          await server.close();
        },
      };
    },
  },
];

describe.each(IMPLEMENTATIONS)('$name storage', (implementation) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  let localDir: string;

  beforeAll(async () => {
    ({ storage, close } = await implementation.open());
    localDir = await mkdtemp(join(tmpdir(), 'meble-storage-local-'));
  });
  afterAll(async () => {
    await close();
    await rm(localDir, { recursive: true, force: true });
  });

  it('stores a Node stream and a web stream, and replaces an object whole', async () => {
    await storage.put('image/a.png', Readable.from([Buffer.from('first '), Buffer.from('bytes')]), { contentType: 'image/png', size: 11 });
    expect(await read(storage, 'image/a.png')).toBe('first bytes');
    await storage.put('image/a.png', webStream('second'), { contentType: 'image/png' });
    expect(await read(storage, 'image/a.png')).toBe('second');
    expect((await storage.stat('image/a.png'))?.size).toBe(6);
  });

  it('shows nothing of an object until its last byte has arrived', async () => {
    const body = new PassThrough();
    const stored = storage.put('icon/slow.svg', body, { contentType: 'image/svg+xml' });
    body.write('<svg ');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storage.stat('icon/slow.svg')).toBeUndefined();
    body.end('/>');
    await stored;
    expect(await read(storage, 'icon/slow.svg')).toBe('<svg />');
  });

  it('keeps the old object when a replacement fails or its size is not the announced one', async () => {
    await storage.put('model/kept.gltf', webStream('{"asset":{}}'), { contentType: 'model/gltf+json' });
    await expect(storage.put('model/kept.gltf', webStream('short'), { contentType: 'model/gltf+json', size: 100 })).rejects.toThrow();
    const broken = new Readable({ read() {} });
    const failed = storage.put('model/kept.gltf', broken, { contentType: 'model/gltf+json' });
    broken.push('half');
    broken.destroy(new Error('the client went away'));
    await expect(failed).rejects.toThrow();
    expect(await read(storage, 'model/kept.gltf')).toBe('{"asset":{}}');
  });

  it('moves a finished local file in, and the local file is gone', async () => {
    const local = join(localDir, 'upload-1');
    await writeFile(local, 'staged bytes');
    await storage.putFile('collection/c.pdf', local, { contentType: 'application/pdf', size: 12 });
    expect(await read(storage, 'collection/c.pdf')).toBe('staged bytes');
    await expect(stat(local)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads a range, both ends inclusive, and names the whole size', async () => {
    await storage.put('texture/t.gif', webStream('0123456789'), { contentType: 'image/gif' });
    const object = await storage.get('texture/t.gif', { start: 2, end: 5 });
    expect(object?.size).toBe(10);
    expect(object && (await text(object.body))).toBe('2345');
    expect(await read(storage, 'texture/t.gif', { start: 9, end: 9 })).toBe('9');
  });

  it('states size and a validator that changes with the bytes; nothing for a missing object', async () => {
    await storage.put('model/v.bin', webStream('aaaa'), { contentType: 'application/octet-stream' });
    const first = await storage.stat('model/v.bin');
    expect(first?.size).toBe(4);
    expect(first?.etag).toMatch(/^".+"$/);
    expect(first?.modifiedAt).toBeInstanceOf(Date);
    await storage.put('model/v.bin', webStream('bbbb'), { contentType: 'application/octet-stream' });
    expect((await storage.stat('model/v.bin'))?.etag).not.toBe(first?.etag);
    expect(await storage.stat('model/missing.bin')).toBeUndefined();
    expect(await storage.get('model/missing.bin')).toBeUndefined();
    expect(await storage.get('thumbnails/model/missing.png', { start: 0, end: 1 })).toBeUndefined();
  });

  it('moves to the trash and back, and deletes (a missing object quietly)', async () => {
    await storage.put('image/m.jpg', webStream('jpeg'), { contentType: 'image/jpeg' });
    await storage.put('thumbnails/image/m.jpg.png', webStream('png'), { contentType: 'image/png' });
    await storage.move('image/m.jpg', 'trash/0190-m');
    await storage.move('thumbnails/image/m.jpg.png', 'trash/0190-m.thumbnail');
    expect(await storage.stat('image/m.jpg')).toBeUndefined();
    expect(await read(storage, 'trash/0190-m')).toBe('jpeg');
    await storage.move('trash/0190-m', 'image/m.jpg');
    expect(await read(storage, 'image/m.jpg')).toBe('jpeg');
    await storage.delete('image/m.jpg');
    await storage.delete('trash/0190-m.thumbnail');
    expect(await storage.stat('image/m.jpg')).toBeUndefined();
    expect(await storage.stat('trash/0190-m.thumbnail')).toBeUndefined();
    await storage.delete('image/never-was.jpg');
  });

  it('refuses every key that could leave its root, whatever the operation', async () => {
    const local = join(localDir, 'upload-2');
    await writeFile(local, 'x');
    for (const key of REFUSED_KEYS) {
      await expect(storage.put(key, webStream('x'), { contentType: 'text/plain' }), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.putFile(key, local, { contentType: 'text/plain', size: 1 }), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.stat(key), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.move('image/a.png', key), key).rejects.toThrow(/Refused storage key/);
      await expect(storage.move(key, 'image/z.png'), key).rejects.toThrow(/Refused storage key/);
    }
    expect(await stat(local)).toBeTruthy();
    expect(await read(storage, 'image/a.png')).toBe('second');
  });
});

describe('the directory storage on disk', () => {
  it('writes only under its root and leaves no partial files behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'meble-storage-'));
    try {
      const storage = createDirectoryStorage(join(dir, 'files'));
      await storage.put('image/a.png', webStream('a'), { contentType: 'image/png' });
      await expect(storage.put('image/b.png', webStream('b'), { contentType: 'image/png', size: 5 })).rejects.toThrow();
      await expect(storage.put('../escape', webStream('b'), { contentType: 'image/png' })).rejects.toThrow();
      expect(await readdir(dir)).toEqual(['files']);
      expect(await readdir(join(dir, 'files', 'image'))).toEqual(['a.png']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('copies a staged file from another disk when it cannot rename it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'meble-storage-'));
    // /dev/shm is another file system on Linux; where it is missing, the rename path was tested above.
    const other = await mkdtemp('/dev/shm/meble-staging-').catch(() => undefined);
    try {
      if (!other) return;
      const local = join(other, 'upload');
      await writeFile(local, 'from another disk');
      const storage = createDirectoryStorage(join(dir, 'files'));
      await storage.putFile('model/far.glb', local, { contentType: 'model/gltf-binary', size: 17 });
      expect(await read(storage, 'model/far.glb')).toBe('from another disk');
      await expect(stat(local)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await readdir(join(dir, 'files', 'model'))).toEqual(['far.glb']);
    } finally {
      await rm(dir, { recursive: true, force: true });
      if (other) await rm(other, { recursive: true, force: true });
    }
  });
});

describe('storage from the environment', () => {
  it('is the DATA_DIR directory without S3_*', () => {
    expect(storageFromEnv({}, { dataDir: '/tmp/x' }).kind).toBe('directory');
    expect(s3OptionsOf({ S3_BUCKET: '  ' })).toBeUndefined();
  });

  it('is S3 with one bucket for every area, or a bucket per kind', () => {
    expect(s3OptionsOf({ S3_BUCKET: 'meble', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      buckets: { model: 'meble', image: 'meble', icon: 'meble', collection: 'meble', texture: 'meble', trash: 'meble' },
    });
    const perKind = s3OptionsOf({
      S3_REGION: 'eu-central-1',
      S3_BUCKET_MODELS: 'm-models',
      S3_BUCKET_IMAGES: 'm-images',
      S3_BUCKET_ICONS: 'm-icons',
      S3_BUCKET_COLLECTIONS: 'm-collections',
      S3_BUCKET_TEXTURES: 'm-textures',
      S3_BUCKET_TRASH: 'm-trash',
    });
    expect(perKind).toEqual({
      region: 'eu-central-1',
      forcePathStyle: false,
      buckets: { model: 'm-models', image: 'm-images', icon: 'm-icons', collection: 'm-collections', texture: 'm-textures', trash: 'm-trash' },
    });
    expect(storageFromEnv({ S3_BUCKET: 'meble' }, { dataDir: '/tmp/x' }).kind).toBe('s3');
  });

  it('fails at start with what to set when S3_* is incomplete or malformed', () => {
    expect(() => s3OptionsOf({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/set S3_BUCKET \(one bucket for all\), or each of S3_BUCKET_MODELS, .*S3_BUCKET_TRASH/);
    expect(() => s3OptionsOf({ S3_BUCKET_MODELS: 'models' })).toThrow(/each of S3_BUCKET_IMAGES, S3_BUCKET_ICONS, S3_BUCKET_COLLECTIONS, S3_BUCKET_TEXTURES, S3_BUCKET_TRASH\./);
    expect(() => s3OptionsOf({ S3_BUCKET: 'meble', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => s3OptionsOf({ S3_BUCKET: 'meble', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => s3OptionsOf({ S3_BUCKET: 'meble', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http/);
    expect(() => s3OptionsOf({ S3_BUCKET: 'Meble_Files' })).toThrow(/S3_BUCKET is not a valid bucket name/);
  });
});
