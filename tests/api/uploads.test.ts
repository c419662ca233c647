import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { fileUploadAnswerSchema, TUS_UPLOAD_PATH, UPLOAD_CHUNK_BYTES, type FileRecord } from '@meble/domain/file';
import { fileEndpoints } from '@meble/domain/file-endpoints';
import { messages } from '@meble/domain/messages';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app.ts';
import { listSiblingsOfEarlierChecks } from '../../api/src/files/ingest.ts';
import { findFilesByNames } from '../../api/src/files/repository.ts';
import type { ApiApp } from '../../api/src/http/context.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { testPasswords } from '../kit/passwords.ts';
import { bufferBytes, cutStream, multipartUpload, sha256, tusClient, type TusClient } from '../kit/uploads.ts';

async function recordOf(response: Response, status = 200): Promise<FileRecord> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return fileUploadAnswerSchema.parse(JSON.parse(text)).data;
}

async function storedBytes(t: TestApi, key: string): Promise<Uint8Array | undefined> {
  const object = await t.storage.get(key);
  if (!object) return undefined;
  return new Uint8Array(await new Response(object.body).arrayBuffer());
}

/** Files left in the tus staging directory (not its folders). */
async function stagedFiles(t: TestApi): Promise<string[]> {
  const entries = await readdir(t.stagingDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A one-triangle model: as a .glb, and as a .gltf with its buffer in `bufferName`. */
async function triangleModel(bufferName: string): Promise<{ glb: Uint8Array<ArrayBuffer>; gltf: Uint8Array<ArrayBuffer>; bin: Uint8Array<ArrayBuffer> }> {
  const document = new Document();
  const buffer = document.createBuffer().setURI(bufferName);
  const position = document.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer);
  const primitive = document.createPrimitive().setAttribute('POSITION', position);
  const mesh = document.createMesh('trojkat').addPrimitive(primitive);
  document.createScene('scena').addChild(document.createNode('wezel').setMesh(mesh));
  const io = new NodeIO();
  const glb = await io.writeBinary(document);
  const { json, resources } = await io.writeJSON(document);
  const bin = resources[bufferName];
  if (!bin) throw new Error(`no resource ${bufferName}`);
  return { glb: new Uint8Array(glb), gltf: new TextEncoder().encode(JSON.stringify(json)), bin: new Uint8Array(bin) };
}

describe('uploads: tus and multipart', () => {
  let t: TestApi;
  let token: string;
  let tus: TusClient;
  let api: ApiApp;

  beforeAll(async () => {
    t = await createTestApi();
    api = t.api;
    const admin = await t.kit.user().admin().create();
    token = await t.signIn(admin.email, admin.password);
    tus = tusClient(() => api, token);
  });
  afterAll(() => t.close());

  it('creates an upload, takes it in 2 MiB chunks, tells the offset on HEAD, and answers the record when complete', async () => {
    const source = bufferBytes(2 * UPLOAD_CHUNK_BYTES + 12_345);
    const created = await tus.create({ kind: 'model', filename: 'Sofa duża.bin' }, source.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${TUS_UPLOAD_PATH}/[0-9a-f]{32}$`));
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    expect(created.headers.get('access-control-allow-origin')).toBeNull();

    const first = await tus.patch(location, 0, source.subarray(0, UPLOAD_CHUNK_BYTES));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(UPLOAD_CHUNK_BYTES));
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(UPLOAD_CHUNK_BYTES));
    expect(head.headers.get('upload-length')).toBe(String(source.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    const second = await tus.patch(location, UPLOAD_CHUNK_BYTES, source.subarray(UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES));
    expect(second.status).toBe(204);
    const last = await tus.patch(location, 2 * UPLOAD_CHUNK_BYTES, source.subarray(2 * UPLOAD_CHUNK_BYTES));
    const record = await recordOf(last, 200);
    expect(record).toMatchObject({
      kind: 'model',
      name: 'Sofa-duza.bin',
      originalname: 'Sofa duża.bin',
      size: source.length,
      sha256: sha256(source),
      contentType: 'application/octet-stream',
      url: '/uploads/model/Sofa-duza.bin',
      thumbUrl: null,
      validation: null,
    });
    expect(record.createdBy?.name).toBe('Administrator Testowy');
    expect(sha256((await storedBytes(t, 'model/Sofa-duza.bin'))!)).toBe(sha256(source));
    // The staged upload is gone, and so is its address.
    expect((await tus.head(location)).status).toBe(404);
    expect(await stagedFiles(t)).toEqual([]);
  });

  it('resumes an upload cut in the middle from the offset the server has, to the same bytes', async () => {
    const source = bufferBytes(3 * UPLOAD_CHUNK_BYTES);
    const created = await tus.create({ kind: 'model', filename: 'przerwany.bin' }, source.length);
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, source.subarray(0, UPLOAD_CHUNK_BYTES))).status).toBe(204);
    // The second request loses its connection after 700 KB.
    const cut = await tus.patch(location, UPLOAD_CHUNK_BYTES, cutStream(source.subarray(UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES + 700_000)));
    expect(cut.status).toBeGreaterThanOrEqual(400);
    const offset = Number((await tus.head(location)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(UPLOAD_CHUNK_BYTES);
    expect(offset).toBeLessThanOrEqual(UPLOAD_CHUNK_BYTES + 700_000);
    // A PATCH from a stale offset is refused in Polish, the upload untouched.
    const stale = await tus.patch(location, 0, source.subarray(0, 10));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: messages.uploadOffsetConflict });

    let last: Response | undefined;
    for (let at = offset; at < source.length; at += UPLOAD_CHUNK_BYTES) last = await tus.patch(location, at, source.subarray(at, at + UPLOAD_CHUNK_BYTES));
    const record = await recordOf(last!, 200);
    expect(record.sha256).toBe(sha256(source));
    expect(sha256((await storedBytes(t, 'model/przerwany.bin'))!)).toBe(sha256(source));
  });

  it('resumes an upload after the API restarts, on the same database, staging directory and storage', async () => {
    const source = bufferBytes(UPLOAD_CHUNK_BYTES + 5000);
    const created = await tus.create({ kind: 'model', filename: 'po-restarcie.bin' }, source.length);
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, source.subarray(0, UPLOAD_CHUNK_BYTES))).status).toBe(204);

    // A new API process: nothing of the old one's memory is left, only the disk and the database.
    api = createApi({ db: t.db, config: t.config, storage: t.storage, stagingDir: t.stagingDir, passwords: testPasswords });
    try {
      const head = await tus.head(location);
      expect(head.headers.get('upload-offset')).toBe(String(UPLOAD_CHUNK_BYTES));
      const record = await recordOf(await tus.patch(location, UPLOAD_CHUNK_BYTES, source.subarray(UPLOAD_CHUNK_BYTES)), 200);
      expect(record.sha256).toBe(sha256(source));
      expect(sha256((await storedBytes(t, 'model/po-restarcie.bin'))!)).toBe(sha256(source));
    } finally {
      api = t.api;
    }
  });

  it('takes a whole small file with its creation (creation-with-upload) and answers 201 with the record', async () => {
    const source = bufferBytes(1000);
    const response = await api.fetch(
      new Request(`http://api.test${TUS_UPLOAD_PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-length': String(source.length),
          'upload-metadata': `kind ${btoa('model')},filename ${btoa('od-razu.bin')}`,
          'content-type': 'application/offset+octet-stream',
        },
        body: source,
      }),
    );
    const record = await recordOf(response, 201);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${TUS_UPLOAD_PATH}/`));
    expect(record.sha256).toBe(sha256(source));
  });

  it('uploads with the spec\'s multipart endpoints: an image under a generated name, with a 120×120 thumbnail', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const response = await multipartUpload(api, token, fileEndpoints.uploadImage.path, 'Zdjęcie sofy.PNG', png);
    const record = await recordOf(response, 201);
    expect(record.kind).toBe('image');
    expect(record.name).toMatch(/^[0-9a-f]{24}\.png$/);
    expect(record.originalname).toBe('Zdjęcie sofy.PNG');
    expect(record.contentType).toBe('image/png');
    expect(record.sha256).toBe(sha256(png));
    expect(record.thumbUrl).toBe(`/uploads/thumbnails/image/${record.name}.png`);
    const thumbnail = await storedBytes(t, `thumbnails/image/${record.name}.png`);
    expect(await sharp(thumbnail!).metadata()).toMatchObject({ width: 120, height: 120, format: 'png' });
    expect(await stagedFiles(t)).toEqual([]);
  });

  it('multipart: each kind\'s path, refusals in Polish, and a form without the `file` field', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    for (const path of [fileEndpoints.uploadIcon.path, fileEndpoints.uploadTexture.path, fileEndpoints.uploadCollection.path]) {
      expect((await multipartUpload(api, token, path, 'a.jpg', jpeg)).status).toBe(201);
    }
    const gif = await multipartUpload(api, token, fileEndpoints.uploadImage.path, 'a.gif', jpeg);
    expect(gif.status).toBe(415);
    expect(await gif.json()).toEqual({ message: messages.fileTypeNotAllowed('.jpg, .jpeg, .png, .svg') });
    const field = await multipartUpload(api, token, fileEndpoints.uploadImage.path, 'a.jpg', jpeg, 'plik');
    expect(field.status).toBe(400);
    expect(await field.json()).toEqual({ message: messages.uploadFieldMissing });
    const notForm = await t.call(fileEndpoints.uploadImage.path, { token, json: {} });
    expect(notForm.status).toBe(400);
    expect(await notForm.json()).toEqual({ message: messages.uploadFormInvalid });
  });

  it('a PDF collection file gets a thumbnail of its first page', async () => {
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 300]/Contents 4 0 R>>endobj\n' +
        '4 0 obj<</Length 27>>stream\n1 0 0 rg 20 20 100 100 re f\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const record = await recordOf(await tus.upload('collection', 'katalog.pdf', pdf), 200);
    expect(record.contentType).toBe('application/pdf');
    expect(record.thumbUrl).not.toBeNull();
    const thumbnail = await storedBytes(t, `thumbnails/collection/${record.name}.png`);
    const { data, info } = await sharp(thumbnail!).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 120, height: 120 });
    // The red square drawn on the page is in the picture.
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! < 50 && data[i + 2]! < 50) red += 1;
    expect(red).toBeGreaterThan(100);
  }, 60_000);

  it('a valid .glb is stored as valid; a second upload of its name replaces it', async () => {
    const { glb } = await triangleModel('trojkat.bin');
    const record = await recordOf(await tus.upload('model', 'Narożnik.glb', glb), 200);
    expect(record).toMatchObject({ name: 'Naroznik.glb', contentType: 'model/gltf-binary' });
    expect(record.validation).toMatchObject({ valid: true, errors: 0, missing: [] });

    const again = await recordOf(await multipartUpload(api, token, fileEndpoints.uploadModel.path, 'Narożnik.glb', glb), 201);
    expect(again._id).toBe(record._id);
    expect(again.version).toBe((record.version ?? 0) + 1);
  });

  it("a model whose shortened name is another file's is refused before and after its bytes; the same file sent again replaces", async () => {
    const { glb } = await triangleModel('dlugi.bin');
    const firstName = 'Narożnik bardzo długi model sofy wersja pierwsza.glb';
    const first = await recordOf(await tus.upload('model', firstName, glb), 200);
    expect(first.name).toBe('Naroznik-bardzo-dlugi-model-sof.glb');
    const other = new Uint8Array([...glb]);
    const taken = messages.fileNameTaken('Narożnik bardzo długi model sofy wersja druga.glb', first.name, firstName);
    for (const response of [
      await tus.upload('model', 'Narożnik bardzo długi model sofy wersja druga.glb', other),
      await multipartUpload(api, token, fileEndpoints.uploadModel.path, 'Narożnik bardzo długi model sofy wersja druga.glb', other),
    ]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: taken });
    }
    const [kept] = await findFilesByNames(t.db, 'model', [first.name]);
    expect(kept).toMatchObject({ originalname: firstName, version: first.version });
    expect(await stagedFiles(t)).toEqual([]);
    // Sent again under its own name, or under the stored one, it replaces the file (D17).
    expect((await recordOf(await tus.upload('model', firstName, glb), 200))._id).toBe(first._id);
    expect((await recordOf(await tus.upload('model', first.name, glb), 200))._id).toBe(first._id);
  });

  it('a model the catalogue uses is not replaced by one with errors; an unused one is', async () => {
    const { gltf, bin } = await triangleModel('uzywany.bin');
    await recordOf(await tus.upload('model', 'uzywany.bin', bin), 200);
    const used = await recordOf(await tus.upload('model', 'uzywany.gltf', gltf), 200);
    expect(used.validation).toMatchObject({ valid: true });
    const collection = await t.kit.collection().name('Kolekcja Modeli').withElementCategories(1).create();
    await t.kit.element().inCollection(collection).inCategory(collection.elementCategories[0]!).name('Sofa Modelowa').with({ file: 'uzywany.gltf' }).create();
    // An accessor that does not exist: valid JSON, a broken model.
    const broken = new TextEncoder().encode(JSON.stringify({ asset: { version: '2.0' }, meshes: [{ primitives: [{ attributes: { POSITION: 7 } }] }] }));

    const refused = await tus.upload('model', 'uzywany.gltf', broken);
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/^Nie zastąpiono pliku uzywany\.gltf: nowy plik ma błędy \(\d+\), a używa go element Sofa Modelowa \(kolekcja-modeli\)\./);
    const [kept] = await findFilesByNames(t.db, 'model', ['uzywany.gltf']);
    expect(kept).toMatchObject({ sha256: used.sha256, version: used.version, validation: { valid: true } });
    expect(await storedBytes(t, 'model/uzywany.gltf')).toEqual(gltf);

    const { gltf: lonely } = await triangleModel('samotny.bin');
    await recordOf(await tus.upload('model', 'samotny.gltf', lonely), 200);
    const replaced = await recordOf(await tus.upload('model', 'samotny.gltf', broken), 200);
    expect(replaced.validation?.errors).toBeGreaterThan(0);
  });

  it('a .gltf whose .bin is not stored yet is kept with the .bin listed as missing, and checked again when it arrives', async () => {
    const { gltf, bin } = await triangleModel('fotel.bin');
    const model = await recordOf(await tus.upload('model', 'fotel.gltf', gltf), 200);
    expect(model.contentType).toBe('model/gltf+json');
    expect(model.validation).toMatchObject({ valid: false, errors: 0, missing: ['fotel.bin'] });

    const stored = await recordOf(await tus.upload('model', 'fotel.bin', bin), 200);
    const [checked] = await findFilesByNames(t.db, 'model', ['fotel.gltf']);
    expect(checked?.validation).toMatchObject({ valid: true, errors: 0, missing: [], siblings: ['fotel.bin'] });

    // The .bin is in use while the .gltf that reads it is stored (D9); once the .gltf has gone, it may go.
    const remove = (id: string) => t.call(`/api/upload/cloud/files/delete/${id}`, { method: 'POST', json: {}, token });
    const refused = await remove(stored._id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: messages.fileInUse('fotel.bin', 'model fotel.gltf') });
    expect((await remove(model._id)).status).toBe(200);
    expect((await remove(stored._id)).status).toBe(200);
  });

  it('a model checked before checks listed its siblings is checked again once, and its .bin is then in use', async () => {
    const { gltf, bin } = await triangleModel('lawa.bin');
    const sibling = await recordOf(await tus.upload('model', 'lawa.bin', bin), 200);
    const model = await recordOf(await tus.upload('model', 'lawa.gltf', gltf), 200);
    // As an earlier check left it: no list of the files it reads, so nothing keeps the .bin.
    await sql`update files set validation = validation - 'siblings' where id = ${model._id}::uuid`.execute(t.db);
    const historyCount = async () => Number((await sql<{ n: string }>`select count(*) as n from history where record_id = ${model._id}`.execute(t.db)).rows[0]!.n);
    const entries = await historyCount();

    expect(await listSiblingsOfEarlierChecks({ db: t.db, now: Date.now, storage: t.storage })).toBeGreaterThanOrEqual(1);
    const [checked] = await findFilesByNames(t.db, 'model', ['lawa.gltf']);
    expect(checked).toMatchObject({ version: model.version, validation: { valid: true, siblings: ['lawa.bin'] } });
    expect(await historyCount()).toBe(entries);
    const refused = await t.call(`/api/upload/cloud/files/delete/${sibling._id}`, { method: 'POST', json: {}, token });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: messages.fileInUse('lawa.bin', 'model lawa.gltf') });
    // Once: every model lists its siblings now.
    expect(await listSiblingsOfEarlierChecks({ db: t.db, now: Date.now, storage: t.storage })).toBe(0);
  });

  it('a .gltf uploaded after its .bin is valid at once', async () => {
    const { gltf, bin } = await triangleModel('krzeslo.bin');
    await recordOf(await tus.upload('model', 'krzeslo.bin', bin), 200);
    const model = await recordOf(await tus.upload('model', 'krzeslo.gltf', gltf), 200);
    expect(model.validation).toMatchObject({ valid: true, missing: [] });
  });

  it('terminating an upload removes what was staged', async () => {
    const created = await tus.create({ kind: 'model', filename: 'porzucony.bin' }, 5000);
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, 0, bufferBytes(1000))).status).toBe(204);
    expect((await tus.remove(location)).status).toBe(204);
    expect((await tus.head(location)).status).toBe(404);
    expect(await stagedFiles(t)).toEqual([]);
  });
});
