import { configurationDetailSchema, configurationListSchema } from '@meble/domain/client-configuration';
import { messages } from '@meble/domain/messages';
import { nameSortKey } from '@meble/domain/name-keys';
import { USERS_PAGE_MAX, userCursor, userDeletedSchema, userListSchema, userSchema, type UserList } from '@meble/domain/user';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import type { SeededUser } from '../kit/seed.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const listSchema = userListSchema.extend({ list: z.array(userSchema.strict()) }).strict();
const deletePath = (id: string) => `/api/cms/user/delete/${encodeURIComponent(id)}`;

async function page(t: TestApi, token: string, query = ''): Promise<UserList> {
  const response = await t.call(`/api/users/list${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return listSchema.parse(await response.json());
}

describe('GET /api/users/list', () => {
  let t: TestApi;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApi();
    // Names chosen for the Polish order: Ł after L and before M, ż after ź, numbers by value.
    for (const name of ['Łódzki Salon', 'Salon 10', 'Salon 9', 'Żyrardów Meble', 'Źródło Mebli', 'Adam Salon']) await t.kit.user().salon(name).create();
    await t.kit.user().name('Lucyna Zwykła').create();
    await t.kit.user().salon('Aaa Usunięty').deleted().create();
    const admin = await t.kit.user().admin().name('Mariusz Administrator').create();
    adminToken = await t.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  it('lists salon users only by default, by name in the Polish order, never the deleted', async () => {
    const answer = await page(t, adminToken);
    expect(answer.list.map((user) => user.name)).toEqual(['Adam Salon', 'Łódzki Salon', 'Salon 9', 'Salon 10', 'Źródło Mebli', 'Żyrardów Meble']);
    expect(answer.totalCount).toBe(6);
    expect(answer.nextCursor).toBeNull();
    expect(answer.list.every((user) => user.isSalon && !user.isDeleted)).toBe(true);
    expect(await page(t, adminToken, '?salons=true')).toEqual(answer);
  });

  it("orders by the database's sort key, nameSortKey's twin (migration 0010)", async () => {
    const rows = await t.db.selectFrom('users').select(['name', 'sort_key']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.sort_key, row.name).toBe(nameSortKey(row.name));
  });

  it('salons=false lists everyone not deleted: administrators and plain users too', async () => {
    const answer = await page(t, adminToken, '?salons=false');
    expect(answer.list.map((user) => user.name)).toEqual([
      'Adam Salon',
      'Lucyna Zwykła',
      'Łódzki Salon',
      'Mariusz Administrator',
      'Salon 9',
      'Salon 10',
      'Źródło Mebli',
      'Żyrardów Meble',
    ]);
    expect(answer.totalCount).toBe(8);
  });

  it('pages by keyset: every user once, in order, the count of all on every page', async () => {
    const all = await page(t, adminToken, '?salons=false');
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const answer = await page(t, adminToken, `?salons=false&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(answer.list.length).toBeLessThanOrEqual(3);
      expect(answer.totalCount).toBe(8);
      seen.push(...answer.list.map((user) => user._id));
      cursor = answer.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(all.list.map((user) => user._id));
  });

  it('breaks ties between equal names by id', async () => {
    const local = await createTestApi();
    try {
      const twins = await Promise.all([1, 2, 3].map(() => local.kit.user().salon('Bliźniak').create()));
      const admin = await local.kit.user().admin().create();
      const token = await local.signIn(admin.email, admin.password);
      const first = await page(local, token, '?limit=2');
      const second = await page(local, token, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect([...first.list, ...second.list].map((user) => user._id)).toEqual(twins.map((twin) => twin.user._id).sort());
      expect(second.nextCursor).toBeNull();
    } finally {
      await local.close();
    }
  });

  it('refuses a malformed cursor, page size or flag with 400', async () => {
    for (const query of ['?cursor=nie-kursor', `?cursor=${userCursor({ name: 'x', _id: 'nie-uuid' })}`, '?limit=0', `?limit=${USERS_PAGE_MAX + 1}`, '?salons=tak']) {
      const response = await t.call(`/api/users/list${query}`, { token: adminToken });
      expect(response.status, query).toBe(400);
    }
  });

  it('answers 403 to a salon user and 401 without a session', async () => {
    const salon = await t.kit.user().salon('Salon Ciekawski').create();
    const token = await t.signIn(salon.email, salon.password);
    for (const query of ['', '?salons=false']) {
      const response = await t.call(`/api/users/list${query}`, { token });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    // Reading themself is still theirs.
    expect((await t.call(`/api/users/${salon.user._id}`, { token })).status).toBe(200);
    expect((await t.call('/api/users/list')).status).toBe(401);
  });
});

describe('POST /api/cms/user/delete/{id}', () => {
  let t: TestApi;
  let admin: SeededUser;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApi();
    admin = await t.kit.user().admin().create();
    adminToken = await t.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  it('marks the user deleted (D10): sign-in refused, an existing token 401 at once, gone from the list, the row kept', async () => {
    const salon = await t.kit.user().salon('Salon Do Usunięcia').create();
    const salonToken = await t.signIn(salon.email, salon.password);
    expect((await t.call('/api/users/me', { token: salonToken })).status).toBe(200);

    const response = await t.call(deletePath(salon.user._id), { method: 'POST', token: adminToken });
    expect(response.status).toBe(200);
    expect(userDeletedSchema.strict().parse(await response.json())).toEqual({ _id: salon.user._id, name: 'Salon Do Usunięcia' });

    for (const path of ['/api/users/me', '/api/cms/client/configurations', `/api/users/${salon.user._id}`]) {
      const refused = await t.call(path, { token: salonToken });
      expect(refused.status, path).toBe(401);
      expect(await refused.json()).toEqual({ message: messages.unauthenticated });
    }
    const signIn = await t.call('/api/authentication/sign-in', { json: { email: salon.email, password: salon.password } });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toMatchObject({ message: messages.signInFailed });

    expect((await page(t, adminToken, '?salons=false')).list.map((user) => user._id)).not.toContain(salon.user._id);
    // The row stays, marked deleted; an administrator can still read it.
    const kept = await t.call(`/api/users/${salon.user._id}`, { token: adminToken });
    expect(await kept.json()).toMatchObject({ _id: salon.user._id, isDeleted: true, salonName: 'Salon Do Usunięcia' });
  });

  it('keeps the salon\'s client configurations, still naming the salon in the list, the filter and the details', async () => {
    const collection = await t.kit.collection().name('Kolekcja Salonu').create();
    const salon = await t.kit.user().salon('Salon Z Konfiguracjami').create();
    const empty = await t.kit.user().salon('Salon Bez Konfiguracji').create();
    const configuration = await t.kit.clientConfiguration().inCollection(collection).salon(salon).email('klient@salon.pl').create();

    for (const who of [salon, empty]) expect((await t.call(deletePath(who.user._id), { method: 'POST', token: adminToken })).status).toBe(200);

    const list = configurationListSchema.parse(await (await t.call(`/api/cms/client/configurations?salon=${salon.user._id}`, { token: adminToken })).json());
    expect(list.list.map((row) => row._id)).toEqual([configuration._id]);
    expect(list.list[0]!.salon).toBe(salon.user._id);
    // The deleted salon stays in the filter while it has configurations; one without any goes.
    const salonNames = list.salons.map((row) => row.salonName);
    expect(salonNames).toContain('Salon Z Konfiguracjami');
    expect(salonNames).not.toContain('Salon Bez Konfiguracji');

    const detail = configurationDetailSchema.parse(await (await t.call(`/api/cms/client/configuration/${configuration._id}`, { token: adminToken })).json());
    expect(detail.salon).toMatchObject({ _id: salon.user._id, salonName: 'Salon Z Konfiguracjami' });
  });

  it('refuses an administrator deleting themself with 409 and the Polish message; nothing changes', async () => {
    const response = await t.call(deletePath(admin.user._id), { method: 'POST', token: adminToken });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: messages.cannotDeleteSelf });
    expect((await t.call('/api/users/me', { token: adminToken })).status).toBe(200);
  });

  it('answers 404 for an unknown, malformed or already deleted user', async () => {
    const gone = await t.kit.user().salon().deleted().create();
    for (const id of [UNKNOWN_ID, 'nie-uuid', gone.user._id]) {
      const response = await t.call(deletePath(id), { method: 'POST', token: adminToken });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    }
  });

  it('answers 403 to a salon user, for anyone and for themself, and deletes nothing', async () => {
    const salon = await t.kit.user().salon('Salon Niszczyciel').create();
    const victim = await t.kit.user().salon('Salon Ofiara').create();
    const token = await t.signIn(salon.email, salon.password);
    for (const id of [victim.user._id, salon.user._id, admin.user._id, UNKNOWN_ID]) {
      const response = await t.call(deletePath(id), { method: 'POST', token });
      expect(response.status, id).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    const users = await t.db.selectFrom('users').select(['id', 'is_deleted']).where('id', 'in', [salon.user._id, victim.user._id, admin.user._id]).execute();
    expect(users.every((user) => !user.is_deleted)).toBe(true);
  });

  it('deletes once when two administrators delete at once: one 200, one 404', async () => {
    const other = await t.kit.user().admin().create();
    const otherToken = await t.signIn(other.email, other.password);
    const salon = await t.kit.user().salon('Salon Podwójny').create();
    const statuses = await Promise.all(
      [adminToken, otherToken].map(async (token) => (await t.call(deletePath(salon.user._id), { method: 'POST', token })).status),
    );
    expect(statuses.sort()).toEqual([200, 404]);
  });
});
