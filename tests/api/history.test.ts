import { elementDetailSchema, type Element } from '@meble/domain/element';
import { conflictBodySchema, historyPageSchema, historyUndoneSchema, RECORD_KINDS, UNREVERTED_KINDS, type HistoryEntry } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorders } from '../../api/src/history/kinds.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import type { SeededCollection, SeededUser } from '../kit/seed.ts';

/** The element's update body, as the form sends it, from what GET answers. */
function bodyOf(element: Element, changes: Partial<Element> = {}): Record<string, unknown> {
  const { _id, collectionSlug: _slug, kitNames: _names, kits: _kits, discount: _discount, version: _version, ...fields } = { ...element, ...changes };
  return { ...fields, connect: fields.connect };
}

describe('versions and history over REST (D29)', () => {
  let t: TestApi;
  let admin: string;
  let colleague: string;
  let salon: string;
  let anna: SeededUser;
  let bartek: SeededUser;
  let collection: SeededCollection;

  beforeAll(async () => {
    t = await createTestApi();
    [anna, bartek] = await Promise.all([t.kit.user().admin().name('Anna Nowak').create(), t.kit.user().admin().name('Bartek Lis').create()]);
    const s = await t.kit.user().salon('Salon Historii').create();
    [admin, colleague, salon] = await Promise.all([t.signIn(anna.email, anna.password), t.signIn(bartek.email, bartek.password), t.signIn(s.email, s.password)]);
    collection = await t.kit.collection().name('Historia Kolekcja').withElementCategories(1).create();
  });
  afterAll(() => t.close());

  const newElement = (name: string) =>
    t.kit.element().inCollection(collection).inCategory(collection.elementCategories[0]!).name(name).priceA(169000).create();
  const get = async (id: string, token = admin) => {
    const response = await t.call(`/api/cms/element/${id}`, { token });
    expect(response.status).toBe(200);
    return { etag: response.headers.get('etag'), element: elementDetailSchema.parse(await response.json()).element };
  };
  const update = (id: string, json: unknown, token = admin, headers: Record<string, string> = {}) =>
    t.call(`/api/cms/element/update/${id}`, { method: 'PATCH', json, token, headers });
  const historyOf = async (query: string, token = admin) => {
    const response = await t.call(`/api/cms/history?${query}`, { token });
    expect(response.status).toBe(200);
    return historyPageSchema.parse(await response.json());
  };
  const undo = (id: string, json: unknown = {}, token = admin) => t.call(`/api/cms/history/undo/${id}`, { method: 'POST', json, token });

  it('answers the version in the record and as a strong ETag', async () => {
    const element = await newElement('Wersja 1');
    const { etag, element: read } = await get(element._id);
    expect(read.version).toBe(1);
    expect(etag).toBe('"1"');
  });

  it('refuses a save from a stale form with CONFLICT naming who changed it, and keeps the first change', async () => {
    const element = await newElement('Moduł sporny');
    const { element: seen } = await get(element._id);
    // The first administrator lowers price A.
    const first = await update(element._id, { ...bodyOf(seen, { priceA: 111100 }), version: seen.version }, admin);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    // The second, from the form opened before, changes only the description.
    const second = await update(element._id, { ...bodyOf(seen, { description: 'Nowy opis' }), version: seen.version }, colleague);
    expect(second.status).toBe(409);
    const conflict = conflictBodySchema.parse(await second.json());
    expect(conflict).toMatchObject({ code: 'CONFLICT', kind: 'element', recordId: element._id, version: 2, changedBy: { name: 'Anna Nowak' } });
    expect(conflict.message).toMatch(/^Ten rekord zmienił\(a\) Anna Nowak o \d{2}:\d{2}\. Twoje zmiany nie zostały zapisane\.$/);
    expect(conflict.current).toMatchObject({ priceA: 111100, description: seen.description });
    // Keeping their values on the current version saves both changes.
    const again = await update(element._id, { ...bodyOf(seen, { priceA: 111100, description: 'Nowy opis' }), version: conflict.version }, colleague);
    expect(again.status).toBe(200);
    expect((await get(element._id)).element).toMatchObject({ priceA: 111100, description: 'Nowy opis', version: 3 });
  });

  it('takes the version from If-Match as well, and a write without one still goes and is recorded', async () => {
    const element = await newElement('Moduł If-Match');
    const stale = await update(element._id, bodyOf(element, { dx: 123 }), admin, { 'If-Match': '"7"' });
    expect(stale.status).toBe(409);
    const fresh = await update(element._id, bodyOf(element, { dx: 123 }), admin, { 'If-Match': '"1"' });
    expect(fresh.status).toBe(200);
    const legacy = await update(element._id, bodyOf(element, { dx: 124 }), admin);
    expect(legacy.status).toBe(200);
    const { entries } = await historyOf(`kind=element&recordId=${element._id}`);
    expect(entries.map((entry) => [entry.operation, entry.changes])).toEqual([
      ['update', [{ field: 'dx', before: 123, after: 124 }]],
      ['update', [{ field: 'dx', before: element.dx, after: 123 }]],
    ]);
    expect(entries[0]?.actor).toEqual({ _id: anna.user._id, name: 'Anna Nowak', email: anna.email });
  });

  it('lets exactly one of 20 concurrent saves of the same version through, and records one entry', async () => {
    const element = await newElement('Moduł wyścigowy');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => update(element._id, { ...bodyOf(element, { priceA: 100000 + i }), version: 1 }, i % 2 ? admin : colleague)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const { entries } = await historyOf(`kind=element&recordId=${element._id}`);
    expect(entries.filter((entry) => entry.operation === 'update')).toHaveLength(1);
  });

  it("offers 'Przywróć' for exactly the kinds whose changes can be written back", () => {
    const unreverted = RECORD_KINDS.filter((kind) => recorders[kind].writeState === undefined);
    expect(unreverted).toEqual([...UNREVERTED_KINDS]);
  });

  it("reverts an update ('Przywróć') as a new recorded write, and refuses once the fields changed since", async () => {
    const element = await newElement('Moduł do cofnięcia');
    expect((await update(element._id, { ...bodyOf(element, { priceA: 99900 }), version: 1 })).status).toBe(200);
    const [changed] = (await historyOf(`kind=element&recordId=${element._id}`)).entries as [HistoryEntry];
    expect(changed).toMatchObject({ operation: 'update', undoable: true, changes: [{ field: 'priceA', before: 169000, after: 99900 }] });
    const answer = await undo(changed._id, { version: 2 });
    expect(answer.status).toBe(200);
    const { entry } = historyUndoneSchema.parse(await answer.json());
    expect(entry).toMatchObject({ operation: 'revert', undoes: changed._id, changes: [{ field: 'priceA', before: 99900, after: 169000 }] });
    expect((await get(element._id)).element).toMatchObject({ priceA: 169000, version: 3 });
    const twice = await undo(changed._id);
    expect([twice.status, ((await twice.json()) as { message: string }).message]).toEqual([409, messages.undoAlreadyDone]);
    // A later change of the same field: reverting the revert would overwrite it, so it is refused.
    expect((await update(element._id, { ...bodyOf(element, { priceA: 50000 }), version: 3 })).status).toBe(200);
    const refused = await undo(entry._id);
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([409, messages.undoChangedSince(['Cena A'])]);
  });

  it('undoes an element delete with its id and equipment, and a second undo is refused', async () => {
    const element = await newElement('Moduł usunięty');
    const deleted = await t.call(`/api/cms/element/delete/${element._id}`, { method: 'POST', token: admin });
    expect(deleted.status).toBe(200);
    const [entry] = (await historyOf(`kind=element&recordId=${element._id}`)).entries as [HistoryEntry];
    // A list links each entry to its record by the collection the record is in now: none while it is gone.
    expect(entry).toMatchObject({ operation: 'delete', undoable: true, recordName: 'Moduł usunięty', collectionSlug: null });
    const answer = await undo(entry._id);
    expect(answer.status).toBe(200);
    expect(historyUndoneSchema.parse(await answer.clone().json()).entry.collectionSlug).toBe(collection.collection.slug);
    const { element: restored } = await get(element._id);
    expect({ ...restored, version: 0 }).toEqual({ ...element, version: 0 });
    expect((await undo(entry._id)).status).toBe(409);
  });

  it('refuses a stale delete with CONFLICT', async () => {
    const element = await newElement('Moduł stale delete');
    await update(element._id, bodyOf(element, { dy: 77 }));
    const answer = await t.call(`/api/cms/element/delete/${element._id}`, { method: 'POST', token: admin, headers: { 'If-Match': '"1"' } });
    expect(answer.status).toBe(409);
    expect(conflictBodySchema.parse(await answer.json()).version).toBe(2);
  });

  it('shows no history to a salon user', async () => {
    expect((await t.call('/api/cms/history', { token: salon })).status).toBe(403);
    expect((await t.call('/api/cms/history/undo/1', { method: 'POST', json: {}, token: salon })).status).toBe(403);
  });
});
