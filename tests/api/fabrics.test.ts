import { type Endpoint } from '@meble/domain/endpoint';
import {
  collectionTexturesSchema,
  fabricDeletedSchema,
  fabricDetailSchema,
  fabricFamilyDeletedSchema,
  fabricFamilyDetailSchema,
  fabricFamilySchema,
  fabricParameterSchema,
  fabricParametersSchema,
  fabricSchema,
  type CollectionTexture,
  type Fabric,
  type FabricFamily,
  type FabricParameter,
  type FabricParameterKind,
} from '@meble/domain/fabric';
import { fabricEndpoints } from '@meble/domain/fabric-endpoints';
import { fileInUseSchema } from '@meble/domain/file';
import { fileDeleteBlocker } from '@meble/domain/file-uses';
import { conflictBodySchema, historyPageSchema, historyUndoneSchema, type HistoryEntry, type RecordKind } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { slugify } from '@meble/domain/slug';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { configurationLine, type SeededCollection } from '../kit/seed.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const fabricAnswerSchema = z.object({ fabric: fabricSchema.strict() }).strict();
const errorSchema = z.object({ message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() });

// Texture files the fabrics name (D12: a name must be an uploaded file of kind texture).
const TEXTURES = ['welur-grafit.png', 'len-bez.jpg', 'probka-welur.png', 'wzor.gif', 'tkanina-uzywana.png', 'probka-uzywana.jpeg'];

describe('fabrics over REST', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;

  beforeAll(async () => {
    t = await createTestApi();
    await t.kit.files('texture', TEXTURES);
    await t.kit.files('image', ['obraz-tkaniny.png']);
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Tkanin').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  let counter = 0;
  /** A name no other test of the file uses. */
  const unique = (prefix: string) => `${prefix} ${++counter}`;

  /** The table's path with its one `{id}` or `{slug}` filled. */
  const pathTo = (endpoint: Endpoint, value = '') => endpoint.path.replace(/\{\w+\}/, encodeURIComponent(value));
  const send = (endpoint: Endpoint, options: { value?: string; json?: unknown; token?: string; query?: string } = {}) =>
    t.call(`${pathTo(endpoint, options.value)}${options.query ? `?${options.query}` : ''}`, {
      method: endpoint.method.toUpperCase(),
      token: options.token ?? admin,
      ...(options.json === undefined ? {} : { json: options.json }),
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
  const count = async (table: 'fabric_families' | 'fabrics' | 'fabric_parameters' | 'collection_fabric_families') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  // ---- Records the tests make ----

  const newFamily = async (overrides: Record<string, unknown> = {}): Promise<FabricFamily> =>
    jsonOf(
      await send(fabricEndpoints.createFamily, { json: { name: unique('Rodzina'), priceGroupSlug: 'C', discount: 10, ...overrides } }),
      201,
      fabricFamilySchema.strict(),
    );
  const newFabric = async (family: FabricFamily, overrides: Record<string, unknown> = {}): Promise<Fabric> =>
    (await jsonOf(await send(fabricEndpoints.createFabric, { json: { tcSlug: family.slug, name: unique('Tkanina'), fileUrl: 'welur-grafit.png', ...overrides } }), 201, fabricAnswerSchema))
      .fabric;
  const CREATE_PARAMETER = { color: fabricEndpoints.createColor, type: fabricEndpoints.createType, property: fabricEndpoints.createProperty };
  const ASSIGN_PARAMETER = { color: fabricEndpoints.assignColor, type: fabricEndpoints.assignType, property: fabricEndpoints.assignProperty };
  const newParameter = async (kind: FabricParameterKind, overrides: Record<string, unknown> = {}): Promise<FabricParameter> =>
    jsonOf(
      await send(CREATE_PARAMETER[kind], { json: { name: unique(`Parametr ${kind}`), displayOrd: 1, ...(kind === 'color' ? { rgb: 'c8a27a' } : {}), ...overrides } }),
      201,
      fabricParameterSchema.strict(),
    );
  const newCollection = (): Promise<SeededCollection> => t.kit.collection().name(unique('Kolekcja Tkanin')).create();

  const familyDetail = async (slug: string) => jsonOf(await send(fabricEndpoints.family, { value: slug }), 200, fabricFamilyDetailSchema.strict());
  const fabricDetail = async (id: string) => jsonOf(await send(fabricEndpoints.fabric, { value: id }), 200, fabricDetailSchema.strict());
  const textures = async (collectionSlug: string) =>
    jsonOf(await send(fabricEndpoints.collectionTextures, { value: collectionSlug }), 200, collectionTexturesSchema.strict());
  const assignFamily = (family: FabricFamily, collection: SeededCollection, assigned = true) =>
    send(fabricEndpoints.assignFamily, { json: { tcSlug: family.slug, cSlug: collection.collection.slug, assigned } });
  const setDefault = (family: FabricFamily, collection: SeededCollection, fabric: Fabric | null) =>
    send(fabricEndpoints.setDefaultFabric, { json: { tcSlug: family.slug, cSlug: collection.collection.slug, defaultFabricId: fabric?._id ?? null } });
  /** A collection's assignments, by family slug (the order of the list is not the contract). */
  const bySlug = (entries: readonly CollectionTexture[]) => [...entries].sort((a, b) => a.tcSlug.localeCompare(b.tcSlug));
  const named = (collection: SeededCollection) => ({ _id: collection.collection._id, name: collection.collection.name, slug: collection.collection.slug });
  const historyOf = async (kind: RecordKind, recordId: string): Promise<HistoryEntry[]> =>
    (await jsonOf(await t.call(`/api/cms/history?kind=${kind}&recordId=${recordId}`, { token: admin }), 200, historyPageSchema)).entries;

  it('answers a salon user 403 on every path of the table', async () => {
    const family = await newFamily();
    for (const [name, endpoint] of Object.entries(fabricEndpoints)) {
      const value = endpoint.path.includes('{slug}') ? family.slug : UNKNOWN_ID;
      const response = await send(endpoint, { value, token: salon, ...(endpoint.method === 'get' ? {} : { json: {} }) });
      expect(response.status, name).toBe(403);
    }
    expect((await familyDetail(family.slug)).texture).toEqual(family);
  });

  describe('fabric families', () => {
    it('creates a family with the slug of its name, no fabrics and no collections', async () => {
      const response = await send(fabricEndpoints.createFamily, {
        json: { name: 'Welur Łódź', descriptionPl: ' Miękki welur ', descriptionEn: 'Soft velvet', priceGroupSlug: 'C', discount: 15 },
      });
      expect(await jsonOf(response, 201, fabricFamilySchema.strict())).toEqual({
        _id: expect.any(String),
        name: 'Welur Łódź',
        slug: 'welur-lodz',
        priceGroupSlug: 'C',
        discount: 15,
        isActive: true,
        descriptionPl: 'Miękki welur',
        descriptionEn: 'Soft velvet',
        fabricCount: 0,
        assignedTo: [],
        version: 1,
      });
    });

    it('keeps isActive false and a discount of 0 as sent', async () => {
      const family = await newFamily({ isActive: false, discount: 0, priceGroupSlug: 'I' });
      expect(family).toMatchObject({ isActive: false, discount: 0, priceGroupSlug: 'I', descriptionPl: '', descriptionEn: '' });
    });

    it('refuses a second family of the same name (or slug), naming the slug', async () => {
      const family = await newFamily({ name: 'Len Naturalny' });
      const before = await count('fabric_families');
      for (const name of ['Len Naturalny', 'LEN naturalny']) {
        await expectFieldError(
          await send(fabricEndpoints.createFamily, { json: { name, priceGroupSlug: 'A', discount: 0 } }),
          'name',
          messages.fabricFamilySlugTaken(family.slug),
        );
      }
      expect(family.slug).toBe('len-naturalny');
      expect(await count('fabric_families')).toBe(before);
    });

    const broken: [string, Record<string, unknown>, string, string][] = [
      ['no price group', { priceGroupSlug: undefined }, 'priceGroupSlug', 'Wybierz grupę cenową'],
      ['a price group outside A–I', { priceGroupSlug: 'J' }, 'priceGroupSlug', 'Wybierz grupę cenową'],
      ['no name', { name: '  ' }, 'name', messages.requiredFieldsMissing],
      ['no discount', { discount: undefined }, 'discount', messages.requiredFieldsMissing],
      ['a discount of 100', { discount: 100 }, 'discount', 'Rabat: liczba całkowita od 0 do 99'],
      ['a fractional discount', { discount: 1.5 }, 'discount', 'Rabat: liczba całkowita od 0 do 99'],
      ['a description over 300', { descriptionPl: 'o'.repeat(301) }, 'descriptionPl', messages.tooLong(300)],
    ];
    it.each(broken)('refuses %s with its field, and writes nothing', async (_case, change, field, message) => {
      const before = await count('fabric_families');
      await expectFieldError(await send(fabricEndpoints.createFamily, { json: { name: unique('Zła rodzina'), priceGroupSlug: 'B', discount: 5, ...change } }), field, message);
      expect(await count('fabric_families')).toBe(before);
    });

    it('answers a family with its fabrics in Polish name order and the app configuration', async () => {
      const family = await newFamily();
      for (const name of ['Zielony', 'Łosoś', 'Lawenda', 'Beż']) await newFabric(family, { name });
      const detail = await familyDetail(family.slug);
      expect(detail.texture).toEqual({ ...family, fabricCount: 4 });
      expect(detail.fabrics.map((fabric) => fabric.name)).toEqual(['Beż', 'Lawenda', 'Łosoś', 'Zielony']);
      expect(detail.fabrics.every((fabric) => fabric.tcSlug === family.slug)).toBe(true);
      expect(Object.keys(detail.appConfiguration).sort()).toEqual(['defaultElementThumbUrl', 'texturesThumbsPath', 'thumbUrl']);
    });

    it('answers 404 for an unknown family slug', async () => {
      const response = await send(fabricEndpoints.family, { value: 'nie-ma-takiej-rodziny' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    });

    it('updates every edited field, keeps the name and bumps the version', async () => {
      const family = await newFamily({ priceGroupSlug: 'A', discount: 5 });
      const body = { descriptionPl: 'o'.repeat(1000), descriptionEn: 'Linen', priceGroupSlug: 'H', discount: 99, isActive: false, version: 1 };
      const updated = await jsonOf(await send(fabricEndpoints.updateFamily, { value: family._id, json: body }), 200, fabricFamilySchema.strict());
      const { version: _seen, ...fields } = body;
      expect(updated).toEqual({ ...family, ...fields, version: 2 });
      expect((await familyDetail(family.slug)).texture).toEqual(updated);
    });

    it('refuses an update from a stale version with CONFLICT and keeps the record', async () => {
      const family = await newFamily();
      const body = { descriptionPl: '', descriptionEn: '', priceGroupSlug: 'D', discount: 1, isActive: true };
      expect((await send(fabricEndpoints.updateFamily, { value: family._id, json: { ...body, version: 1 } })).status).toBe(200);
      const stale = await send(fabricEndpoints.updateFamily, { value: family._id, json: { ...body, discount: 2, version: 1 } });
      expect(stale.status).toBe(409);
      expect(conflictBodySchema.parse(await stale.json())).toMatchObject({ code: 'CONFLICT', kind: 'fabricFamily', recordId: family._id, version: 2 });
      expect((await familyDetail(family.slug)).texture).toMatchObject({ discount: 1, version: 2 });
    });

    it('answers 404 to an update of an unknown or malformed id', async () => {
      const body = { descriptionPl: '', descriptionEn: '', priceGroupSlug: 'D', discount: 1, isActive: true };
      for (const id of [UNKNOWN_ID, 'nie-uuid']) expect((await send(fabricEndpoints.updateFamily, { value: id, json: body })).status, id).toBe(404);
    });

    it('refuses an update without a price group', async () => {
      const family = await newFamily();
      const body = { descriptionPl: '', descriptionEn: '', discount: 1, isActive: true };
      await expectFieldError(await send(fabricEndpoints.updateFamily, { value: family._id, json: body }), 'priceGroupSlug', 'Wybierz grupę cenową');
    });
  });

  describe('fabrics', () => {
    it('creates a fabric with its defaults, counted by its family', async () => {
      const family = await newFamily();
      const response = await send(fabricEndpoints.createFabric, { json: { tcSlug: family.slug, name: 'Welur Grafit', fileUrl: 'welur-grafit.png' } });
      expect(await jsonOf(response, 201, fabricAnswerSchema)).toEqual({
        fabric: {
          _id: expect.any(String),
          name: 'Welur Grafit',
          slug: 'welur-grafit',
          tcSlug: family.slug,
          fileUrl: 'welur-grafit.png',
          thumbUrl: '',
          isActive: true,
          isDefault: false,
          colorCs: [],
          typeCs: [],
          propertyCs: [],
          defaultIn: [],
          version: 1,
        },
      });
      expect((await familyDetail(family.slug)).texture.fabricCount).toBe(1);
    });

    it('keeps a swatch, isActive false and isDefault true as sent', async () => {
      const family = await newFamily();
      const fabric = await newFabric(family, { fileUrl: 'len-bez.jpg', thumbUrl: 'probka-welur.png', isActive: false, isDefault: true });
      expect(fabric).toMatchObject({ fileUrl: 'len-bez.jpg', thumbUrl: 'probka-welur.png', isActive: false, isDefault: true });
    });

    it('refuses a file that is no uploaded texture, or not jpg/png, and writes nothing', async () => {
      const family = await newFamily();
      const before = await count('fabrics');
      const cases: [string, string, string][] = [
        ['fileUrl', 'brak-pliku.png', messages.fileMissing('brak-pliku.png')],
        // An uploaded image is not a texture.
        ['fileUrl', 'obraz-tkaniny.png', messages.fileMissing('obraz-tkaniny.png')],
        // An uploaded texture, but a gif.
        ['fileUrl', 'wzor.gif', 'Plik tkaniny musi być jpg lub png'],
        ['fileUrl', '', 'Wybierz plik tkaniny'],
        ['thumbUrl', 'brak-probki.png', messages.fileMissing('brak-probki.png')],
      ];
      for (const [field, name, message] of cases) {
        const json = { tcSlug: family.slug, name: unique('Odrzucona'), fileUrl: 'welur-grafit.png', [field]: name };
        await expectFieldError(await send(fabricEndpoints.createFabric, { json }), field, message);
      }
      expect(await count('fabrics')).toBe(before);
    });

    it('refuses an unknown family', async () => {
      const json = { tcSlug: 'nie-ma-takiej-rodziny', name: unique('Sierota'), fileUrl: 'welur-grafit.png' };
      await expectFieldError(await send(fabricEndpoints.createFabric, { json }), 'tcSlug', 'Nie ma takiej rodziny tkanin');
    });

    it('refuses a name twice in a family, but takes it in another family', async () => {
      const [first, second] = [await newFamily(), await newFamily()];
      const fabric = await newFabric(first, { name: 'Beż Piaskowy' });
      await expectFieldError(
        await send(fabricEndpoints.createFabric, { json: { tcSlug: first.slug, name: 'Beż Piaskowy', fileUrl: 'len-bez.jpg' } }),
        'name',
        messages.fabricSlugTaken(fabric.slug),
      );
      expect(await newFabric(second, { name: 'Beż Piaskowy' })).toMatchObject({ slug: fabric.slug, tcSlug: second.slug });
      expect((await familyDetail(first.slug)).texture.fabricCount).toBe(1);
    });

    it('keeps one default fabric per family: the last marked', async () => {
      const family = await newFamily();
      const first = await newFabric(family, { name: 'Domyślna A', isDefault: true });
      const second = await newFabric(family, { name: 'Domyślna B', isDefault: true });
      expect(second.isDefault).toBe(true);
      const { fabrics } = await familyDetail(family.slug);
      expect(fabrics.map((fabric) => [fabric._id, fabric.isDefault])).toEqual([
        [first._id, false],
        [second._id, true],
      ]);
    });

    it('answers a fabric with its family, the price groups, every parameter and its own', async () => {
      const family = await newFamily();
      const fabric = await newFabric(family);
      const [color, type, property] = [await newParameter('color'), await newParameter('type'), await newParameter('property')];
      await send(fabricEndpoints.assignColor, { json: { fabricId: fabric._id, assign: true, slug: color.slug } });
      const detail = await fabricDetail(fabric._id);
      expect(detail.texture).toEqual({ ...family, fabricCount: 1 });
      expect(detail.fabric).toEqual({ ...fabric, colorCs: [color.slug], version: expect.any(Number) });
      expect(detail.priceGroups.map((group) => group.slug)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
      expect(detail.fabricColors).toContainEqual(color);
      expect(detail.fabricTypes).toContainEqual(type);
      expect(detail.fabricProperties).toContainEqual(property);
      expect(detail.fabricColors.every((parameter) => parameter.objectType === 'color')).toBe(true);
      expect(detail.fabricItems).toEqual({ fabricHasColors: [color.slug], fabricHasTypes: [], fabricHasProperties: [] });
    });

    it('answers 404 for an unknown or malformed fabric id', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await send(fabricEndpoints.fabric, { value: id });
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });

    it('updates every field of a fabric and bumps its version', async () => {
      const family = await newFamily();
      const fabric = await newFabric(family);
      const body = { name: fabric.name, fileUrl: 'len-bez.jpg', thumbUrl: 'probka-welur.png', isActive: false, isDefault: true, version: 1 };
      const { fabric: updated } = await jsonOf(await send(fabricEndpoints.updateFabric, { value: fabric._id, json: body }), 200, fabricAnswerSchema);
      expect(updated).toEqual({ ...fabric, fileUrl: 'len-bez.jpg', thumbUrl: 'probka-welur.png', isActive: false, isDefault: true, version: 2 });
      expect((await fabricDetail(fabric._id)).fabric).toEqual(updated);
      const stale = await send(fabricEndpoints.updateFabric, { value: fabric._id, json: body });
      expect([stale.status, ((await stale.json()) as { code?: string }).code]).toEqual([409, 'CONFLICT']);
    });

    it('refuses an update to a file that is no uploaded texture', async () => {
      const fabric = await newFabric(await newFamily());
      const body = { name: fabric.name, fileUrl: 'nie-ma.png', thumbUrl: '', isActive: true, isDefault: false };
      await expectFieldError(await send(fabricEndpoints.updateFabric, { value: fabric._id, json: body }), 'fileUrl', messages.fileMissing('nie-ma.png'));
    });

    it('deletes a fabric no collection uses; it is then gone', async () => {
      const family = await newFamily();
      const fabric = await newFabric(family);
      const deleted = await jsonOf(await send(fabricEndpoints.removeFabric, { value: fabric._id, json: {} }), 200, fabricDeletedSchema.strict());
      // The answer is the record as it was; the delete bumps its version, as every recorded write.
      expect(deleted).toEqual({ deleted: { fabrics: 1, collectionDefaults: 0 }, fabric: { ...fabric, version: expect.any(Number) } });
      expect((await send(fabricEndpoints.fabric, { value: fabric._id })).status).toBe(404);
      expect((await familyDetail(family.slug)).texture.fabricCount).toBe(0);
      expect((await send(fabricEndpoints.removeFabric, { value: fabric._id, json: {} })).status).toBe(404);
    });
  });

  describe('filter parameters', () => {
    it('creates a colour with its rgb lower-cased', async () => {
      const response = await send(fabricEndpoints.createColor, { json: { name: 'Żółty Słoneczny', rgb: 'C8A27A', displayOrd: 3 } });
      expect(await jsonOf(response, 201, fabricParameterSchema.strict())).toEqual({
        _id: expect.any(String),
        objectType: 'color',
        name: 'Żółty Słoneczny',
        slug: 'zolty-sloneczny',
        rgb: 'c8a27a',
        isActive: true,
        displayOrd: 3,
        version: 1,
      });
    });

    it('creates types and properties without an rgb', async () => {
      for (const kind of ['type', 'property'] as const) {
        const name = unique(kind === 'type' ? 'Plecionka' : 'Wodoodporna');
        const response = await send(CREATE_PARAMETER[kind], { json: { name, displayOrd: 7, isActive: false } });
        expect(await jsonOf(response, 201, fabricParameterSchema.strict())).toEqual({
          _id: expect.any(String),
          objectType: kind,
          name,
          slug: slugify(name),
          rgb: null,
          isActive: false,
          displayOrd: 7,
          version: 1,
        });
      }
    });

    it('refuses a colour whose rgb is not 6 hexadecimal characters', async () => {
      const before = await count('fabric_parameters');
      for (const rgb of ['abc', 'ggg000', '#c8a27']) {
        await expectFieldError(await send(fabricEndpoints.createColor, { json: { name: unique('Kolor'), rgb, displayOrd: 1 } }), 'rgb', messages.rgbInvalid);
      }
      expect(await count('fabric_parameters')).toBe(before);
    });

    it('lists each kind by displayOrd, then name in Polish order', async () => {
      const tag = unique('Lista');
      const make = (kind: FabricParameterKind, name: string, displayOrd: number) => newParameter(kind, { name: `${name} ${tag}`, displayOrd });
      const colors = [await make('color', 'Zielony', 2), await make('color', 'Łososiowy', 1), await make('color', 'Lazurowy', 1), await make('color', 'Biały', 10)];
      const types = [await make('type', 'Welur', 0), await make('type', 'Aksamit', 5)];
      const properties = [await make('property', 'Łatwe czyszczenie', 3), await make('property', 'Antyalergiczna', 3)];
      const list = await jsonOf(await send(fabricEndpoints.parameters), 200, fabricParametersSchema.strict());
      const mine = (entries: FabricParameter[], made: FabricParameter[]) => entries.filter((entry) => made.some((m) => m._id === entry._id)).map((entry) => entry.name.replace(` ${tag}`, ''));
      expect(mine(list.fabricColors, colors)).toEqual(['Lazurowy', 'Łososiowy', 'Zielony', 'Biały']);
      expect(mine(list.fabricTypes, types)).toEqual(['Welur', 'Aksamit']);
      expect(mine(list.fabricProperties, properties)).toEqual(['Antyalergiczna', 'Łatwe czyszczenie']);
      expect(list.fabricColors).toContainEqual(colors[0]);
      expect(list.fabricTypes.every((entry) => entry.objectType === 'type' && entry.rgb === null)).toBe(true);
    });

    it('updates only the fields sent: the toggle changes isActive and keeps the name', async () => {
      const color = await newParameter('color', { rgb: 'aabbcc' });
      const response = await send(fabricEndpoints.updateParameter, { value: color._id, json: { objectType: 'color', isActive: false } });
      expect(await jsonOf(response, 200, fabricParameterSchema.strict())).toEqual({ ...color, isActive: false, version: 2 });
    });

    it('answers 404 when objectType is not the kind of the record, or the id is unknown', async () => {
      const type = await newParameter('type');
      for (const [id, objectType] of [
        [type._id, 'color'],
        [type._id, 'property'],
        [UNKNOWN_ID, 'type'],
      ] as const) {
        expect((await send(fabricEndpoints.updateParameter, { value: id, json: { objectType, isActive: false } })).status, objectType).toBe(404);
      }
      const list = await jsonOf(await send(fabricEndpoints.parameters), 200, fabricParametersSchema);
      expect(list.fabricTypes).toContainEqual(type);
    });

    it('refuses an rgb for a type', async () => {
      const type = await newParameter('type');
      await expectFieldError(
        await send(fabricEndpoints.updateParameter, { value: type._id, json: { objectType: 'type', rgb: 'aabbcc' } }),
        'rgb',
        'Kod koloru mają tylko kolory',
      );
    });
  });

  describe('assigning parameters to a fabric', () => {
    const kinds: [FabricParameterKind, 'colorCs' | 'typeCs' | 'propertyCs'][] = [
      ['color', 'colorCs'],
      ['type', 'typeCs'],
      ['property', 'propertyCs'],
    ];
    it.each(kinds)('assigns a %s once, however often sent, and removes it', async (kind, field) => {
      const fabric = await newFabric(await newFamily());
      const parameter = await newParameter(kind);
      const assign = async (assigned: boolean) =>
        (await jsonOf(await send(ASSIGN_PARAMETER[kind], { json: { fabricId: fabric._id, assign: assigned, slug: parameter.slug } }), 200, fabricAnswerSchema)).fabric;
      expect((await assign(true))[field]).toEqual([parameter.slug]);
      expect((await assign(true))[field]).toEqual([parameter.slug]);
      expect((await fabricDetail(fabric._id)).fabric[field]).toEqual([parameter.slug]);
      expect((await assign(false))[field]).toEqual([]);
      // Removing what is not there changes nothing.
      expect(await assign(false)).toMatchObject({ [field]: [], name: fabric.name });
      expect((await fabricDetail(fabric._id)).fabric[field]).toEqual([]);
    });

    it.each(kinds)('refuses an unknown %s slug next to the field', async (kind) => {
      const fabric = await newFabric(await newFamily());
      const response = await send(ASSIGN_PARAMETER[kind], { json: { fabricId: fabric._id, assign: true, slug: 'nie-ma-takiego-parametru' } });
      expect(response.status).toBe(400);
      expect((await response.json()) as unknown).toMatchObject({ errors: [{ field: 'slug', message: expect.any(String) }] });
    });

    it("refuses a colour's slug sent to assign-type", async () => {
      const fabric = await newFabric(await newFamily());
      const color = await newParameter('color', { name: unique('Tylko kolor') });
      const response = await send(fabricEndpoints.assignType, { json: { fabricId: fabric._id, assign: true, slug: color.slug } });
      expect(response.status).toBe(400);
      expect(errorSchema.parse(await response.json()).errors?.map((error) => error.field)).toEqual(['slug']);
      expect((await fabricDetail(fabric._id)).fabric).toMatchObject({ colorCs: [], typeCs: [] });
    });
  });

  describe("a collection's fabric families", () => {
    it('lists every family by price group then name, no assignments and the price groups', async () => {
      const collection = await newCollection();
      const tag = unique('Grupa');
      const zeta = await newFamily({ name: `Zeta ${tag}`, priceGroupSlug: 'B' });
      const laka = await newFamily({ name: `Łąka ${tag}`, priceGroupSlug: 'A' });
      const len = await newFamily({ name: `Len ${tag}`, priceGroupSlug: 'A' });
      const answer = await textures(collection.collection.slug);
      const mine = answer.allTexturesCollections.filter((family) => [zeta._id, laka._id, len._id].includes(family._id));
      expect(mine).toEqual([len, laka, zeta]);
      expect(answer.collectionTextures).toEqual([]);
      expect(answer.priceGroups.map((group) => group.slug)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    });

    it('answers 404 for an unknown collection', async () => {
      const response = await send(fabricEndpoints.collectionTextures, { value: 'nie-ma-takiej-kolekcji' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    });

    it('assigns a family once however often sent, named by the family, and unassigns it', async () => {
      const collection = await newCollection();
      const family = await newFamily();
      const entry = { tcSlug: family.slug, cSlug: collection.collection.slug, isDefault: false, defaultFabricId: null };
      const first = await jsonOf(await assignFamily(family, collection), 200, collectionTexturesSchema.strict());
      expect(first.collectionTextures).toEqual([entry]);
      expect(first.priceGroups).toHaveLength(9);
      expect((await jsonOf(await assignFamily(family, collection), 200, collectionTexturesSchema)).collectionTextures).toEqual([entry]);
      expect((await textures(collection.collection.slug)).collectionTextures).toEqual([entry]);
      expect((await familyDetail(family.slug)).texture.assignedTo).toEqual([named(collection)]);

      const removed = await jsonOf(await assignFamily(family, collection, false), 200, collectionTexturesSchema);
      expect(removed.collectionTextures).toEqual([]);
      expect((await familyDetail(family.slug)).texture.assignedTo).toEqual([]);
    });

    it('refuses an unknown family or collection', async () => {
      const collection = await newCollection();
      const family = await newFamily();
      const unknownFamily = await send(fabricEndpoints.assignFamily, { json: { tcSlug: 'nie-ma-rodziny', cSlug: collection.collection.slug, assigned: true } });
      expect(unknownFamily.status).toBe(400);
      expect(errorSchema.parse(await unknownFamily.json()).errors).toEqual([{ field: 'tcSlug', message: 'Nie ma takiej rodziny tkanin' }]);
      const unknownCollection = await send(fabricEndpoints.assignFamily, { json: { tcSlug: family.slug, cSlug: 'nie-ma-kolekcji', assigned: true } });
      await expectFieldError(unknownCollection, 'cSlug', messages.unknownCollection);
      expect((await familyDetail(family.slug)).texture.assignedTo).toEqual([]);
    });

    it('sets a default, assigning its family, and keeps one default per collection', async () => {
      const collection = await newCollection();
      const [first, second] = [await newFamily(), await newFamily()];
      const [a1] = [await newFabric(first), await newFabric(first)];
      const b1 = await newFabric(second);
      const cSlug = collection.collection.slug;

      // Choosing a default assigns its family (default forces assigned).
      const set = await jsonOf(await setDefault(first, collection, a1!), 200, collectionTexturesSchema.strict());
      expect(set.collectionTextures).toEqual([{ tcSlug: first.slug, cSlug, isDefault: true, defaultFabricId: a1!._id }]);
      expect((await fabricDetail(a1!._id)).fabric.defaultIn).toEqual([named(collection)]);

      // Another family's fabric takes the default over.
      expect((await assignFamily(second, collection)).status).toBe(200);
      const moved = await jsonOf(await setDefault(second, collection, b1), 200, collectionTexturesSchema);
      expect(bySlug(moved.collectionTextures)).toEqual(
        bySlug([
          { tcSlug: first.slug, cSlug, isDefault: false, defaultFabricId: null },
          { tcSlug: second.slug, cSlug, isDefault: true, defaultFabricId: b1._id },
        ]),
      );
      expect((await fabricDetail(a1!._id)).fabric.defaultIn).toEqual([]);
      expect((await fabricDetail(b1._id)).fabric.defaultIn).toEqual([named(collection)]);
      expect((await familyDetail(first.slug)).texture.assignedTo).toEqual([named(collection)]);
    });

    it("refuses a default that is not the family's fabric", async () => {
      const collection = await newCollection();
      const [first, second] = [await newFamily(), await newFamily()];
      await newFabric(first);
      const foreign = await newFabric(second);
      await expectFieldError(await setDefault(first, collection, foreign), 'defaultFabricId', 'Domyślna tkanina musi należeć do tej rodziny');
      expect((await textures(collection.collection.slug)).collectionTextures).toEqual([]);
    });

    it('clears the default when its family is unassigned', async () => {
      const collection = await newCollection();
      const [first, second] = [await newFamily(), await newFamily()];
      const fabric = await newFabric(second);
      expect((await assignFamily(first, collection)).status).toBe(200);
      expect((await setDefault(second, collection, fabric)).status).toBe(200);
      const after = await jsonOf(await assignFamily(second, collection, false), 200, collectionTexturesSchema);
      expect(after.collectionTextures).toEqual([{ tcSlug: first.slug, cSlug: collection.collection.slug, isDefault: false, defaultFabricId: null }]);
      expect((await fabricDetail(fabric._id)).fabric.defaultIn).toEqual([]);
      expect((await familyDetail(second.slug)).texture.assignedTo).toEqual([]);
    });
  });

  describe('deletes that remove assignments (D9)', () => {
    it('deletes a family no collection uses without confirmation', async () => {
      const family = await newFamily();
      const fabric = await newFabric(family);
      const answer = await jsonOf(await send(fabricEndpoints.removeFamily, { value: family._id, json: {} }), 200, fabricFamilyDeletedSchema.strict());
      expect(answer).toEqual({ deleted: { fabricFamilies: 1, fabrics: 1, collectionAssignments: 0 }, texture: { ...family, fabricCount: 1, version: expect.any(Number) } });
      expect((await send(fabricEndpoints.family, { value: family.slug })).status).toBe(404);
      expect((await send(fabricEndpoints.fabric, { value: fabric._id })).status).toBe(404);
    });

    it('asks before deleting a family assigned to a collection, then deletes it with its fabrics', async () => {
      const collection = await newCollection();
      const family = await newFamily();
      await newFabric(family);
      await newFabric(family);
      expect((await assignFamily(family, collection)).status).toBe(200);
      const before = await Promise.all([count('fabric_families'), count('fabrics'), count('collection_fabric_families')]);

      const asked = await send(fabricEndpoints.removeFamily, { value: family._id, json: {} });
      expect(asked.status).toBe(409);
      expect(errorSchema.parse(await asked.json()).message).toBe(messages.fabricFamilyAssigned([collection.collection.name]));
      expect(await Promise.all([count('fabric_families'), count('fabrics'), count('collection_fabric_families')])).toEqual(before);
      expect((await familyDetail(family.slug)).texture.fabricCount).toBe(2);

      const confirmed = await send(fabricEndpoints.removeFamily, { value: family._id, query: 'confirmed=true' });
      expect(await jsonOf(confirmed, 200, fabricFamilyDeletedSchema.strict())).toEqual({
        deleted: { fabricFamilies: 1, fabrics: 2, collectionAssignments: 1 },
        texture: { ...family, fabricCount: 2, assignedTo: [named(collection)], version: expect.any(Number) },
      });
      const after = await textures(collection.collection.slug);
      expect(after.collectionTextures).toEqual([]);
      expect(after.allTexturesCollections.map((entry) => entry._id)).not.toContain(family._id);
      expect(await Promise.all([count('fabric_families'), count('fabrics'), count('collection_fabric_families')])).toEqual([before[0] - 1, before[1] - 2, before[2] - 1]);
    });

    it("asks before deleting a collection's default fabric, then leaves the collection without one", async () => {
      const collection = await newCollection();
      const family = await newFamily();
      const fabric = await newFabric(family);
      expect((await setDefault(family, collection, fabric)).status).toBe(200);

      const asked = await send(fabricEndpoints.removeFabric, { value: fabric._id, json: {} });
      expect(asked.status).toBe(409);
      expect(errorSchema.parse(await asked.json()).message).toBe(messages.fabricIsDefault([collection.collection.name]));
      expect((await fabricDetail(fabric._id)).fabric.defaultIn).toEqual([named(collection)]);

      const confirmed = await send(fabricEndpoints.removeFabric, { value: fabric._id, query: 'confirmed=true' });
      const answer = await jsonOf(confirmed, 200, fabricDeletedSchema.strict());
      expect(answer.deleted).toEqual({ fabrics: 1, collectionDefaults: 1 });
      expect(answer.fabric._id).toBe(fabric._id);
      expect((await textures(collection.collection.slug)).collectionTextures).toEqual([
        { tcSlug: family.slug, cSlug: collection.collection.slug, isDefault: false, defaultFabricId: null },
      ]);
    });

    it('counts and removes a collection\'s family assignments with the collection (D8); the families stay', async () => {
      const collection = await newCollection();
      const [first, second] = [await newFamily(), await newFamily()];
      const fabric = await newFabric(first);
      expect((await assignFamily(second, collection)).status).toBe(200);
      expect((await setDefault(first, collection, fabric)).status).toBe(200);
      const detail = (await (await t.call(`/api/cms/collection/${collection.collection.slug}`, { token: admin })).json()) as { deletionImpact: unknown };
      expect(detail.deletionImpact).toMatchObject({ fabricAssignments: 2 });

      const deleted = await t.call(`/api/cms/collection/delete/${collection.collection._id}`, { method: 'POST', token: admin });
      expect(deleted.status).toBe(200);
      expect(((await deleted.json()) as { deleted: unknown }).deleted).toMatchObject({ collections: 1, fabricAssignments: 2 });
      expect((await familyDetail(first.slug)).texture.assignedTo).toEqual([]);
      expect((await fabricDetail(fabric._id)).fabric.defaultIn).toEqual([]);
    });

    it('undoes a family delete with its fabrics and its assignment', async () => {
      const collection = await newCollection();
      const family = await newFamily();
      const fabric = await newFabric(family);
      expect((await setDefault(family, collection, fabric)).status).toBe(200);
      expect((await send(fabricEndpoints.removeFamily, { value: family._id, query: 'confirmed=true' })).status).toBe(200);
      const [entry] = await historyOf('fabricFamily', family._id);
      expect(entry?.operation).toBe('delete');
      const undone = await t.call(`/api/cms/history/undo/${entry!._id}`, { method: 'POST', json: {}, token: admin });
      expect(undone.status, await undone.clone().text()).toBe(200);
      expect((await familyDetail(family.slug)).fabrics.map((restored) => restored._id)).toEqual([fabric._id]);
      expect((await textures(collection.collection.slug)).collectionTextures).toEqual([
        { tcSlug: family.slug, cSlug: collection.collection.slug, isDefault: true, defaultFabricId: fabric._id },
      ]);
    });

    it('answers 404 to deleting an unknown family', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) expect((await send(fabricEndpoints.removeFamily, { value: id, query: 'confirmed=true' })).status, id).toBe(404);
    });
  });

  describe("a client configuration's fabrics", () => {
    it("answers the catalogue fabrics its lines' materials name, with their families, to administrators only", async () => {
      const collection = await newCollection();
      const family = await newFamily();
      const fabric = await newFabric(family, { name: unique('Aksamit Grafit') });
      await newFabric(family, { name: unique('Aksamit Nieużyty') });
      const salonUser = await t.kit.user().salon('Salon Konfiguracji').create();
      const saved = await t.kit
        .clientConfiguration()
        .inCollection(collection)
        .withKits([
          {
            id: 'k1',
            name: 'Zestaw',
            displayWidth: '80 cm',
            displayDepth: '95 cm',
            displayTotalPrice: '1 000,00 zł',
            elements: [configurationLine('MOD-1', { displayMaterial: `Tkanina ${fabric.name.toUpperCase()}` }), configurationLine('MOD-2', { displayMaterial: 'Skóra spoza katalogu' })],
          },
        ])
        .create();
      const detail = (await (await t.call(`/api/cms/client/configuration/${saved._id}`, { token: admin })).json()) as { fabs: Fabric[]; textures: FabricFamily[] };
      expect(detail.fabs.map((named) => named._id)).toEqual([fabric._id]);
      expect(detail.textures.map((named) => named._id)).toEqual([family._id]);
      const salonToken = await t.signIn(salonUser.email, salonUser.password);
      const asSalon = (await (await t.call(`/api/cms/client/configuration/${saved._id}`, { token: salonToken })).json()) as { fabs: unknown[]; textures: unknown[] };
      expect([asSalon.fabs, asSalon.textures]).toEqual([[], []]);
    });
  });

  describe('texture files named by fabrics', () => {
    const deleteFile = async (name: string) => {
      const file = await t.db.selectFrom('files').select('id').where('kind', '=', 'texture').where('name', '=', name).executeTakeFirstOrThrow();
      return t.call(`/api/upload/cloud/files/delete/${file.id}`, { method: 'POST', json: { _id: file.id, fileType: 'texture', fileName: name }, token: admin });
    };

    it('refuses to delete a texture or swatch a fabric names, naming the fabric and its family', async () => {
      const family = await newFamily();
      const fabric = await newFabric(family, { name: unique('Tkanina z pliku'), fileUrl: 'tkanina-uzywana.png', thumbUrl: 'probka-uzywana.jpeg' });
      for (const [name, use] of [
        ['tkanina-uzywana.png', 'fabricTexture'],
        ['probka-uzywana.jpeg', 'fabricSwatch'],
      ] as const) {
        const response = await deleteFile(name);
        expect(response.status, name).toBe(409);
        const body = fileInUseSchema.parse(await response.json());
        // Listed in its family: the place a link to the fabric needs.
        expect(body.usedBy).toEqual([expect.objectContaining({ use, _id: fabric._id, collectionSlug: family.slug })]);
        expect(body.message).toBe(fileDeleteBlocker(name, body.usedBy));
        expect(body.message).toContain(fabric.name);
        expect(body.message).toContain(use === 'fabricTexture' ? 'tkanina' : 'próbka tkaniny');
      }
      expect(await t.db.selectFrom('files').select('name').where('kind', '=', 'texture').where('name', '=', 'tkanina-uzywana.png').executeTakeFirst()).toBeDefined();
    });
  });

  describe('history', () => {
    const undo = (entryId: string) => t.call(`/api/cms/history/undo/${entryId}`, { method: 'POST', json: {}, token: admin });

    it("records a family's create and update", async () => {
      const family = await newFamily({ discount: 3 });
      const body = { descriptionPl: 'Nowy opis', descriptionEn: '', priceGroupSlug: family.priceGroupSlug, discount: 4, isActive: true };
      expect((await send(fabricEndpoints.updateFamily, { value: family._id, json: body })).status).toBe(200);
      const entries = await historyOf('fabricFamily', family._id);
      expect(entries.map((entry) => [entry.operation, entry.recordName, entry.kind])).toEqual([
        ['update', family.name, 'fabricFamily'],
        ['create', family.name, 'fabricFamily'],
      ]);
      expect(entries[0]!.changes).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'discount', before: 3, after: 4 }), expect.objectContaining({ field: 'descriptionPl', before: '', after: 'Nowy opis' })]),
      );
    });

    it("records an assignment and a default as changes of the collection's offer, and undoes them", async () => {
      const collection = await newCollection();
      const family = await newFamily();
      const fabric = await newFabric(family);
      expect((await assignFamily(family, collection)).status).toBe(200);
      expect((await setDefault(family, collection, fabric)).status).toBe(200);
      const [defaultEntry, assignEntry] = await historyOf('collection', collection.collection._id);
      expect(assignEntry).toMatchObject({ operation: 'update', changes: [{ field: 'fabricFamilies', before: [], after: [{ _id: family.slug, name: family.name }] }] });
      expect(defaultEntry).toMatchObject({ operation: 'update', changes: [{ field: 'defaultFabric', before: [], after: [{ _id: fabric._id, name: `${fabric.name} (${family.name})` }] }] });

      const undo = (entryId: string) => t.call(`/api/cms/history/undo/${entryId}`, { method: 'POST', json: {}, token: admin });
      expect((await undo(defaultEntry!._id)).status).toBe(200);
      expect((await textures(collection.collection.slug)).collectionTextures).toEqual([
        { tcSlug: family.slug, cSlug: collection.collection.slug, isDefault: false, defaultFabricId: null },
      ]);
      expect((await undo(assignEntry!._id)).status).toBe(200);
      expect((await textures(collection.collection.slug)).collectionTextures).toEqual([]);
    });

    it('undoes a fabric delete: the fabric is back, the default of the collections it was', async () => {
      const family = await newFamily();
      const fabric = await newFabric(family, { name: unique('Przywrócona') });
      const [chosen, other] = [await newCollection(), await newCollection()];
      for (const collection of [chosen, other]) expect((await setDefault(family, collection, fabric)).status).toBe(200);
      expect((await send(fabricEndpoints.removeFabric, { value: fabric._id, json: {}, query: 'confirmed=true' })).status).toBe(200);
      // Meanwhile `other` chose another default: it keeps it.
      const replacement = await newFabric(family, { name: unique('Zastępcza') });
      expect((await setDefault(family, other, replacement)).status).toBe(200);
      const [entry] = await historyOf('fabric', fabric._id);
      // The place a link to the fabric needs (its family) is named while the fabric exists.
      expect(entry).toMatchObject({ operation: 'delete', recordName: fabric.name, undoable: true, collectionSlug: null });
      const answer = await undo(entry!._id);
      expect(answer.status, await answer.clone().text()).toBe(200);
      expect(historyUndoneSchema.parse(await answer.json()).entry).toMatchObject({ operation: 'restore', undoes: entry!._id, collectionSlug: family.slug });
      const restored = (await fabricDetail(fabric._id)).fabric;
      expect({ ...restored, version: 0, defaultIn: [] }).toEqual({ ...fabric, version: 0, defaultIn: [] });
      expect(restored.defaultIn.map((collection) => collection.slug)).toEqual([chosen.collection.slug]);
      expect((await textures(other.collection.slug)).collectionTextures).toEqual([
        { tcSlug: family.slug, cSlug: other.collection.slug, isDefault: true, defaultFabricId: replacement._id },
      ]);
      expect((await familyDetail(family.slug)).texture.fabricCount).toBe(2);
    });
  });
});
