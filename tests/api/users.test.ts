import { messages } from '@meble/domain/messages';
import { userSchema } from '@meble/domain/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';

describe('users', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('GET /api/users/me answers the signed-in user in the REST shape, never the password hash', async () => {
    const { user, email, password } = await t.kit.user().salon('Salon Bursztynowy').create();
    const token = await t.signIn(email, password);
    const response = await t.call('/api/users/me', { token });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|password|hash/i);
    const body: unknown = JSON.parse(text);
    expect(userSchema.strict().parse(body)).toEqual(user);
    expect(body).toMatchObject({
      _id: user._id,
      email,
      isSalon: true,
      isAdmin: false,
      isDeleted: false,
      salonName: 'Salon Bursztynowy',
    });
  });

  it('GET /api/users/{id}: an administrator reads any user', async () => {
    const admin = await t.kit.user().admin().create();
    const salon = await t.kit.user().salon('Salon Jantar').create();
    const token = await t.signIn(admin.email, admin.password);
    const response = await t.call(`/api/users/${salon.user._id}`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(salon.user);
  });

  it('GET /api/users/{id}: a salon user reads themself, and gets 403 for anyone else', async () => {
    const salon = await t.kit.user().salon('Salon Pierwszy').create();
    const other = await t.kit.user().salon('Salon Drugi').create();
    const admin = await t.kit.user().admin().create();
    const token = await t.signIn(salon.email, salon.password);

    const own = await t.call(`/api/users/${salon.user._id}`, { token });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(salon.user);

    for (const id of [other.user._id, admin.user._id]) {
      const response = await t.call(`/api/users/${id}`, { token });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
  });

  it('GET /api/users/{id}: unknown or malformed ids answer 404', async () => {
    const admin = await t.kit.user().admin().create();
    const token = await t.signIn(admin.email, admin.password);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nie-uuid', '1', "x' or '1'='1"]) {
      const response = await t.call(`/api/users/${encodeURIComponent(id)}`, { token });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    }
  });

  it('GET /api/cms/dictionaries answers price groups, finish types and connection codes to every signed-in person', async () => {
    for (const who of [await t.kit.user().admin().create(), await t.kit.user().salon().create()]) {
      const token = await t.signIn(who.email, who.password);
      const response = await t.call('/api/cms/dictionaries', { token });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        priceGroups: { name: string; slug: string }[];
        finishTypes: { code: string; name: string }[];
        connectionCodes: { code: string; name: string }[];
      };
      expect(body.priceGroups.map((g) => g.slug)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
      expect(body.finishTypes).toEqual([
        { code: 'w', name: 'Widoczne usłojenie' },
        { code: 'c', name: 'Efekt jednolity' },
        { code: 'm', name: 'Metal' },
      ]);
      expect(body.connectionCodes.map((c) => c.code)).toEqual(['a', 'l', 'r']);
    }
  });
});

describe('D14: administrators-only unless a path is listed for everyone', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('answers a salon user 403 on any other /api path, existing or not, and an administrator 404', async () => {
    const admin = await t.kit.user().admin().create();
    const salon = await t.kit.user().salon('Salon Agatowy').create();
    const [adminToken, salonToken] = await Promise.all([t.signIn(admin.email, admin.password), t.signIn(salon.email, salon.password)]);
    // /api/users/list exists now (tests/api/users-list.test.ts): a salon user's 403 there is tested with it.
    for (const path of ['/api/cms/collection/manhattan', '/api/users/nobody/list']) {
      const forSalon = await t.call(path, { token: salonToken });
      expect(forSalon.status, path).toBe(403);
      expect(await forSalon.json()).toEqual({ message: messages.forbidden });
      expect((await t.call(path, { token: adminToken })).status, path).toBe(404);
    }
    expect((await t.call('/api/cms/dictionaries', { token: salonToken })).status).toBe(200);
    expect((await t.call('/api/users/me', { token: salonToken })).status).toBe(200);
  });
});
