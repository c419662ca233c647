import { configurationDetailSchema, configurationSavedSchema } from '@meble/domain/client-configuration';
import { conflictBodySchema, DELETE_UNDO_DAYS, historyPageSchema, historyUndoneSchema, type HistoryEntry } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { translationDetailSchema, translationSchema } from '@meble/domain/translation';
import { userSchema } from '@meble/domain/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyRetentionDaysOf } from '../../api/src/config.ts';
import { pruneHistory, startHistoryPruning } from '../../api/src/history/retention.ts';
import { insertMissingTranslations } from '../../api/src/translations/repository.ts';
import { createTestApi, testClock, type TestApi } from '../kit/api.ts';
import { englishIn } from '../kit/english.ts';
import type { SeededCollection, SeededUser } from '../kit/seed.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ErrorAnswer {
  message: string;
  errors?: { field: string; message: string }[];
}

describe('versions and history of translations, users and client configurations (D29)', () => {
  let t: TestApi;
  let admin: string;
  let salonToken: string;
  let otherSalonToken: string;
  let anna: SeededUser;
  let salon: SeededUser;
  let collection: SeededCollection;
  let intakeAddress = 0;

  beforeAll(async () => {
    t = await createTestApi();
    anna = await t.kit.user().admin().name('Anna Nowak').create();
    salon = await t.kit.user().salon('Salon Ludzi').create();
    const other = await t.kit.user().salon('Salon Obcy').create();
    [admin, salonToken, otherSalonToken] = await Promise.all([
      t.signIn(anna.email, anna.password),
      t.signIn(salon.email, salon.password),
      t.signIn(other.email, other.password),
    ]);
    collection = await t.kit.collection().name('Kolekcja Ludzi').withElementCategories(1).create();
    await insertMissingTranslations(t.db, [
      { key: 'ludzie.button.save', pl: 'Zapisz', en: 'Save' },
      { key: 'ludzie.label.width', pl: 'Szerokość', en: 'Width' },
    ]);
  });
  afterAll(() => t.close());

  const historyOf = async (query: string, token = admin) => {
    const response = await t.call(`/api/cms/history?${query}`, { token });
    expect(response.status).toBe(200);
    return historyPageSchema.parse(await response.json()).entries;
  };
  const undo = (id: string, json: unknown = {}) => t.call(`/api/cms/history/undo/${id}`, { method: 'POST', json, token: admin });
  /** The stored history rows of a record, every column, as JSON text: what no secret may appear in. */
  const rawHistoryOf = async (recordId: string) =>
    JSON.stringify(await t.db.selectFrom('history').selectAll().where('record_id', '=', recordId).execute());
  const messageOf = async (response: Response) => ((await response.json()) as ErrorAnswer).message;

  describe('translations', () => {
    const translation = async (key: string) => {
      const row = await t.db.selectFrom('translations').select('id').where('key', '=', key).executeTakeFirstOrThrow();
      const response = await t.call(`/api/cms/settings/translation/${row.id}`, { token: admin });
      expect(response.status).toBe(200);
      return { etag: response.headers.get('etag'), translation: translationDetailSchema.parse(await response.json()).translation };
    };
    const update = (id: string, json: unknown, headers: Record<string, string> = {}) =>
      t.call(`/api/cms/settings/translation/update/${id}`, { method: 'PATCH', json, token: admin, headers });

    it('answers the version and its ETag, records an update, refuses a stale one with CONFLICT, and reverts', async () => {
      const { etag, translation: seen } = await translation('ludzie.button.save');
      expect([seen.version, etag]).toEqual([1, '"1"']);
      const saved = await update(seen._id, { pl: 'Zapisz zmiany', en: 'Save', version: 1 });
      expect([saved.status, saved.headers.get('etag')]).toEqual([200, '"2"']);
      expect(translationSchema.parse(await saved.json())).toMatchObject({ pl: 'Zapisz zmiany', version: 2 });

      const stale = await update(seen._id, { pl: 'Zachowaj', en: 'Keep', version: 1 });
      expect(stale.status).toBe(409);
      const conflict = conflictBodySchema.parse(await stale.json());
      expect(conflict).toMatchObject({ code: 'CONFLICT', kind: 'translation', recordId: seen._id, version: 2, changedBy: { name: 'Anna Nowak' } });
      expect(conflict.current).toMatchObject({ pl: 'Zapisz zmiany', en: 'Save' });
      expect((await update(seen._id, { pl: 'Zachowaj', en: 'Keep' }, { 'If-Match': '"1"' })).status).toBe(409);
      // An If-Match that names no version of ours matches nothing: a conflict, never a 500.
      expect((await update(seen._id, { pl: 'Zachowaj', en: 'Keep' }, { 'If-Match': 'abc' })).status).toBe(409);

      const [entry] = (await historyOf(`kind=translation&recordId=${seen._id}`)) as [HistoryEntry];
      expect(entry).toMatchObject({
        operation: 'update',
        recordName: 'ludzie.button.save',
        version: 2,
        undoable: true,
        actor: { _id: anna.user._id, name: 'Anna Nowak', email: anna.email },
        changes: [{ field: 'pl', before: 'Zapisz', after: 'Zapisz zmiany' }],
      });
      const reverted = await undo(entry._id, { version: 2 });
      expect(reverted.status).toBe(200);
      expect(historyUndoneSchema.parse(await reverted.json()).entry).toMatchObject({ operation: 'revert', undoes: entry._id });
      expect((await translation('ludzie.button.save')).translation).toMatchObject({ pl: 'Zapisz', en: 'Save', version: 3 });
    });
  });

  describe('users', () => {
    const signUp = (email: string, token = admin) =>
      t.call('/api/authentication/sign-up', {
        token,
        json: { name: 'Ewa Lipowa', email, city: 'Gniezno', password: 'Haslo-Ewy-2025', passwordRepeat: 'Haslo-Ewy-2025', salonName: 'Salon Lipowy' },
      });
    const readUser = async (id: string) => {
      const response = await t.call(`/api/users/${id}`, { token: admin });
      expect(response.status).toBe(200);
      return { etag: response.headers.get('etag'), user: userSchema.parse(await response.json()) };
    };
    const edit = { name: 'Ewa Lipowa', city: 'Konin', salonName: 'Salon Lipowy', salonPhone: '63 000 00 00', salonAddress: 'ul. Lipowa 1' };
    const update = (id: string, json: unknown, headers: Record<string, string> = {}) =>
      t.call(`/api/cms/user/update/${id}`, { method: 'PATCH', json, token: admin, headers });
    const changePassword = (json: unknown, headers: Record<string, string> = {}) =>
      t.call('/api/authentication/changePassword', { json, token: admin, headers });
    const remove = (id: string, headers: Record<string, string> = {}) => t.call(`/api/cms/user/delete/${id}`, { method: 'POST', token: admin, headers });

    it('records a sign-up as a create by the administrator, without any password', async () => {
      const response = await signUp('ewa.historia@example.test');
      expect([response.status, response.headers.get('etag')]).toEqual([201, '"1"']);
      const created = userSchema.parse(await response.json());
      const [entry] = (await historyOf(`kind=user&recordId=${created._id}`)) as [HistoryEntry];
      expect(entry).toMatchObject({ operation: 'create', version: 1, recordName: 'Ewa Lipowa', actor: { _id: anna.user._id } });
      expect(entry.changes).toContainEqual({ field: 'email', before: null, after: 'ewa.historia@example.test' });
      expect(entry.changes.map((change) => change.field)).not.toContain('password');
      const { password_hash: hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', created._id).executeTakeFirstOrThrow();
      const raw = await rawHistoryOf(created._id);
      expect(raw).not.toContain(hash);
      expect(raw).not.toContain('Haslo-Ewy-2025');
      // A taken e-mail records nothing.
      expect((await signUp('ewa.historia@example.test')).status).toBe(400);
      expect(await historyOf(`kind=user&recordId=${created._id}`)).toHaveLength(1);
    });

    it('versions an edit: recorded before → after, a stale one refused with CONFLICT, and reverted', async () => {
      const created = userSchema.parse(await (await signUp('ewa.edycja@example.test')).json());
      const saved = await update(created._id, { ...edit, version: 1 });
      expect([saved.status, saved.headers.get('etag')]).toEqual([200, '"2"']);
      const stale = await update(created._id, { ...edit, city: 'Kalisz', version: 1 });
      expect(stale.status).toBe(409);
      expect(conflictBodySchema.parse(await stale.json())).toMatchObject({ code: 'CONFLICT', kind: 'user', version: 2, current: { city: 'Konin' } });
      expect((await update(created._id, { ...edit, city: 'Kalisz' }, { 'If-Match': '"1"' })).status).toBe(409);
      // A rule broken: 400, and neither the version nor the history moves.
      expect((await update(created._id, { ...edit, city: 'K', version: 2 })).status).toBe(400);
      expect((await readUser(created._id)).user.version).toBe(2);

      const [entry] = (await historyOf(`kind=user&recordId=${created._id}`)) as [HistoryEntry];
      expect(entry).toMatchObject({ operation: 'update', version: 2 });
      expect(entry.changes).toEqual([
        { field: 'city', before: 'Gniezno', after: 'Konin' },
        { field: 'salonPhone', before: '', after: '63 000 00 00' },
        { field: 'salonAddress', before: '', after: 'ul. Lipowa 1' },
      ]);
      expect((await undo(entry._id, { version: 2 })).status).toBe(200);
      expect((await readUser(created._id)).user).toMatchObject({ city: 'Gniezno', salonPhone: '', salonAddress: '', version: 3 });
    });

    it("refuses to revert an edit of a user deleted since, and leaves the user's version as it was", async () => {
      const created = userSchema.parse(await (await signUp('ewa.usunieta@example.test')).json());
      expect((await update(created._id, { ...edit, version: 1 })).status).toBe(200);
      const [edited] = (await historyOf(`kind=user&recordId=${created._id}`)) as [HistoryEntry];
      expect((await remove(created._id)).status).toBe(200);
      const versionOf = async () => (await t.db.selectFrom('users').select('version').where('id', '=', created._id).executeTakeFirstOrThrow()).version;
      const before = await versionOf();
      const refused = await undo(edited._id);
      expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([409, messages.undoNotPossible]);
      expect(await versionOf()).toBe(before);
      expect((await historyOf(`kind=user&recordId=${created._id}`)).map((entry) => entry.operation)).toEqual(['delete', 'update', 'create']);
    });

    it('records a password change by its field alone: no value or hash anywhere in the entry, and it cannot be undone', async () => {
      const created = userSchema.parse(await (await signUp('ewa.haslo@example.test')).json());
      const changed = await changePassword({ _id: created._id, password: 'Nowe-Haslo-Ewy-1', passwordRepeat: 'Nowe-Haslo-Ewy-1', version: 1 });
      expect([changed.status, changed.headers.get('etag')]).toEqual([200, '"2"']);
      const stale = await changePassword({ _id: created._id, password: 'Inne-Haslo-Ewy-1', version: 1 });
      expect(stale.status).toBe(409);
      expect(conflictBodySchema.parse(await stale.json()).version).toBe(2);
      expect((await changePassword({ _id: created._id, password: 'Inne-Haslo-Ewy-1' }, { 'If-Match': '"1"' })).status).toBe(409);

      const [entry] = (await historyOf(`kind=user&recordId=${created._id}`)) as [HistoryEntry];
      expect(entry).toMatchObject({ operation: 'password', version: 2, undoable: false, changes: [{ field: 'password', before: null, after: null }] });
      const { password_hash: hash, session_version: sessions } = await t.db
        .selectFrom('users')
        .select(['password_hash', 'session_version'])
        .where('id', '=', created._id)
        .executeTakeFirstOrThrow();
      const raw = await rawHistoryOf(created._id);
      expect(raw).not.toContain(hash);
      expect(raw).not.toContain('Nowe-Haslo-Ewy-1');
      expect(raw).not.toContain('password_hash');
      expect(raw).not.toContain('session_version');
      expect(sessions).toBeGreaterThan(0);
      expect([(await undo(entry._id)).status]).toEqual([409]);
    });

    it('records a delete with its version checked, and an undo brings the user back without reviving old sessions', async () => {
      const created = userSchema.parse(await (await signUp('ewa.usuniecie@example.test')).json());
      const oldToken = await t.signIn('ewa.usuniecie@example.test', 'Haslo-Ewy-2025');
      await update(created._id, edit);
      const stale = await remove(created._id, { 'If-Match': '"1"' });
      expect(stale.status).toBe(409);
      expect(conflictBodySchema.parse(await stale.json())).toMatchObject({ code: 'CONFLICT', version: 2 });
      expect((await readUser(created._id)).user.isDeleted).toBe(false);

      const deleted = await remove(created._id, { 'If-Match': '"2"' });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ _id: created._id, name: 'Ewa Lipowa' });
      // Deleted: any further write answers 404 as before, whatever version it names.
      expect((await remove(created._id, { 'If-Match': '"1"' })).status).toBe(404);
      expect((await update(created._id, { ...edit, version: 1 })).status).toBe(404);

      const [entry] = (await historyOf(`kind=user&recordId=${created._id}`)) as [HistoryEntry];
      expect(entry).toMatchObject({ operation: 'delete', undoable: true, recordName: 'Ewa Lipowa', removed: [] });
      expect(await rawHistoryOf(created._id)).not.toContain('password_hash');
      const undone = await undo(entry._id);
      expect(undone.status).toBe(200);
      expect(historyUndoneSchema.parse(await undone.json()).entry).toMatchObject({ operation: 'restore', undoes: entry._id });
      expect((await readUser(created._id)).user).toMatchObject({ isDeleted: false, city: 'Konin' });
      expect(await t.signIn('ewa.usuniecie@example.test', 'Haslo-Ewy-2025')).toEqual(expect.any(String));
      expect((await t.call('/api/users/me', { token: oldToken })).status).toBe(401);
      expect([(await undo(entry._id)).status]).toEqual([409]);
    });

    it("refuses an administrator's own delete as before, recording nothing", async () => {
      const before = await historyOf(`kind=user&recordId=${anna.user._id}`);
      const answer = await remove(anna.user._id);
      expect([answer.status, await messageOf(answer)]).toEqual([409, messages.cannotDeleteSelf]);
      expect(await historyOf(`kind=user&recordId=${anna.user._id}`)).toEqual(before);
      expect((await readUser(anna.user._id)).user.version).toBe(anna.user.version);
    });
  });

  describe('client configurations', () => {
    const intake = (salonId: string | null) =>
      t.call('/api/configurator/configurations', {
        json: { cSlug: collection.collection.slug, salon: salonId, customerEmail: 'klient.historii@example.pl', kits: [{ name: 'Sofa', elements: [{ meshId: 'Moduł 1' }] }] },
        clientAddress: `10.77.0.${(intakeAddress += 1)}`,
      });
    const detail = async (id: string, token = admin) => {
      const response = await t.call(`/api/cms/client/configuration/${id}`, { token });
      return { status: response.status, etag: response.headers.get('etag'), body: response.status === 200 ? configurationDetailSchema.parse(await response.json()) : undefined };
    };
    const remove = (id: string, token: string, headers: Record<string, string> = {}) =>
      t.call(`/api/cms/client/configuration/delete/${id}`, { method: 'POST', token, headers });

    it('records the public intake as a create without an actor, answering as before', async () => {
      const response = await intake(salon.user._id);
      expect(response.status).toBe(201);
      const saved = await response.json();
      expect(Object.keys(saved as object).sort()).toEqual(['_id', 'urlSlug']);
      const { _id: id } = configurationSavedSchema.parse(saved);
      const [entry] = (await historyOf(`kind=clientConfiguration&recordId=${id}`)) as [HistoryEntry];
      expect(entry).toMatchObject({ operation: 'create', actor: null, version: 1, recordName: `klient.historii@example.pl (${collection.collection.slug})` });
      // A refused intake records nothing.
      const entries = (await historyOf('kind=clientConfiguration&limit=100')).length;
      const refused = await t.call('/api/configurator/configurations', {
        json: { cSlug: 'nie-ma-takiej', salon: null, customerEmail: 'klient@example.pl', kits: [{ name: 'Sofa', elements: [{ meshId: 'M' }] }] },
        clientAddress: '10.77.1.1',
      });
      expect(refused.status).toBe(400);
      expect(await historyOf('kind=clientConfiguration&limit=100')).toHaveLength(entries);
    });

    it("lets a salon delete its own (If-Match checked), and an administrator undo it: the same id, the same answer", async () => {
      const { _id: id } = configurationSavedSchema.parse(await (await intake(salon.user._id)).json());
      const before = await detail(id);
      expect([before.status, before.etag]).toEqual([200, '"1"']);
      // Another salon's: 404 whatever it names, never a conflict that would show it (D13).
      expect((await remove(id, otherSalonToken, { 'If-Match': '"7"' })).status).toBe(404);
      const stale = await remove(id, salonToken, { 'If-Match': '"7"' });
      expect(stale.status).toBe(409);
      // The intake is recorded without a person; whoever changed it, a salon is not told who (the history is not theirs).
      expect(conflictBodySchema.parse(await stale.json())).toMatchObject({
        code: 'CONFLICT',
        kind: 'clientConfiguration',
        recordId: id,
        version: 1,
        message: messages.recordConflictUnknown,
        changedBy: null,
        changedAt: null,
      });

      const deleted = await remove(id, salonToken, { 'If-Match': '"1"' });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ deleted: { clientConfigurations: 1 } });
      expect((await detail(id)).status).toBe(404);

      const [entry] = (await historyOf(`kind=clientConfiguration&recordId=${id}`)) as [HistoryEntry];
      expect(entry).toMatchObject({ operation: 'delete', undoable: true, actor: { _id: salon.user._id } });
      // The salon user sees no history and cannot undo.
      expect((await t.call(`/api/cms/history?kind=clientConfiguration&recordId=${id}`, { token: salonToken })).status).toBe(403);
      expect((await t.call(`/api/cms/history/undo/${entry._id}`, { method: 'POST', json: {}, token: salonToken })).status).toBe(403);

      const undone = await undo(entry._id);
      expect(undone.status).toBe(200);
      const after = await detail(id);
      const withoutVersion = (body: typeof after.body) => body && { ...body, clientConf: { ...body.clientConf, version: 0 } };
      expect(withoutVersion(after.body)).toEqual(withoutVersion(before.body));
      // The administrator's restore is the last change now: a salon's stale delete is told it changed, never by whom.
      const staleAgain = conflictBodySchema.parse(await (await remove(id, salonToken, { 'If-Match': '"1"' })).json());
      expect([staleAgain.message, staleAgain.changedBy, staleAgain.changedAt]).toEqual([messages.recordConflictUnknown, null, null]);
      expect((await detail(id, salonToken)).status).toBe(200);
      expect([(await undo(entry._id)).status]).toEqual([409]);
    });

    it('shows no history to a salon user on either path', async () => {
      expect((await t.call('/api/cms/history', { token: salonToken })).status).toBe(403);
      expect((await t.call('/api/cms/history/undo/1', { method: 'POST', json: {}, token: salonToken })).status).toBe(403);
    });
  });

  describe('bad input on the new inputs', () => {
    it.each([
      ['a translation update', async () => [`/api/cms/settings/translation/update/${(await t.db.selectFrom('translations').select('id').executeTakeFirstOrThrow()).id}`, 'PATCH', { pl: 'A', en: 'B' }] as const],
      ['a user update', async () => [`/api/cms/user/update/${salon.user._id}`, 'PATCH', { name: 'Salon Ludzi', city: 'Poznań', salonName: 'Salon Ludzi' }] as const],
      ['a password change', async () => ['/api/authentication/changePassword', 'POST', { _id: salon.user._id, password: 'Haslo-Salonu-1' }] as const],
      ['an undo', async () => ['/api/cms/history/undo/1', 'POST', {}] as const],
    ])('%s with a version that is no version: 400 in Polish at the field, nothing written', async (_what, request) => {
      const [path, method, body] = await request();
      const entries = await t.db.selectFrom('history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      for (const version of [0, -1, 1.5, '2', { a: 1 }, [1], true, 2 ** 40]) {
        const response = await t.call(path, { method, token: admin, json: { ...body, version } });
        const answer = (await response.json()) as ErrorAnswer;
        expect(response.status, JSON.stringify(version)).toBe(400);
        const message = answer.errors?.find((error) => error.field === 'version')?.message ?? '';
        expect([message === '', englishIn(message), englishIn(answer.message)], JSON.stringify(version)).toEqual([false, undefined, undefined]);
      }
      expect(await t.db.selectFrom('history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(entries);
    });

    it.each([
      ['kind', 'zzz'],
      ['after', 'abc'],
      ['after', '1'.repeat(19)],
      ['limit', '0'],
      ['limit', '101'],
      ['limit', 'abc'],
      ['from', '2025-13-01'],
      ['to', 'wczoraj'],
      ['recordId', 'x'.repeat(101)],
      ['actorId', 'x'.repeat(101)],
      ['q', 'x'.repeat(201)],
      ['q', 'so\u0000fa'],
    ])('the history list with %s=%j: 400 in Polish at the parameter', async (field, value) => {
      const response = await t.call(`/api/cms/history?${new URLSearchParams({ [field]: value })}`, { token: admin });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as ErrorAnswer;
      const message = answer.errors?.find((error) => error.field === field)?.message ?? '';
      expect([message === '', englishIn(message), englishIn(answer.message)]).toEqual([false, undefined, undefined]);
    });

    it('an unknown or malformed entry id: 404, not a 500', async () => {
      for (const id of ['999999999', 'abc', '1'.repeat(30)]) {
        const response = await undo(id);
        expect([response.status, await messageOf(response)]).toEqual([404, messages.historyNotFound]);
      }
    });
  });
});

describe('history retention', () => {
  it('reads HISTORY_RETENTION_DAYS: whole days from 1, empty or absent keeps the history forever', () => {
    expect([historyRetentionDaysOf(undefined), historyRetentionDaysOf(''), historyRetentionDaysOf(' 365 ')]).toEqual([undefined, undefined, 365]);
    for (const wrong of ['0', '-1', '1.5', 'rok']) expect(() => historyRetentionDaysOf(wrong)).toThrow(/HISTORY_RETENTION_DAYS/);
  });

  it(`clears delete snapshots after ${DELETE_UNDO_DAYS} days and deletes entries older than the retention`, async () => {
    const clock = testClock();
    const t = await createTestApi({ now: clock.now });
    try {
      const user = await t.kit.user().admin().create();
      const collection = await t.kit.collection().withElementCategories(1).create();
      let token = await t.signIn(user.email, user.password);
      const save = (email: string) =>
        t.call('/api/configurator/configurations', { json: { cSlug: collection.collection.slug, salon: null, customerEmail: email, kits: [{ name: 'Sofa', elements: [{ meshId: 'M' }] }] } });
      const { _id: old } = configurationSavedSchema.parse(await (await save('stary@example.pl')).json());
      expect((await t.call(`/api/cms/client/configuration/delete/${old}`, { method: 'POST', token })).status).toBe(200);
      const entriesOf = async (id: string) => historyPageSchema.parse(await (await t.call(`/api/cms/history?recordId=${id}`, { token })).json()).entries;
      const [deleteEntry] = (await entriesOf(old)) as [HistoryEntry];
      expect(deleteEntry.undoable).toBe(true);

      // Within the days: nothing cleared, nothing deleted (the default keeps every entry).
      clock.advance((DELETE_UNDO_DAYS - 1) * DAY_MS);
      expect(await pruneHistory(t.db, new Date(clock.now()), undefined)).toEqual({ deleted: 0, snapshotsCleared: 0 });

      clock.advance(2 * DAY_MS);
      token = await t.signIn(user.email, user.password);
      const { _id: recent } = configurationSavedSchema.parse(await (await save('nowy@example.pl')).json());
      expect((await t.call(`/api/cms/client/configuration/delete/${recent}`, { method: 'POST', token })).status).toBe(200);
      expect(await pruneHistory(t.db, new Date(clock.now()), undefined)).toEqual({ deleted: 0, snapshotsCleared: 1 });
      const [expired] = (await entriesOf(old)) as [HistoryEntry];
      expect(expired.undoable).toBe(false);
      const refused = await t.call(`/api/cms/history/undo/${deleteEntry._id}`, { method: 'POST', json: {}, token });
      expect([refused.status, ((await refused.json()) as ErrorAnswer).message]).toEqual([409, messages.undoExpired(DELETE_UNDO_DAYS)]);
      // The recent delete keeps its snapshot.
      expect(((await entriesOf(recent))[0] as HistoryEntry).undoable).toBe(true);

      // A retention of 10 days: the old configuration's entries go, the recent ones stay.
      expect((await pruneHistory(t.db, new Date(clock.now()), 10)).deleted).toBe(2);
      expect(await entriesOf(old)).toEqual([]);
      expect(await entriesOf(recent)).toHaveLength(2);

      // The scheduled clean-up runs once at once; stop() waits for it. A delete that can still be undone outlives a
      // retention shorter than its 30 days.
      clock.advance(11 * DAY_MS);
      const pruning = startHistoryPruning(t.db, { now: clock.now, retentionDays: 10, log: { info: () => undefined, error: () => undefined } });
      await pruning.stop();
      const left = await t.db.selectFrom('history').select(['record_id', 'operation']).execute();
      expect(left).toEqual([{ record_id: recent, operation: 'delete' }]);
      token = await t.signIn(user.email, user.password);
      expect(((await entriesOf(recent))[0] as HistoryEntry).undoable).toBe(true);
    } finally {
      await t.close();
    }
  });
});
