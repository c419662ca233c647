import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { silentLogger } from '@meble/domain/logger';
import type { FileKind } from '@meble/domain/file';
import { createGateway } from '@meble/gateway/gateway';
import type { OperationStore } from '@meble/gateway/persisted-operations';
import { TEST_JWT_SECRET } from '../kit/api.ts';
import { counted, createTestGraph, roundCounter, type GraphResult, type TestGraph } from '../kit/graph.ts';

interface FileView {
  id: string;
  kind: string;
  name: string;
  originalName: string;
  url: string;
  size: number;
}
interface FilePage {
  files: { totalCount: number; edges: { cursor: string; node: FileView }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}
interface UseView {
  use: string;
  name: string;
  recordId: string;
  collectionSlug: string | null;
}

const FILE_FIELDS = 'id kind name originalName url size';
const FILES = `query ($kind: FileKind, $filter: String, $first: Int, $after: String) {
  files(kind: $kind, filter: $filter, first: $first, after: $after) { totalCount edges { cursor node { ${FILE_FIELDS} } } pageInfo { hasNextPage endCursor } }
}`;
const ELEMENTS_WITH_FILES = `query ($slug: String!) {
  collection(slug: $slug) { name photo { name } elements(first: 50) { edges { node { name file model { ${FILE_FIELDS} } icon { name url } } } } }
}`;
const DELETE = `mutation ($id: ID!, $version: Int) { deleteFile(id: $id, version: $version) {
  __typename
  ... on DeleteFilePayload { deletedId }
  ... on FileInUseError { message usedBy { use name recordId collectionSlug } }
  ... on ConflictError { currentVersion }
  ... on Error { message }
} }`;
const NODE = `query ($id: ID!) { node(id: $id) { ... on File { ${FILE_FIELDS} version viewerCanDelete viewerCannotDeleteReason usedBy { use name recordId collectionSlug } } } }`;

/** A store that holds no operation: the documents here are sent as text by a signed-in caller. */
const NO_OPERATIONS: OperationStore = { byId: () => undefined, holds: () => false };

/** The calls of a query besides the viewer's (which the API's stamped answers make unnecessary). */
const dataCalls = (calls: readonly string[]) => calls.filter((call) => call !== 'GET /api/users/me');

describe('files through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let salon: string;

  /** A stored file with its bytes, `minutesAgo` old so that lists order predictably. */
  async function storedFile(kind: FileKind, name: string, minutesAgo = 0): Promise<{ id: string; globalId: string }> {
    const file = await g.t.kit.file().kind(kind).name(name).originalName(`oryginał ${name}`).createdAt(new Date(Date.now() - minutesAgo * 60_000)).create();
    const bytes = Buffer.from(`${kind}/${name}`);
    await g.t.storage.put(`${kind}/${name}`, Readable.from([bytes]), { contentType: file.contentType, size: bytes.length });
    return { id: file._id, globalId: encodeGlobalID('File', file._id) };
  }

  /** A collection of `count` elements, each naming a stored model and a stored icon. */
  async function collectionWithFiles(name: string, count: number): Promise<string> {
    const seeded = await g.t.kit.collection().name(name).withElementCategories(1).create();
    const ids = await g.t.kit.elements(seeded, seeded.elementCategories[0]!, count, `${name.slice(0, 3).toUpperCase()}-`);
    await g.t.db.updateTable('elements').set({ thumb_url: sql<string>`'ik-' || replace(file, '.glb', '.svg')` }).where('id', 'in', ids).execute();
    // The two collections name the same files (bulk-1.glb…), stored once.
    await g.t.kit.files('model', Array.from({ length: count }, (_, i) => `bulk-${i + 1}.glb`));
    await g.t.kit.files('icon', Array.from({ length: count }, (_, i) => `ik-bulk-${i + 1}.svg`));
    return seeded.collection.slug;
  }

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
    salon = await g.tokenFor('salon');
  });
  afterAll(() => g.close());

  describe('File fields of the records that name a file', () => {
    let small: string;
    let large: string;

    beforeAll(async () => {
      large = await collectionWithFiles('Pliki Duża', 30);
      small = await collectionWithFiles('Pliki Mała', 3);
    });

    it('resolve every model and icon of an elements page in one call per kind: 3 elements cost what 30 cost', async () => {
      type Page = { collection: { elements: { edges: { node: { name: string; file: string; model: FileView | null; icon: { name: string; url: string } | null } }[] } } };
      const few = await counted<Page>(g, admin, ELEMENTS_WITH_FILES, { slug: small });
      const many = await counted<Page>(g, admin, ELEMENTS_WITH_FILES, { slug: large });
      expect(few.data.collection.elements.edges).toHaveLength(3);
      expect(many.data.collection.elements.edges).toHaveLength(30);
      for (const { node } of many.data.collection.elements.edges) {
        expect(node.model).toMatchObject({ kind: 'MODEL', name: node.file, url: `/uploads/model/${node.file}` });
        expect(node.icon).toMatchObject({ name: `ik-${node.file.replace('.glb', '.svg')}`, url: `/uploads/icon/ik-${node.file.replace('.glb', '.svg')}` });
      }
      expect([...dataCalls(few.shapes)].sort()).toEqual([...dataCalls(many.shapes)].sort());
      // The collection, its page of elements, and the files named by the page: models and icons, one call each.
      expect(dataCalls(many.calls).filter((call) => call === 'GET /api/cms/files')).toHaveLength(2);
      expect(dataCalls(many.calls)).toHaveLength(4);
    });

    it('takes two rounds: the files are asked for by the names the elements answer', async () => {
      const counter = roundCounter((request, context) => Promise.resolve(g.t.api.fetch(request, { ...context })));
      const gateway = createGateway({ upstream: counter.upstream, log: silentLogger, persistedOperations: NO_OPERATIONS, sessionKey: TEST_JWT_SECRET });
      const send = () =>
        Promise.resolve(
          gateway.fetch('http://gateway.test/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
            body: JSON.stringify({ query: ELEMENTS_WITH_FILES, variables: { slug: large } }),
          }),
        ).then((response) => response.json() as Promise<GraphResult>);
      const { value, rounds } = await counter.rounds(send());
      expect(value.errors).toBeUndefined();
      expect(rounds).toEqual([
        ['GET /api/cms/collection/{slug}', 'GET /api/cms/collection/{slug}/elements'],
        ['GET /api/cms/files', 'GET /api/cms/files'],
      ]);
    });

    it('answers null for a name no file has (asked for), and for an empty name (never asked for)', async () => {
      const seeded = await g.t.kit.collection().name('Pliki Brak').withElementCategories(1).create();
      await g.t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).with({ file: 'nie-ma-takiego.glb', thumbUrl: '' }).create();
      const { data, calls } = await counted<{ collection: { photo: null; elements: { edges: { node: { model: null; icon: null } }[] } } }>(
        g,
        admin,
        ELEMENTS_WITH_FILES,
        { slug: seeded.collection.slug },
      );
      expect(data.collection.photo).toBeNull();
      expect(data.collection.elements.edges[0]!.node).toMatchObject({ model: null, icon: null });
      expect(dataCalls(calls).filter((call) => call === 'GET /api/cms/files')).toHaveLength(1);
    });

    it("resolves a collection's photo and a kit's thumbnail", async () => {
      await storedFile('collection', 'zdjecie-kolekcji.jpg');
      await storedFile('image', 'zestaw-miniatura.svg');
      const seeded = await g.t.kit.collection().name('Pliki Zdjęcie').thumbUrl('zdjecie-kolekcji.jpg').withElementCategories(1).create();
      const elements = await g.t.kit.elements(seeded, seeded.elementCategories[0]!, 2, 'ZDJ-');
      await g.t.kit.elementKit().inCollection(seeded).withElements(elements).name('Zestaw z miniaturą').thumbUrl('zestaw-miniatura.svg').create();
      const { data, calls } = await counted<{ collection: { photo: { name: string; kind: string }; kits: { thumbnail: { name: string; kind: string } }[] } }>(
        g,
        admin,
        'query ($slug: String!) { collection(slug: $slug) { photo { name kind } kits { thumbnail { name kind } } } }',
        { slug: seeded.collection.slug },
      );
      expect(data.collection.photo).toEqual({ name: 'zdjecie-kolekcji.jpg', kind: 'COLLECTION' });
      expect(data.collection.kits).toEqual([{ thumbnail: { name: 'zestaw-miniatura.svg', kind: 'IMAGE' } }]);
      expect(dataCalls(calls).filter((call) => call === 'GET /api/cms/files')).toHaveLength(2);
    });
  });

  describe('Query.files', () => {
    beforeAll(async () => {
      for (let i = 1; i <= 5; i++) await storedFile('texture', `stronicowanie-${i}.png`, 100 - i);
      await storedFile('image', 'stronicowanie-obraz.png', 50);
    });

    it('pages newest first by the REST cursor, with the filtered count, one call per page', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      for (const expected of [['stronicowanie-5.png', 'stronicowanie-4.png'], ['stronicowanie-3.png', 'stronicowanie-2.png'], ['stronicowanie-1.png']]) {
        const { data, calls }: { data: FilePage; calls: string[] } = await counted<FilePage>(g, admin, FILES, { kind: 'TEXTURE', filter: 'stronicowanie', first: 2, after });
        expect(data.files.totalCount).toBe(5);
        expect(data.files.edges.map((edge) => edge.node.name)).toEqual(expected);
        expect(dataCalls(calls)).toEqual(['GET /api/cms/files']);
        seen.push(...data.files.edges.map((edge) => edge.node.name));
        expect(data.files.pageInfo.hasNextPage).toBe(seen.length < 5);
        after = data.files.pageInfo.endCursor;
      }
      expect(new Set(seen).size).toBe(5);
    });

    it('lists every kind without `kind`, and ignores a filter under 3 characters', async () => {
      const every = await counted<FilePage>(g, admin, FILES, { filter: 'stronicowanie', first: 10 });
      expect(every.data.files.totalCount).toBe(6);
      expect(every.data.files.edges[0]!.node).toMatchObject({ kind: 'IMAGE', name: 'stronicowanie-obraz.png' });
      const short = await counted<FilePage>(g, admin, FILES, { kind: 'TEXTURE', filter: 'st', first: 1 });
      expect(short.data.files.totalCount).toBeGreaterThanOrEqual(5);
    });

    it("reads what uses every file of a page with the page: one call, one round, whatever the page's length", async () => {
      const USES = `query ($first: Int) { files(kind: TEXTURE, filter: "stronicowanie", first: $first) { edges { node { name viewerCanDelete viewerCannotDeleteReason usedBy { name } } } } }`;
      type Uses = { files: { edges: { node: { viewerCanDelete: boolean; viewerCannotDeleteReason: string | null; usedBy: unknown[] } }[] } };
      const one = await counted<Uses>(g, admin, USES, { first: 1 });
      const five = await counted<Uses>(g, admin, USES, { first: 5 });
      expect(five.data.files.edges).toHaveLength(5);
      expect(five.data.files.edges.every(({ node }) => node.viewerCanDelete && node.viewerCannotDeleteReason === null && node.usedBy.length === 0)).toBe(true);
      expect(dataCalls(one.shapes)).toEqual(['GET /api/cms/files']);
      expect(dataCalls(five.shapes)).toEqual(dataCalls(one.shapes));
    });

    it('is for administrators: a salon user is FORBIDDEN', async () => {
      const result = await g.graph(FILES, { first: 1 }, salon);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.data).toBeNull();
    });
  });

  describe('deleteFile', () => {
    it('refuses a used file with FileInUseError naming each use, and deletes nothing', async () => {
      const file = await storedFile('model', 'uzywany-model.glb');
      const seeded = await g.t.kit.collection().name('Pliki Usuwanie').withElementCategories(1).create();
      const element = await g.t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name('Moduł z modelem').with({ file: 'uzywany-model.glb' }).create();
      const node = await g.graph<{ node: { viewerCanDelete: boolean; viewerCannotDeleteReason: string | null; usedBy: UseView[] } }>(NODE, { id: file.globalId }, admin);
      expect(node.data!.node.viewerCanDelete).toBe(false);
      expect(node.data!.node.viewerCannotDeleteReason).toBe(`Pliku uzywany-model.glb nie można usunąć: używa go element Moduł z modelem (${seeded.collection.slug})`);
      const use = { use: 'ELEMENT_MODEL', name: 'Moduł z modelem', recordId: encodeGlobalID('Element', element._id), collectionSlug: seeded.collection.slug };
      expect(node.data!.node.usedBy).toEqual([use]);

      const result = await g.graph<{ deleteFile: { __typename: string; message: string; usedBy: UseView[] } }>(DELETE, { id: file.globalId }, admin);
      expect(result.data!.deleteFile.__typename).toBe('FileInUseError');
      expect(result.data!.deleteFile.message).toContain('uzywany-model.glb');
      expect(result.data!.deleteFile.message).toContain('Moduł z modelem');
      expect(result.data!.deleteFile.usedBy).toEqual([use]);
      expect((await g.graph<{ node: { name: string } }>(NODE, { id: file.globalId }, admin)).data!.node.name).toBe('uzywany-model.glb');
    });

    it('deletes an unused file in one call and answers its id; a stale version is a ConflictError', async () => {
      const file = await storedFile('image', 'nieuzywany.png');
      const node = await g.graph<{ node: { version: number; viewerCanDelete: boolean; usedBy: UseView[] } }>(NODE, { id: file.globalId }, admin);
      expect(node.data!.node).toMatchObject({ viewerCanDelete: true, usedBy: [] });
      const stale = await g.graph<{ deleteFile: { __typename: string; currentVersion: number } }>(DELETE, { id: file.globalId, version: node.data!.node.version + 1 }, admin);
      expect(stale.data!.deleteFile).toMatchObject({ __typename: 'ConflictError', currentVersion: node.data!.node.version });

      g.calls.length = 0;
      const result = await g.graph<{ deleteFile: { __typename: string; deletedId: string } }>(DELETE, { id: file.globalId, version: node.data!.node.version }, admin);
      expect(result.data!.deleteFile).toEqual({ __typename: 'DeleteFilePayload', deletedId: file.globalId });
      expect(dataCalls(g.calls)).toEqual([`POST /api/upload/cloud/files/delete/${file.id}`]);
      expect((await g.graph<{ node: null }>(NODE, { id: file.globalId }, admin)).data!.node).toBeNull();
      const again = await g.graph<{ deleteFile: { __typename: string; message: string } }>(DELETE, { id: file.globalId }, admin);
      expect(again.data!.deleteFile.__typename).toBe('NotFoundError');
    });

    it('is for administrators: a salon user is FORBIDDEN and nothing is sent', async () => {
      const file = await storedFile('image', 'salon-nie-usunie.png');
      g.calls.length = 0;
      const result = await g.graph(DELETE, { id: file.globalId }, salon);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(g.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
      const read = await g.graph(NODE, { id: file.globalId }, salon);
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  it('node(id) reads a file with its uses and its history in one round', async () => {
    const file = await storedFile('icon', 'historia-ikona.svg');
    const counter = roundCounter((request, context) => Promise.resolve(g.t.api.fetch(request, { ...context })));
    const gateway = createGateway({ upstream: counter.upstream, log: silentLogger, persistedOperations: NO_OPERATIONS, sessionKey: TEST_JWT_SECRET });
    const query = `query ($id: ID!) { node(id: $id) { ... on File { name usedBy { name } viewerCanDelete history(first: 5) { edges { node { operation } } } } } }`;
    const answer = Promise.resolve(
      gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query, variables: { id: file.globalId } }),
      }),
    ).then((response) => response.json() as Promise<GraphResult>);
    const { value, rounds } = await counter.rounds(answer);
    expect(value.errors).toBeUndefined();
    expect(rounds).toEqual([['GET /api/cms/files/{id}', 'GET /api/cms/history']]);
  });
});
