import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Endpoint } from '@meble/domain/endpoint';
import type { Fabric, FabricFamily, FabricParameter } from '@meble/domain/fabric';
import { fabricEndpoints } from '@meble/domain/fabric-endpoints';
import { fileDeleteBlocker } from '@meble/domain/file-uses';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import type { OperationStore } from '@meble/gateway/persisted-operations';
import { TEST_JWT_SECRET } from '../kit/api.ts';
import { createTestGraph, roundCounter, type GraphResult, type TestGraph } from '../kit/graph.ts';

/** A store that holds no operation: the counted documents are sent as text by a signed-in caller (no viewer call). */
const NO_OPERATIONS: OperationStore = { byId: () => undefined, holds: () => false };

// Texture files the fabrics name (D12: a fabric's file must be an uploaded texture).
const TEXTURES = ['welur-grafit.png', 'len-bez.jpg', 'plik-w-uzyciu.png'];

const gid = (type: string, id: string) => encodeGlobalID(type, id);

interface Edges<T> {
  edges: { node: T }[];
}
interface ErrorAnswer {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  currentVersion?: number;
}

const COLLECTION_TEXTURES = `query ($slug: String!, $id: ID!) {
  collection(slug: $slug) {
    textures {
      id name priceGroup
      fabrics { edges { node { id name colors { name rgb } } } }
      kitPrices(collection: $id) { kit { name } grosze }
    }
    defaultFabric { name family { name } }
  }
}`;
interface TexturesView {
  collection: {
    textures: {
      id: string;
      name: string;
      priceGroup: string;
      fabrics: Edges<{ id: string; name: string; colors: { name: string; rgb: string }[] }>;
      kitPrices: { kit: { name: string }; grosze: number | null }[];
    }[];
    defaultFabric: { name: string; family: { name: string } } | null;
  };
}

const FAMILIES = `query ($group: PriceGroupCode) { fabricFamilies(priceGroup: $group) { name priceGroup fabrics { edges { node { name } } } } }`;
interface FamiliesView {
  fabricFamilies: { name: string; priceGroup: string; fabrics: Edges<{ name: string }> }[];
}

const FAMILY = `query ($slug: String!, $filter: String) { fabricFamily(slug: $slug) { name fabricCount fabrics(filter: $filter) { edges { node { name } } } } }`;
interface FamilyView {
  fabricFamily: { name: string; fabricCount: number; fabrics: Edges<{ name: string }> } | null;
}

const ERROR_FIELDS = '__typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }';
const CREATE_FAMILY = `mutation ($input: FabricFamilyInput!) { createFabricFamily(input: $input) { ${ERROR_FIELDS} ... on FabricFamilyPayload { family { id name slug priceGroup discountPercent fabricCount } } } }`;
const FABRIC_ANSWER = `fabric { id name fileUrl version colors { name } } family { name fabricCount }`;
const CREATE_FABRIC = `mutation ($familyId: ID!, $input: FabricInput!) { createFabric(familyId: $familyId, input: $input) { ${ERROR_FIELDS} ... on FabricPayload { ${FABRIC_ANSWER} } } }`;
const UPDATE_FABRIC = `mutation ($id: ID!, $input: FabricInput!, $version: Int) { updateFabric(id: $id, input: $input, version: $version) { ${ERROR_FIELDS} ... on ConflictError { currentVersion } ... on FabricPayload { ${FABRIC_ANSWER} } } }`;
const TAG_FABRIC = `mutation ($fabricId: ID!, $parameterId: ID!, $tagged: Boolean!) { tagFabric(fabricId: $fabricId, parameterId: $parameterId, tagged: $tagged) { ${ERROR_FIELDS} ... on FabricPayload { ${FABRIC_ANSWER} } } }`;
const PARAMETER_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) { setFabricParameterActive(id: $id, isActive: $isActive) { ${ERROR_FIELDS} ... on FabricParameterPayload { color { id isActive } type { id } } } }`;
const TEXTURES_ANSWER = `... on CollectionTexturesPayload { collection { textures { name } defaultFabric { name } } }`;
const ASSIGN = `mutation ($collectionId: ID!, $familyId: ID!, $assigned: Boolean!) { assignFabricFamily(collectionId: $collectionId, familyId: $familyId, assigned: $assigned) { ${ERROR_FIELDS} ${TEXTURES_ANSWER} } }`;
const SET_DEFAULT = `mutation ($collectionId: ID!, $familyId: ID!, $fabricId: ID) { setCollectionDefaultFabric(collectionId: $collectionId, familyId: $familyId, fabricId: $fabricId) { ${ERROR_FIELDS} ${TEXTURES_ANSWER} } }`;
const DELETE_FAMILY = `mutation ($id: ID!, $confirmed: Boolean) { deleteFabricFamily(id: $id, confirmed: $confirmed) { ${ERROR_FIELDS} ... on DeleteFabricFamilyPayload { deletedId deletedFabrics deletedCollectionAssignments } } }`;
const DELETE_FABRIC = `mutation ($id: ID!, $confirmed: Boolean) { deleteFabric(id: $id, confirmed: $confirmed) { ${ERROR_FIELDS} ... on DeleteFabricPayload { deletedId deletedCollectionDefaults family { fabricCount } } } }`;
interface TexturesPayload extends ErrorAnswer {
  collection?: { textures: { name: string }[]; defaultFabric: { name: string } | null };
}

describe('fabrics through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let salon: string;
  const counter = roundCounter((request, context) => Promise.resolve(g.t.api.fetch(request, { ...context })));
  let counting: Gateway;

  beforeAll(async () => {
    g = await createTestGraph();
    await g.t.kit.files('texture', TEXTURES);
    [admin, salon] = await Promise.all([g.tokenFor('admin'), g.tokenFor('salon')]);
    counting = createGateway({ upstream: counter.upstream, log: silentLogger, persistedOperations: NO_OPERATIONS, sessionKey: TEST_JWT_SECRET });
  });
  afterAll(() => g.close());

  // ---- Records, made over REST ----

  /** Calls the endpoint of the table as the administrator; throws on anything but 2xx. */
  async function rest<T>(endpoint: Endpoint, json: unknown, value = ''): Promise<T> {
    const path = endpoint.path.replace(/\{\w+\}/, encodeURIComponent(value));
    const response = await g.t.call(path, { method: endpoint.method.toUpperCase(), token: admin, json });
    if (!response.ok) throw new Error(`${endpoint.method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  const newFamily = (name: string, priceGroupSlug: string, discount = 0) => rest<FabricFamily>(fabricEndpoints.createFamily, { name, priceGroupSlug, discount });
  const newFabric = async (family: FabricFamily, name: string, fileUrl = 'welur-grafit.png') =>
    (await rest<{ fabric: Fabric }>(fabricEndpoints.createFabric, { tcSlug: family.slug, name, fileUrl })).fabric;
  const newColor = (name: string, rgb: string) => rest<FabricParameter>(fabricEndpoints.createColor, { name, rgb, displayOrd: 1 });
  const tag = (fabric: Fabric, color: FabricParameter) => rest(fabricEndpoints.assignColor, { fabricId: fabric._id, assign: true, slug: color.slug });
  const assign = (family: FabricFamily, cSlug: string) => rest(fabricEndpoints.assignFamily, { tcSlug: family.slug, cSlug, assigned: true });
  const setDefault = (family: FabricFamily, cSlug: string, fabric: Fabric) => rest(fabricEndpoints.setDefaultFabric, { tcSlug: family.slug, cSlug, defaultFabricId: fabric._id });
  /** A collection with one kit of two elements (A 1 500,00 zł, C 1 700,00 zł, D–I no price, each). */
  async function collectionWithKit(name: string, kitName: string): Promise<string> {
    const seeded = await g.t.kit.collection().name(name).create();
    await g.t.kit.elementKit().inCollection(seeded).name(kitName).create();
    return seeded.collection.slug;
  }

  /** Runs a query through the round-counting gateway: its data and the upstream calls of each round. */
  async function inRounds<T>(query: string, variables: Record<string, unknown>, slugs: readonly string[] = []): Promise<{ data: T; rounds: string[][] }> {
    const answer = Promise.resolve(
      counting.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query, variables }),
      }),
    ).then((response) => response.json() as Promise<GraphResult<T>>);
    const { value, rounds } = await counter.rounds(answer);
    expect(value.errors).toBeUndefined();
    // Slugs named so that calls for two collections compare equal (callShapes names only /collection/{slug}).
    const named = rounds.map((round) =>
      round.map((call) => slugs.reduce((text, slug) => text.replaceAll(slug, '{slug}'), call).replace(/^GET \/api\/cms\/texture\/[^/{]+$/, 'GET /api/cms/texture/{slug}')).sort(),
    );
    return { data: value.data!, rounds: named };
  }

  const names = <T extends { name: string }>(connection: Edges<T>) => connection.edges.map((edge) => edge.node.name);

  describe("a collection's fabric families", () => {
    let small: string;
    let large: string;
    let bare: string;
    let largeFamilies: FabricFamily[];

    beforeAll(async () => {
      small = await collectionWithKit('Tkaniny Mała', 'Sofa Mała');
      large = await collectionWithKit('Tkaniny Duża', 'Sofa Duża');
      bare = await collectionWithKit('Tkaniny Bez Domyślnej', 'Sofa Bez');

      // Small: two families, the later price group named first; fabrics made out of name order; one tagged.
      const zefir = await newFamily('Zefir Mała', 'A', 10);
      const aksamit = await newFamily('Aksamit Mała', 'C');
      const zielony = await newFabric(zefir, 'Zielony');
      await newFabric(zefir, 'Łosoś');
      await newFabric(zefir, 'Beż');
      const grafit = await newFabric(aksamit, 'Grafit');
      await newFabric(aksamit, 'Antracyt');
      await tag(zielony, await newColor('Zieleń Mała', '3A7D44'));
      await assign(aksamit, small);
      await assign(zefir, small);
      await setDefault(aksamit, small, grafit);

      // Large: twenty families over groups A–F, Polish names, three fabrics each, and a default.
      const stems = ['Len', 'Łąka', 'Mak', 'Ćma', 'Cis'];
      largeFamilies = [];
      for (let i = 0; i < 20; i++) {
        const family = await newFamily(`${stems[i % stems.length]} Duża ${String(i).padStart(2, '0')}`, 'FEDCBA'[i % 6]!);
        for (const name of ['Tkanina C', 'Tkanina A', 'Tkanina B']) await newFabric(family, name);
        await assign(family, large);
        largeFamilies.push(family);
      }
      const last = largeFamilies.at(-1)!;
      const { fabrics } = await rest<{ fabrics: Fabric[] }>(fabricEndpoints.family, undefined, last.slug);
      await setDefault(last, large, fabrics[0]!);

      await assign(zefir, bare);
    });

    const variables = (slug: string) => ({ slug, id: gid('Collection', slug) });

    it('answers families by price group then name, fabrics by name, kit prices and the default', async () => {
      const { data } = await inRounds<TexturesView>(COLLECTION_TEXTURES, variables(small));
      const textures = data.collection.textures;
      expect(textures.map((family) => [family.name, family.priceGroup])).toEqual([
        ['Zefir Mała', 'A'],
        ['Aksamit Mała', 'C'],
      ]);
      expect(textures.map((family) => names(family.fabrics))).toEqual([
        ['Beż', 'Łosoś', 'Zielony'],
        ['Antracyt', 'Grafit'],
      ]);
      expect(textures[0]!.fabrics.edges.map((edge) => edge.node.colors)).toEqual([[], [], [{ name: 'Zieleń Mała', rgb: '3a7d44' }]]);
      // (1 500,00 zł × 2) less the family's 10%; (1 700,00 zł × 2) at C.
      expect(textures.map((family) => family.kitPrices)).toEqual([[{ kit: { name: 'Sofa Mała' }, grosze: 270_000 }], [{ kit: { name: 'Sofa Mała' }, grosze: 340_000 }]]);
      expect(data.collection.defaultFabric).toEqual({ name: 'Grafit', family: { name: 'Aksamit Mała' } });
    });

    it('orders twenty families by price group, then by Polish name, and prices a kit null where an element has none', async () => {
      const { data } = await inRounds<TexturesView>(COLLECTION_TEXTURES, variables(large));
      const textures = data.collection.textures;
      const expected = [...largeFamilies].sort((a, b) => a.priceGroupSlug.localeCompare(b.priceGroupSlug) || a.name.localeCompare(b.name, 'pl'));
      expect(textures.map((family) => family.name)).toEqual(expected.map((family) => family.name));
      // A, B and C by hand: Ł after L, Ć after C, and names before their numbers.
      expect(textures.slice(0, 9).map((family) => family.name)).toEqual([
        'Len Duża 05',
        'Łąka Duża 11',
        'Mak Duża 17',
        'Cis Duża 04',
        'Len Duża 10',
        'Łąka Duża 16',
        'Cis Duża 09',
        'Ćma Duża 03',
        'Len Duża 15',
      ]);
      expect(new Set(textures.map((family) => names(family.fabrics).join()))).toEqual(new Set(['Tkanina A,Tkanina B,Tkanina C']));
      for (const family of textures) expect(family.kitPrices[0]!.grosze === null, family.name).toBe(!['A', 'B', 'C'].includes(family.priceGroup));
      expect(data.collection.defaultFabric).toEqual({ name: 'Tkanina A', family: { name: largeFamilies.at(-1)!.name } });
    });

    it('answers defaultFabric null when the collection has none', async () => {
      const { data } = await inRounds<TexturesView>(COLLECTION_TEXTURES, variables(bare));
      expect(data.collection.textures.map((family) => family.name)).toEqual(['Zefir Mała']);
      expect(data.collection.defaultFabric).toBeNull();
    });

    it('costs the same calls with 2 families as with 20', async () => {
      const few = await inRounds<TexturesView>(COLLECTION_TEXTURES, variables(small), [small]);
      const many = await inRounds<TexturesView>(COLLECTION_TEXTURES, variables(large), [large]);
      expect(few.data.collection.textures).toHaveLength(2);
      expect(many.data.collection.textures).toHaveLength(20);
      expect(many.rounds.flat().sort()).toEqual(few.rounds.flat().sort());
    });

    it('costs one round', async () => {
      for (const slug of [small, large]) {
        const { rounds } = await inRounds<TexturesView>(COLLECTION_TEXTURES, variables(slug), [slug]);
        expect(rounds, `${slug}: ${JSON.stringify(rounds)}`).toHaveLength(1);
      }
    });

    it('without defaultFabric { family }, costs one round of fixed calls', async () => {
      const query = COLLECTION_TEXTURES.replace('defaultFabric { name family { name } }', 'defaultFabric { name }');
      const few = await inRounds<TexturesView>(query, variables(small), [small]);
      const many = await inRounds<TexturesView>(query, variables(large), [large]);
      expect(many.rounds).toEqual(few.rounds);
      expect(few.rounds).toEqual([
        [
          'GET /api/cms/collection/{slug}',
          'GET /api/cms/collection/{slug}/kits',
          'GET /api/cms/fabric-items',
          'GET /api/cms/fabrics',
          'GET /api/cms/texture-collection/{slug}',
        ].sort(),
      ]);
    });
  });

  describe('fabricFamilies', () => {
    // Groups G and H are this block's alone: 2 families and 12 families.
    beforeAll(async () => {
      for (const [name, group] of [
        ['Gama Pierwsza', 'G'],
        ['Gama Druga', 'G'],
      ] as const) {
        const family = await newFamily(name, group);
        await newFabric(family, `${name} Z`);
        await newFabric(family, `${name} A`);
      }
      for (let i = 1; i <= 12; i++) {
        const family = await newFamily(`Hebel ${String(i).padStart(2, '0')}`, 'H');
        await newFabric(family, `Hebel ${i} B`);
        await newFabric(family, `Hebel ${i} A`);
      }
    });

    it('keeps one price group when asked, each family with its own fabrics by name', async () => {
      const { data } = await inRounds<FamiliesView>(FAMILIES, { group: 'G' });
      expect(data.fabricFamilies).toEqual([
        { name: 'Gama Druga', priceGroup: 'G', fabrics: { edges: [{ node: { name: 'Gama Druga A' } }, { node: { name: 'Gama Druga Z' } }] } },
        { name: 'Gama Pierwsza', priceGroup: 'G', fabrics: { edges: [{ node: { name: 'Gama Pierwsza A' } }, { node: { name: 'Gama Pierwsza Z' } }] } },
      ]);
      const h = await inRounds<FamiliesView>(FAMILIES, { group: 'H' });
      expect(h.data.fabricFamilies).toHaveLength(12);
      expect(h.data.fabricFamilies.every((family) => family.priceGroup === 'H')).toBe(true);
      expect(names(h.data.fabricFamilies[0]!.fabrics)).toEqual(['Hebel 1 A', 'Hebel 1 B']);
    });

    it('lists every family by price group when no group is asked', async () => {
      const { data } = await inRounds<FamiliesView>(FAMILIES, {});
      const groups = data.fabricFamilies.map((family) => family.priceGroup);
      expect(groups).toEqual([...groups].sort());
      expect(data.fabricFamilies.filter((family) => family.priceGroup === 'G').map((family) => family.name)).toEqual(['Gama Druga', 'Gama Pierwsza']);
      expect(data.fabricFamilies.filter((family) => family.priceGroup === 'H')).toHaveLength(12);
    });

    const TWO_CALLS = ['GET /api/cms/fabrics', 'GET /api/cms/texture-collections'];

    it('costs the same two calls for 2 families of a group as for 12', async () => {
      const few = await inRounds<FamiliesView>(FAMILIES, { group: 'G' });
      const many = await inRounds<FamiliesView>(FAMILIES, { group: 'H' });
      expect(few.rounds.flat().sort()).toEqual(TWO_CALLS);
      expect(many.rounds.flat().sort()).toEqual(TWO_CALLS);
    });

    it('costs the same two calls for every family, before and after more are made', async () => {
      const before = await inRounds<FamiliesView>(FAMILIES, {});
      for (const name of ['Inna Jeden', 'Inna Dwa', 'Inna Trzy']) await newFabric(await newFamily(name, 'I'), 'Tkanina');
      const after = await inRounds<FamiliesView>(FAMILIES, {});
      expect(after.data.fabricFamilies).toHaveLength(before.data.fabricFamilies.length + 3);
      expect(before.rounds.flat().sort()).toEqual(TWO_CALLS);
      expect(after.rounds.flat().sort()).toEqual(TWO_CALLS);
    });

    it.each([
      ['of a group', { group: 'H' }],
      ['of every group', {}],
    ])('costs one round for the families %s with their fabrics', async (_case, variables) => {
      const { rounds } = await inRounds<FamiliesView>(FAMILIES, variables);
      expect(rounds).toEqual([TWO_CALLS]);
    });
  });

  describe('fabricFamily(slug)', () => {
    let family: FabricFamily;
    beforeAll(async () => {
      family = await newFamily('Filtrowana', 'B');
      for (const name of ['Żabka', 'Krem', 'Łabędź', 'Abisal']) await newFabric(family, name);
    });

    it('answers the family with its fabrics by Polish name, and null for an unknown slug', async () => {
      const { data } = await inRounds<FamilyView>(FAMILY, { slug: family.slug });
      expect(data.fabricFamily).toEqual({
        name: 'Filtrowana',
        fabricCount: 4,
        fabrics: { edges: ['Abisal', 'Krem', 'Łabędź', 'Żabka'].map((name) => ({ node: { name } })) },
      });
      expect((await inRounds<FamilyView>(FAMILY, { slug: 'nie-ma-takiej-rodziny' })).data.fabricFamily).toBeNull();
    });

    it.each([
      ['ab', ['Abisal', 'Łabędź', 'Żabka']],
      ['ĄB', ['Abisal', 'Łabędź', 'Żabka']],
      ['labe', ['Łabędź']],
      ['ŁABĘ', ['Łabędź']],
      [' żab ', ['Żabka']],
      ['a', ['Abisal', 'Krem', 'Łabędź', 'Żabka']],
      ['', ['Abisal', 'Krem', 'Łabędź', 'Żabka']],
      ['xyz', []],
    ])('filters its fabrics by %j (from 2 characters, case and Polish letters folded)', async (filter, expected) => {
      const { data } = await inRounds<FamilyView>(FAMILY, { slug: family.slug, filter });
      expect(names(data.fabricFamily!.fabrics)).toEqual(expected);
    });
  });

  it('node(id) answers a FabricFamily, a Fabric and a FabricColor', async () => {
    const family = await newFamily('Węzeł', 'D', 5);
    const fabric = await newFabric(family, 'Węzłowa');
    const color = await newColor('Kolor Węzła', 'AABBCC');
    await tag(fabric, color);
    const query = `query ($family: ID!, $fabric: ID!, $color: ID!) {
      family: node(id: $family) { __typename id ... on FabricFamily { name slug priceGroup discountPercent fabricCount } }
      fabric: node(id: $fabric) { __typename id ... on Fabric { name fileUrl family { name } colors { id name } } }
      color: node(id: $color) { __typename id ... on FabricColor { name rgb isActive } }
    }`;
    const ids = { family: gid('FabricFamily', family.slug), fabric: gid('Fabric', fabric._id), color: gid('FabricColor', color._id) };
    const { data } = await inRounds<Record<string, unknown>>(query, ids);
    expect(data).toEqual({
      family: { __typename: 'FabricFamily', id: ids.family, name: 'Węzeł', slug: family.slug, priceGroup: 'D', discountPercent: 5, fabricCount: 1 },
      fabric: { __typename: 'Fabric', id: ids.fabric, name: 'Węzłowa', fileUrl: 'welur-grafit.png', family: { name: 'Węzeł' }, colors: [{ id: ids.color, name: 'Kolor Węzła' }] },
      color: { __typename: 'FabricColor', id: ids.color, name: 'Kolor Węzła', rgb: 'aabbcc', isActive: true },
    });
    // A colour's id named as a type answers null, as does an unknown family.
    const wrong = await inRounds<Record<string, unknown>>('query ($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }', {
      a: gid('FabricType', color._id),
      b: gid('FabricFamily', '00000000-0000-4000-8000-000000000000'),
    });
    expect(wrong.data).toEqual({ a: null, b: null });
  });

  describe('mutations', () => {
    const familyInput = (over: Record<string, unknown> = {}) => ({ name: 'Nowa Rodzina', descriptionPl: '', descriptionEn: '', priceGroup: 'E', discount: '15', isActive: true, ...over });
    const fabricInput = (over: Record<string, unknown> = {}) => ({ name: 'Nowa Tkanina', fileUrl: 'welur-grafit.png', thumbUrl: '', isActive: true, isDefault: false, ...over });
    const posts = () => g.calls.filter((call) => call.startsWith('POST') || call.startsWith('PATCH'));

    it('createFabricFamily refuses an empty name with the form message, before calling the API', async () => {
      g.calls.length = 0;
      const result = await g.graph<{ createFabricFamily: ErrorAnswer }>(CREATE_FAMILY, { input: familyInput({ name: '' }) }, admin);
      expect(result.data!.createFabricFamily.__typename).toBe('ValidationError');
      expect(result.data!.createFabricFamily.fieldErrors).toContainEqual({ field: 'name', message: messages.requiredFieldsMissing });
      expect(posts()).toEqual([]);
    });

    it('createFabricFamily refuses a missing price group next to priceGroup, before calling the API', async () => {
      g.calls.length = 0;
      const result = await g.graph<{ createFabricFamily: ErrorAnswer }>(CREATE_FAMILY, { input: familyInput({ priceGroup: '' }) }, admin);
      expect(result.data!.createFabricFamily).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'priceGroup', message: 'Wybierz grupę cenową' }] });
      expect(posts()).toEqual([]);
    });

    it('createFabricFamily answers the new family; createFabric the new fabric', async () => {
      const made = await g.graph<{ createFabricFamily: ErrorAnswer & { family: { id: string; slug: string } } }>(CREATE_FAMILY, { input: familyInput({ name: ' Nowa Rodzina ' }) }, admin);
      expect(made.data!.createFabricFamily).toEqual({
        __typename: 'FabricFamilyPayload',
        family: { id: expect.any(String), name: 'Nowa Rodzina', slug: 'nowa-rodzina', priceGroup: 'E', discountPercent: 15, fabricCount: 0 },
      });
      const familyId = made.data!.createFabricFamily.family.id;
      const fabric = await g.graph<{ createFabric: ErrorAnswer }>(CREATE_FABRIC, { familyId, input: fabricInput() }, admin);
      expect(fabric.data!.createFabric).toEqual({
        __typename: 'FabricPayload',
        fabric: { id: expect.any(String), name: 'Nowa Tkanina', fileUrl: 'welur-grafit.png', version: 1, colors: [] },
        family: { name: 'Nowa Rodzina', fabricCount: 1 },
      });
    });

    it('createFabric refuses a texture that was never uploaded, next to fileUrl', async () => {
      const family = await newFamily('Bez Pliku', 'E');
      const result = await g.graph<{ createFabric: ErrorAnswer }>(CREATE_FABRIC, { familyId: gid('FabricFamily', family.slug), input: fabricInput({ fileUrl: 'nie-wgrany.png' }) }, admin);
      expect(result.data!.createFabric).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'fileUrl', message: messages.fileMissing('nie-wgrany.png') }] });
      expect(messages.fileMissing('nie-wgrany.png')).toBe('Nie ma takiego pliku: nie-wgrany.png');
    });

    it('updateFabric saves with the current version and answers ConflictError for a stale one', async () => {
      const fabric = await newFabric(await newFamily('Wersje', 'E'), 'Wersjonowana');
      const id = gid('Fabric', fabric._id);
      const saved = await g.graph<{ updateFabric: ErrorAnswer }>(UPDATE_FABRIC, { id, input: fabricInput({ name: 'Wersjonowana', fileUrl: 'len-bez.jpg' }), version: 1 }, admin);
      expect(saved.data!.updateFabric).toMatchObject({ __typename: 'FabricPayload', fabric: { name: 'Wersjonowana', fileUrl: 'len-bez.jpg', version: 2 } });
      const stale = await g.graph<{ updateFabric: ErrorAnswer }>(UPDATE_FABRIC, { id, input: fabricInput({ name: 'Wersjonowana' }), version: 1 }, admin);
      expect(stale.data!.updateFabric).toMatchObject({ __typename: 'ConflictError', currentVersion: 2 });
      const node = await g.graph<{ node: { fileUrl: string } }>('query ($id: ID!) { node(id: $id) { ... on Fabric { fileUrl } } }', { id }, admin);
      expect(node.data!.node.fileUrl).toBe('len-bez.jpg');
    });

    it('tagFabric adds a colour and takes it away', async () => {
      const fabric = await newFabric(await newFamily('Tagi', 'E'), 'Otagowana');
      const color = await newColor('Kolor Tagu', '112233');
      const variables = { fabricId: gid('Fabric', fabric._id), parameterId: gid('FabricColor', color._id) };
      const added = await g.graph<{ tagFabric: ErrorAnswer & { fabric: { colors: { name: string }[] } } }>(TAG_FABRIC, { ...variables, tagged: true }, admin);
      expect(added.data!.tagFabric.fabric.colors).toEqual([{ name: 'Kolor Tagu' }]);
      const removed = await g.graph<{ tagFabric: ErrorAnswer & { fabric: { colors: { name: string }[] } } }>(TAG_FABRIC, { ...variables, tagged: false }, admin);
      expect(removed.data!.tagFabric.fabric.colors).toEqual([]);

      // The history names the colour as staff know it (the entry stores its slug), the list read in the page's round.
      const history = `query ($id: ID!) { node(id: $id) { ... on Fabric { history(first: 2) { edges { node { changes { field beforeText afterText } } } } } } }`;
      const { data, rounds } = await inRounds<{ node: { history: Edges<{ changes: { field: string; beforeText: string; afterText: string }[] }> } }>(history, {
        id: variables.fabricId,
      });
      expect(data.node.history.edges.map((edge) => edge.node.changes)).toEqual([
        [{ field: 'colorCs', beforeText: 'Kolor Tagu', afterText: '—' }],
        [{ field: 'colorCs', beforeText: '—', afterText: 'Kolor Tagu' }],
      ]);
      expect(rounds).toHaveLength(1);
    });

    it('setFabricParameterActive turns a colour off and on again', async () => {
      const color = await newColor('Kolor Przełącznika', '445566');
      const id = gid('FabricColor', color._id);
      for (const isActive of [false, true]) {
        const result = await g.graph<{ setFabricParameterActive: ErrorAnswer }>(PARAMETER_ACTIVE, { id, isActive }, admin);
        expect(result.data!.setFabricParameterActive).toEqual({ __typename: 'FabricParameterPayload', color: { id, isActive }, type: null });
      }
    });

    it("assignFabricFamily and setCollectionDefaultFabric answer the collection's families and default; unassigning the default's family clears it", async () => {
      const slug = await collectionWithKit('Przypisania', 'Sofa Przypisań');
      const collectionId = gid('Collection', slug);
      const first = await newFamily('Przypisana Pierwsza', 'B');
      const second = await newFamily('Przypisana Druga', 'A');
      const fabric = await newFabric(second, 'Domyślna');
      const call = async <K extends string>(field: K, query: string, variables: Record<string, unknown>) =>
        (await g.graph<Record<K, TexturesPayload>>(query, { collectionId, ...variables }, admin)).data![field];

      expect(await call('assignFabricFamily', ASSIGN, { familyId: gid('FabricFamily', first.slug), assigned: true })).toEqual({
        __typename: 'CollectionTexturesPayload',
        collection: { textures: [{ name: 'Przypisana Pierwsza' }], defaultFabric: null },
      });
      // Choosing the default assigns its family too; the families come by price group.
      expect(await call('setCollectionDefaultFabric', SET_DEFAULT, { familyId: gid('FabricFamily', second.slug), fabricId: gid('Fabric', fabric._id) })).toEqual({
        __typename: 'CollectionTexturesPayload',
        collection: { textures: [{ name: 'Przypisana Druga' }, { name: 'Przypisana Pierwsza' }], defaultFabric: { name: 'Domyślna' } },
      });
      expect(await call('assignFabricFamily', ASSIGN, { familyId: gid('FabricFamily', second.slug), assigned: false })).toEqual({
        __typename: 'CollectionTexturesPayload',
        collection: { textures: [{ name: 'Przypisana Pierwsza' }], defaultFabric: null },
      });
      const read = await g.graph<TexturesView>('query ($slug: String!) { collection(slug: $slug) { textures { name } defaultFabric { name } } }', { slug }, admin);
      expect(read.data!.collection).toEqual({ textures: [{ name: 'Przypisana Pierwsza' }], defaultFabric: null });
    });

    it('deleteFabricFamily of an assigned family asks first (deleteWarning says the same), then deletes with confirmed', async () => {
      const collection = await g.t.kit.collection().name('Kolekcja Usuwanej Rodziny').create();
      const family = await newFamily('Usuwana Rodzina', 'F');
      await newFabric(family, 'Usuwana Jeden');
      await newFabric(family, 'Usuwana Dwa');
      await assign(family, collection.collection.slug);
      const id = gid('FabricFamily', family.slug);
      const expectedMessage = messages.fabricFamilyAssigned(['Kolekcja Usuwanej Rodziny']);

      const warning = await g.graph<{ node: { deleteWarning: string | null } }>('query ($id: ID!) { node(id: $id) { ... on FabricFamily { deleteWarning } } }', { id }, admin);
      expect(warning.data!.node.deleteWarning).toBe(expectedMessage);

      const asked = await g.graph<{ deleteFabricFamily: ErrorAnswer }>(DELETE_FAMILY, { id }, admin);
      // The API's 409 that is no version conflict becomes the form's banner (fromRest).
      expect(asked.data!.deleteFabricFamily).toEqual({ __typename: 'ValidationError', message: expectedMessage, fieldErrors: [] });
      const still = await g.graph<FamilyView>(FAMILY, { slug: family.slug }, admin);
      expect(still.data!.fabricFamily?.fabricCount).toBe(2);

      const confirmed = await g.graph<{ deleteFabricFamily: ErrorAnswer }>(DELETE_FAMILY, { id, confirmed: true }, admin);
      expect(confirmed.data!.deleteFabricFamily).toEqual({ __typename: 'DeleteFabricFamilyPayload', deletedId: id, deletedFabrics: 2, deletedCollectionAssignments: 1 });
      const gone = await g.graph<FamilyView>(FAMILY, { slug: family.slug }, admin);
      expect(gone.data!.fabricFamily).toBeNull();
    });

    it("deleteFabric of a collection's default is refused without confirmed (deleteWarning says the same), then deletes", async () => {
      const slug = await collectionWithKit('Kolekcja Usuwanej Tkaniny', 'Sofa Usuwana');
      const family = await newFamily('Rodzina Usuwanej Tkaniny', 'F');
      const fabric = await newFabric(family, 'Usuwana Domyślna');
      await setDefault(family, slug, fabric);
      const id = gid('Fabric', fabric._id);
      const expectedMessage = messages.fabricIsDefault(['Kolekcja Usuwanej Tkaniny']);

      const warning = await g.graph<{ node: { deleteWarning: string | null } }>('query ($id: ID!) { node(id: $id) { ... on Fabric { deleteWarning } } }', { id }, admin);
      expect(warning.data!.node.deleteWarning).toBe(expectedMessage);
      const asked = await g.graph<{ deleteFabric: ErrorAnswer }>(DELETE_FABRIC, { id }, admin);
      expect(asked.data!.deleteFabric).toEqual({ __typename: 'ValidationError', message: expectedMessage, fieldErrors: [] });

      const confirmed = await g.graph<{ deleteFabric: ErrorAnswer }>(DELETE_FABRIC, { id, confirmed: true }, admin);
      expect(confirmed.data!.deleteFabric).toEqual({ __typename: 'DeleteFabricPayload', deletedId: id, deletedCollectionDefaults: 1, family: { fabricCount: 0 } });
      const read = await g.graph<TexturesView>('query ($slug: String!) { collection(slug: $slug) { textures { name } defaultFabric { name } } }', { slug }, admin);
      expect(read.data!.collection).toEqual({ textures: [{ name: 'Rodzina Usuwanej Tkaniny' }], defaultFabric: null });
    });

    it('deleteWarning is null for records nothing uses', async () => {
      const family = await newFamily('Nieużywana', 'F');
      const fabric = await newFabric(family, 'Nieużywana Tkanina');
      const query = 'query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on FabricFamily { deleteWarning } } b: node(id: $b) { ... on Fabric { deleteWarning } } }';
      const result = await g.graph(query, { a: gid('FabricFamily', family.slug), b: gid('Fabric', fabric._id) }, admin);
      expect(result.data).toEqual({ a: { deleteWarning: null }, b: { deleteWarning: null } });
    });
  });

  it.each([
    ['fabricFamilies', '{ fabricFamilies { name } }'],
    ['fabricFilterParameters', '{ fabricFilterParameters { colors { name } } }'],
  ])('answers FORBIDDEN to a salon user for %s', async (_field, query) => {
    const result = await g.graph(query, {}, salon);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data ?? null).toBeNull();
  });

  it('answers FORBIDDEN to a salon user for createFabricFamily, and sends nothing', async () => {
    g.calls.length = 0;
    const result = await g.graph(CREATE_FAMILY, { input: { name: 'Salonowa', descriptionPl: '', descriptionEn: '', priceGroup: 'A', discount: '0', isActive: true } }, salon);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(g.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('refuses to delete a texture file a fabric uses, naming the fabric and where it is listed', async () => {
    const family = await newFamily('Rodzina Pliku', 'I');
    const fabric = await newFabric(family, 'Tkanina z Pliku', 'plik-w-uzyciu.png');
    const file = await g.t.db.selectFrom('files').select('id').where('kind', '=', 'texture').where('name', '=', 'plik-w-uzyciu.png').executeTakeFirstOrThrow();
    const id = gid('File', file.id);
    // A fabric is named with its family and listed in it: it belongs to no collection.
    const usedBy = [{ use: 'FABRIC_TEXTURE', name: 'Tkanina z Pliku (Rodzina Pliku)', recordId: gid('Fabric', fabric._id), collectionSlug: family.slug, collectionId: null }];
    const node = await g.graph<{ node: { usedBy: unknown; viewerCanDelete: boolean } }>(
      'query ($id: ID!) { node(id: $id) { ... on File { usedBy { use name recordId collectionSlug collectionId } viewerCanDelete } } }',
      { id },
      admin,
    );
    expect(node.data!.node).toEqual({ usedBy, viewerCanDelete: false });
    const refused = await g.graph<{ deleteFile: ErrorAnswer & { usedBy?: unknown } }>(
      'mutation ($id: ID!) { deleteFile(id: $id) { __typename ... on FileInUseError { message usedBy { use name recordId collectionSlug collectionId } } } }',
      { id },
      admin,
    );
    expect(refused.data!.deleteFile).toEqual({
      __typename: 'FileInUseError',
      message: fileDeleteBlocker('plik-w-uzyciu.png', [{ use: 'fabricTexture', name: 'Tkanina z Pliku (Rodzina Pliku)', _id: fabric._id, collectionSlug: family.slug }]),
      usedBy,
    });
    expect(refused.data!.deleteFile.message).toContain('Tkanina z Pliku');
  });
});
