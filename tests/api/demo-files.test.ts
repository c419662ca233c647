import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FILE_NAME_MAX, fileUrl, fileValidationSchema, isAllowedExtension, extensionOf, isStoredName, sanitisedFileName, type FileKind } from '@meble/domain/file';
import { MODEL_CHECK_MAX_BYTES, SIBLING_TOO_LARGE, validateModel } from '../../api/src/files/checks/gltf.ts';
import { fileKey, thumbnailKey } from '../../api/src/files/storage.ts';
import { seedDemo } from '../../api/src/seed/demo.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { testPasswords } from '../kit/passwords.ts';
import { checkContent } from '../../api/src/files/checks/sniff.ts';
import { checkSvgText } from '../../api/src/files/checks/svg.ts';
import { DEMO_CATALOGUE, DEMO_ELEMENTS, DEMO_KITS } from '../../api/src/seed/demo-data.ts';
import { DEMO_SPLIT_KIND, demoElementKindOf, demoFileKey, demoFiles, demoModelName, demoShapeOf, type DemoFile } from '../../api/src/seed/demo-files.ts';

describe('demo files, as drawn', () => {
  let files: DemoFile[];
  let dir: string;
  beforeAll(async () => {
    files = await demoFiles();
    dir = await mkdtemp(join(tmpdir(), 'meble-demo-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const models = () => files.filter((file) => file.kind === 'model');
  const modelBytes = (name: string) => models().find((file) => file.originalName === name)?.bytes;

  it('draws a model and an icon for every kind of element, a thumbnail for every kit and a photo for every collection', () => {
    const keys = new Set(files.map((file) => demoFileKey(file.use)));
    for (const collection of DEMO_CATALOGUE.flatMap((category) => category.collections)) {
      expect(keys).toContain(demoFileKey({ use: 'collectionPhoto', collection: collection.name }));
      for (const [, name, , , , dx] of DEMO_ELEMENTS[collection.name] ?? []) {
        expect(keys).toContain(demoFileKey({ use: 'elementModel', elementKind: demoElementKindOf(name, dx) }));
        expect(keys).toContain(demoFileKey({ use: 'elementIcon', elementKind: demoElementKindOf(name, dx) }));
      }
      for (const kit of DEMO_KITS[collection.name] ?? []) expect(keys).toContain(demoFileKey({ use: 'kitThumbnail', collection: collection.name, kit: kit.name }));
    }
    // Every use is drawn once (the split model's siblings share their kind's key by design).
    const uses = files.filter((file) => file.use.use !== 'modelSibling').map((file) => demoFileKey(file.use));
    expect(new Set(uses).size).toBe(uses.length);
  });

  it('is the same bytes on every run, so a re-seed stores what the first one did', async () => {
    const again = await demoFiles();
    expect(again.map((file) => [file.originalName, Buffer.from(file.bytes).toString('base64')])).toEqual(
      files.map((file) => [file.originalName, Buffer.from(file.bytes).toString('base64')]),
    );
  });

  it('names each file as its kind allows, models as they are stored (D17: at most 35 characters, unique)', () => {
    for (const file of files) {
      expect(isAllowedExtension(file.kind, extensionOf(file.originalName)), file.originalName).toBe(true);
      expect(isStoredName(file.originalName), file.originalName).toBe(true);
    }
    for (const model of models()) {
      expect(model.originalName.length).toBeLessThanOrEqual(FILE_NAME_MAX);
      expect(sanitisedFileName(model.originalName)).toBe(model.originalName);
    }
    const names = models().map((model) => model.originalName);
    expect(new Set(names).size).toBe(names.length);
    expect(demoModelName(demoElementKindOf('Moduł 2-osobowy z funkcją spania', 165))).toBe('demo-modul-2-osobowy.glb');
    expect(demoModelName(DEMO_SPLIT_KIND)).toBe('demo-modul-3-osobowy.gltf');
  });

  it('draws each kind of element as its shape: 1-, 2- and 3-seat modules, corners, chaises, poufs, armrests, headrests, cushions, armchairs', () => {
    const kinds = Object.values(DEMO_ELEMENTS).flatMap((elements) => elements.map((element) => demoElementKindOf(element[1], element[5])));
    expect(new Set(kinds)).toEqual(new Set(['seat-1', 'seat-2', 'seat-3', 'corner', 'chaise', 'wedge', 'pouf', 'roundPouf', 'armrest', 'headrest', 'cushion', 'armchair']));
    expect(models().filter((model) => model.use.use === 'elementModel')).toHaveLength(new Set(kinds).size);
    expect(demoShapeOf('Moduł 3-osobowy')).toBe('seat');
    expect(demoShapeOf('MAN-NL90')).toBe('corner');
    expect(demoShapeOf('MAN-PU-USB')).toBe('armrest');
  });

  it('draws models the glTF Validator finds no error in; the split .gltf finds its .bin and .png by name', async () => {
    const at = new Date(0).toISOString();
    const loadSibling = (name: string) => Promise.resolve(modelBytes(name));
    let split = 0;
    for (const model of models()) {
      const extension = extensionOf(model.originalName);
      if (extension !== '.glb' && extension !== '.gltf') continue;
      const validation = await validateModel(model.bytes, model.originalName, loadSibling, at);
      expect({ name: model.originalName, errors: validation?.errors, missing: validation?.missing, valid: validation?.valid }).toEqual({
        name: model.originalName,
        errors: 0,
        missing: [],
        valid: true,
      });
      if (extension === '.gltf') split += 1;
    }
    expect(split).toBe(1);
    const stem = demoModelName(DEMO_SPLIT_KIND).replace(/\.gltf$/, '');
    const gltf = JSON.parse(Buffer.from(modelBytes(`${stem}.gltf`)!).toString('utf8')) as { buffers: { uri?: string }[]; images: { uri?: string }[] };
    expect(gltf.buffers.map((buffer) => buffer.uri)).toEqual([`${stem}.bin`]);
    expect(gltf.images.map((image) => image.uri)).toEqual([`${stem}.png`]);
    // Without its siblings the same file is not valid, and says which are missing.
    const alone = await validateModel(modelBytes(`${stem}.gltf`)!, `${stem}.gltf`, () => Promise.resolve(undefined), at);
    expect(alone).toMatchObject({ valid: false, missing: [`${stem}.bin`, `${stem}.png`] });

    // A model whose siblings would take the check over its memory bound is stored unchecked ('Nie sprawdzono'), its
    // siblings never read; so is a model over the bound by itself, without reading it.
    const readNames: string[] = [];
    const tooLarge = await validateModel(modelBytes(`${stem}.gltf`)!, `${stem}.gltf`, (name, maxBytes) => {
      readNames.push(name);
      expect(maxBytes).toBeLessThan(MODEL_CHECK_MAX_BYTES);
      return Promise.resolve(SIBLING_TOO_LARGE);
    }, at);
    expect(tooLarge).toBeNull();
    expect(readNames.length).toBeGreaterThan(0);
    expect(await validateModel(new Uint8Array(MODEL_CHECK_MAX_BYTES + 1), 'ogromny.glb', loadSibling, at)).toBeNull();
  });

  it('draws icons and kit thumbnails that are safe SVG (no script, no reference outside the file)', () => {
    const icons = files.filter((file) => extensionOf(file.originalName) === '.svg');
    expect(icons.length).toBeGreaterThan(10);
    for (const icon of icons) {
      const text = Buffer.from(icon.bytes).toString('utf8');
      expect(checkSvgText(text), icon.originalName).toBe('ok');
      expect(text).not.toMatch(/href|script|url\(/i);
    }
  });

  it('draws photos and textures whose bytes are what their names say', async () => {
    for (const file of files.filter((f) => ['.jpg', '.png'].includes(extensionOf(f.originalName)))) {
      const path = join(dir, `check-${file.originalName}`);
      await writeFile(path, file.bytes);
      expect(await checkContent(path, extensionOf(file.originalName)), file.originalName).toBeUndefined();
    }
    const photo = files.find((file) => file.kind === 'collection')!;
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
  });
});

describe('demo files, as seeded', () => {
  let t: TestApi;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    t = await createTestApi();
    seeded = await seedDemo(t.db, { passwords: testPasswords, files: { storage: t.storage, stagingDir: t.stagingDir } });
  });
  afterAll(() => t.close());

  /** Every file name the demo catalogue and its designs name, with the kind it must be stored as and who names it. */
  async function namedFiles(): Promise<{ kind: FileKind; name: string; by: string }[]> {
    const named: { kind: FileKind; name: string; by: string }[] = [];
    for (const row of await t.db.selectFrom('elements').select(['name', 'file', 'thumb_url']).execute()) {
      named.push({ kind: 'model', name: row.file, by: `element ${row.name} (file)` }, { kind: 'icon', name: row.thumb_url, by: `element ${row.name} (thumbUrl)` });
    }
    for (const row of await t.db.selectFrom('collections').select(['name', 'thumb_url']).execute()) named.push({ kind: 'collection', name: row.thumb_url, by: `collection ${row.name}` });
    for (const row of await t.db.selectFrom('kits').select(['name', 'thumb_url']).execute()) named.push({ kind: 'image', name: row.thumb_url, by: `kit ${row.name}` });
    const configurations = await t.db.selectFrom('client_configurations').select(['id', 'kits']).execute();
    for (const { id, kits } of configurations) {
      for (const kit of kits as { elements: { displayIcon: string }[] }[]) {
        for (const line of kit.elements) named.push({ kind: 'icon', name: line.displayIcon, by: `configuration ${id}` });
      }
    }
    return named;
  }

  it('stores every file the demo catalogue names, in storage and in the files table, with its thumbnail where it has one', async () => {
    expect(seeded.catalogueSeeded).toBe(true);
    const drawn = await demoFiles();
    expect(seeded.filesSeeded).toBe(drawn.length);
    const { count } = await t.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(drawn.length);
    const named = await namedFiles();
    expect(named.filter((file) => file.by.startsWith('configuration')).length).toBeGreaterThan(100);
    const rows = await t.db.selectFrom('files').select(['kind', 'name', 'size', 'has_thumbnail']).execute();
    const byKey = new Map(rows.map((row) => [`${row.kind}/${row.name}`, row]));
    for (const { kind, name, by } of named) {
      expect(name, by).not.toBe('');
      const row = byKey.get(`${kind}/${name}`);
      expect(row, `${by}: ${kind}/${name} in the files table`).toBeDefined();
      expect((await t.storage.stat(fileKey(kind, name)))?.size, `${by}: ${kind}/${name} in storage`).toBe(Number(row!.size));
      if (row!.has_thumbnail) expect(await t.storage.stat(thumbnailKey(kind, name)), `${by}: thumbnail`).toBeDefined();
    }
    // Each link as the panel follows it, once per file.
    for (const key of new Set(named.map(({ kind, name }) => `${kind}/${name}`))) {
      const [kind, name] = key.split('/') as [FileKind, string];
      const served = await t.call(fileUrl(kind, name));
      expect(served.status, fileUrl(kind, name)).toBe(200);
      expect(Number((await served.arrayBuffer()).byteLength)).toBe(Number(byKey.get(key)!.size));
    }
    // Icons and photos are drawn, so each has its thumbnail.
    expect(rows.filter((row) => row.kind !== 'model').every((row) => row.has_thumbnail)).toBe(true);
  });

  it('records every demo file as uploaded by the demo administrator, each with its history entry', async () => {
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('files').select(['id', 'created_by']).execute();
    expect(rows.every((row) => row.created_by === admin.id)).toBe(true);
    const entries = await t.db.selectFrom('history').select(['record_id', 'actor_id']).where('record_kind', '=', 'file').execute();
    expect(new Set(entries.map((entry) => entry.record_id))).toEqual(new Set(rows.map((row) => row.id)));
    expect(entries.every((entry) => entry.actor_id === admin.id)).toBe(true);
  });

  it('has models without errors as checked on upload; the split .gltf found its .bin and .png', async () => {
    const models = await t.db.selectFrom('files').select(['name', 'validation']).where('kind', '=', 'model').execute();
    const checked = models.filter((row) => /\.(glb|gltf)$/.test(row.name));
    expect(checked.length).toBe(new Set(Object.values(DEMO_ELEMENTS).flat().map((element) => demoElementKindOf(element[1], element[5]))).size);
    for (const row of checked) {
      expect({ name: row.name, ...fileValidationSchema.parse(row.validation) }).toMatchObject({ name: row.name, valid: true, errors: 0, missing: [] });
    }
    const split = demoModelName(DEMO_SPLIT_KIND);
    expect(checked.map((row) => row.name)).toContain(split);
    expect(models.map((row) => row.name)).toEqual(expect.arrayContaining([split.replace('.gltf', '.bin'), split.replace('.gltf', '.png')]));
  });

  it('stores icons and kit thumbnails that are safe SVG', async () => {
    const drawings = await t.db.selectFrom('files').select(['kind', 'name']).where('kind', 'in', ['icon', 'image']).execute();
    expect(drawings.length).toBe((await demoFiles()).filter((file) => extensionOf(file.originalName) === '.svg').length);
    for (const { kind, name } of drawings) {
      const stored = await t.storage.get(fileKey(kind as FileKind, name));
      expect(checkSvgText(await new Response(stored!.body).text()), name).toBe('ok');
    }
  });

  it('stores no file again when the catalogue is there already', async () => {
    const before = await t.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const again = await seedDemo(t.db, { passwords: testPasswords, files: { storage: t.storage, stagingDir: t.stagingDir } });
    expect(again).toMatchObject({ catalogueSeeded: false, filesSeeded: 0 });
    expect(await t.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).toEqual(before);
  });
});
