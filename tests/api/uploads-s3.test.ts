import { fileListSchema, fileUploadAnswerSchema, UPLOAD_CHUNK_BYTES, type FileRecord } from '@meble/domain/file';
import { historyPageSchema } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../api/src/files/s3-storage.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { startS3Server, type TestS3Server } from '../kit/s3-server.ts';
import { bufferBytes, multipartUpload, sha256, tusClient } from '../kit/uploads.ts';

// The whole files flow on S3 storage (D19), as production runs it: a bucket per area on an S3-compatible server
// (s3rver, started here). An upload goes from the staging directory to its bucket, the list reads the records, the
// panel's origin serves the object (a range too), and a delete moves it to the trash bucket, from which the
// history's undo brings it back.

describe('files on S3 storage, end to end through the REST API', () => {
  let s3: TestS3Server;
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApi({ storage: createS3Storage(s3.options) });
    const admin = await t.kit.user().admin().create();
    token = await t.signIn(admin.email, admin.password);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const call = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => t.call(path, { token, ...init });
  const recordOf = async (response: Response, status: number): Promise<FileRecord> => {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return fileUploadAnswerSchema.parse(JSON.parse(text)).data;
  };
  const served = (url: string, headers: Record<string, string> = {}) => t.call(url, { headers });

  it('takes a model in tus chunks into its bucket, lists it, and serves it whole and by range', async () => {
    const source = bufferBytes(UPLOAD_CHUNK_BYTES + 4_321);
    const tus = tusClient(() => t.api, token);
    const created = await tus.create({ kind: 'model', filename: 'sofa-s3.bin' }, source.length);
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, source.subarray(0, UPLOAD_CHUNK_BYTES))).status).toBe(204);
    const record = await recordOf(await tus.patch(location, UPLOAD_CHUNK_BYTES, source.subarray(UPLOAD_CHUNK_BYTES)), 200);
    expect(record).toMatchObject({ kind: 'model', name: 'sofa-s3.bin', size: source.length, sha256: sha256(source), url: '/uploads/model/sofa-s3.bin' });

    const list = fileListSchema.parse(await (await call('/api/files/list/models')).json());
    expect(list.data.map((file) => file.name)).toContain('sofa-s3.bin');

    const whole = await served(record.url);
    expect(whole.status).toBe(200);
    expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(source));
    const part = await served(record.url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${source.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(source.subarray(100, 200));
  });

  it('takes an image by the spec\'s multipart path with its thumbnail, deletes it to the trash bucket, and the undo brings it back', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8a6d4b' } }).png().toBuffer());
    const record = await recordOf(await multipartUpload(t.api, token, '/api/upload/cloud/image', 'Sofa w salonie.png', png), 201);
    expect(record.name).toMatch(/^[0-9a-f-]+\.png$/);
    expect(record.thumbUrl).not.toBeNull();
    const thumbnail = await served(record.thumbUrl!);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(120);

    const deleted = await call(`/api/upload/cloud/files/delete/${record._id}`, { method: 'POST', json: { _id: record._id, fileType: 'image', fileName: record.name } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect((await served(record.url)).status).toBe(404);
    expect(await t.storage.stat(`trash/${record._id}`)).toBeDefined();

    const history = historyPageSchema.parse(await (await call(`/api/cms/history?kind=file&recordId=${record._id}`)).json());
    const removal = history.entries.find((entry) => entry.operation === 'delete');
    const undone = await call(`/api/cms/history/undo/${removal!._id}`, { method: 'POST', json: {} });
    expect(undone.status, await undone.clone().text()).toBe(200);
    const back = await served(record.url);
    expect(back.status).toBe(200);
    expect(sha256(new Uint8Array(await back.arrayBuffer()))).toBe(sha256(png));
    expect(await t.storage.stat(`trash/${record._id}`)).toBeUndefined();
  });

  it('refuses an executable named .png and stores nothing in any bucket', async () => {
    const before = await t.db.selectFrom('files').select('id').execute();
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Uint8Array(120)]);
    const refused = await multipartUpload(t.api, token, '/api/upload/cloud/image', 'kot.png', elf);
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toBe(messages.fileContentMismatch('.png'));
    expect(await t.db.selectFrom('files').select('id').execute()).toEqual(before);
  });
});
