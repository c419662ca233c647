import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Finish, FinishKind } from '@meble/domain/finish';
import { finishEndpoints } from '@meble/domain/finish-endpoints';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import type { OperationStore } from '@meble/gateway/persisted-operations';
import { TEST_JWT_SECRET } from '../kit/api.ts';
import { createTestGraph, roundCounter, type GraphResult, type TestGraph } from '../kit/graph.ts';

/** A store that holds no operation: the counted documents are sent as text by a signed-in caller (no viewer call). */
const NO_OPERATIONS: OperationStore = { byId: () => undefined, holds: () => false };

// Texture files the finishes name (D24: an uploaded texture image).
const TEXTURES = ['dab.png', 'orzech.jpg', 'stal.gif'];

const gid = (type: string, id: string) => encodeGlobalID(type, id);

interface ErrorAnswer {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  currentVersion?: number;
}
interface FinishView {
  id: string;
  kind: string;
  type: string;
  name: string;
  slug: string;
  textureName: string;
  symbol: string;
  oldName: string;
  legTextureName: string;
  version: number | null;
}

const COLLECTION_FINISHES = 'query ($slug: String!) { collection(slug: $slug) { legFinishes { id name type textureName } elementFinishes { id } } }';
interface CollectionFinishesView {
  collection: { legFinishes: { id: string; name: string; type: string; textureName: string }[]; elementFinishes: { id: string }[] };
}
const FINISHES = 'query ($kind: FinishKind!, $type: FinishTypeCode) { finishes(kind: $kind, type: $type) { id name assignedTo { id } } }';
interface FinishesView {
  finishes: { id: string; name: string; assignedTo: { id: string }[] }[];
}

const ERROR_FIELDS = '__typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }';
const CONFLICT_FIELDS = '... on ConflictError { currentVersion }';
const FINISH_FIELDS = 'id kind type name slug textureName symbol oldName legTextureName version';
const CREATE = `mutation ($kind: FinishKind!, $input: FinishInput!) { createFinish(kind: $kind, input: $input) { ${ERROR_FIELDS} ... on FinishPayload { finish { ${FINISH_FIELDS} } } } }`;
const UPDATE = `mutation ($id: ID!, $input: FinishInput!, $version: Int) { updateFinish(id: $id, input: $input, version: $version) { ${ERROR_FIELDS} ${CONFLICT_FIELDS} ... on FinishPayload { finish { ${FINISH_FIELDS} } } } }`;
const DELETE = `mutation ($id: ID!, $confirmed: Boolean, $version: Int) { deleteFinish(id: $id, confirmed: $confirmed, version: $version) { ${ERROR_FIELDS} ${CONFLICT_FIELDS} ... on DeleteFinishPayload { deletedId deletedCollectionAssignments } } }`;
const assignment = (field: 'assignFinish' | 'unassignFinish') =>
  `mutation ($collectionId: ID!, $finishId: ID!) { ${field}(collectionId: $collectionId, finishId: $finishId) { ${ERROR_FIELDS} ... on FinishAssignmentPayload { collection { legFinishes { name } elementFinishes { name } } finish { name assignedTo { name } } } } }`;
interface AssignmentAnswer extends ErrorAnswer {
  collection?: { legFinishes: { name: string }[]; elementFinishes: { name: string }[] };
  finish?: { name: string; assignedTo: { name: string }[] };
}

describe('finishes through the gateway', () => {
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

  async function rest<T>(path: string, json: unknown, method = 'POST'): Promise<T> {
    const response = await g.t.call(path, { method, token: admin, json });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  const newFinish = (kind: FinishKind, name: string, type = 'w', texture = 'dab.png') =>
    rest<Finish>(finishEndpoints.create.path.replace('{kind}', kind), { name, type, texture });
  const assign = (finish: Finish, cSlug: string) =>
    finish.kind === 'legs'
      ? rest(finishEndpoints.assignLegs.path, { isAssigned: true, legColSlug: finish.slug, cSlug })
      : rest(finishEndpoints.assignElements.path, { isAssigned: true, elementColSlug: finish.slug, cSlug });
  const newCollection = async (name: string) => (await g.t.kit.collection().name(name).create()).collection;

  /** Runs an operation through the round-counting gateway: its data and the upstream calls of each round, ids and slugs named by kind. */
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
    const named = rounds.map((round) => round.map((call) => slugs.reduce((text, slug) => text.replaceAll(slug, '{slug}'), call)).sort());
    return { data: value.data!, rounds: named };
  }

  describe("a collection's finishes, counted", () => {
    let small: string;
    let large: string;
    let largeLegs: Finish[];

    beforeAll(async () => {
      const smallCollection = await newCollection('Wybarwienia Mała');
      const largeCollection = await newCollection('Wybarwienia Duża');
      [small, large] = [smallCollection.slug, largeCollection.slug];
      const kit = g.t.kit;
      // Small: three metal leg finishes out of name order, one element finish; one leg finish nobody uses.
      for (const name of ['Stal Żółta', 'Stal Czarna', 'Stal Łukowa']) await kit.finish().name(name).type('m').texture('stal.gif').assignedTo(smallCollection).create();
      await kit.finish().forElements().name('Biel Mała').type('c').texture('dab.png').assignedTo(smallCollection).create();
      await kit.finish().name('Nieprzypisane Nogi').type('m').texture('dab.png').create();
      // Large: thirty leg finishes of types w and c with Polish names, and three element finishes.
      const stems = ['Łoś', 'Lipa', 'Ćma', 'Cis', 'Żuk'];
      largeLegs = [];
      for (let i = 0; i < 30; i++) {
        const name = `${stems[i % stems.length]} Duża ${String(i).padStart(2, '0')}`;
        largeLegs.push(await kit.finish().name(name).type(i % 3 === 0 ? 'c' : 'w').texture(i % 2 ? 'orzech.jpg' : 'dab.png').assignedTo(largeCollection).create());
      }
      for (const name of ['Biel Duża', 'Szarość Duża', 'Czerń Duża']) await kit.finish().forElements().name(name).type('c').texture('dab.png').assignedTo(largeCollection).create();
    });

    it("answers the collection's leg finishes by type w, c, m then Polish name, and its element finishes", async () => {
      const { data } = await inRounds<CollectionFinishesView>(COLLECTION_FINISHES, { slug: small });
      expect(data.collection.legFinishes.map((finish) => [finish.name, finish.type, finish.textureName])).toEqual([
        ['Stal Czarna', 'METAL', 'stal.gif'],
        ['Stal Łukowa', 'METAL', 'stal.gif'],
        ['Stal Żółta', 'METAL', 'stal.gif'],
      ]);
      expect(data.collection.elementFinishes).toHaveLength(1);
      const many = await inRounds<CollectionFinishesView>(COLLECTION_FINISHES, { slug: large });
      const expected = [...largeLegs].sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name, 'pl') : a.type === 'w' ? -1 : 1));
      expect(many.data.collection.legFinishes.map((finish) => finish.id)).toEqual(expected.map((finish) => gid('Finish', finish._id)));
      expect(many.data.collection.legFinishes.slice(0, 3).map((finish) => finish.name)).toEqual(['Cis Duża 08', 'Cis Duża 13', 'Cis Duża 23']);
      expect(many.data.collection.elementFinishes).toHaveLength(3);
    });

    it('costs the same two calls, in one round, with 3 finishes as with 30', async () => {
      const few = await inRounds<CollectionFinishesView>(COLLECTION_FINISHES, { slug: small }, [small]);
      const many = await inRounds<CollectionFinishesView>(COLLECTION_FINISHES, { slug: large }, [large]);
      expect(few.data.collection.legFinishes).toHaveLength(3);
      expect(many.data.collection.legFinishes).toHaveLength(30);
      expect(few.rounds).toEqual([['GET /api/cms/collection/{slug}', 'GET /api/cms/finishes']]);
      expect(many.rounds).toEqual(few.rounds);
    });

    it('finishes(kind) { assignedTo } costs the same two calls, in one round, with 3 finishes as with 30', async () => {
      const few = await inRounds<FinishesView>(FINISHES, { kind: 'LEGS', type: 'METAL' });
      expect(few.data.finishes.map((finish) => [finish.name, finish.assignedTo])).toEqual([
        ['Nieprzypisane Nogi', []],
        ['Stal Czarna', [{ id: gid('Collection', small) }]],
        ['Stal Łukowa', [{ id: gid('Collection', small) }]],
        ['Stal Żółta', [{ id: gid('Collection', small) }]],
      ]);
      const many = await inRounds<FinishesView>(FINISHES, { kind: 'LEGS' });
      expect(many.data.finishes).toHaveLength(34);
      expect(new Set(many.data.finishes.flatMap((finish) => finish.assignedTo.map((collection) => collection.id)))).toEqual(
        new Set([gid('Collection', small), gid('Collection', large)]),
      );
      expect(few.rounds).toEqual([['GET /api/cms/collections', 'GET /api/cms/finishes']]);
      expect(many.rounds).toEqual(few.rounds);
    });

    it('node(id) answers a Finish, its collections with it and its texture file after', async () => {
      const finish = largeLegs[0]!;
      const { data, rounds } = await inRounds<{ node: unknown }>('query ($id: ID!) { node(id: $id) { ... on Finish { name kind texture { name kind } assignedTo { name } } } }', {
        id: gid('Finish', finish._id),
      });
      expect(data.node).toEqual({ name: finish.name, kind: 'LEGS', texture: { name: 'dab.png', kind: 'TEXTURE' }, assignedTo: [{ name: 'Wybarwienia Duża' }] });
      expect(rounds).toEqual([['GET /api/cms/collections', 'GET /api/cms/finishes'], ['GET /api/cms/files']]);
    });
  });

  describe('mutations', () => {
    const input = (over: Record<string, unknown> = {}) => ({ name: 'Nowe Wybarwienie', type: 'WOOD_GRAIN', texture: 'dab.png', ...over });
    const writes = () => g.calls.filter((call) => !call.startsWith('GET'));

    it('createFinish answers a leg finish and an element finish', async () => {
      const legs = await g.graph<{ createFinish: ErrorAnswer & { finish: FinishView } }>(
        CREATE,
        { kind: 'LEGS', input: input({ name: ' Dąb Bielony ', symbol: 'DB', oldName: 'Dąb', legTextureName: 'dab_b' }) },
        admin,
      );
      expect(legs.data!.createFinish).toEqual({
        __typename: 'FinishPayload',
        finish: { id: expect.any(String), kind: 'LEGS', type: 'WOOD_GRAIN', name: 'Dąb Bielony', slug: 'dab-bielony', textureName: 'dab.png', symbol: 'DB', oldName: 'Dąb', legTextureName: 'dab_b', version: 1 },
      });
      const elements = await g.graph<{ createFinish: ErrorAnswer & { finish: FinishView } }>(CREATE, { kind: 'ELEMENTS', input: input({ name: 'Dąb Bielony', type: 'c' }) }, admin);
      expect(elements.data!.createFinish.finish).toMatchObject({ kind: 'ELEMENTS', type: 'SOLID', slug: 'dab-bielony', symbol: '', oldName: '', legTextureName: '' });
    });

    it('createFinish, updateFinish and deleteFinish cost fixed calls: the write, after a read of the finishes to learn the kind', async () => {
      const created = await inRounds<{ createFinish: { finish: FinishView } }>(CREATE, { kind: 'LEGS', input: input({ name: 'Liczone Tworzenie' }) });
      expect(created.rounds).toEqual([['GET /api/users/me'], ['POST /api/cms/finishes/legs/create']]);
      const { id } = created.data.createFinish.finish;
      const updated = await inRounds<unknown>(UPDATE, { id, input: input({ name: 'Liczone Tworzenie', type: 'c' }), version: 1 });
      expect(updated.rounds).toEqual([['GET /api/users/me'], ['GET /api/cms/finishes'], ['PATCH /api/cms/finishes/legs/update/{id}']]);
      const deleted = await inRounds<unknown>(DELETE, { id, version: 2 });
      expect(deleted.rounds).toEqual([['GET /api/users/me'], ['GET /api/cms/finishes'], ['POST /api/cms/finishes/legs/delete/{id}']]);
    });

    it('createFinish refuses a form at fault before calling the API', async () => {
      g.calls.length = 0;
      const result = await g.graph<{ createFinish: ErrorAnswer }>(CREATE, { kind: 'LEGS', input: input({ name: '', type: '', texture: '', symbol: 's'.repeat(36) }) }, admin);
      expect(result.data!.createFinish.__typename).toBe('ValidationError');
      expect(result.data!.createFinish.fieldErrors).toEqual(
        expect.arrayContaining([
          { field: 'name', message: messages.requiredFieldsMissing },
          { field: 'type', message: messages.finishTypeRequired },
          { field: 'texture', message: messages.finishTextureRequired },
          { field: 'symbol', message: messages.tooLong(35) },
        ]),
      );
      expect(writes()).toEqual([]);
    });

    it("createFinish answers the API's refusals as field errors", async () => {
      const missing = await g.graph<{ createFinish: ErrorAnswer }>(CREATE, { kind: 'LEGS', input: input({ name: 'Bez Pliku', texture: 'nie-wgrany.png' }) }, admin);
      expect(missing.data!.createFinish).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'texture', message: messages.fileMissing('nie-wgrany.png') }] });
      const legFields = await g.graph<{ createFinish: ErrorAnswer }>(CREATE, { kind: 'ELEMENTS', input: input({ name: 'Z Symbolem', symbol: 'S' }) }, admin);
      expect(legFields.data!.createFinish).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'symbol', message: messages.legFieldsOnlyForLegs }] });
      await newFinish('legs', 'Zajęta Nazwa');
      const taken = await g.graph<{ createFinish: ErrorAnswer }>(CREATE, { kind: 'LEGS', input: input({ name: 'Zajęta Nazwa' }) }, admin);
      expect(taken.data!.createFinish).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name', message: messages.finishSlugTaken('zajeta-nazwa') }] });
    });

    it('updateFinish saves with the current version, answers ConflictError for a stale one and NotFoundError for an unknown id', async () => {
      const finish = await newFinish('legs', 'Wersjonowane');
      const id = gid('Finish', finish._id);
      const saved = await g.graph<{ updateFinish: ErrorAnswer & { finish: FinishView } }>(UPDATE, { id, input: input({ name: 'Wersjonowane Nowe', type: 'METAL', texture: 'stal.gif' }), version: 1 }, admin);
      expect(saved.data!.updateFinish).toMatchObject({ __typename: 'FinishPayload', finish: { id, name: 'Wersjonowane Nowe', slug: 'wersjonowane-nowe', type: 'METAL', textureName: 'stal.gif', version: 2 } });
      const stale = await g.graph<{ updateFinish: ErrorAnswer }>(UPDATE, { id, input: input({ name: 'Wersjonowane' }), version: 1 }, admin);
      expect(stale.data!.updateFinish).toMatchObject({ __typename: 'ConflictError', currentVersion: 2 });
      const invalid = await g.graph<{ updateFinish: ErrorAnswer }>(UPDATE, { id, input: input({ name: 'n'.repeat(61) }), version: 2 }, admin);
      expect(invalid.data!.updateFinish).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name', message: messages.tooLong(60) }] });
      const unknown = await g.graph<{ updateFinish: ErrorAnswer }>(UPDATE, { id: gid('Finish', '00000000-0000-4000-8000-000000000000'), input: input() }, admin);
      expect(unknown.data!.updateFinish).toEqual({ __typename: 'NotFoundError', message: messages.unknownFinish });
      const node = await g.graph<{ node: { name: string; version: number } }>('query ($id: ID!) { node(id: $id) { ... on Finish { name version } } }', { id }, admin);
      expect(node.data!.node).toEqual({ name: 'Wersjonowane Nowe', version: 2 });
    });

    it('deleteFinish of an assigned finish asks first (deleteWarning says the same), refuses a stale version, then deletes with confirmed', async () => {
      const collection = await newCollection('Kolekcja Usuwanego Wybarwienia');
      const finish = await newFinish('elements', 'Usuwane Wybarwienie');
      await assign(finish, collection.slug);
      const id = gid('Finish', finish._id);
      const expectedMessage = messages.finishAssigned(['Kolekcja Usuwanego Wybarwienia']);

      const warning = await g.graph<{ node: { deleteWarning: string | null } }>('query ($id: ID!) { node(id: $id) { ... on Finish { deleteWarning } } }', { id }, admin);
      expect(warning.data!.node.deleteWarning).toBe(expectedMessage);
      const asked = await g.graph<{ deleteFinish: ErrorAnswer }>(DELETE, { id }, admin);
      expect(asked.data!.deleteFinish).toEqual({ __typename: 'ValidationError', message: expectedMessage, fieldErrors: [] });
      const stale = await g.graph<{ deleteFinish: ErrorAnswer }>(DELETE, { id, confirmed: true, version: 5 }, admin);
      expect(stale.data!.deleteFinish).toMatchObject({ __typename: 'ConflictError', currentVersion: 1 });

      const confirmed = await g.graph<{ deleteFinish: ErrorAnswer }>(DELETE, { id, confirmed: true, version: 1 }, admin);
      expect(confirmed.data!.deleteFinish).toEqual({ __typename: 'DeleteFinishPayload', deletedId: id, deletedCollectionAssignments: 1 });
      const gone = await g.graph<{ node: unknown; collection: { elementFinishes: unknown[] } }>(
        'query ($id: ID!, $slug: String!) { node(id: $id) { id } collection(slug: $slug) { elementFinishes { id } } }',
        { id, slug: collection.slug },
        admin,
      );
      expect(gone.data).toEqual({ node: null, collection: { elementFinishes: [] } });
      const again = await g.graph<{ deleteFinish: ErrorAnswer }>(DELETE, { id, confirmed: true }, admin);
      expect(again.data!.deleteFinish).toEqual({ __typename: 'NotFoundError', message: messages.unknownFinish });
    });

    it("assignFinish and unassignFinish answer the collection's changed list, twice the same", async () => {
      const slug = (await newCollection('Przypisania Wybarwień')).slug;
      const legs = await newFinish('legs', 'Przypisane Nogi');
      const elements = await newFinish('elements', 'Przypisany Element', 'c');
      const variables = (finish: Finish) => ({ collectionId: gid('Collection', slug), finishId: gid('Finish', finish._id) });
      const call = async (field: 'assignFinish' | 'unassignFinish', finish: Finish) =>
        (await g.graph<Record<string, AssignmentAnswer>>(assignment(field), variables(finish), admin)).data![field];

      for (let i = 0; i < 2; i++) {
        expect(await call('assignFinish', legs)).toEqual({
          __typename: 'FinishAssignmentPayload',
          collection: { legFinishes: [{ name: 'Przypisane Nogi' }], elementFinishes: [] },
          finish: { name: 'Przypisane Nogi', assignedTo: [{ name: 'Przypisania Wybarwień' }] },
        });
      }
      expect((await call('assignFinish', elements))?.collection).toEqual({ legFinishes: [{ name: 'Przypisane Nogi' }], elementFinishes: [{ name: 'Przypisany Element' }] });
      for (let i = 0; i < 2; i++) {
        expect(await call('unassignFinish', legs)).toEqual({
          __typename: 'FinishAssignmentPayload',
          collection: { legFinishes: [], elementFinishes: [{ name: 'Przypisany Element' }] },
          finish: { name: 'Przypisane Nogi', assignedTo: [] },
        });
      }
      const read = await g.graph<CollectionFinishesView>(COLLECTION_FINISHES, { slug }, admin);
      expect(read.data!.collection).toEqual({ legFinishes: [], elementFinishes: [{ id: gid('Finish', elements._id) }] });
    });

    it('assignFinish costs a fixed number of calls', async () => {
      const slug = (await newCollection('Liczone Przypisanie')).slug;
      const finish = await newFinish('legs', 'Liczone Nogi');
      const variables = { collectionId: gid('Collection', slug), finishId: gid('Finish', finish._id) };
      const { data, rounds } = await inRounds<{ assignFinish: AssignmentAnswer }>(assignment('assignFinish'), variables, [slug]);
      expect(data.assignFinish.collection?.legFinishes).toEqual([{ name: 'Liczone Nogi' }]);
      // The viewer, the finish (its kind and slug), the write, which answers the collection and the kind's list; then
      // what this query also asks: the list its finish's assignedTo reads, and the other kind's finishes.
      expect(rounds).toEqual([['GET /api/users/me'], ['GET /api/cms/finishes'], ['POST /api/cms/textures/legs/assign/'], ['GET /api/cms/collections', 'GET /api/cms/finishes']]);
    });

    it("assignFinish as the web's grid asks it: the viewer, the finish, the write, and nothing after", async () => {
      const slug = (await newCollection('Przypisanie z siatki')).slug;
      const finish = await newFinish('elements', 'Siatka Elementów', 'c');
      const grid = `mutation ($collectionId: ID!, $finishId: ID!) { assignFinish(collectionId: $collectionId, finishId: $finishId) {
        ... on FinishAssignmentPayload { collection { id elementFinishes { id name type textureName } } finish { id name } } } }`;
      const { data, rounds } = await inRounds<{ assignFinish: { collection: { elementFinishes: { name: string }[] } } }>(
        grid,
        { collectionId: gid('Collection', slug), finishId: gid('Finish', finish._id) },
        [slug],
      );
      expect(data.assignFinish.collection.elementFinishes.map((each) => each.name)).toEqual(['Siatka Elementów']);
      expect(rounds).toEqual([['GET /api/users/me'], ['GET /api/cms/finishes'], ['POST /api/cms/textures/elements/assign/']]);
    });

    it('refuses an unknown collection next to collectionId, and an unknown finish as NotFoundError', async () => {
      const finish = await newFinish('legs', 'Bez Kolekcji');
      const unknownCollection = await g.graph<{ assignFinish: ErrorAnswer }>(assignment('assignFinish'), { collectionId: gid('Collection', 'nie-ma-kolekcji'), finishId: gid('Finish', finish._id) }, admin);
      expect(unknownCollection.data!.assignFinish).toEqual({
        __typename: 'ValidationError',
        message: messages.unknownCollection,
        fieldErrors: [{ field: 'collectionId', message: messages.unknownCollection }],
      });
      const slug = (await newCollection('Kolekcja Bez Wybarwienia')).slug;
      const unknownFinish = await g.graph<{ unassignFinish: ErrorAnswer }>(
        assignment('unassignFinish'),
        { collectionId: gid('Collection', slug), finishId: gid('Finish', '00000000-0000-4000-8000-000000000000') },
        admin,
      );
      expect(unknownFinish.data!.unassignFinish).toEqual({ __typename: 'NotFoundError', message: messages.unknownFinish });
    });
  });

  describe('a salon viewer', () => {
    it('is refused finishes and a Finish node with FORBIDDEN', async () => {
      const finish = await newFinish('elements', 'Niedostępne');
      for (const [query, variables] of [
        ['{ finishes(kind: LEGS) { name } }', {}],
        ['query ($id: ID!) { node(id: $id) { ... on Finish { name } } }', { id: gid('Finish', finish._id) }],
      ] as const) {
        const result = await g.graph<Record<string, unknown>>(query, variables, salon);
        expect(result.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
        expect(Object.values(result.data ?? {}).filter((value) => value !== null)).toEqual([]);
      }
    });

    it('is refused createFinish and assignFinish, and nothing is sent', async () => {
      const slug = (await newCollection('Salonowa Kolekcja')).slug;
      const finish = await newFinish('legs', 'Salonowe Nogi');
      g.calls.length = 0;
      const created = await g.graph(CREATE, { kind: 'LEGS', input: { name: 'Salonowe', type: 'w', texture: 'dab.png' } }, salon);
      expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const assigned = await g.graph(assignment('assignFinish'), { collectionId: gid('Collection', slug), finishId: gid('Finish', finish._id) }, salon);
      expect(assigned.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(g.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
    });
  });
});
