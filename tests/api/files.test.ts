import { Readable } from 'node:stream';
import {
  fileDetailSchema,
  fileInUseSchema,
  fileListSchema,
  fileRecordSchema,
  fileSearchAnswerSchema,
  fileUsesAnswerSchema,
  type FileKind,
  type FileRecord,
} from '@meble/domain/file';
import { fileDeleteBlocker } from '@meble/domain/file-uses';
import { conflictBodySchema, DELETE_UNDO_DAYS, historyPageSchema, historyUndoneSchema, type HistoryEntry } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUploadedFile, type UploadedFile } from '../../api/src/files/repository.ts';
import { fileKey, thumbnailKey } from '../../api/src/files/storage.ts';
import { pruneHistory } from '../../api/src/history/retention.ts';
import { createTestApi, testClock, type TestApi } from '../kit/api.ts';
import type { SeededCollection, SeededUser } from '../kit/seed.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 10, minute, 0));

interface ErrorAnswer {
  message: string;
  code?: string;
}

describe('files over REST', () => {
  const clock = testClock();
  let t: TestApi;
  let admin: string;
  let salon: string;
  let anna: SeededUser;
  let collection: SeededCollection;
  /** Images by their stored name. */
  const images = new Map<string, FileRecord>();

  beforeAll(async () => {
    t = await createTestApi({ now: clock.now });
    anna = await t.kit.user().admin().name('Anna Plikowa').create();
    const s = await t.kit.user().salon('Salon Plików').create();
    [admin, salon] = await Promise.all([t.signIn(anna.email, anna.password), t.signIn(s.email, s.password)]);
    collection = await t.kit.collection().name('Manhattan Plików').withElementCategories(1).create();
    // Five images a minute apart, two of them at the same moment (the id breaks the tie), one a legs image.
    const made = [
      ['a1.png', 'Łódź narożnik.png', 1],
      ['a2.png', 'Sofa.png', 2],
      ['a3.jpg', 'nogi-legs-dab.jpg', 3],
      ['a4.jpg', 'ZAMKNIJ.jpg', 4],
      ['a5.jpg', 'Fotel.jpg', 4],
    ] as const;
    for (const [name, original, minute] of made) {
      images.set(name, await t.kit.file().kind('image').name(name).originalName(original).createdAt(at(minute)).by(anna).create());
    }
    await t.kit.file().kind('model').name('sofa.gltf').createdAt(at(5)).create();
    await t.kit.file().kind('icon').name('sofa-ikona.svg').createdAt(at(6)).create();
    await t.kit.file().kind('collection').name('manhattan.jpg').createdAt(at(7)).create();
    await t.kit.file().kind('texture').name('velvet.jpg').createdAt(at(8)).create();
  });
  afterAll(() => t.close());

  const get = (path: string, token = admin) => t.call(path, { token });
  const pageOf = async (path: string) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    return fileListSchema.strict().parse(await response.json());
  };
  const namesOf = async (path: string) => (await pageOf(path)).data.map((file) => file.name);
  const remove = (id: string, json: unknown = {}, headers: Record<string, string> = {}) =>
    t.call(`/api/upload/cloud/files/delete/${id}`, { method: 'POST', json, token: admin, headers });
  const historyOf = async (recordId: string) => historyPageSchema.parse(await (await get(`/api/cms/history?kind=file&recordId=${recordId}`)).json()).entries;
  const undo = (id: string) => t.call(`/api/cms/history/undo/${id}`, { method: 'POST', json: {}, token: admin });
  const store = (key: string, text: string) => t.storage.put(key, Readable.from([Buffer.from(text)]), { contentType: 'application/octet-stream' });
  const stored = async (key: string) => {
    const object = await t.storage.get(key);
    return object ? new Response(object.body).text() : undefined;
  };
  const fileOf = async (kind: FileKind, name: string) => (await pageOf(`/api/cms/files?kind=${kind}&names=${encodeURIComponent(name)}`)).data[0]!;

  describe('the lists', () => {
    it('answer each kind newest first as { data, total, next }, every record as the contract shows it', async () => {
      const response = await get('/api/images/list');
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['data', 'total', 'next']);
      const page = fileListSchema.parse(body);
      for (const file of page.data) fileRecordSchema.strict().parse(file);
      // The two files of the same minute by id, descending.
      const sameMinute = [images.get('a4.jpg')!, images.get('a5.jpg')!].sort((a, b) => (a._id < b._id ? 1 : -1)).map((file) => file.name);
      expect(page.data.map((file) => file.name)).toEqual([...sameMinute, 'a3.jpg', 'a2.png', 'a1.png']);
      expect([page.total, page.next]).toEqual([5, null]);
      expect(page.data.at(-1)).toEqual({
        _id: images.get('a1.png')!._id,
        kind: 'image',
        name: 'a1.png',
        originalname: 'Łódź narożnik.png',
        size: 3,
        sha256: '0'.repeat(64),
        contentType: 'image/png',
        createdAt: at(1).toISOString(),
        createdBy: { _id: anna.user._id, name: 'Anna Plikowa' },
        url: '/uploads/image/a1.png',
        thumbUrl: null,
        validation: null,
        version: 1,
      });
      expect(await namesOf('/api/images/list/latest?limit=1')).toEqual(sameMinute.slice(0, 1));
      expect(await namesOf('/api/files/list/models')).toEqual(['sofa.gltf']);
      expect(await namesOf('/api/icons/list')).toEqual(['sofa-ikona.svg']);
      expect(await namesOf('/api/collections/list')).toEqual(['manhattan.jpg']);
      expect(await namesOf('/api/files/list/textures')).toEqual(['velvet.jpg']);
    });

    it('filter from 3 characters on the stored or original name, case and Polish letters folded (D27); shorter is ignored', async () => {
      expect(await namesOf('/api/images/list?q=lodz')).toEqual(['a1.png']);
      expect(await namesOf(`/api/images/list?q=${encodeURIComponent('NAROŻ')}`)).toEqual(['a1.png']);
      expect(await namesOf('/api/images/list?q=zamknij')).toEqual(['a4.jpg']);
      expect(await namesOf('/api/images/list?q=a2.')).toEqual(['a2.png']);
      expect((await pageOf('/api/images/list?q=lo')).total).toBe(5);
      expect((await pageOf(`/api/images/list?q=${encodeURIComponent('  so ')}`)).total).toBe(5);
      expect((await pageOf('/api/images/list?q=sofa')).total).toBe(1);
      expect(await namesOf('/api/images/list?q=%25%25%25')).toEqual([]);
    });

    it('page by keyset with the count of every match; a malformed cursor is refused', async () => {
      const all = await namesOf('/api/images/list');
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const page = await pageOf(`/api/images/list?limit=2${next ? `&after=${next}` : ''}`);
        expect(page.total).toBe(5);
        seen.push(...page.data.map((file) => file.name));
        next = page.next;
      } while (next !== null);
      expect(seen).toEqual(all);
      for (const after of ['nie-kursor', Buffer.from(`2025-06-01T10:00:00.000000Z|${UNKNOWN_ID}x`).toString('base64url')]) {
        const response = await get(`/api/images/list?after=${after}`);
        expect([response.status, ((await response.json()) as ErrorAnswer).message]).toEqual([400, messages.invalidRequest]);
      }
      expect((await get('/api/images/list?limit=0')).status).toBe(400);
    });

    it('GET /api/cms/files: any kind, legs images (spec part 1 §9), names and ids looked up all at once', async () => {
      expect((await pageOf('/api/cms/files')).total).toBe(9);
      expect(await namesOf('/api/cms/files?kind=image&legs=true')).toEqual(['a3.jpg']);
      expect((await pageOf('/api/cms/files?kind=image&legs=false')).total).toBe(4);
      expect(await namesOf('/api/cms/files?kind=model&names=sofa.gltf,nie-ma.gltf')).toEqual(['sofa.gltf']);
      expect(await namesOf('/api/cms/files?kind=image&names=sofa.gltf')).toEqual([]);
      expect(await namesOf(`/api/cms/files?ids=${images.get('a1.png')!._id},${images.get('a2.png')!._id},${UNKNOWN_ID},zly&limit=1`)).toEqual(['a2.png', 'a1.png']);
      expect((await get('/api/cms/files?kind=plik')).status).toBe(400);
    });
  });

  describe('GET /api/cms/files/search', () => {
    it('finds a type by a phrase of more than 2 characters, folded', async () => {
      const found = async (query: string) => fileSearchAnswerSchema.strict().parse(await (await get(`/api/cms/files/search?${query}`)).json()).data.map((file) => file.name);
      expect(await found('type=images&phrase=FOTEL')).toEqual(['a5.jpg']);
      expect(await found(`type=images&phrase=${encodeURIComponent('łódź')}`)).toEqual(['a1.png']);
      expect(await found('type=models&phrase=sofa')).toEqual(['sofa.gltf']);
      expect(await found('type=icons&phrase=fotel')).toEqual([]);
      const short = await get('/api/cms/files/search?type=images&phrase=%20so%20');
      expect([short.status, ((await short.json()) as ErrorAnswer).message]).toEqual([400, messages.searchTooShort]);
    });
  });

  describe('what uses a file (D9), and its delete', () => {
    it('names every element, collection and kit using the files, for many files at once; GET one answers them with the file', async () => {
      const [model, icon, picture, image] = await Promise.all([fileOf('model', 'sofa.gltf'), fileOf('icon', 'sofa-ikona.svg'), fileOf('collection', 'manhattan.jpg'), fileOf('image', 'a2.png')]);
      const otherCollection = await t.kit.collection().name('Zorza').thumbUrl('manhattan.jpg').withElementCategories(1).create();
      await t.db.updateTable('collections').set({ thumb_url: 'manhattan.jpg' }).where('id', '=', collection.collection._id).execute();
      const sofa = await t.kit.element().inCollection(collection).inCategory(collection.elementCategories[0]!).name('Sofa 2').with({ file: 'sofa.gltf', thumbUrl: 'sofa-ikona.svg' }).create();
      const corner = await t.kit.element().inCollection(otherCollection).inCategory(otherCollection.elementCategories[0]!).name('Narożnik').with({ file: 'sofa.gltf' }).create();
      const kit = await t.kit.elementKit().inCollection(collection).withElements([sofa, sofa]).name('Zestaw A').thumbUrl('a2.png').create();

      const response = await get(`/api/cms/files/uses?ids=${[model._id, icon._id, picture._id, image._id, images.get('a1.png')!._id, UNKNOWN_ID].join(',')}`);
      expect(response.status).toBe(200);
      const uses = new Map(fileUsesAnswerSchema.strict().parse(await response.json()).data.map((row) => [row.fileId, row.usedBy]));
      expect(uses.size).toBe(5);
      const slug = collection.collection.slug;
      expect(uses.get(model._id)).toEqual([
        { use: 'elementModel', _id: sofa._id, name: 'Sofa 2', collectionSlug: slug },
        { use: 'elementModel', _id: corner._id, name: 'Narożnik', collectionSlug: 'zorza' },
      ]);
      expect(uses.get(icon._id)).toEqual([{ use: 'elementIcon', _id: sofa._id, name: 'Sofa 2', collectionSlug: slug }]);
      expect(uses.get(picture._id)).toEqual([
        { use: 'collectionPhoto', _id: collection.collection._id, name: 'Manhattan Plików', collectionSlug: slug },
        { use: 'collectionPhoto', _id: otherCollection.collection._id, name: 'Zorza', collectionSlug: 'zorza' },
      ]);
      expect(uses.get(image._id)).toEqual([{ use: 'kitThumbnail', _id: kit._id, name: 'Zestaw A', collectionSlug: slug }]);
      expect(uses.get(images.get('a1.png')!._id)).toEqual([]);

      // A page asked with uses=true carries them (the graph's list reads them so); without, it does not.
      const withUses = await pageOf('/api/cms/files?kind=model&uses=true');
      expect(withUses.data.find((file) => file._id === model._id)?.usedBy).toEqual(uses.get(model._id));
      expect((await pageOf('/api/cms/files?kind=model')).data.every((file) => file.usedBy === undefined)).toBe(true);

      const one = await get(`/api/cms/files/${model._id}`);
      expect([one.status, one.headers.get('etag')]).toEqual([200, '"1"']);
      expect(fileDetailSchema.strict().parse(await one.json())).toEqual({ file: model, usedBy: uses.get(model._id) });
      expect((await get(`/api/cms/files/${UNKNOWN_ID}`)).status).toBe(404);
      expect((await get('/api/cms/files/uses')).status).toBe(400);
    });

    it('refuses to delete a file in use, naming what uses it in Polish, and deletes nothing', async () => {
      const model = await fileOf('model', 'sofa.gltf');
      const response = await remove(model._id, { _id: model._id, fileName: 'sofa.gltf', fileType: 'model' });
      expect(response.status).toBe(409);
      const body = fileInUseSchema.strict().parse(await response.json());
      expect(body.message).toBe(`Pliku sofa.gltf nie można usunąć: używa go element Sofa 2 (${collection.collection.slug}), element Narożnik (zorza)`);
      expect(body.message).toBe(fileDeleteBlocker('sofa.gltf', body.usedBy));
      expect(body.usedBy.map((use) => use.name)).toEqual(['Sofa 2', 'Narożnik']);
      const picture = await fileOf('collection', 'manhattan.jpg');
      expect(((await (await remove(picture._id)).json()) as ErrorAnswer).message).toBe(
        `Pliku manhattan.jpg nie można usunąć: używa go kolekcja Manhattan Plików, kolekcja Zorza`,
      );
      expect(await fileOf('model', 'sofa.gltf')).toEqual(model);
      expect(await historyOf(model._id)).toEqual([]);
    });

    it('refuses a payload naming another file (400), an unknown file (404), a salon user (403) and a stale version (409 CONFLICT)', async () => {
      const file = images.get('a1.png')!;
      for (const payload of [{ _id: UNKNOWN_ID }, { fileType: 'model' }, { fileType: 'user' }, { fileName: 'inny.png' }]) {
        const response = await remove(file._id, payload);
        expect([response.status, ((await response.json()) as ErrorAnswer).message]).toEqual([400, messages.fileDeleteMismatch]);
      }
      expect((await remove(UNKNOWN_ID)).status).toBe(404);
      expect((await remove('nie-id')).status).toBe(404);
      for (const path of ['/api/images/list', '/api/cms/files', `/api/cms/files/${file._id}`, '/api/cms/files/search?type=images&phrase=sofa']) {
        expect((await get(path, salon)).status).toBe(403);
      }
      expect((await t.call(`/api/upload/cloud/files/delete/${file._id}`, { method: 'POST', json: {}, token: salon })).status).toBe(403);

      const stale = await remove(file._id, { version: 7 });
      expect(stale.status).toBe(409);
      expect(conflictBodySchema.parse(await stale.json())).toMatchObject({ code: 'CONFLICT', kind: 'file', recordId: file._id, version: 1, current: file });
      expect((await remove(file._id, {}, { 'if-match': '"3"' })).status).toBe(409);
      expect(await fileOf('image', 'a1.png')).toEqual(file);
    });

    it('deletes an unused file with its bytes and thumbnail to the trash; the history undoes it with its id and content', async () => {
      const file = await t.kit.file().kind('image').name('kosz.png').originalName('Kosz.png').withThumbnail().create();
      await store(fileKey('image', 'kosz.png'), 'bajty');
      await store(thumbnailKey('image', 'kosz.png'), 'miniatura');
      const response = await remove(file._id, { _id: file._id, fileName: 'Kosz.png', fileType: 'image', version: 1 });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { ...file, version: 2 } });
      expect((await get(`/api/cms/files/${file._id}`)).status).toBe(404);
      expect([await stored(fileKey('image', 'kosz.png')), await stored(thumbnailKey('image', 'kosz.png'))]).toEqual([undefined, undefined]);
      expect([await stored(`trash/${file._id}`), await stored(`trash/${file._id}.thumbnail`)]).toEqual(['bajty', 'miniatura']);

      const [entry] = (await historyOf(file._id)) as [HistoryEntry];
      // Named as stored and as sent: a generated stored name alone says nothing to a person.
      // The entry's place (the file's kind, the list a link opens) is named while the file exists.
      expect(entry).toMatchObject({ operation: 'delete', recordName: 'kosz.png (Kosz.png)', undoable: true, collectionSlug: null });
      const undone = await undo(entry._id);
      expect(undone.status).toBe(200);
      expect(historyUndoneSchema.parse(await undone.json()).entry).toMatchObject({ operation: 'restore', undoes: entry._id, recordName: 'kosz.png (Kosz.png)', collectionSlug: 'image' });
      expect(await fileOf('image', 'kosz.png')).toEqual({ ...file, version: 3 });
      expect([await stored(fileKey('image', 'kosz.png')), await stored(thumbnailKey('image', 'kosz.png'))]).toEqual(['bajty', 'miniatura']);
      expect(await stored(`trash/${file._id}`)).toBeUndefined();
    });

    it('refuses to restore a file whose name was uploaded again since, and keeps its bytes in the trash', async () => {
      const file = await t.kit.file().kind('model').name('fotel.gltf').create();
      await store(fileKey('model', 'fotel.gltf'), 'stary');
      expect((await remove(file._id)).status).toBe(200);
      const again = await t.kit.file().kind('model').name('fotel.gltf').create();
      await store(fileKey('model', 'fotel.gltf'), 'nowy');
      const [entry] = (await historyOf(file._id)) as [HistoryEntry];
      const refused = await undo(entry._id);
      expect([refused.status, ((await refused.json()) as ErrorAnswer).message]).toEqual([
        409,
        messages.restoreClash(messages.fileRestoreNameTaken('fotel.gltf')),
      ]);
      expect(await fileOf('model', 'fotel.gltf')).toEqual(again);
      expect([await stored(fileKey('model', 'fotel.gltf')), await stored(`trash/${file._id}`)]).toEqual(['nowy', 'stary']);
    });
  });

  describe('recording uploads', () => {
    const upload = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
      kind: 'model',
      name: 'naroznik.gltf',
      originalName: 'Narożnik.gltf',
      size: 1200,
      sha256: 'a'.repeat(64),
      contentType: 'model/gltf+json',
      hasThumbnail: false,
      validation: null,
      ...overrides,
    });
    const actor = () => ({ id: anna.user._id, name: anna.user.name, email: anna.email });

    it('creates a record with its history entry, and a second upload of a model name updates that record (D17)', async () => {
      const deps = { db: t.db, now: clock.now, recordHistory: true };
      const first = await saveUploadedFile(deps, actor(), upload());
      expect(first.kind).toBe('created');
      expect(first.file).toMatchObject({ kind: 'model', name: 'naroznik.gltf', originalname: 'Narożnik.gltf', size: 1200, version: 1, url: '/uploads/model/naroznik.gltf' });
      const validation = { valid: true, errors: 0, warnings: 1, infos: 0, messages: [], missing: [], validatedAt: '2025-06-08T09:00:00.000Z' };
      // Uploaded again an hour later: 'Dodano' is when the content it serves came.
      clock.advance(HOUR_MS);
      const second = await saveUploadedFile(deps, actor(), upload({ size: 2400, sha256: 'b'.repeat(64), validation }));
      expect(second).toEqual({
        kind: 'replaced',
        file: { ...first.file, size: 2400, sha256: 'b'.repeat(64), validation, version: 2, createdAt: new Date(Date.parse(first.file.createdAt) + HOUR_MS).toISOString() },
      });
      const entries = await historyOf(first.file._id);
      expect(entries.map((entry) => entry.operation)).toEqual(['update', 'create']);
      expect(entries[0]!.changes).toEqual([
        { field: 'size', before: 1200, after: 2400 },
        { field: 'sha256', before: 'a'.repeat(64), after: 'b'.repeat(64) },
      ]);
      expect(entries[0]!.actor).toMatchObject({ name: 'Anna Plikowa' });
      // The earlier bytes are not kept: 'Przywróć' is not offered, and an undo asked for anyway is refused.
      expect(entries[0]!.undoable).toBe(false);
      const refused = await undo(entries[0]!._id);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ErrorAnswer).message).toBe(messages.undoNotPossible);
    });
  });

  describe('the history clean-up', () => {
    it("empties the trash of a file's delete once it can no longer be undone", async () => {
      const file = await t.kit.file().kind('icon').name('stara-ikona.svg').withThumbnail().create();
      await store(fileKey('icon', 'stara-ikona.svg'), '<svg/>');
      await store(thumbnailKey('icon', 'stara-ikona.svg'), 'png');
      expect((await remove(file._id)).status).toBe(200);
      clock.advance((DELETE_UNDO_DAYS - 1) * DAY_MS);
      await pruneHistory(t.db, new Date(clock.now()), undefined, t.storage);
      expect(await stored(`trash/${file._id}`)).toBe('<svg/>');
      clock.advance(2 * DAY_MS);
      expect((await pruneHistory(t.db, new Date(clock.now()), undefined, t.storage)).snapshotsCleared).toBeGreaterThan(0);
      expect([await stored(`trash/${file._id}`), await stored(`trash/${file._id}.thumbnail`)]).toEqual([undefined, undefined]);
    });
  });
});
