import { collectionDeletedSchema } from '@meble/domain/collection';
import { type Endpoint } from '@meble/domain/endpoint';
import { fileInUseSchema } from '@meble/domain/file';
import { fileDeleteBlocker } from '@meble/domain/file-uses';
import {
  assignedElementTexturesSchema,
  assignedLegTexturesSchema,
  finishDeletedSchema,
  finishDetailSchema,
  finishListSchema,
  finishSchema,
  legTexturesSchema,
  type Finish,
  type FinishKind,
} from '@meble/domain/finish';
import { finishEndpoints } from '@meble/domain/finish-endpoints';
import { conflictBodySchema, historyPageSchema, historyUndoneSchema, type HistoryEntry, type RecordKind } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { slugify } from '@meble/domain/slug';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import type { SeededCollection } from '../kit/seed.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const errorSchema = z.object({ message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() });

// Texture files the finishes name (D24: an uploaded texture image).
const TEXTURES = ['dab-naturalny.png', 'orzech.jpg', 'metal-czarny.gif', 'wybarwienie-uzywane.png'];

describe('finishes over REST', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;

  beforeAll(async () => {
    t = await createTestApi();
    await t.kit.files('texture', TEXTURES);
    await t.kit.files('image', ['obraz-wybarwienia.png']);
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Wybarwień').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  let counter = 0;
  /** A name no other test of the file uses. */
  const unique = (prefix: string) => `${prefix} ${++counter}`;

  /** The table's path with its `{kind}`, `{id}` and `{slug}` filled. */
  const pathTo = (endpoint: Endpoint, params: Record<string, string>) => endpoint.path.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(params[name] ?? ''));
  const send = (
    endpoint: Endpoint,
    options: { params?: Record<string, string>; json?: unknown; token?: string; query?: string; headers?: Record<string, string> } = {},
  ) =>
    t.call(`${pathTo(endpoint, options.params ?? {})}${options.query ? `?${options.query}` : ''}`, {
      method: endpoint.method.toUpperCase(),
      token: options.token ?? admin,
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.headers ? { headers: options.headers } : {}),
    });
  const jsonOf = async <S extends z.ZodType>(response: Response, status: number, schema: S): Promise<z.output<S>> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return schema.parse(await response.json());
  };
  /** A 400 with exactly one field at fault, its message also the banner. */
  const expectFieldError = async (response: Response, field: string, message: string) => {
    expect(response.status, await response.clone().text()).toBe(400);
    expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
  };
  const count = async (table: 'finishes' | 'collection_finishes') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  // ---- Records the tests make ----

  const newFinish = async (kind: FinishKind, overrides: Record<string, unknown> = {}): Promise<Finish> =>
    jsonOf(
      await send(finishEndpoints.create, { params: { kind }, json: { name: unique('Wybarwienie'), type: 'w', texture: 'dab-naturalny.png', ...overrides } }),
      201,
      finishSchema.strict(),
    );
  const newCollection = (): Promise<SeededCollection> => t.kit.collection().name(unique('Kolekcja Wybarwień')).create();
  const detail = async (kind: FinishKind, key: string) => (await jsonOf(await send(finishEndpoints.one, { params: { kind, id: key } }), 200, finishDetailSchema.strict())).finish;
  const assignLegs = (finish: { slug: string }, collection: SeededCollection, isAssigned = true) =>
    send(finishEndpoints.assignLegs, { json: { isAssigned, legColSlug: finish.slug, cSlug: collection.collection.slug } });
  const assignElements = (finish: { slug: string }, collection: SeededCollection, isAssigned = true) =>
    send(finishEndpoints.assignElements, { json: { isAssigned, elementColSlug: finish.slug, cSlug: collection.collection.slug } });
  const legsAssigned = async (collection: SeededCollection) =>
    jsonOf(await send(finishEndpoints.legsAssigned, { params: { slug: collection.collection.slug } }), 200, assignedLegTexturesSchema.strict());
  const elementsAssigned = async (collection: SeededCollection) =>
    jsonOf(await send(finishEndpoints.elementsAssigned, { params: { slug: collection.collection.slug } }), 200, assignedElementTexturesSchema.strict());
  const named = (collection: SeededCollection) => ({ _id: collection.collection._id, name: collection.collection.name, slug: collection.collection.slug });
  const historyOf = async (kind: RecordKind, recordId: string): Promise<HistoryEntry[]> =>
    (await jsonOf(await t.call(`/api/cms/history?kind=${kind}&recordId=${recordId}`, { token: admin }), 200, historyPageSchema)).entries;
  const undo = (entryId: string) => t.call(`/api/cms/history/undo/${entryId}`, { method: 'POST', json: {}, token: admin });

  it('answers a salon user 403 on every path of the table', async () => {
    const finish = await newFinish('legs');
    for (const [name, endpoint] of Object.entries(finishEndpoints)) {
      const params = { kind: 'legs', id: finish._id, slug: 'dowolna' };
      const response = await send(endpoint, { params, token: salon, ...(endpoint.method === 'get' ? {} : { json: {} }) });
      expect(response.status, name).toBe(403);
    }
    expect(await detail('legs', finish._id)).toEqual(finish);
  });

  describe('the catalogue', () => {
    it('creates a leg finish with its leg fields, and an element finish without them', async () => {
      const legs = await send(finishEndpoints.create, {
        params: { kind: 'legs' },
        json: { name: ' Dąb Złoty ', type: 'w', texture: 'dab-naturalny.png', symbol: 'DZ-1', oldName: 'Dąb stary', legTextureName: 'dab_zloty' },
      });
      expect(legs.headers.get('etag')).toBe('"1"');
      expect(await jsonOf(legs, 201, finishSchema.strict())).toEqual({
        _id: expect.any(String),
        kind: 'legs',
        name: 'Dąb Złoty',
        slug: 'dab-zloty',
        type: 'w',
        texture: 'dab-naturalny.png',
        symbol: 'DZ-1',
        oldName: 'Dąb stary',
        legTextureName: 'dab_zloty',
        assignedTo: [],
        version: 1,
      });
      const elements = await send(finishEndpoints.create, { params: { kind: 'elements' }, json: { name: 'Czarny Mat', type: 'm', texture: 'metal-czarny.gif', symbol: '' } });
      expect(await jsonOf(elements, 201, finishSchema.strict())).toEqual({
        _id: expect.any(String),
        kind: 'elements',
        name: 'Czarny Mat',
        slug: 'czarny-mat',
        type: 'm',
        texture: 'metal-czarny.gif',
        symbol: '',
        oldName: '',
        legTextureName: '',
        assignedTo: [],
        version: 1,
      });
    });

    it('reads a finish by _id and by slug, of its own kind only', async () => {
      const finish = await newFinish('legs', { type: 'c', symbol: 'S' });
      expect(await detail('legs', finish._id)).toEqual(finish);
      expect(await detail('legs', finish.slug)).toEqual(finish);
      for (const [kind, key] of [
        ['elements', finish._id],
        ['elements', finish.slug],
        ['legs', UNKNOWN_ID],
        ['legs', 'nie-ma-takiego'],
      ] as const) {
        const response = await send(finishEndpoints.one, { params: { kind, id: key } });
        expect(response.status, `${kind} ${key}`).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
      expect((await send(finishEndpoints.one, { params: { kind: 'nogi', id: finish._id } })).status).toBe(400);
    });

    it('lists by type w, c, m then Polish name, per kind or all', async () => {
      const tag = unique('Lista');
      const make = (kind: FinishKind, name: string, type: string) => newFinish(kind, { name: `${name} ${tag}`, type });
      const legs = [await make('legs', 'Żółty', 'c'), await make('legs', 'Stal', 'm'), await make('legs', 'Łuk', 'w'), await make('legs', 'Lipa', 'w'), await make('legs', 'Czerń', 'c')];
      const element = await make('elements', 'Aluminium', 'm');
      const mine = (finishes: Finish[]) => finishes.filter((finish) => finish.name.endsWith(tag)).map((finish) => finish.name.replace(` ${tag}`, ''));

      const legList = await jsonOf(await send(finishEndpoints.list, { query: 'kind=legs' }), 200, finishListSchema.strict());
      expect(mine(legList.finishes)).toEqual(['Lipa', 'Łuk', 'Czerń', 'Żółty', 'Stal']);
      expect(legList.finishes.every((finish) => finish.kind === 'legs')).toBe(true);
      expect(legList.finishes).toContainEqual(legs[0]);
      const elementList = await jsonOf(await send(finishEndpoints.list, { query: 'kind=elements' }), 200, finishListSchema);
      expect(elementList.finishes.filter((finish) => finish.name.endsWith(tag))).toEqual([element]);
      const all = await jsonOf(await send(finishEndpoints.list), 200, finishListSchema);
      expect(mine(all.finishes).sort()).toEqual(['Aluminium', 'Czerń', 'Lipa', 'Łuk', 'Stal', 'Żółty'].sort());

      // The legacy call answers the leg list as it is.
      const legacy = await jsonOf(await send(finishEndpoints.legTextures), 200, legTexturesSchema.strict());
      expect(legacy.legTextures).toEqual(legList.finishes);
      expect((await send(finishEndpoints.list, { query: 'kind=nogi' })).status).toBe(400);
    });

    const broken: [string, Record<string, unknown>, string, string][] = [
      ['no name', { name: undefined }, 'name', messages.requiredFieldsMissing],
      ['a blank name', { name: '   ' }, 'name', messages.requiredFieldsMissing],
      ['no texture', { texture: undefined }, 'texture', 'Wybierz plik wybarwienia'],
      ['a blank texture', { texture: '' }, 'texture', 'Wybierz plik wybarwienia'],
      ['a name over 60', { name: 'n'.repeat(61) }, 'name', messages.tooLong(60)],
      ['a symbol over 35', { symbol: 's'.repeat(36) }, 'symbol', messages.tooLong(35)],
      ['a texture over 40', { texture: `${'t'.repeat(37)}.png` }, 'texture', messages.tooLong(40)],
      ['no type', { type: undefined }, 'type', messages.finishTypeRequired],
      ['a type outside w, c, m', { type: 'x' }, 'type', messages.finishTypeRequired],
      ['a texture not jpg, png or gif', { texture: 'dab.bmp' }, 'texture', messages.finishTextureType],
      ['a texture never uploaded', { texture: 'brak-pliku.png' }, 'texture', messages.fileMissing('brak-pliku.png')],
      // An uploaded image is not a texture.
      ['an image that is no texture', { texture: 'obraz-wybarwienia.png' }, 'texture', messages.fileMissing('obraz-wybarwienia.png')],
    ];
    it.each(broken)('refuses %s with its field, and writes nothing', async (_case, change, field, message) => {
      const before = await count('finishes');
      const json = { name: unique('Złe wybarwienie'), type: 'w', texture: 'dab-naturalny.png', ...change };
      await expectFieldError(await send(finishEndpoints.create, { params: { kind: 'legs' }, json }), field, message);
      expect(await count('finishes')).toBe(before);
    });

    it('refuses leg fields on an element finish', async () => {
      const before = await count('finishes');
      for (const field of ['symbol', 'oldName', 'legTextureName']) {
        const json = { name: unique('Element z nóżkami'), type: 'c', texture: 'orzech.jpg', [field]: 'X' };
        await expectFieldError(await send(finishEndpoints.create, { params: { kind: 'elements' }, json }), field, messages.legFieldsOnlyForLegs);
      }
      expect(await count('finishes')).toBe(before);
    });

    it('refuses a slug taken within the kind, and takes the name in the other kind', async () => {
      const legs = await newFinish('legs', { name: 'Orzech Włoski' });
      for (const name of ['Orzech Włoski', 'ORZECH wloski']) {
        await expectFieldError(
          await send(finishEndpoints.create, { params: { kind: 'legs' }, json: { name, type: 'w', texture: 'orzech.jpg' } }),
          'name',
          messages.finishSlugTaken('orzech-wloski'),
        );
      }
      const elements = await newFinish('elements', { name: 'Orzech Włoski' });
      expect([legs.slug, elements.slug]).toEqual(['orzech-wloski', 'orzech-wloski']);
      expect(await detail('elements', 'orzech-wloski')).toEqual(elements);
      expect(await detail('legs', 'orzech-wloski')).toEqual(legs);
    });
  });

  describe('updates', () => {
    const body = (finish: Finish, change: Record<string, unknown> = {}) => ({
      name: finish.name,
      type: finish.type,
      texture: finish.texture,
      symbol: finish.symbol,
      oldName: finish.oldName,
      legTextureName: finish.legTextureName,
      ...change,
    });

    it('saves every field with If-Match, the slug following the name; a stale version is CONFLICT', async () => {
      const finish = await newFinish('legs');
      const name = unique('Jesion Bielony');
      const change = { name, type: 'm', texture: 'orzech.jpg', symbol: 'JB', oldName: 'Jesion', legTextureName: 'jesion_b' };
      const saved = await send(finishEndpoints.update, { params: { kind: 'legs', id: finish._id }, json: body(finish, change), headers: { 'if-match': '"1"' } });
      const updated = await jsonOf(saved, 200, finishSchema.strict());
      expect(updated).toEqual({ ...finish, ...change, slug: slugify(name), version: 2 });
      expect(saved.headers.get('etag')).toBe('"2"');
      expect(await detail('legs', updated.slug)).toEqual(updated);
      expect((await send(finishEndpoints.one, { params: { kind: 'legs', id: finish.slug } })).status).toBe(404);

      for (const stale of [{ headers: { 'if-match': '"1"' } }, { json: { ...body(updated, { symbol: 'inny' }), version: 1 } }]) {
        const response = await send(finishEndpoints.update, { params: { kind: 'legs', id: finish._id }, json: body(updated, { symbol: 'inny' }), ...stale });
        expect(response.status).toBe(409);
        expect(conflictBodySchema.parse(await response.json())).toMatchObject({ code: 'CONFLICT', kind: 'finish', recordId: finish._id, version: 2 });
      }
      expect(await detail('legs', finish._id)).toEqual(updated);
    });

    it("refuses another finish's name, leg fields on an element finish, and a missing texture", async () => {
      const taken = await newFinish('elements');
      const finish = await newFinish('elements', { type: 'c' });
      const path = { params: { kind: 'elements', id: finish._id } };
      await expectFieldError(await send(finishEndpoints.update, { ...path, json: body(finish, { name: taken.name }) }), 'name', messages.finishSlugTaken(taken.slug));
      await expectFieldError(await send(finishEndpoints.update, { ...path, json: body(finish, { symbol: 'S' }) }), 'symbol', messages.legFieldsOnlyForLegs);
      await expectFieldError(await send(finishEndpoints.update, { ...path, json: body(finish, { texture: 'nie-ma.png' }) }), 'texture', messages.fileMissing('nie-ma.png'));
      expect(await detail('elements', finish._id)).toEqual(finish);
    });

    it('answers 404 for an unknown id, a slug, or the other kind', async () => {
      const finish = await newFinish('legs');
      for (const [kind, id] of [
        ['legs', UNKNOWN_ID],
        ['legs', finish.slug],
        ['elements', finish._id],
      ] as const) {
        expect((await send(finishEndpoints.update, { params: { kind, id }, json: body(finish) })).status, `${kind} ${id}`).toBe(404);
      }
    });
  });

  describe("a collection's finishes", () => {
    it('assigns a leg finish once however often sent, and takes it away once', async () => {
      const collection = await newCollection();
      const [first, second] = [await newFinish('legs'), await newFinish('legs')];
      const cSlug = collection.collection.slug;
      const entry = (finish: Finish) => ({ legColSlug: finish.slug, cSlug });
      const mine = (answer: { assignedTextures: { legColSlug: string; cSlug: string }[] }) => answer.assignedTextures;

      const once = await jsonOf(await assignLegs(first, collection), 200, assignedLegTexturesSchema.strict());
      expect(mine(once)).toEqual([entry(first)]);
      expect(once.legTextures.find((finish) => finish._id === first._id)?.assignedTo).toEqual([named(collection)]);
      expect(once.legTextures.every((finish) => finish.kind === 'legs')).toBe(true);
      expect(mine(await jsonOf(await assignLegs(first, collection), 200, assignedLegTexturesSchema))).toEqual([entry(first)]);
      const both = await jsonOf(await assignLegs(second, collection), 200, assignedLegTexturesSchema);
      expect(mine(both)).toEqual([entry(first), entry(second)].sort((a, b) => a.legColSlug.localeCompare(b.legColSlug)));

      const read = await legsAssigned(collection);
      expect(read).toEqual(both);
      expect(read.legTextures).toEqual((await jsonOf(await send(finishEndpoints.legTextures), 200, legTexturesSchema)).legTextures);
      expect((await detail('legs', first._id)).assignedTo).toEqual([named(collection)]);

      expect(mine(await jsonOf(await assignLegs(first, collection, false), 200, assignedLegTexturesSchema))).toEqual([entry(second)]);
      expect(mine(await jsonOf(await assignLegs(first, collection, false), 200, assignedLegTexturesSchema))).toEqual([entry(second)]);
      expect((await detail('legs', first._id)).assignedTo).toEqual([]);
      expect((await elementsAssigned(collection)).assignedTextures).toEqual([]);
    });

    it('assigns an element finish the same way, the lists kept apart', async () => {
      const collection = await newCollection();
      const finish = await newFinish('elements');
      const cSlug = collection.collection.slug;
      for (let i = 0; i < 2; i++) {
        const answer = await jsonOf(await assignElements(finish, collection), 200, assignedElementTexturesSchema.strict());
        expect(answer.assignedTextures).toEqual([{ elementColSlug: finish.slug, cSlug }]);
        expect(answer.elementTextures.every((listed) => listed.kind === 'elements')).toBe(true);
      }
      expect((await elementsAssigned(collection)).assignedTextures).toEqual([{ elementColSlug: finish.slug, cSlug }]);
      expect((await legsAssigned(collection)).assignedTextures).toEqual([]);
      for (let i = 0; i < 2; i++) expect((await jsonOf(await assignElements(finish, collection, false), 200, assignedElementTexturesSchema)).assignedTextures).toEqual([]);
    });

    it('refuses unknown slugs next to their fields, and a leg finish sent as an element one', async () => {
      const collection = await newCollection();
      const legs = await newFinish('legs');
      const before = await count('collection_finishes');
      await expectFieldError(await assignLegs({ slug: 'nie-ma-wybarwienia' }, collection), 'legColSlug', messages.unknownFinish);
      await expectFieldError(
        await send(finishEndpoints.assignLegs, { json: { isAssigned: true, legColSlug: legs.slug, cSlug: 'nie-ma-kolekcji' } }),
        'cSlug',
        messages.unknownCollection,
      );
      const both = await send(finishEndpoints.assignElements, { json: { isAssigned: true, elementColSlug: 'nie-ma', cSlug: 'nie-ma-kolekcji' } });
      expect(both.status).toBe(400);
      expect(errorSchema.parse(await both.json()).errors).toEqual([
        { field: 'cSlug', message: messages.unknownCollection },
        { field: 'elementColSlug', message: messages.unknownFinish },
      ]);
      await expectFieldError(await assignElements(legs, collection), 'elementColSlug', messages.unknownFinish);
      const missing = await send(finishEndpoints.assignLegs, { json: { legColSlug: legs.slug, cSlug: collection.collection.slug } });
      expect(missing.status).toBe(400);
      expect(errorSchema.parse(await missing.json()).errors?.map((error) => error.field)).toEqual(['isAssigned']);
      expect(await count('collection_finishes')).toBe(before);
      expect((await send(finishEndpoints.legsAssigned, { params: { slug: 'nie-ma-kolekcji' } })).status).toBe(404);
      expect((await send(finishEndpoints.elementsAssigned, { params: { slug: 'nie-ma-kolekcji' } })).status).toBe(404);
    });

    it("records an assignment as a change of the collection's legFinishes, once however often sent, and undoes it", async () => {
      const collection = await newCollection();
      const finish = await newFinish('legs');
      const other = await newFinish('legs');
      const version = async () =>
        ((await (await t.call(`/api/cms/collection/${collection.collection.slug}`, { token: admin })).json()) as { collection: { version: number } }).collection.version;
      for (let i = 0; i < 2; i++) expect((await assignLegs(finish, collection)).status).toBe(200);
      expect((await assignLegs(other, collection, false)).status).toBe(200);
      const entries = await historyOf('collection', collection.collection._id);
      expect(entries.map((entry) => entry.operation)).toEqual(['update']);
      const [entry] = entries;
      expect(entry).toMatchObject({ operation: 'update', changes: [{ field: 'legFinishes', before: [], after: [{ _id: finish._id, name: finish.name }] }] });
      expect([collection.collection.version, await version()]).toEqual([1, 2]);
      const undone = await undo(entry!._id);
      expect(undone.status, await undone.clone().text()).toBe(200);
      expect(historyUndoneSchema.parse(await undone.json()).entry).toMatchObject({ undoes: entry!._id });
      expect((await legsAssigned(collection)).assignedTextures).toEqual([]);
      expect((await detail('legs', finish._id)).assignedTo).toEqual([]);
    });
  });

  describe('deletes (D24)', () => {
    const remove = (finish: Finish, query = '') => send(finishEndpoints.remove, { params: { kind: finish.kind, id: finish._id }, json: {}, query });

    it('deletes a finish no collection uses without asking', async () => {
      const finish = await newFinish('elements');
      const answer = await jsonOf(await remove(finish), 200, finishDeletedSchema.strict());
      expect(answer).toEqual({ deleted: { finishes: 1, collectionAssignments: 0 }, finish: { ...finish, version: expect.any(Number) } });
      expect((await send(finishEndpoints.one, { params: { kind: 'elements', id: finish._id } })).status).toBe(404);
      expect((await remove(finish, 'confirmed=true')).status).toBe(404);
    });

    it('answers 404 for an unknown id, a slug, or the other kind, and CONFLICT for a stale version', async () => {
      const finish = await newFinish('legs');
      for (const [kind, id] of [
        ['legs', UNKNOWN_ID],
        ['legs', finish.slug],
        ['elements', finish._id],
      ] as const) {
        expect((await send(finishEndpoints.remove, { params: { kind, id }, json: {}, query: 'confirmed=true' })).status, `${kind} ${id}`).toBe(404);
      }
      const stale = await send(finishEndpoints.remove, { params: { kind: 'legs', id: finish._id }, json: {}, headers: { 'if-match': '"7"' } });
      expect(stale.status).toBe(409);
      expect(conflictBodySchema.parse(await stale.json())).toMatchObject({ code: 'CONFLICT', kind: 'finish', version: 1 });
      expect(await detail('legs', finish._id)).toEqual(finish);
    });

    it('asks before deleting an assigned finish, naming the collections; confirmed, takes the assignments along; undone, brings both back', async () => {
      const [first, second] = [await newCollection(), await newCollection()];
      const finish = await newFinish('legs');
      const other = await newFinish('legs');
      for (const collection of [first, second]) expect((await assignLegs(finish, collection)).status).toBe(200);
      expect((await assignLegs(other, first)).status).toBe(200);
      const before = await Promise.all([count('finishes'), count('collection_finishes')]);

      const asked = await remove(finish);
      expect(asked.status).toBe(409);
      expect(errorSchema.parse(await asked.json()).message).toBe(messages.finishAssigned([first.collection.name, second.collection.name]));
      expect(await Promise.all([count('finishes'), count('collection_finishes')])).toEqual(before);

      const confirmed = await jsonOf(await remove(finish, 'confirmed=true'), 200, finishDeletedSchema.strict());
      expect(confirmed).toEqual({ deleted: { finishes: 1, collectionAssignments: 2 }, finish: { ...finish, assignedTo: [named(first), named(second)], version: expect.any(Number) } });
      expect(await Promise.all([count('finishes'), count('collection_finishes')])).toEqual([before[0] - 1, before[1] - 2]);
      expect((await legsAssigned(first)).assignedTextures).toEqual([{ legColSlug: other.slug, cSlug: first.collection.slug }]);
      expect((await legsAssigned(second)).assignedTextures).toEqual([]);

      const [entry] = await historyOf('finish', finish._id);
      expect(entry).toMatchObject({ operation: 'delete', recordName: finish.name, undoable: true });
      const undone = await undo(entry!._id);
      expect(undone.status, await undone.clone().text()).toBe(200);
      expect(await detail('legs', finish._id)).toEqual({ ...finish, assignedTo: [named(first), named(second)], version: expect.any(Number) });
      expect((await legsAssigned(second)).assignedTextures).toEqual([{ legColSlug: finish.slug, cSlug: second.collection.slug }]);
      expect(await Promise.all([count('finishes'), count('collection_finishes')])).toEqual(before);
    });

    it('undoes a delete although a record at the other end of an assignment went since, without that assignment', async () => {
      const [kept, gone] = [await newCollection(), await newCollection()];
      const [finish, doomed] = [await newFinish('legs'), await newFinish('legs')];
      for (const collection of [kept, gone]) expect((await assignLegs(finish, collection)).status).toBe(200);
      expect((await assignLegs(doomed, kept)).status).toBe(200);
      await jsonOf(await remove(finish, 'confirmed=true'), 200, finishDeletedSchema);
      // The collection it was assigned to goes, then the undo: the finish comes back, assigned to what is left.
      expect((await t.call(`/api/cms/collection/delete/${gone.collection._id}`, { method: 'POST', token: admin })).status).toBe(200);
      const [finishEntry] = await historyOf('finish', finish._id);
      expect((await undo(finishEntry!._id)).status).toBe(200);
      expect((await detail('legs', finish._id)).assignedTo).toEqual([named(kept)]);

      // A collection deleted with its finishes, one of them deleted since: the collection comes back with the other.
      expect((await t.call(`/api/cms/collection/delete/${kept.collection._id}`, { method: 'POST', token: admin })).status).toBe(200);
      await jsonOf(await remove(doomed), 200, finishDeletedSchema);
      const [collectionEntry] = await historyOf('collection', kept.collection._id);
      const undone = await undo(collectionEntry!._id);
      expect(undone.status, await undone.clone().text()).toBe(200);
      expect((await legsAssigned(kept)).assignedTextures).toEqual([{ legColSlug: finish.slug, cSlug: kept.collection.slug }]);
    });

    it("counts a collection's finish assignments in its deletion impact and removes them with it; the finishes stay", async () => {
      const collection = await newCollection();
      const [legs, elements] = [await newFinish('legs'), await newFinish('elements')];
      expect((await assignLegs(legs, collection)).status).toBe(200);
      expect((await assignElements(elements, collection)).status).toBe(200);
      const read = (await (await t.call(`/api/cms/collection/${collection.collection.slug}`, { token: admin })).json()) as { deletionImpact: unknown };
      expect(read.deletionImpact).toEqual({ elementCategories: 0, elements: 0, kits: 0, fabricAssignments: 0, finishAssignments: 2 });

      const deleted = await t.call(`/api/cms/collection/delete/${collection.collection._id}`, { method: 'POST', token: admin });
      expect(collectionDeletedSchema.parse(await deleted.json()).deleted).toMatchObject({ collections: 1, finishAssignments: 2 });
      expect(await detail('legs', legs._id)).toEqual({ ...legs, assignedTo: [] });
      expect(await detail('elements', elements._id)).toEqual({ ...elements, assignedTo: [] });
    });
  });

  it('refuses to delete a texture file a finish names, naming the finish (D9)', async () => {
    const finish = await newFinish('legs', { name: unique('Wybarwienie z pliku'), texture: 'wybarwienie-uzywane.png' });
    const file = await t.db.selectFrom('files').select('id').where('kind', '=', 'texture').where('name', '=', 'wybarwienie-uzywane.png').executeTakeFirstOrThrow();
    const response = await t.call(`/api/upload/cloud/files/delete/${file.id}`, {
      method: 'POST',
      json: { _id: file.id, fileType: 'texture', fileName: 'wybarwienie-uzywane.png' },
      token: admin,
    });
    expect(response.status).toBe(409);
    const body = fileInUseSchema.parse(await response.json());
    // Listed by its kind: the place a link to the finish needs.
    expect(body.usedBy).toEqual([expect.objectContaining({ use: 'finishTexture', _id: finish._id, name: `${finish.name} (nóżki)`, collectionSlug: 'legs' })]);
    expect(body.message).toBe(fileDeleteBlocker('wybarwienie-uzywane.png', body.usedBy));
    expect(body.message).toContain(`wybarwienie ${finish.name}`);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()).toBeDefined();
  });
});
