import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { messages } from '@meble/domain/messages';
import { silentLogger } from '@meble/domain/logger';
import { createGateway } from '@meble/gateway/gateway';
import { counted, createTestGraph, roundCounter, type GraphResult, type TestGraph } from '../kit/graph.ts';
import type { SeededCollection, SeededUser } from '../kit/seed.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';
import { insertMissingTranslations } from '../../api/src/translations/repository.ts';

interface Payload {
  __typename: string;
  message?: string;
  element?: { id: string; version: number | null; description: string; prices: { grosze: number | null }[] };
  changedBy?: { name: string; email: string; userId: string | null } | null;
  changedAt?: string | null;
  currentVersion?: number;
  current?: { __typename: string; id: string; version: number | null; prices: { grosze: number | null }[]; description: string } | null;
  records?: unknown[];
}

interface Entry {
  id: string;
  at: string;
  actor: { name: string; email: string; userId: string | null } | null;
  kind: string;
  recordId: string;
  recordName: string;
  operation: string;
  version: number | null;
  changes: { field: string; label: string; before: string | null; after: string | null; beforeText: string; afterText: string }[];
  removed: { kind: string; label: string; count: number }[];
  lines: number;
  undoable: boolean;
  undoneBy: string | null;
  undoes: string | null;
}

interface Connection {
  edges: { cursor: string; node: Entry }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const ENTRY = 'id at actor { name email userId } kind recordId recordName operation version changes { field label before after beforeText afterText } removed { kind label count } lines undoable undoneBy undoes';
const PAGE = `edges { cursor node { ${ENTRY} } } pageInfo { hasNextPage endCursor }`;
const ERRORS = `... on Error { message } ... on ConflictError { changedBy { name email userId } changedAt currentVersion records { kind } current { __typename id ... on Element { version description prices { grosze } } } }`;
const UPDATE = `mutation ($id: ID!, $input: ElementInput!, $version: Int) {
  updateElement(id: $id, input: $input, version: $version) { __typename ... on ElementPayload { element { id version description prices { grosze } } } ${ERRORS} }
}`;
const DELETE = `mutation ($id: ID!, $version: Int) { deleteElement(id: $id, version: $version) { __typename ... on DeleteElementPayload { deletedId } ${ERRORS} } }`;
const UNDO = `mutation ($id: ID!, $version: Int) {
  undoHistoryEntry(id: $id, version: $version) {
    __typename
    ... on UndoHistoryEntryPayload { entry { ${ENTRY} } record { __typename id ... on Element { version description prices { grosze } } } }
    ${ERRORS}
  }
}`;
const ELEMENT_HISTORY = `query ($id: ID!, $first: Int, $after: String) {
  node(id: $id) { ... on Element { id version history(first: $first, after: $after) { ${PAGE} } } }
}`;
const HISTORY = `query ($filter: HistoryFilter, $first: Int, $after: String) { history(filter: $filter, first: $first, after: $after) { ${PAGE} } }`;

/** The nine prices of an element with only price A set, as the graph answers them. */
const priceA = (grosze: number) => [{ grosze }, ...Array.from({ length: 8 }, () => ({ grosze: null }))];

describe('versions, conflicts, history and undo through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let colleague: string;
  let salon: string;
  let adminName: string;
  let adminId: string;
  let seeded: SeededCollection;
  let salonUser: SeededUser;
  let categoryId: string;

  beforeAll(async () => {
    g = await createTestGraph();
    await Promise.all([g.t.kit.files('model', ['modul.glb']), g.t.kit.files('icon', ['modul.png'])]);
    salonUser = await g.t.kit.user().salon('Salon Historii').create();
    [admin, colleague, salon] = await Promise.all([g.tokenFor('admin'), g.tokenFor('admin'), g.t.signIn(salonUser.email, salonUser.password)]);
    const viewer = await g.graph<{ viewer: { id: string; name: string } }>('{ viewer { id name } }', {}, admin);
    adminName = viewer.data!.viewer.name;
    adminId = viewer.data!.viewer.id;
    seeded = await g.t.kit.collection().name('Historia w grafie').withElementCategories(1).create();
    categoryId = encodeGlobalID('ElementCategory', seeded.elementCategories[0]!._id);
  });
  afterAll(() => g.close());

  const input = (over: Record<string, unknown> = {}) => ({
    name: 'HIST-01', file: 'modul.glb', thumbUrl: 'modul.png', categoryId, available: true, isDefault: false,
    connectLeft: true, connectRight: true, angle: '90', dimb: '', dx: '120', dy: '95', dz: '80',
    description: 'Opis', descriptionEn: 'Description', tinydesc: '', tinydescEn: '',
    priceA: '1690', priceB: '', priceC: '', priceD: '', priceE: '', priceF: '', priceG: '', priceH: '', priceI: '',
    displayOrd: '1', equipment: [],
    ...over,
  });

  async function newElement(name: string): Promise<string> {
    const created = await g.graph<{ createElement: Payload }>(
      `mutation ($collectionId: ID!, $input: ElementInput!) { createElement(collectionId: $collectionId, input: $input) { __typename ... on ElementPayload { element { id version description prices { grosze } } } ... on Error { message } } }`,
      { collectionId: encodeGlobalID('Collection', seeded.collection.slug), input: input({ name }) },
      admin,
    );
    expect(created.data!.createElement.__typename).toBe('ElementPayload');
    return created.data!.createElement.element!.id;
  }

  const historyOf = async (id: string, first = 10, after?: string) => {
    const result = await g.graph<{ node: { history: Connection } }>(ELEMENT_HISTORY, { id, first, after }, admin);
    expect(result.errors).toBeUndefined();
    return result.data!.node.history;
  };

  it('answers the version on every record type', async () => {
    const id = await newElement('HIST-WERSJA');
    const result = await g.graph<{ node: { version: number }; collection: { version: number; elementCategories: { version: number }[] } }>(
      'query ($id: ID!, $slug: String!) { node(id: $id) { ... on Element { version } } collection(slug: $slug) { version elementCategories { version } } }',
      { id, slug: seeded.collection.slug },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: { version: 1 }, collection: { version: 1, elementCategories: [{ version: 1 }] } });
  });

  it('refuses a stale updateElement with a ConflictError holding the current price and who changed it; the same without a version saves', async () => {
    const id = await newElement('HIST-SPÓR');
    // The first administrator lowers price A from 1 690,00 zł to 1 111,00 zł.
    const first = await g.graph<{ updateElement: Payload }>(UPDATE, { id, input: input({ name: 'HIST-SPÓR', priceA: '1111' }), version: 1 }, admin);
    expect(first.data!.updateElement).toMatchObject({ __typename: 'ElementPayload', element: { version: 2, prices: priceA(111100) } });
    // The second, from the form opened at version 1, changes only the description.
    g.calls.length = 0;
    const second = await g.graph<{ updateElement: Payload }>(UPDATE, { id, input: input({ name: 'HIST-SPÓR', description: 'Nowy opis' }), version: 1 }, colleague);
    const conflict = second.data!.updateElement;
    expect(conflict).toMatchObject({
      __typename: 'ConflictError',
      currentVersion: 2,
      changedBy: { name: adminName, userId: adminId },
      current: { __typename: 'Element', id, version: 2, description: 'Opis', prices: priceA(111100) },
      records: [],
    });
    expect(conflict.message).toMatch(/^Ten rekord zmienił\(a\) .+ o \d{2}:\d{2}\. Twoje zmiany nie zostały zapisane\.$/);
    expect(Date.parse(conflict.changedAt!)).not.toBeNaN();
    // The refusal is the write alone: the current record came with it.
    expect(g.calls.filter((call) => !call.startsWith('GET /api/users/me')).map((call) => call.replace(/\/[^/]+$/, '/…'))).toEqual(['PATCH /api/cms/element/update/…']);
    // Keeping their values on the current version saves both changes.
    const again = await g.graph<{ updateElement: Payload }>(UPDATE, { id, input: input({ name: 'HIST-SPÓR', priceA: '1111', description: 'Nowy opis' }), version: conflict.currentVersion }, colleague);
    expect(again.data!.updateElement).toMatchObject({ __typename: 'ElementPayload', element: { version: 3, description: 'Nowy opis' } });
    // A write without a version (a legacy integration) is not checked, and is recorded.
    const legacy = await g.graph<{ updateElement: Payload }>(UPDATE, { id, input: input({ name: 'HIST-SPÓR', priceA: '1200', description: 'Nowy opis' }) }, admin);
    expect(legacy.data!.updateElement).toMatchObject({ __typename: 'ElementPayload', element: { version: 4, prices: priceA(120000) } });
    const { edges } = await historyOf(id);
    expect(edges.map((edge) => [edge.node.operation, edge.node.version])).toEqual([['UPDATE', 4], ['UPDATE', 3], ['UPDATE', 2], ['CREATE', 1]]);
  });

  it('refuses a version below 1 at the argument before any call', async () => {
    const id = await newElement('HIST-ZERO');
    g.calls.length = 0;
    const result = await g.graph<{ updateElement: Payload }>(UPDATE, { id, input: input({ name: 'HIST-ZERO' }), version: 0 }, admin);
    expect(result.data!.updateElement).toMatchObject({ __typename: 'ValidationError', message: messages.invalidRequest });
    expect(g.calls.filter((call) => !call.startsWith('GET /api/users/me'))).toEqual([]);
  });

  it('refuses a stale deleteElement with a ConflictError, and deletes on the current version', async () => {
    const id = await newElement('HIST-USUŃ');
    await g.graph(UPDATE, { id, input: input({ name: 'HIST-USUŃ', dy: '77' }) }, admin);
    const stale = await g.graph<{ deleteElement: Payload }>(DELETE, { id, version: 1 }, admin);
    expect(stale.data!.deleteElement).toMatchObject({ __typename: 'ConflictError', currentVersion: 2, current: { __typename: 'Element', id } });
    const deleted = await g.graph<{ deleteElement: Payload & { deletedId?: string } }>(DELETE, { id, version: 2 }, admin);
    expect(deleted.data!.deleteElement).toMatchObject({ __typename: 'DeleteElementPayload', deletedId: id });
  });

  it("lists an element's history with Polish labels and screen-formatted values, paged by keyset", async () => {
    const id = await newElement('HIST-STRONY');
    for (const price of ['1000', '1100', '1200']) await g.graph(UPDATE, { id, input: input({ name: 'HIST-STRONY', priceA: price }) }, admin);
    const first = await historyOf(id, 2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges[0]!.node).toMatchObject({
      kind: 'ELEMENT',
      recordId: id,
      recordName: 'HIST-STRONY',
      operation: 'UPDATE',
      actor: { name: adminName, userId: adminId },
      undoable: true,
      changes: [{ field: 'priceA', label: 'Cena A', before: '110000', after: '120000', beforeText: '1 100,00 zł', afterText: '1 200,00 zł' }],
    });
    const second = await historyOf(id, 2, first.pageInfo.endCursor!);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(second.edges.map((edge) => edge.node.operation)).toEqual(['UPDATE', 'CREATE']);
    expect(new Set([...first.edges, ...second.edges].map((edge) => edge.node.id)).size).toBe(4);
  });

  it('Query.history narrows by record, kind, person, dates and text, and pages', async () => {
    const id = await newElement('HIST-FILTR');
    await g.graph(UPDATE, { id, input: input({ name: 'HIST-FILTR', priceA: '999' }) }, colleague);
    const run = async (filter: Record<string, unknown>, first = 20) => {
      const result = await g.graph<{ history: Connection }>(HISTORY, { filter, first }, admin);
      expect(result.errors).toBeUndefined();
      return result.data!.history.edges.map((edge) => edge.node);
    };
    expect((await run({ recordId: id })).map((entry) => entry.operation)).toEqual(['UPDATE', 'CREATE']);
    const byColleague = await run({ kind: 'ELEMENT', text: 'HIST-FILTR', actorId: (await g.graph<{ viewer: { id: string } }>('{ viewer { id } }', {}, colleague)).data!.viewer.id });
    expect(byColleague.map((entry) => [entry.recordName, entry.operation])).toEqual([['HIST-FILTR', 'UPDATE']]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
    expect((await run({ recordId: id, from: today, to: today })).length).toBe(2);
    expect(await run({ recordId: id, to: '2000-01-01' })).toEqual([]);
    expect(await run({ recordId: id, kind: 'KIT' })).toEqual([]);
    // One entry a page: the cursor of the first reaches the second.
    const page = await g.graph<{ history: Connection }>(HISTORY, { filter: { recordId: id }, first: 1 }, admin);
    const next = await g.graph<{ history: Connection }>(HISTORY, { filter: { recordId: id }, first: 1, after: page.data!.history.pageInfo.endCursor }, admin);
    expect(next.data!.history.edges.map((edge) => edge.node.operation)).toEqual(['CREATE']);
    const bad = await g.graph<{ history: Connection }>(HISTORY, { filter: { from: '29.11.2026' } }, admin);
    expect(bad.errors?.[0]?.message).toBe(messages.invalidRequest);
  });

  it("undoes an update ('Przywróć') and answers the record as it is now; a second undo is refused in Polish", async () => {
    const id = await newElement('HIST-COFNIJ');
    await g.graph(UPDATE, { id, input: input({ name: 'HIST-COFNIJ', priceA: '999' }), version: 1 }, admin);
    const [changed] = (await historyOf(id)).edges.map((edge) => edge.node);
    expect(changed).toMatchObject({ operation: 'UPDATE', undoable: true });
    const stale = await g.graph<{ undoHistoryEntry: Payload }>(UNDO, { id: changed!.id, version: 1 }, admin);
    expect(stale.data!.undoHistoryEntry).toMatchObject({ __typename: 'ConflictError', currentVersion: 2 });
    g.calls.length = 0;
    const undone = await g.graph<{ undoHistoryEntry: { __typename: string; entry: Entry; record: { id: string; version: number; prices: { grosze: number }[] } } }>(UNDO, { id: changed!.id, version: 2 }, admin);
    expect(undone.data!.undoHistoryEntry).toMatchObject({
      __typename: 'UndoHistoryEntryPayload',
      entry: { operation: 'REVERT', undoes: changed!.id, changes: [{ field: 'priceA', beforeText: '999,00 zł', afterText: '1 690,00 zł' }] },
      record: { id, version: 3, prices: priceA(169000) },
    });
    // The undo, then the record read again.
    expect(g.calls.filter((call) => !call.startsWith('GET /api/users/me')).map((call) => call.replace(/\/[^/]+$/, '/…'))).toEqual(['POST /api/cms/history/undo/…', 'GET /api/cms/element/…']);
    const twice = await g.graph<{ undoHistoryEntry: Payload }>(UNDO, { id: changed!.id }, admin);
    expect(twice.data!.undoHistoryEntry).toEqual({ __typename: 'ValidationError', message: messages.undoAlreadyDone });
    const [revert] = (await historyOf(id)).edges.map((edge) => edge.node);
    expect(revert).toMatchObject({ operation: 'REVERT', undoes: changed!.id });
    expect((await historyOf(id)).edges.find((edge) => edge.node.id === changed!.id)?.node.undoneBy).toBe(revert!.id);
  });

  it('undoes an element delete: the element is back with its id', async () => {
    const id = await newElement('HIST-PRZYWRÓĆ');
    await g.graph(DELETE, { id }, admin);
    const entries = await g.graph<{ history: Connection }>(HISTORY, { filter: { recordId: id } }, admin);
    const deleted = entries.data!.history.edges[0]!.node;
    expect(deleted).toMatchObject({ operation: 'DELETE', undoable: true, recordName: 'HIST-PRZYWRÓĆ' });
    const undone = await g.graph<{ undoHistoryEntry: { __typename: string; entry: Entry; record: { __typename: string; id: string } | null } }>(UNDO, { id: deleted.id }, admin);
    expect(undone.data!.undoHistoryEntry).toMatchObject({ __typename: 'UndoHistoryEntryPayload', entry: { operation: 'RESTORE' }, record: { __typename: 'Element', id } });
    const node = await g.graph<{ node: { id: string } | null }>('query ($id: ID!) { node(id: $id) { id } }', { id }, admin);
    expect(node.data!.node).toEqual({ id });
  });

  it('answers an unknown entry as NotFoundError, and a history entry as a node', async () => {
    const missing = await g.graph<{ undoHistoryEntry: Payload }>(UNDO, { id: encodeGlobalID('HistoryEntry', '999999999') }, admin);
    expect(missing.data!.undoHistoryEntry.__typename).toBe('NotFoundError');
    const id = await newElement('HIST-WĘZEŁ');
    const [entry] = (await historyOf(id)).edges.map((edge) => edge.node);
    const node = await g.graph<{ node: { id: string; operation: string } | null }>('query ($id: ID!) { node(id: $id) { id ... on HistoryEntry { operation } } }', { id: entry!.id }, admin);
    expect(node.data!.node).toEqual({ id: entry!.id, operation: 'CREATE' });
  });

  describe('the other records: a stale save answers the record as it is now, as its own type', () => {
    /** Runs a write twice from the same version: the first saves, the second answers its ConflictError. */
    async function staleTwice(mutation: string, field: string, variables: (i: number) => Record<string, unknown>, token = admin) {
      const first = await g.graph<Record<string, Payload>>(mutation, { ...variables(1), version: 1 }, token);
      expect(first.errors).toBeUndefined();
      expect(first.data![field]!.__typename).not.toMatch(/Error$/);
      const second = await g.graph<Record<string, Payload>>(mutation, { ...variables(2), version: 1 }, token);
      expect(second.errors).toBeUndefined();
      return second.data![field]!;
    }
    const CONFLICT = (current: string) => `... on ConflictError { message currentVersion changedBy { name } current { __typename id ${current} } records { kind recordId name version } }`;

    it('a kit (its elements read with it), a collection, a category', async () => {
      const [one, two] = await g.t.kit.elements(seeded.collection, seeded.elementCategories[0]!, 2, 'HK-');
      const kit = await g.t.kit.elementKit().inCollection(seeded).withElements([one!, two!]).name('Zestaw historii').create();
      const kitId = encodeGlobalID('Kit', kit._id);
      const kitFields = (name: string) => ({ name, tinydesc: '', ord: '1', thumbUrl: '', isActive: true });
      const kitConflict = await staleTwice(
        `mutation ($id: ID!, $input: KitFields!, $version: Int) { updateKit(id: $id, input: $input, version: $version) { __typename ${CONFLICT('... on Kit { name version elements { id } }')} } }`,
        'updateKit',
        (i) => ({ id: kitId, input: kitFields(`Zestaw historii ${i}`) }),
      );
      expect(kitConflict).toMatchObject({
        __typename: 'ConflictError',
        currentVersion: 2,
        changedBy: { name: adminName },
        current: { __typename: 'Kit', id: kitId, name: 'Zestaw historii 1', version: 2, elements: [{ id: encodeGlobalID('Element', one!) }, { id: encodeGlobalID('Element', two!) }] },
      });

      // Membership and visibility name the kit's version too.
      const [three] = await g.t.kit.elements(seeded.collection, seeded.elementCategories[0]!, 1, 'HK3-');
      for (const [mutation, field, extra] of [
        ['mutation ($kitId: ID!, $elementId: ID!, $version: Int) { addKitElement(kitId: $kitId, elementId: $elementId, version: $version) { __typename ... on ConflictError { currentVersion } } }', 'addKitElement', { elementId: encodeGlobalID('Element', three!) }],
        ['mutation ($kitId: ID!, $elementId: ID!, $version: Int) { removeKitElement(kitId: $kitId, elementId: $elementId, version: $version) { __typename ... on ConflictError { currentVersion } } }', 'removeKitElement', { elementId: encodeGlobalID('Element', one!) }],
        ['mutation ($kitId: ID!, $isActive: Boolean!, $version: Int) { setKitVisibility(kitId: $kitId, isActive: $isActive, version: $version) { __typename ... on ConflictError { currentVersion } } }', 'setKitVisibility', { isActive: false }],
        ['mutation ($id: ID!, $version: Int) { deleteKit(id: $id, version: $version) { __typename ... on ConflictError { currentVersion } } }', 'deleteKit', { id: kitId }],
      ] as const) {
        const result = await g.graph<Record<string, Payload>>(mutation, { kitId, ...extra, version: 1 }, admin);
        expect(result.data![field], field).toEqual({ __typename: 'ConflictError', currentVersion: 2 });
      }

      const other = await g.t.kit.collection().name('Historia kolekcji').withElementCategories(1).create();
      const collectionId = encodeGlobalID('Collection', other.collection.slug);
      const collectionConflict = await staleTwice(
        `mutation ($id: ID!, $input: UpdateCollectionInput!, $version: Int) { updateCollection(id: $id, input: $input, version: $version) { __typename ${CONFLICT('... on Collection { description version }')} } }`,
        'updateCollection',
        (i) => ({ id: collectionId, input: { description: `Opis ${i}`, categorySlug: other.collection.category_slug, thumbUrl: '', isActive: true } }),
      );
      expect(collectionConflict).toMatchObject({ __typename: 'ConflictError', currentVersion: 2, current: { __typename: 'Collection', id: collectionId, description: 'Opis 1', version: 2 } });

      const categoryId = encodeGlobalID('ElementCategory', other.elementCategories[0]!._id);
      const categoryConflict = await staleTwice(
        `mutation ($id: ID!, $input: ElementCategoryFields!, $version: Int) { updateElementCategory(id: $id, input: $input, version: $version) { __typename ${CONFLICT('... on ElementCategory { name version }')} } }`,
        'updateElementCategory',
        (i) => ({ id: categoryId, input: { name: `Kategoria ${i}`, nameEn: `Category ${i}`, displayOrd: 1, available: true } }),
      );
      expect(categoryConflict).toMatchObject({ __typename: 'ConflictError', current: { __typename: 'ElementCategory', id: categoryId, name: 'Kategoria 1' } });

      // A collection's history is read by its REST id, found with the collection: its entries name it by its slug.
      const history = await g.graph<{ collection: { history: Connection } }>(
        `query ($slug: String!) { collection(slug: $slug) { history(first: 5) { ${PAGE} } } }`,
        { slug: other.collection.slug },
        admin,
      );
      expect(history.errors).toBeUndefined();
      expect(history.data!.collection.history.edges.map((edge) => [edge.node.kind, edge.node.operation, edge.node.recordId])).toEqual([['COLLECTION', 'UPDATE', collectionId]]);
      expect(history.data!.collection.history.edges[0]!.node.changes).toEqual([
        { field: 'description', label: 'Opis', before: JSON.stringify(other.collection.description), after: '"Opis 1"', beforeText: other.collection.description || '—', afterText: 'Opis 1' },
      ]);
      const filtered = await g.graph<{ history: Connection }>(HISTORY, { filter: { recordId: collectionId } }, admin);
      expect(filtered.data!.history.edges.map((edge) => edge.node.recordId)).toEqual([collectionId]);
      const kitHistory = await g.graph<{ node: { history: Connection } }>(`query ($id: ID!) { node(id: $id) { ... on Kit { history { ${PAGE} } } } }`, { id: kitId }, admin);
      expect(kitHistory.data!.node.history.edges.map((edge) => [edge.node.kind, edge.node.recordName])).toEqual([['KIT', 'Zestaw historii 1']]);
    });

    it('a collection delete, with what it took along, undone: the collection answers as before, under its own id', async () => {
      const other = await g.t.kit.collection().name('Kolekcja do przywrócenia').withElementCategories(2).create();
      const [one, two, three] = await g.t.kit.elements(other.collection, other.elementCategories[0]!, 3, 'HU-');
      await g.t.kit.elementKit().inCollection(other).withElements([one!, two!]).name('Zestaw A').create();
      await g.t.kit.elementKit().inCollection(other).withElements([two!, three!]).name('Zestaw B').create();
      const collectionId = encodeGlobalID('Collection', other.collection.slug);
      const PAGE_OF_COLLECTION = `query ($slug: String!) { collection(slug: $slug) { id name version elementCount kitCount elementCategories { id name } elements(first: 10) { edges { node { id name prices { grosze } } } } kits { id name elements { id } } } }`;
      const before = await g.graph<{ collection: unknown }>(PAGE_OF_COLLECTION, { slug: other.collection.slug }, admin);
      const stale = await g.graph<{ deleteCollection: Payload }>(
        `mutation ($id: ID!, $version: Int) { deleteCollection(id: $id, version: $version) { __typename ... on DeleteCollectionPayload { deletedElements deletedKits } ${ERRORS} } }`,
        { id: collectionId, version: 9 },
        admin,
      );
      expect(stale.data!.deleteCollection).toMatchObject({ __typename: 'ConflictError', currentVersion: 1, current: { __typename: 'Collection', id: collectionId } });
      const deleted = await g.graph<{ deleteCollection: { __typename: string } }>(
        `mutation ($id: ID!, $version: Int) { deleteCollection(id: $id, version: $version) { __typename ... on DeleteCollectionPayload { deletedElements deletedKits } } }`,
        { id: collectionId, version: 1 },
        admin,
      );
      expect(deleted.data!.deleteCollection).toEqual({ __typename: 'DeleteCollectionPayload', deletedElements: 3, deletedKits: 2 });
      // Gone, the collection is still named by its graph id (its slug), and its entry counts what went with it.
      const entries = await g.graph<{ history: Connection }>(HISTORY, { filter: { kind: 'COLLECTION', text: 'Kolekcja do przywrócenia' } }, admin);
      const entry = entries.data!.history.edges[0]!.node;
      expect(entry).toMatchObject({ operation: 'DELETE', recordId: collectionId, undoable: true });
      expect(entry.removed).toEqual(
        expect.arrayContaining([
          { kind: 'ELEMENT_CATEGORY', label: 'Kategoria elementów', count: 2 },
          { kind: 'ELEMENT', label: 'Element', count: 3 },
          { kind: 'KIT', label: 'Zestaw', count: 2 },
        ]),
      );
      const undone = await g.graph<{ undoHistoryEntry: { __typename: string; entry: Entry; record: { __typename: string; id: string } | null } }>(UNDO, { id: entry.id }, admin);
      expect(undone.data!.undoHistoryEntry).toMatchObject({ __typename: 'UndoHistoryEntryPayload', entry: { operation: 'RESTORE', recordId: collectionId }, record: { __typename: 'Collection', id: collectionId } });
      const after = await g.graph<{ collection: { version: number } }>(PAGE_OF_COLLECTION, { slug: other.collection.slug }, admin);
      expect({ ...after.data!.collection, version: 0 }).toEqual({ ...(before.data!.collection as object), version: 0 });
    });

    it('a translation and a user', async () => {
      await insertMissingTranslations(g.t.db, [{ key: 'label.history.graph', pl: 'Historia', en: 'History' }]);
      const row = await g.t.db.selectFrom('translations').select('id').where('key', '=', 'label.history.graph').executeTakeFirstOrThrow();
      const translationId = encodeGlobalID('Translation', row.id);
      const translationConflict = await staleTwice(
        `mutation ($id: ID!, $input: TranslationFields!, $version: Int) { updateTranslation(id: $id, input: $input, version: $version) { __typename ${CONFLICT('... on Translation { pl version }')} } }`,
        'updateTranslation',
        (i) => ({ id: translationId, input: { pl: `Historia ${i}`, en: 'History' } }),
      );
      expect(translationConflict).toMatchObject({ __typename: 'ConflictError', current: { __typename: 'Translation', id: translationId, pl: 'Historia 1', version: 2 } });

      const user = await g.t.kit.user().salon('Salon Wersji').create();
      const userId = encodeGlobalID('User', user.user._id);
      const userConflict = await staleTwice(
        `mutation ($id: ID!, $input: UserFields!, $version: Int) { updateUser(id: $id, input: $input, version: $version) { __typename ${CONFLICT('... on User { city version }')} } }`,
        'updateUser',
        (i) => ({ id: userId, input: { name: 'Jan Wersja', city: `Miasto ${i}`, salonName: 'Salon Wersji', salonPhone: '', salonAddress: '' } }),
      );
      expect(userConflict).toMatchObject({ __typename: 'ConflictError', current: { __typename: 'User', id: userId, city: 'Miasto 1', version: 2 } });
      const history = await g.graph<{ node: { history: Connection } }>(`query ($id: ID!) { node(id: $id) { ... on User { history { ${PAGE} } } } }`, { id: userId }, admin);
      expect(history.data!.node.history.edges[0]!.node).toMatchObject({ kind: 'USER', operation: 'UPDATE', changes: expect.arrayContaining([expect.objectContaining({ field: 'city', label: 'Miasto', afterText: 'Miasto 1' })]) });
    });

    it("a client configuration: a salon user's stale delete answers the configuration as it is, and an administrator restores a salon's delete", async () => {
      const configuration = await g.t.kit.clientConfiguration().inCollection(seeded).salon(salonUser).withLines(['HIST-01']).create();
      const id = encodeGlobalID('ClientConfiguration', configuration._id);
      const DELETE_CONFIGURATION = `mutation ($id: ID!, $version: Int) { deleteClientConfiguration(id: $id, version: $version) { __typename ... on DeleteClientConfigurationPayload { deletedId } ${CONFLICT('... on ClientConfiguration { customerEmail version salon { name } }')} } }`;
      const stale = await g.graph<{ deleteClientConfiguration: Payload }>(DELETE_CONFIGURATION, { id, version: 7 }, salon);
      expect(stale.data!.deleteClientConfiguration).toMatchObject({
        __typename: 'ConflictError',
        currentVersion: 1,
        current: { __typename: 'ClientConfiguration', id, version: 1, salon: { name: 'Salon Historii' } },
      });
      const deleted = await g.graph<{ deleteClientConfiguration: Payload }>(DELETE_CONFIGURATION, { id, version: 1 }, salon);
      expect(deleted.data!.deleteClientConfiguration).toMatchObject({ __typename: 'DeleteClientConfigurationPayload' });
      const entries = await g.graph<{ history: Connection }>(HISTORY, { filter: { recordId: id } }, admin);
      const entry = entries.data!.history.edges[0]!.node;
      expect(entry).toMatchObject({ kind: 'CLIENT_CONFIGURATION', operation: 'DELETE', undoable: true, actor: { name: expect.any(String) } });
      const undone = await g.graph<{ undoHistoryEntry: { __typename: string; record: { __typename: string; id: string } | null } }>(UNDO, { id: entry.id }, admin);
      expect(undone.data!.undoHistoryEntry).toMatchObject({ __typename: 'UndoHistoryEntryPayload', record: { __typename: 'ClientConfiguration', id } });
    });

    it('the discounts screen: one stale element refuses the whole save and is named in records', async () => {
      const other = await g.t.kit.collection().name('Rabaty historii').withElementCategories(1).create();
      const [one, two] = await g.t.kit.elements(other.collection, other.elementCategories[0]!, 2);
      const DISCOUNTS = `mutation ($collectionId: ID!, $percent: String!, $elements: [ElementDiscountInput!]!, $version: Int) {
        updateDiscounts(collectionId: $collectionId, collectionDiscountPercent: $percent, elements: $elements, version: $version) {
          __typename ... on DiscountsPayload { elements { id discountPercent version } } ${CONFLICT('')}
        }
      }`;
      const collectionId = encodeGlobalID('Collection', other.collection.slug);
      const elements = (discount: string, version?: number) => [
        { elementId: encodeGlobalID('Element', one!), discountPercent: discount, version },
        { elementId: encodeGlobalID('Element', two!), discountPercent: '0', version: 1 },
      ];
      const saved = await g.graph<{ updateDiscounts: Payload }>(DISCOUNTS, { collectionId, percent: '5', elements: elements('10', 1), version: 1 }, admin);
      expect(saved.data!.updateDiscounts.__typename).toBe('DiscountsPayload');
      const stale = await g.graph<{ updateDiscounts: Payload }>(DISCOUNTS, { collectionId, percent: '5', elements: elements('20', 1) }, colleague);
      expect(stale.data!.updateDiscounts).toMatchObject({ __typename: 'ConflictError', records: [{ kind: 'ELEMENT', recordId: encodeGlobalID('Element', one!), version: 2 }] });
      const badVersion = await g.graph<{ updateDiscounts: Payload & { fieldErrors?: unknown } }>(
        `mutation ($collectionId: ID!, $elements: [ElementDiscountInput!]!) { updateDiscounts(collectionId: $collectionId, collectionDiscountPercent: "5", elements: $elements) { __typename ... on ValidationError { fieldErrors { field message } } } }`,
        { collectionId, elements: elements('20', 0) },
        admin,
      );
      expect(badVersion.data!.updateDiscounts).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'elements.0.version', message: messages.invalidRequest }] });
    });
  });

  describe('a salon user is refused on every history path', () => {
    it.each([
      ['Query.history', `{ history(first: 5) { edges { node { id } } } }`, {}],
      ['Element.history', `query ($id: ID!) { node(id: $id) { ... on Element { history { edges { node { id } } } } } }`, 'element'],
      ['ClientConfiguration.history', `query ($id: ID!) { node(id: $id) { ... on ClientConfiguration { id history { edges { node { id } } } } } }`, 'configuration'],
      ['User.history (their own user)', `{ viewer { id history { edges { node { id } } } } }`, {}],
      ['HistoryEntry node', `query ($id: ID!) { node(id: $id) { ... on HistoryEntry { operation } } }`, 'entry'],
    ])('%s', async (_name, query, variablesOf) => {
      let variables: Record<string, unknown> = {};
      if (variablesOf === 'element') variables = { id: await newElement(`HIST-SALON-${Math.random()}`) };
      if (variablesOf === 'configuration') {
        const configuration = await g.t.kit.clientConfiguration().inCollection(seeded).salon(salonUser).withLines(['HIST-01']).create();
        variables = { id: encodeGlobalID('ClientConfiguration', configuration._id) };
      }
      if (variablesOf === 'entry') {
        const id = await newElement(`HIST-SALON-WPIS-${Math.random()}`);
        variables = { id: (await historyOf(id)).edges[0]!.node.id };
      }
      const result: GraphResult = await g.graph(query, variables, salon);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('undoHistoryEntry', async () => {
      const id = await newElement('HIST-SALON-COFNIJ');
      const entry = (await historyOf(id)).edges[0]!.node;
      const result = await g.graph(UNDO, { id: entry.id }, salon);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('upstream calls', () => {
    /** The REST calls of one query, round by round, through a gateway whose upstream holds each round's answers. */
    async function roundsOf(query: string, variables: Record<string, unknown>) {
      const counter = roundCounter((request, context) => Promise.resolve(g.t.api.fetch(request, { ...context })));
      const gateway = createGateway({ upstream: counter.upstream, log: silentLogger, persistedOperations: EVERY_DOCUMENT_PERSISTED });
      const answer = Promise.resolve(
        gateway.fetch('http://gateway.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const { value, rounds } = await counter.rounds(answer.then((response) => response.json() as Promise<GraphResult>));
      expect(value.errors).toBeUndefined();
      return rounds.map((round) => [...round].sort());
    }

    const HISTORY_SELECTION = 'history(first: 10) { edges { node { operation recordId actor { name } changes { label beforeText afterText } } } pageInfo { hasNextPage } }';

    it.each([
      ['Element', 'GET /api/cms/element/{id}'],
      ['Kit', 'GET /api/cms/kit/{id}'],
      ['ElementCategory', 'GET /api/cms/element-category/{id}'],
      ['Translation', 'GET /api/cms/settings/translation/{id}'],
      ['User', 'GET /api/users/{id}'],
      ['ClientConfiguration', 'GET /api/cms/client/configuration/{id}'],
    ])('%s and its history: one round, the history call beside the record', async (type, read) => {
      const ids: Record<string, () => Promise<string>> = {
        Element: async () => (await g.t.kit.elements(seeded.collection, seeded.elementCategories[0]!, 1, `HR-${Date.now()}-`))[0]!,
        Kit: async () => {
          const members = await g.t.kit.elements(seeded.collection, seeded.elementCategories[0]!, 2, `HRK-${Date.now()}-`);
          return (await g.t.kit.elementKit().inCollection(seeded).withElements(members).name(`Runda ${Date.now()}`).create())._id;
        },
        ElementCategory: async () => seeded.elementCategories[0]!._id,
        Translation: async () => {
          await insertMissingTranslations(g.t.db, [{ key: 'label.history.round', pl: 'Runda', en: 'Round' }]);
          return (await g.t.db.selectFrom('translations').select('id').where('key', '=', 'label.history.round').executeTakeFirstOrThrow()).id;
        },
        User: async () => salonUser.user._id,
        ClientConfiguration: async () => (await g.t.kit.clientConfiguration().inCollection(seeded).salon(salonUser).withLines(['HIST-01']).create())._id,
      };
      const id = encodeGlobalID(type, await ids[type]!());
      const rounds = await roundsOf(`query ($id: ID!) { node(id: $id) { id ... on ${type} { version ${HISTORY_SELECTION} } } }`, { id });
      expect(rounds).toHaveLength(1);
      expect(rounds[0]).toEqual(expect.arrayContaining(['GET /api/cms/history', read]));
      expect(rounds[0]).not.toContain('GET /api/users/me');
    });

    it("a collection with its history: one round (the REST history takes the collection's slug, its graph key)", async () => {
      const rounds = await roundsOf(`query ($slug: String!) { collection(slug: $slug) { version ${HISTORY_SELECTION} } }`, { slug: seeded.collection.slug });
      expect(rounds).toEqual([['GET /api/cms/collection/{slug}', 'GET /api/cms/history']]);
    });

    it('Query.history: one round for a page of entries of several people and records', async () => {
      const rounds = await roundsOf(`query { history(first: 50) { edges { node { operation recordName actor { name } changes { label } } } } }`, {});
      expect(rounds).toEqual([['GET /api/cms/history']]);
      // Values as text may name a fabric's tags: the parameters' list comes in the same round, once.
      const texts = await roundsOf(`query { history(first: 50) { edges { node { changes { beforeText afterText } } } } }`, {});
      expect(texts).toEqual([['GET /api/cms/fabric-items', 'GET /api/cms/history']]);
    });

    // A mutation's scope check asks for the viewer before anything is written: that call is not the write's.
    const writes = (shapes: string[]) => shapes.filter((shape) => shape !== 'GET /api/users/me');

    it('Query.history: one call; each mutation: its write', async () => {
      const id = await newElement('HIST-LICZ');
      const listed = await counted<{ history: Connection }>(g, admin, HISTORY, { filter: { recordId: id }, first: 10 });
      expect(listed.shapes).toEqual(['GET /api/cms/history']);
      const updated = await counted<{ updateElement: Payload }>(g, admin, UPDATE, { id, input: input({ name: 'HIST-LICZ', priceA: '1' }), version: 1 });
      expect(writes(updated.shapes)).toEqual(['PATCH /api/cms/element/update/{id}']);
      const stale = await counted<{ updateElement: Payload }>(g, admin, UPDATE, { id, input: input({ name: 'HIST-LICZ', priceA: '2' }), version: 1 });
      expect(stale.data.updateElement.__typename).toBe('ConflictError');
      expect(writes(stale.shapes)).toEqual(['PATCH /api/cms/element/update/{id}']);
      const deleted = await counted<{ deleteElement: Payload }>(g, admin, DELETE, { id, version: 2 });
      expect(writes(deleted.shapes)).toEqual(['POST /api/cms/element/delete/{id}']);
    });

    it("undoHistoryEntry: the undo, then one read of the record it answers", async () => {
      const id = await newElement('HIST-UNDO');
      await g.graph(UPDATE, { id, input: input({ name: 'HIST-UNDO', priceA: '7' }), version: 1 }, admin);
      const [changed] = (await g.graph<{ history: Connection }>(HISTORY, { filter: { recordId: id }, first: 1 }, admin)).data!.history.edges.map((edge) => edge.node);
      const undone = await counted<{ undoHistoryEntry: Payload }>(g, admin, UNDO, { id: changed!.id, version: 2 });
      expect(undone.data.undoHistoryEntry.__typename).toBe('UndoHistoryEntryPayload');
      expect(writes(undone.shapes)).toEqual([expect.stringMatching(/^POST \/api\/cms\/history\/undo\/\d+$/), 'GET /api/cms/element/{id}']);
    });

    it('a page of the history costs the same calls at 5 entries as at 50, whatever records they name', async () => {
      const shapesAt = async (first: number) =>
        (await counted<{ history: Connection }>(g, admin, `query ($first: Int) { history(first: $first) { edges { node { recordId recordName kind changes { label beforeText } } } } }`, { first })).shapes;
      expect(await shapesAt(50)).toEqual(await shapesAt(5));
    });
  });
});
