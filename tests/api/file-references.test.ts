import { csvImportRefusalSchema } from '@meble/domain/csv';
import { elementDetailSchema, type Element } from '@meble/domain/element';
import { historyPageSchema, type HistoryEntry, type RecordKind } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { csvLine, csvText } from '../kit/csv.ts';
import type { SeededCollection } from '../kit/seed.ts';

// D12 for the names the catalogue gives its files: a model, icon, collection picture or kit thumbnail that names no
// uploaded file is refused next to its field (the form's picker offers only uploaded files; other clients get the
// same answer), a name stored before files were uploaded does not block other edits, and an undo that would bring
// back the name of a file deleted since is refused.

describe('file names in catalogue writes over REST (D12)', () => {
  let t: TestApi;
  let admin: string;
  let seeded: SeededCollection;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApi();
    const user = await t.kit.user().admin().create();
    admin = await t.signIn(user.email, user.password);
    seeded = await t.kit.collection().name('Referencje Plików').withElementCategories(1).create();
    categoryId = seeded.elementCategories[0]!._id;
    await Promise.all([
      t.kit.files('model', ['sofa-ref.glb', 'fotel-ref.glb']),
      t.kit.files('icon', ['sofa-ref.svg']),
      t.kit.files('collection', ['referencje.jpg']),
      t.kit.files('image', ['zestaw-ref.png']),
    ]);
  });
  afterAll(() => t.close());

  const call = (path: string, method: string, json?: unknown) => t.call(path, { method, token: admin, ...(json === undefined ? {} : { json }) });
  const errorsOf = async (response: Response) => ((await response.json()) as { errors?: { field: string; message: string }[] }).errors;

  let counter = 0;
  const elementBody = (overrides: Record<string, unknown> = {}) => ({
    collectionSlug: seeded.collection.slug,
    name: `REF-${++counter}`,
    file: 'sofa-ref.glb',
    thumbUrl: 'sofa-ref.svg',
    categoryId,
    available: true,
    isDefault: false,
    connect: 'a',
    angle: 0,
    dimb: null,
    dx: 100,
    dy: 90,
    dz: 80,
    description: '',
    descriptionEn: '',
    tinydesc: '',
    tinydescEn: '',
    priceA: 100000,
    priceB: null,
    priceC: null,
    priceD: null,
    priceE: null,
    priceF: null,
    priceG: null,
    priceH: null,
    priceI: null,
    displayOrd: 0,
    equipment: [],
    ...overrides,
  });
  const createElement = async (overrides: Record<string, unknown> = {}): Promise<Element> => {
    const response = await call('/api/cms/element/create', 'POST', elementBody(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return elementDetailSchema.parse(await response.json()).element;
  };
  const updateElement = (element: Element, overrides: Record<string, unknown>) => {
    const { collectionSlug: _slug, ...fields } = elementBody({ name: element.name, ...overrides });
    return call(`/api/cms/element/update/${element._id}`, 'PATCH', { ...fields, version: element.version });
  };
  const historyOf = async (kind: RecordKind, recordId: string): Promise<HistoryEntry[]> => {
    const response = await call(`/api/cms/history?kind=${kind}&recordId=${recordId}`, 'GET');
    return historyPageSchema.parse(await response.json()).entries;
  };
  const deleteFileNamed = async (kind: 'model' | 'icon' | 'collection' | 'image', name: string) => {
    const file = await t.db.selectFrom('files').select('id').where('kind', '=', kind).where('name', '=', name).executeTakeFirstOrThrow();
    const response = await call(`/api/upload/cloud/files/delete/${file.id}`, 'POST', { _id: file.id, fileType: kind, fileName: name });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  describe('elements', () => {
    it('refuses a model and an icon that name no uploaded file, each next to its field, and writes nothing', async () => {
      const before = await t.kit.catalogueRowCounts();
      const response = await call('/api/cms/element/create', 'POST', elementBody({ file: 'literowka.glb', thumbUrl: 'brak.svg' }));
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual([
        { field: 'file', message: messages.fileMissing('literowka.glb') },
        { field: 'thumbUrl', message: messages.fileMissing('brak.svg') },
      ]);
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it('does not take a file of another kind: a model named as the icon is refused', async () => {
      const response = await call('/api/cms/element/create', 'POST', elementBody({ thumbUrl: 'sofa-ref.glb' }));
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual([{ field: 'thumbUrl', message: messages.fileMissing('sofa-ref.glb') }]);
    });

    it('creates with uploaded files, and an empty icon names none', async () => {
      const element = await createElement({ thumbUrl: '' });
      expect(element).toMatchObject({ file: 'sofa-ref.glb', thumbUrl: '' });
    });

    it('refuses an update to a missing file, and keeps a name stored before files were uploaded while other fields change', async () => {
      const element = await createElement();
      const refused = await updateElement(element, { file: 'inny.glb' });
      expect(refused.status).toBe(400);
      expect(await errorsOf(refused)).toEqual([{ field: 'file', message: messages.fileMissing('inny.glb') }]);

      // An element of an older catalogue, written before its model was uploaded: its description still saves.
      const legacy = await t.kit.element().inCollection(seeded).inCategory({ _id: categoryId }).name('REF-DAWNY').with({ file: 'dawny-model.glb' }).create();
      const saved = await updateElement(legacy, { file: 'dawny-model.glb', thumbUrl: '', description: 'Nowy opis' });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(elementDetailSchema.parse(await saved.json()).element).toMatchObject({ file: 'dawny-model.glb', description: 'Nowy opis' });
    });

    it("refuses to undo a model change once the earlier model is deleted, naming it, and changes nothing", async () => {
      const element = await createElement({ file: 'fotel-ref.glb' });
      const changed = await updateElement(element, { file: 'sofa-ref.glb' });
      expect(changed.status).toBe(200);
      await deleteFileNamed('model', 'fotel-ref.glb');
      const [update] = await historyOf('element', element._id);
      const undo = await call(`/api/cms/history/undo/${update!._id}`, 'POST', {});
      expect(undo.status).toBe(409);
      expect(((await undo.json()) as { message: string }).message).toBe(messages.restoreClash(messages.fileReferenceGone('fotel-ref.glb')));
      const stored = await t.db.selectFrom('elements').select('file').where('id', '=', element._id).executeTakeFirstOrThrow();
      expect(stored.file).toBe('sofa-ref.glb');
    });

    it('refuses an import line naming a missing model or icon at its line and column, and imports nothing', async () => {
      const category = seeded.elementCategories[0]!.name;
      const csv = csvText([
        csvLine({ name: 'IMP-REF-1', file: 'sofa-ref.glb', thumbUrl: 'sofa-ref.svg', category }),
        csvLine({ name: 'IMP-REF-2', file: 'nie-ma.glb', thumbUrl: 'nie-ma.svg', category }),
      ]);
      const response = await call(`/api/cms/collection/${seeded.collection.slug}/elements/import`, 'POST', { csv, dryRun: false });
      expect(response.status).toBe(400);
      const { report } = csvImportRefusalSchema.parse(await response.json());
      expect(report?.created).toBe(0);
      expect(report?.lines.map((line) => line.problems.map((problem) => [problem.line, problem.column, problem.message]))).toEqual([
        [],
        [
          [3, 2, messages.fileMissing('nie-ma.glb')],
          [3, 3, messages.fileMissing('nie-ma.svg')],
        ],
      ]);
      const imported = await t.db.selectFrom('elements').select('id').where('name', 'like', 'IMP-REF-%').execute();
      expect(imported).toEqual([]);
    });
  });

  describe('collections and kits', () => {
    it("refuses a collection picture that names no uploaded picture, on create and on update; an uploaded one saves", async () => {
      const category = await t.kit.collectionCategory().name('Kategoria Referencji').create();
      const refused = await call('/api/cms/collection/create', 'POST', { name: 'Referencje Nowa', category_slug: category.slug, discount: 0, thumbUrl: 'zdjecie-brak.jpg' });
      expect(refused.status).toBe(400);
      expect(await errorsOf(refused)).toEqual([{ field: 'thumbUrl', message: messages.fileMissing('zdjecie-brak.jpg') }]);

      const created = await call('/api/cms/collection/create', 'POST', { name: 'Referencje Nowa', category_slug: category.slug, discount: 0, thumbUrl: 'referencje.jpg' });
      expect(created.status, await created.clone().text()).toBe(201);
      const collection = (await created.json()) as { _id: string; version: number };
      const update = (thumbUrl: string) =>
        call(`/api/cms/collection/update/${collection._id}`, 'PATCH', { description: '', category_slug: category.slug, thumbUrl, isActive: true, version: collection.version });
      const badUpdate = await update('sofa-ref.glb');
      expect(badUpdate.status).toBe(400);
      expect(await errorsOf(badUpdate)).toEqual([{ field: 'thumbUrl', message: messages.fileMissing('sofa-ref.glb') }]);
      expect((await update('referencje.jpg')).status).toBe(200);
    });

    it('refuses a kit thumbnail that names no uploaded image, on create and on update', async () => {
      const elements = await Promise.all(['REF-ZESTAW-1', 'REF-ZESTAW-2'].map((name) => t.kit.element().inCollection(seeded).inCategory({ _id: categoryId }).name(name).create()));
      const refused = await call('/api/cms/kit/create', 'POST', { cSlug: seeded.collection.slug, name: 'Zestaw Ref', elements: elements.map((element) => element._id), thumbUrl: 'brak.png' });
      expect(refused.status).toBe(400);
      expect(await errorsOf(refused)).toEqual([{ field: 'thumbUrl', message: messages.fileMissing('brak.png') }]);

      const created = await call('/api/cms/kit/create', 'POST', { cSlug: seeded.collection.slug, name: 'Zestaw Ref', elements: elements.map((element) => element._id), thumbUrl: 'zestaw-ref.png' });
      expect(created.status, await created.clone().text()).toBe(201);
      const { kit } = (await created.json()) as { kit: { _id: string; version: number } };
      const update = (thumbUrl: string) => call(`/api/cms/kit/update/${kit._id}`, 'PATCH', { name: 'Zestaw Ref', tinydesc: '', ord: 0, thumbUrl, isActive: true, version: kit.version });
      const badUpdate = await update('brak-2.png');
      expect(badUpdate.status).toBe(400);
      expect(await errorsOf(badUpdate)).toEqual([{ field: 'thumbUrl', message: messages.fileMissing('brak-2.png') }]);
    });
  });
});
