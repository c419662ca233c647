import { messages } from '@meble/domain/messages';
import { userSchema, type User } from '@meble/domain/user';
import { userEditSchema } from '@meble/domain/user-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../api/src/seed/demo-data.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('PATCH /api/cms/user/update/{id} (D28: name, city and the salon fields)', () => {
  let t: TestApi;
  let admin: string;
  let adminUser: User;
  let salonToken: string;
  beforeAll(async () => {
    t = await createTestApi();
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Edytujący').create()]);
    adminUser = a.user;
    [admin, salonToken] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  const update = (id: string, json: unknown, token = admin) => t.call(`/api/cms/user/update/${encodeURIComponent(id)}`, { method: 'PATCH', json, token });
  const stored = async (id: string) => userSchema.strict().parse(await (await t.call(`/api/users/${id}`, { token: admin })).json());
  const salonFields = { name: 'Ewa Lipowa', city: 'Gniezno', salonName: 'Salon Lipowy', salonPhone: '61 426 00 00', salonAddress: 'ul. Lipowa 5' };

  it("changes a salon's name, city and salon fields, trimmed, and answers the user; the e-mail, roles and password stay", async () => {
    const salon = await t.kit.user().salon('Salon Stary').create();
    const response = await update(salon.user._id, {
      ...salonFields,
      name: ' Ewa Lipowa ',
      city: ' Gniezno ',
      // Not fields of the edit: ignored.
      email: 'inny@example.test',
      isAdmin: true,
      password: 'Nowe-Haslo-123',
    });
    expect(response.status).toBe(200);
    const expected = { ...salon.user, ...salonFields, version: 2 };
    expect(userSchema.strict().parse(await response.json())).toEqual(expected);
    expect(await stored(salon.user._id)).toEqual(expected);
    // Still signs in with the old password, under the same e-mail.
    await expect(t.signIn(salon.email, salon.password)).resolves.toEqual(expect.any(String));
  });

  it('a salon left without a name is named after its salon, as on create', async () => {
    const salon = await t.kit.user().salon('Salon Bezimienny').create();
    const response = await update(salon.user._id, { ...salonFields, name: '  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Salon Lipowy', salonName: 'Salon Lipowy' });
  });

  it('an administrator changes their own name and city; the salon fields are not theirs to change', async () => {
    const response = await update(adminUser._id, { ...salonFields, name: 'Anna Główna', city: 'Łódź' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...adminUser, name: 'Anna Główna', city: 'Łódź', version: (adminUser.version ?? 1) + 1 });
  });

  it.each([
    ['a salon without its salon name', true, { salonName: ' ' }, 'salonName', messages.salonNameRequired],
    ['a name shorter than 3 (not a salon)', false, { name: 'An' }, 'name', messages.nameRequired],
    ['a city shorter than 3', true, { city: 'Ła' }, 'city', messages.cityRequired],
    ['no city', true, { city: undefined }, 'city', messages.cityRequired],
    ['a name longer than 30', true, { name: 'n'.repeat(31) }, 'name', messages.tooLong(30)],
    ['a city longer than 30', true, { city: 'c'.repeat(31) }, 'city', messages.tooLong(30)],
    ['a salon name longer than 30', true, { salonName: 's'.repeat(31) }, 'salonName', messages.tooLong(30)],
    ['a phone longer than 30', true, { salonPhone: '1'.repeat(31) }, 'salonPhone', messages.tooLong(30)],
    ['an address longer than 30', true, { salonAddress: 'a'.repeat(31) }, 'salonAddress', messages.tooLong(30)],
    ['NUL in the city', true, { city: 'Gnie\u0000zno' }, 'city', messages.unstorableText],
  ])('refuses %s with the form message next to the field, and changes nothing', async (_case, isSalon, change, field, message) => {
    const user = await (isSalon ? t.kit.user().salon('Salon Odmowa') : t.kit.user()).create();
    const response = await update(user.user._id, { ...salonFields, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.fillAllFields, errors: [{ field, message }] });
    expect(await stored(user.user._id)).toEqual(user.user);
  });

  it('a field of the wrong type is refused next to it', async () => {
    const salon = await t.kit.user().salon('Salon Typów').create();
    const response = await update(salon.user._id, { ...salonFields, city: 42 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'city', message: messages.invalidRequest }] });
  });

  it('an unknown, malformed or deleted user is not found', async () => {
    const deleted = await t.kit.user().salon('Salon Usunięty').deleted().create();
    for (const id of [UNKNOWN_ID, 'nie-uuid', deleted.user._id]) {
      const response = await update(id, salonFields);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    }
  });

  it('a salon user is refused (D14), for their own account too, and nothing changes', async () => {
    const other = await t.kit.user().salon('Salon Cudzy').create();
    const self = (await (await t.call('/api/users/me', { token: salonToken })).json()) as User;
    for (const id of [other.user._id, self._id, UNKNOWN_ID]) {
      const response = await update(id, salonFields, salonToken);
      expect(response.status, id).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    expect(await stored(other.user._id)).toEqual(other.user);
  });

  it('needs a session', async () => {
    const response = await t.call(`/api/cms/user/update/${adminUser._id}`, { method: 'PATCH', json: salonFields });
    expect(response.status).toBe(401);
  });
});

it('every demo account fits the edit rules, so each can be saved as it is', () => {
  for (const account of DEMO_ACCOUNTS) {
    const fields = { name: account.name, city: account.city ?? '', salonName: account.salonName ?? '', salonPhone: account.salonPhone ?? '', salonAddress: account.salonAddress ?? '' };
    expect(userEditSchema(account.isSalon ?? false).safeParse(fields).error?.issues, account.email).toBeUndefined();
  }
});
