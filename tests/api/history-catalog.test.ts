import { collectionDetailSchema, collectionSchema } from '@meble/domain/collection';
import { csvImportReportSchema } from '@meble/domain/csv';
import { elementSchema, type Element } from '@meble/domain/element';
import { elementCategorySchema } from '@meble/domain/element-category';
import { conflictBodySchema, historyPageSchema, historyUndoneSchema, type HistoryEntry, type RecordKind } from '@meble/domain/history';
import { kitDetailSchema, kitListSchema } from '@meble/domain/kit';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { csvLine, csvText, VALID_CSV_CELLS } from '../kit/csv.ts';
import type { SeededCollection, SeededUser } from '../kit/seed.ts';

const elementListSchema = z.object({ elements: z.array(elementSchema), totalCount: z.number().int() });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

/** A REST answer with every `version` taken out, at any depth: the one thing an undone delete may change. */
function withoutVersions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVersions);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'version').map(([key, inner]) => [key, withoutVersions(inner)]));
  }
  return value;
}

describe("the catalogue's versions and history over REST (D29)", () => {
  let t: TestApi;
  let admin: string;
  let colleague: string;
  let anna: SeededUser;
  let category: { _id: string; slug: string };

  beforeAll(async () => {
    t = await createTestApi();
    await Promise.all([t.kit.files('collection', ['nowy.jpg']), t.kit.files('model', [VALID_CSV_CELLS.file ?? '']), t.kit.files('icon', [VALID_CSV_CELLS.thumbUrl ?? ''])]);
    [anna] = await Promise.all([t.kit.user().admin().name('Anna Nowak').create()]);
    const bartek = await t.kit.user().admin().name('Bartek Lis').create();
    [admin, colleague] = await Promise.all([t.signIn(anna.email, anna.password), t.signIn(bartek.email, bartek.password)]);
    category = await t.kit.collectionCategory().name('Historia Katalogu').create();
  });
  afterAll(() => t.close());

  const call = (path: string, method: string, json?: unknown, token = admin, headers: Record<string, string> = {}) =>
    t.call(path, { method, ...(json === undefined ? {} : { json }), token, headers });
  const historyOf = async (kind: RecordKind, recordId: string): Promise<HistoryEntry[]> => {
    const response = await t.call(`/api/cms/history?kind=${kind}&recordId=${recordId}`, { token: admin });
    expect(response.status).toBe(200);
    return historyPageSchema.parse(await response.json()).entries;
  };
  const undo = (id: string, json: unknown = {}) => call(`/api/cms/history/undo/${id}`, 'POST', json);
  const expectConflict = async (response: Response, fields: Record<string, unknown>) => {
    expect(response.status).toBe(409);
    const body = conflictBodySchema.parse(await response.json());
    expect(body).toMatchObject({ code: 'CONFLICT', ...fields });
    return body;
  };

  /** A collection with one element category and `count` elements in it. */
  async function collectionWithElements(name: string, count: number): Promise<{ seeded: SeededCollection; elements: Element[] }> {
    const seeded = await t.kit.collection().name(name).inCategory(category).withElementCategories(1).create();
    const elements: Element[] = [];
    for (let i = 1; i <= count; i++) {
      elements.push(await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name(`${name} moduł ${i}`).displayOrd(i % 7).create());
    }
    return { seeded, elements };
  }

  describe('collections', () => {
    it('records a create, an update and a delete; answers the version and ETag; refuses a stale update and delete', async () => {
      const created = await call('/api/cms/collection/create', 'POST', { name: 'Historia Sofa', category_slug: category.slug, discount: 100 });
      expect(created.status).toBe(201);
      expect(created.headers.get('etag')).toBe('"1"');
      const collection = collectionSchema.parse(await created.json());
      expect(collection.version).toBe(1);
      const read = await t.call(`/api/cms/collection/${collection.slug}`, { token: admin });
      expect(read.headers.get('etag')).toBe('"1"');

      const body = { description: 'Nowy opis', category_slug: category.slug, thumbUrl: '', isActive: true };
      const updated = await call(`/api/cms/collection/update/${collection.slug}`, 'PATCH', { ...body, version: 1 });
      expect(updated.status).toBe(200);
      expect(updated.headers.get('etag')).toBe('"2"');
      const stale = await call(`/api/cms/collection/update/${collection._id}`, 'PATCH', { ...body, description: 'Inny opis', version: 1 }, colleague);
      const conflict = await expectConflict(stale, { kind: 'collection', recordId: collection._id, version: 2, changedBy: { name: 'Anna Nowak' } });
      expect(conflict.current).toMatchObject({ description: 'Nowy opis' });
      await expectConflict(await call(`/api/cms/collection/delete/${collection._id}`, 'POST', undefined, colleague, { 'If-Match': '"1"' }), { version: 2 });

      // The graph knows a collection by its slug only: the history takes it as well as the id.
      expect(await historyOf('collection', collection.slug)).toEqual(await historyOf('collection', collection._id));
      expect((await call(`/api/cms/collection/delete/${collection._id}`, 'POST', undefined, admin, { 'If-Match': '"2"' })).status).toBe(200);
      const entries = await historyOf('collection', collection._id);
      expect(entries.map((entry) => entry.operation)).toEqual(['delete', 'update', 'create']);
      expect(entries[1]?.changes).toEqual([{ field: 'description', before: '', after: 'Nowy opis' }]);
      expect(entries[2]?.changes).toContainEqual({ field: 'name', before: null, after: 'Historia Sofa' });
      expect(entries[0]).toMatchObject({ recordName: 'Historia Sofa', undoable: true, actor: { name: 'Anna Nowak' } });
    });

    it("reverts a collection's update ('Przywróć') as a new recorded write", async () => {
      const { collection } = await t.kit.collection().name('Historia Przywróć').inCategory(category).description('Stary').create();
      const body = { description: 'Nowy', category_slug: category.slug, thumbUrl: 'nowy.jpg', isActive: false, version: 1 };
      expect((await call(`/api/cms/collection/update/${collection._id}`, 'PATCH', body)).status).toBe(200);
      const [entry] = await historyOf('collection', collection._id);
      const answer = await undo(entry!._id, { version: 2 });
      expect(answer.status).toBe(200);
      expect(historyUndoneSchema.parse(await answer.json()).entry).toMatchObject({ operation: 'revert', undoes: entry!._id });
      const now = collectionDetailSchema.parse(await (await t.call(`/api/cms/collection/${collection.slug}`, { token: admin })).json()).collection;
      expect(now).toEqual({ ...collection, version: 3 });
    });
  });

  describe('element categories', () => {
    it('records a create, an update and a delete, refuses stale ones, and reverts an update', async () => {
      const { collection } = await t.kit.collection().name('Historia Kategorie').inCategory(category).create();
      const created = await call('/api/cms/element-category/create', 'POST', { collectionSlug: collection.slug, name: 'Pufy', name_en: 'Poufs', displayOrd: 1 });
      expect(created.status).toBe(201);
      const made = elementCategorySchema.parse(await created.json());
      expect([made.version, created.headers.get('etag')]).toEqual([1, '"1"']);
      expect((await t.call(`/api/cms/element-category/${made._id}`, { token: admin })).headers.get('etag')).toBe('"1"');
      const fields = { name: 'Pufy i podnóżki', name_en: 'Poufs', displayOrd: 2, available: true };
      const updated = await call(`/api/cms/element-category/update/${made._id}`, 'PATCH', { ...fields, version: 1 });
      expect([updated.status, updated.headers.get('etag')]).toEqual([200, '"2"']);
      await expectConflict(await call(`/api/cms/element-category/update/${made._id}`, 'PATCH', { ...fields, name: 'Inna', version: 1 }, colleague), {
        kind: 'elementCategory',
        version: 2,
      });

      const [update] = await historyOf('elementCategory', made._id);
      expect(update).toMatchObject({
        operation: 'update',
        changes: [
          { field: 'name', before: 'Pufy', after: 'Pufy i podnóżki' },
          { field: 'displayOrd', before: 1, after: 2 },
        ],
      });
      expect((await undo(update!._id)).status).toBe(200);
      const reverted = await t.call(`/api/cms/element-category/${made._id}`, { token: admin });
      expect(((await reverted.json()) as { category: unknown }).category).toMatchObject({ name: 'Pufy', displayOrd: 1, version: 3 });

      await expectConflict(await call(`/api/cms/element-category/delete/${made._id}`, 'POST', undefined, admin, { 'If-Match': '"2"' }), { version: 3 });
      expect((await call(`/api/cms/element-category/delete/${made._id}`, 'POST', undefined, admin, { 'If-Match': '"3"' })).status).toBe(200);
      const entries = await historyOf('elementCategory', made._id);
      expect(entries.map((entry) => entry.operation)).toEqual(['delete', 'revert', 'update', 'create']);
      // The delete's snapshot brings it back with its id.
      expect((await undo(entries[0]!._id)).status).toBe(200);
      expect((await t.call(`/api/cms/element-category/${made._id}`, { token: admin })).status).toBe(200);
    });
  });

  describe('kits', () => {
    /** A kit's elements as its history keeps them: ids for a revert, names for the screen. */
    const named = (...elements: Element[]) => elements.map(({ _id, name }) => ({ _id, name }));

    it('records create, update, visibility, add and remove element (its elements before → after) and delete; refuses each when stale', async () => {
      const { seeded, elements } = await collectionWithElements('Historia Zestawy', 3);
      const [a, b, c] = elements as [Element, Element, Element];
      const created = await call('/api/cms/kit/create', 'POST', { cSlug: seeded.collection.slug, name: 'Zestaw historii', elements: [a._id, b._id] });
      expect([created.status, created.headers.get('etag')]).toEqual([201, '"1"']);
      const kit = kitDetailSchema.parse(await created.json()).kit;
      expect((await t.call(`/api/cms/kit/${kit._id}`, { token: admin })).headers.get('etag')).toBe('"1"');
      const fields = { name: 'Zestaw po zmianie', tinydesc: '', ord: 1, thumbUrl: '', isActive: true };

      // Each write names version 1 once it is stale: refused, nothing written.
      const writes: [string, string, Record<string, unknown>][] = [
        [`/api/cms/kit/update/${kit._id}`, 'PATCH', fields],
        [`/api/cms/kit/visibility/${kit._id}`, 'PATCH', { isActive: false }],
        [`/api/cms/kit/add-element/${kit._id}`, 'POST', { elementId: c._id }],
        [`/api/cms/kit/remove-element/${kit._id}`, 'POST', { elementId: a._id }],
      ];
      for (const [index, [path, method, body]] of writes.entries()) {
        const answer = await call(path, method, { ...body, version: index + 1 });
        expect([path, answer.status, answer.headers.get('etag')]).toEqual([path, 200, `"${index + 2}"`]);
        await expectConflict(await call(path, method, { ...body, version: index + 1 }, colleague), { kind: 'kit', recordId: kit._id, version: index + 2 });
      }
      await expectConflict(await call(`/api/cms/kit/delete/${kit._id}`, 'POST', undefined, colleague, { 'If-Match': '"1"' }), { version: 5 });
      const now = kitDetailSchema.parse(await (await t.call(`/api/cms/kit/${kit._id}`, { token: admin })).json()).kit;
      expect(now).toMatchObject({ name: 'Zestaw po zmianie', isActive: false, elements: [b._id, c._id], version: 5 });

      expect((await call(`/api/cms/kit/delete/${kit._id}`, 'POST', undefined, admin, { 'If-Match': '"5"' })).status).toBe(200);
      const entries = await historyOf('kit', kit._id);
      expect(entries.map((entry) => [entry.operation, entry.changes.filter((change) => change.field !== 'name' || entry.operation !== 'create')])).toEqual([
        ['delete', []],
        ['update', [{ field: 'elements', before: named(a, b, c), after: named(b, c) }]],
        ['update', [{ field: 'elements', before: named(a, b), after: named(a, b, c) }]],
        ['update', [{ field: 'isActive', before: true, after: false }]],
        ['update', [{ field: 'name', before: 'Zestaw historii', after: 'Zestaw po zmianie' }]],
        ['create', expect.arrayContaining([{ field: 'elements', before: null, after: named(a, b) }])],
      ]);
    });

    it("reverts a membership change ('Przywróć' puts the element back in its place)", async () => {
      const { seeded, elements } = await collectionWithElements('Historia Skład', 3);
      const [a, b, c] = elements as [Element, Element, Element];
      const kit = await t.kit.elementKit().inCollection(seeded).withElements([a, b, c]).create();
      expect((await call(`/api/cms/kit/remove-element/${kit._id}`, 'POST', { elementId: a._id, version: 1 })).status).toBe(200);
      const [removal] = await historyOf('kit', kit._id);
      expect((await undo(removal!._id, { version: 2 })).status).toBe(200);
      const now = kitDetailSchema.parse(await (await t.call(`/api/cms/kit/${kit._id}`, { token: admin })).json()).kit;
      expect(now).toEqual({ ...kit, version: 3 });
    });
  });

  describe('races', () => {
    it('lets one of 20 concurrent kit membership changes of the same version through, and records one entry', async () => {
      const { seeded, elements } = await collectionWithElements('Historia Wyścig Zestawu', 3);
      const kit = await t.kit.elementKit().inCollection(seeded).withElements([elements[0]!, elements[1]!]).create();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(`/api/cms/kit/add-element/${kit._id}`, 'POST', { elementId: elements[2]!._id, version: 1 }, i % 2 ? admin : colleague)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
      expect((await historyOf('kit', kit._id)).filter((entry) => entry.operation === 'update')).toHaveLength(1);
    });

    it('lets one of 10 concurrent discounts saves of the same versions through', async () => {
      const { seeded, elements } = await collectionWithElements('Historia Wyścig Rabatów', 2);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(`/api/cms/collection/discounts/${seeded.collection._id}`, 'PATCH', {
            discount: 10 * (i + 1),
            version: 1,
            elements: elements.map((element) => ({ _id: element._id, discount: i + 1, version: 1 })),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
      expect(await historyOf('collection', seeded.collection._id)).toHaveLength(1);
      for (const element of elements) expect(await historyOf('element', element._id)).toHaveLength(1);
    });
  });

  describe('a kit delete undone', () => {
    it('brings the kit back with its elements in order, and names an element deleted since', async () => {
      const { seeded, elements } = await collectionWithElements('Historia Zestaw Usunięty', 3);
      const [a, b, c] = elements as [Element, Element, Element];
      const kit = await t.kit.elementKit().inCollection(seeded).withElements([c, a, c]).create();
      const other = await t.kit.elementKit().inCollection(seeded).withElements([a, b]).create();
      for (const id of [kit._id, other._id]) expect((await call(`/api/cms/kit/delete/${id}`, 'POST')).status).toBe(200);
      const [deleted] = await historyOf('kit', kit._id);
      expect((await undo(deleted!._id)).status).toBe(200);
      const restored = kitDetailSchema.parse(await (await t.call(`/api/cms/kit/${kit._id}`, { token: admin })).json()).kit;
      expect(withoutVersions(restored)).toEqual(withoutVersions(kit));

      // The other kit held b, deleted since it went: its restore names what is missing and writes nothing.
      expect((await call(`/api/cms/element/delete/${b._id}`, 'POST')).status).toBe(200);
      const [otherDeleted] = await historyOf('kit', other._id);
      const refused = await undo(otherDeleted!._id);
      expect([refused.status, await messageOf(refused)]).toEqual([409, messages.restoreClash(messages.restoreParentGone('elementu, który zawierał'))]);
      expect((await t.call(`/api/cms/kit/${other._id}`, { token: admin })).status).toBe(404);
    });
  });

  describe('the discounts screen', () => {
    it('checks the collection and every listed element at once: one stale record refuses all and names each at fault', async () => {
      const { seeded, elements } = await collectionWithElements('Historia Rabaty', 3);
      const [a, b, c] = elements as [Element, Element, Element];
      const path = `/api/cms/collection/discounts/${seeded.collection._id}`;
      // A colleague changes element b's discount and the collection's description meanwhile.
      expect((await call(`/api/cms/element/discount/${b._id}`, 'PATCH', { discount: 5, version: 1 }, colleague)).status).toBe(200);
      const body = { discount: 100, version: 1, elements: [a, b, c].map((element) => ({ _id: element._id, discount: 20, version: 1 })) };
      const refused = await expectConflict(await call(path, 'PATCH', body), { kind: 'element', recordId: b._id, version: 2, changedBy: { name: 'Bartek Lis' } });
      expect(refused.message).toBe(messages.recordsConflict([b.name]));
      expect(refused.records).toEqual([{ kind: 'element', recordId: b._id, name: b.name, version: 2 }]);

      const collectionBody = { description: 'Zmieniony', category_slug: category.slug, thumbUrl: '', isActive: true, version: 1 };
      expect((await call(`/api/cms/collection/update/${seeded.collection._id}`, 'PATCH', collectionBody, colleague)).status).toBe(200);
      const both = await expectConflict(await call(path, 'PATCH', body), { kind: 'collection', recordId: seeded.collection._id });
      expect(both.message).toBe(messages.recordsConflict([seeded.collection.name, b.name]));
      expect(both.records?.map((record) => [record.kind, record.name, record.version])).toEqual([
        ['collection', seeded.collection.name, 2],
        ['element', b.name, 2],
      ]);
      // Nothing was written: not the collection's discount, not a or c.
      const stored = await t.db.selectFrom('elements').select(['id', 'discount', 'version']).where('id', 'in', [a._id, c._id]).execute();
      expect(stored.map((row) => [row.discount, row.version])).toEqual([
        [0, 1],
        [0, 1],
      ]);
      expect((await historyOf('collection', seeded.collection._id)).map((entry) => entry.operation)).toEqual(['update']);

      // On the current versions it goes: an entry per record it changed, none for c, whose discount stays.
      const fresh = { discount: 100, version: 2, elements: [{ _id: a._id, discount: 20, version: 1 }, { _id: b._id, discount: 20, version: 2 }, { _id: c._id, discount: 0 }] };
      const saved = await call(path, 'PATCH', fresh);
      expect([saved.status, saved.headers.get('etag')]).toEqual([200, '"3"']);
      const answer = (await saved.json()) as { collection: { version: number }; elements: Element[] };
      expect([answer.collection.version, ...answer.elements.map((element) => element.version)]).toEqual([3, 2, 3, 1]);
      const [collectionEntry] = await historyOf('collection', seeded.collection._id);
      expect(collectionEntry).toMatchObject({ operation: 'update', version: 3, changes: [{ field: 'discount', before: 0, after: 100 }] });
      expect((await historyOf('element', a._id))[0]).toMatchObject({ operation: 'update', changes: [{ field: 'discount', before: 0, after: 20 }] });
      expect((await historyOf('element', b._id))[0]).toMatchObject({ operation: 'update', changes: [{ field: 'discount', before: 5, after: 20 }] });
      expect(await historyOf('element', c._id)).toEqual([]);

      // Reverting the collection's entry writes its discount back.
      expect((await undo(collectionEntry!._id)).status).toBe(200);
      const collection = collectionDetailSchema.parse(await (await t.call(`/api/cms/collection/${seeded.collection.slug}`, { token: admin })).json()).collection;
      expect(collection).toMatchObject({ discount: 0, description: 'Zmieniony', version: 4 });
    });
  });

  describe('the CSV import', () => {
    const importCsv = (slug: string, names: readonly string[]) =>
      call(`/api/cms/collection/${slug}/elements/import`, 'POST', { csv: csvText(names.map((name) => csvLine({ name }))), dryRun: false });
    async function collectionForCsv(name: string): Promise<SeededCollection> {
      const seeded = await t.kit.collection().name(name).inCategory(category).create();
      seeded.elementCategories.push(await t.kit.elementCategory().inCollection(seeded).name('Narożniki').displayOrd(1).create());
      return seeded;
    }
    const elementsOf = async (slug: string) =>
      elementListSchema.parse(await (await t.call(`/api/cms/collection/${slug}/elements?limit=500`, { token: admin })).json()).elements;

    it('records one entry of its collection with its lines, and its undo removes what it created', async () => {
      const seeded = await collectionForCsv('Historia Import');
      const names = ['IMP-A', 'IMP-B', 'IMP-C', 'IMP-D'];
      const answer = await importCsv(seeded.collection.slug, names);
      expect(csvImportReportSchema.parse(await answer.json()).created).toBe(4);
      const entries = await historyOf('collection', seeded.collection._id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ operation: 'import', lines: 4, recordName: seeded.collection.name, undoable: true, actor: { name: 'Anna Nowak' } });
      for (const element of await elementsOf(seeded.collection.slug)) expect(await historyOf('element', element._id)).toEqual([]);

      const undone = await undo(entries[0]!._id);
      expect(undone.status).toBe(200);
      expect(historyUndoneSchema.parse(await undone.json()).entry).toMatchObject({ operation: 'undoImport', lines: 4, undoes: entries[0]!._id });
      expect(await elementsOf(seeded.collection.slug)).toEqual([]);
    });

    it("refuses the undo, naming them, once an element it created was changed since or put in a kit", async () => {
      const seeded = await collectionForCsv('Historia Import Zmieniony');
      await importCsv(seeded.collection.slug, ['IMP-X', 'IMP-Y', 'IMP-Z']);
      const [entry] = await historyOf('collection', seeded.collection._id);
      const [x, y, z2] = await elementsOf(seeded.collection.slug);
      expect((await call(`/api/cms/element/discount/${y!._id}`, 'PATCH', { discount: 10 })).status).toBe(200);
      const refused = await undo(entry!._id);
      expect([refused.status, await messageOf(refused)]).toEqual([409, messages.undoImportChanged(['IMP-Y'])]);
      await t.kit.elementKit().inCollection(seeded).withElements([x!, z2!]).create();
      const again = await undo(entry!._id);
      expect([again.status, await messageOf(again)]).toEqual([409, messages.undoImportChanged(['IMP-X', 'IMP-Y', 'IMP-Z'])]);
      expect(await elementsOf(seeded.collection.slug)).toHaveLength(3);
    });
  });

  describe("a collection delete's undo", () => {
    it('brings back a collection with 26 elements and 5 kits exactly as its pages answered before', async () => {
      const { seeded, elements } = await collectionWithElements('Historia Wielka', 26);
      seeded.elementCategories.push(await t.kit.elementCategory().inCollection(seeded).name('Druga kategoria').displayOrd(2).create());
      for (let k = 0; k < 5; k++) {
        await t.kit
          .elementKit()
          .inCollection(seeded)
          .name(`Zestaw ${k + 1}`)
          .ord(5 - k)
          .withElements([elements[k]!, elements[k + 5]!, elements[k]!, elements[20 + k]!])
          .create();
      }
      const slug = seeded.collection.slug;
      const pages = async () => {
        const answers = await Promise.all([
          t.call(`/api/cms/collection/${slug}`, { token: admin }),
          t.call(`/api/cms/collection/${slug}/elements?limit=500`, { token: admin }),
          t.call(`/api/cms/collection/${slug}/kits`, { token: admin }),
          t.call(`/api/cms/collection/${slug}/element-categories`, { token: admin }),
        ]);
        return { statuses: answers.map((answer) => answer.status), bodies: await Promise.all(answers.map((answer) => answer.json() as Promise<unknown>)) };
      };
      const before = await pages();
      expect(before.statuses).toEqual([200, 200, 200, 200]);
      expect(kitListSchema.parse(before.bodies[2]).kits).toHaveLength(5);
      expect(elementListSchema.parse(before.bodies[1]).totalCount).toBe(26);
      const counts = await t.kit.catalogueRowCounts();

      expect((await call(`/api/cms/collection/delete/${seeded.collection._id}`, 'POST')).status).toBe(200);
      const [deleted] = await historyOf('collection', seeded.collection._id);
      expect(deleted).toMatchObject({
        operation: 'delete',
        undoable: true,
        removed: expect.arrayContaining([
          { kind: 'elementCategory', count: 2 },
          { kind: 'element', count: 26 },
          { kind: 'kit', count: 5 },
        ]),
      });

      // A collection made since under the same name takes the slug: the restore names it and writes nothing.
      const clash = await call('/api/cms/collection/create', 'POST', { name: 'Historia Wielka', category_slug: category.slug, discount: 0 });
      expect(clash.status).toBe(201);
      const taken = collectionSchema.parse(await clash.json());
      const countsWithClash = await t.kit.catalogueRowCounts();
      const refused = await undo(deleted!._id);
      expect([refused.status, await messageOf(refused)]).toEqual([409, messages.restoreClash(messages.restoreNameTaken(slug))]);
      expect(await t.kit.catalogueRowCounts()).toEqual(countsWithClash);
      expect((await historyOf('collection', seeded.collection._id))[0]).toMatchObject({ _id: deleted!._id, undoable: true });

      expect((await call(`/api/cms/collection/delete/${taken._id}`, 'POST')).status).toBe(200);
      const restored = await undo(deleted!._id);
      expect(restored.status).toBe(200);
      expect(historyUndoneSchema.parse(await restored.json()).entry).toMatchObject({ operation: 'restore', recordId: seeded.collection._id });
      const after = await pages();
      expect(after.statuses).toEqual([200, 200, 200, 200]);
      expect(withoutVersions(after.bodies)).toEqual(withoutVersions(before.bodies));
      // Only the collection's own version moved on; its elements and kits keep theirs.
      expect(after.bodies[1]).toEqual(before.bodies[1]);
      expect(after.bodies[2]).toEqual(before.bodies[2]);
      expect(await t.kit.catalogueRowCounts()).toEqual(counts);
    });
  });
});
