import { messages } from '@meble/domain/messages';
import { userSchema } from '@meble/domain/user';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../api/src/auth/password.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { testPasswords } from '../kit/passwords.ts';
import type { SeededUser } from '../kit/seed.ts';

const SIGN_UP = '/api/authentication/sign-up';
const CHANGE_PASSWORD = '/api/authentication/changePassword';

let emailSeq = 0;
/** A valid create-user body (spec part 1 §3 User fields) with a fresh e-mail; `change` breaks one rule. */
function salonBody(change: Record<string, unknown> = {}): Record<string, unknown> {
  emailSeq += 1;
  return {
    name: 'Anna Nowak',
    email: `salon-${emailSeq}-${Date.now()}@example.test`,
    city: 'Gniezno',
    password: 'Haslo-Salonu-1',
    passwordRepeat: 'Haslo-Salonu-1',
    salonName: 'Salon Lipowy',
    salonPhone: '+48 61 000 00 00',
    salonAddress: 'ul. Lipowa 2',
    ...change,
  };
}

describe('POST /api/authentication/sign-up (spec part 1 §5 "Create user", D15)', () => {
  let t: TestApi;
  let admin: SeededUser;
  let adminToken: string;
  const userCount = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  // The API's hasher, watched: the passwords it hashed, and what happens before it answers (a concurrent sign-up).
  let hashed: string[] = [];
  let whileHashing: () => Promise<unknown> = async () => undefined;
  const passwords: PasswordHasher = {
    hash: async (password, caller) => {
      hashed.push(password);
      await whileHashing();
      return testPasswords.hash(password, caller);
    },
    verify: (password, stored, caller) => testPasswords.verify(password, stored, caller),
    dummyHash: () => testPasswords.dummyHash(),
  };
  beforeEach(() => {
    hashed = [];
    whileHashing = async () => undefined;
  });

  beforeAll(async () => {
    t = await createTestApi({ passwords });
    admin = await t.kit.user().admin().create();
    adminToken = await t.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  it('creates a salon user, trimmed, whatever isAdmin, isSalon and isDeleted say; the user signs in with the password', async () => {
    const body = salonBody({ name: '  Anna Nowak ', city: ' Gniezno  ', email: '  Salon.Lipowy@Example.TEST ', isAdmin: true, isSalon: false, isDeleted: true });
    const response = await t.call(SIGN_UP, { token: adminToken, json: body });
    expect(response.status).toBe(201);
    const user = userSchema.strict().parse(await response.json());
    expect(user).toMatchObject({
      name: 'Anna Nowak',
      email: 'salon.lipowy@example.test',
      city: 'Gniezno',
      isAdmin: false,
      isSalon: true,
      isDeleted: false,
      salonName: 'Salon Lipowy',
      salonPhone: '+48 61 000 00 00',
      salonAddress: 'ul. Lipowa 2',
    });
    const token = await t.signIn('salon.lipowy@example.test', 'Haslo-Salonu-1');
    expect(await (await t.call('/api/users/me', { token })).json()).toEqual(user);
  });

  it('a salon without a person\'s name is named after the salon; the repeat may be left out', async () => {
    const { passwordRepeat: _repeat, ...body } = salonBody({ name: '', salonName: 'Salon Dębowy' });
    const response = await t.call(SIGN_UP, { token: adminToken, json: body });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'Salon Dębowy', salonName: 'Salon Dębowy' });
  });

  const broken: [string, Record<string, unknown>, string, string][] = [
    ['city shorter than 3', { city: 'Ła' }, 'city', messages.cityRequired],
    ['city missing', { city: undefined }, 'city', messages.cityRequired],
    ['email missing', { email: '  ' }, 'email', messages.emailRequired],
    ['email not an address', { email: 'salon.example.test' }, 'email', messages.emailInvalid],
    ['email over 50', { email: `${'a'.repeat(40)}@example.test` }, 'email', messages.tooLong(50)],
    ['password missing', { password: '', passwordRepeat: '' }, 'password', messages.passwordRequired],
    ['password under 10', { password: 'krotkie12', passwordRepeat: 'krotkie12' }, 'password', messages.passwordTooShort],
    ['password over 25', { password: 'x'.repeat(26), passwordRepeat: 'x'.repeat(26) }, 'password', messages.passwordTooLong],
    ['repeat differs', { passwordRepeat: 'Inne-Haslo-123' }, 'passwordRepeat', messages.passwordsDiffer],
    ['salon name missing', { salonName: ' ' }, 'salonName', messages.salonNameRequired],
    ['name over 30', { name: 'n'.repeat(31) }, 'name', messages.tooLong(30)],
    ['city over 30', { city: 'c'.repeat(31) }, 'city', messages.tooLong(30)],
    ['salon name over 30', { salonName: 's'.repeat(31) }, 'salonName', messages.tooLong(30)],
    ['salon phone over 30', { salonPhone: '1'.repeat(31) }, 'salonPhone', messages.tooLong(30)],
    ['salon address over 30', { salonAddress: 'a'.repeat(31) }, 'salonAddress', messages.tooLong(30)],
    ['a NUL in the name', { name: 'Anna\u0000' }, 'name', messages.unstorableText],
    ['a lone surrogate in the city', { city: 'Kraków\ud800' }, 'city', messages.unstorableText],
    ['a NUL in the e-mail', { email: 'salon\u0000@example.test' }, 'email', messages.unstorableText],
    ['a NUL in the password (no repeat sent)', { password: 'Dobre\u0000Haslo-123', passwordRepeat: undefined }, 'password', messages.unstorableText],
    ['a lone surrogate in the repeat', { passwordRepeat: 'Dobre-Haslo-123\udc00' }, 'passwordRepeat', messages.unstorableText],
    ['a NUL in the salon name', { salonName: 'Salon\u0000' }, 'salonName', messages.unstorableText],
    ['a NUL in the salon phone', { salonPhone: '12\u00003' }, 'salonPhone', messages.unstorableText],
    ['a lone surrogate in the salon address', { salonAddress: 'ul. \ud800' }, 'salonAddress', messages.unstorableText],
  ];

  it.each(broken)('refuses %s with the field\'s Polish message and the banner, writing nothing', async (_what, change, field, message) => {
    const before = await userCount();
    const response = await t.call(SIGN_UP, { token: adminToken, json: salonBody(change) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(answer.message).toBe(messages.fillAllFields);
    expect(answer.errors).toContainEqual({ field, message });
    expect(answer.errors).toHaveLength(1);
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail already used, compared normalised, next to the e-mail field; a deleted user\'s e-mail too', async () => {
    const deleted = await t.kit.user().salon().deleted().create();
    for (const email of [` ${admin.email.toUpperCase()} `, deleted.email]) {
      const before = await userCount();
      const response = await t.call(SIGN_UP, { token: adminToken, json: salonBody({ email }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: messages.emailTaken, errors: [{ field: 'email', message: messages.emailTaken }] });
      expect(await userCount()).toBe(before);
    }
  });

  it('checks the e-mail before hashing: a taken one costs no scrypt, a free one one hash', async () => {
    const deleted = await t.kit.user().salon().deleted().create();
    for (const email of [admin.email, ` ${deleted.email.toUpperCase()}`]) {
      const response = await t.call(SIGN_UP, { token: adminToken, json: salonBody({ email }) });
      expect(response.status).toBe(400);
      expect(hashed).toEqual([]);
    }
    const response = await t.call(SIGN_UP, { token: adminToken, json: salonBody({ password: 'Jedno-Haslo-1', passwordRepeat: 'Jedno-Haslo-1' }) });
    expect(response.status).toBe(201);
    expect(hashed).toEqual(['Jedno-Haslo-1']);
  });

  it('an e-mail taken while the password is hashed is answered as a taken e-mail by the unique index', async () => {
    const body = salonBody();
    whileHashing = () => t.kit.user().salon().email(String(body.email)).create();
    const before = await userCount();
    const response = await t.call(SIGN_UP, { token: adminToken, json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.emailTaken, errors: [{ field: 'email', message: messages.emailTaken }] });
    expect(hashed).toHaveLength(1);
    // Only the concurrent one.
    expect(await userCount()).toBe(before + 1);
  });

  it('two creates of one e-mail at once: one user, the other answered as a taken e-mail', async () => {
    const body = salonBody();
    const before = await userCount();
    const answers = await Promise.all([1, 2, 3].map(() => t.call(SIGN_UP, { token: adminToken, json: { ...body, email: String(body.email).toUpperCase() } })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) {
      expect(await answer.json()).toEqual({ message: messages.emailTaken, errors: [{ field: 'email', message: messages.emailTaken }] });
    }
    expect(await userCount()).toBe(before + 1);
  });

  it('salon users get 403 and nothing is written; no token is 401', async () => {
    const salon = await t.kit.user().salon().create();
    const token = await t.signIn(salon.email, salon.password);
    const before = await userCount();
    const response = await t.call(SIGN_UP, { token, json: salonBody() });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.forbidden });
    expect((await t.call(SIGN_UP, { json: salonBody() })).status).toBe(401);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/authentication/changePassword (spec part 1 §5 "Change password")', () => {
  let t: TestApi;
  let admin: SeededUser;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApi();
    admin = await t.kit.user().admin().create();
    adminToken = await t.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  const signInStatus = async (email: string, password: string) =>
    (await t.call('/api/authentication/sign-in', { json: { email, password } })).status;

  it("sets the password: the old one is refused at sign-in, the new one works, the user's existing sessions end", async () => {
    const salon = await t.kit.user().salon().create();
    const salonToken = await t.signIn(salon.email, salon.password);
    const response = await t.call(CHANGE_PASSWORD, { token: adminToken, json: { _id: salon.user._id, password: ' Nowe-Haslo-2025 ', passwordRepeat: 'Nowe-Haslo-2025' } });
    expect(response.status).toBe(200);
    // Not the caller's own password: no token for the caller. The change is a write: the version moves on.
    expect(await response.json()).toEqual({ user: { ...salon.user, version: 2 } });
    expect(await signInStatus(salon.email, salon.password)).toBe(401);
    expect(await signInStatus(salon.email, 'Nowe-Haslo-2025')).toBe(200);
    expect((await t.call('/api/users/me', { token: salonToken })).status).toBe(401);
    // The administrator's own session is untouched.
    expect((await t.call('/api/users/me', { token: adminToken })).status).toBe(200);
  });

  it("an administrator changing their own password goes on with the new token in the answer; their other sessions end", async () => {
    const self = await t.kit.user().admin().create();
    const [here, elsewhere] = await Promise.all([t.signIn(self.email, self.password), t.signIn(self.email, self.password)]);
    const response = await t.call(CHANGE_PASSWORD, { token: here, json: { _id: self.user._id, password: 'Moje-Nowe-Haslo-1' } });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { user: unknown; accessToken?: string };
    expect(answer.user).toEqual({ ...self.user, version: 2 });
    expect(typeof answer.accessToken).toBe('string');
    expect((await t.call('/api/users/me', { token: answer.accessToken })).status).toBe(200);
    expect((await t.call('/api/users/me', { token: here })).status).toBe(401);
    expect((await t.call('/api/users/me', { token: elsewhere })).status).toBe(401);
  });

  const broken: [string, Record<string, unknown>, string, string][] = [
    ['password missing', { password: '  ' }, 'password', messages.passwordRequired],
    ['password under 10', { password: 'krotkie12' }, 'password', messages.passwordTooShort],
    ['password over 25', { password: 'x'.repeat(26) }, 'password', messages.passwordTooLong],
    ['repeat differs (when sent)', { password: 'Dobre-Haslo-123', passwordRepeat: 'Dobre-Haslo-124' }, 'passwordRepeat', messages.passwordsDiffer],
    ['a NUL in the password', { password: 'Dobre-Haslo\u0000123' }, 'password', messages.unstorableText],
    ['a lone surrogate in the repeat', { password: 'Dobre-Haslo-123', passwordRepeat: 'Dobre-Haslo-123\ud800' }, 'passwordRepeat', messages.unstorableText],
  ];

  it.each(broken)('refuses %s with its Polish message; the old password still works', async (_what, change, field, message) => {
    const salon = await t.kit.user().salon().create();
    const response = await t.call(CHANGE_PASSWORD, { token: adminToken, json: { _id: salon.user._id, ...change } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.fillAllFields, errors: [{ field, message }] });
    expect(await signInStatus(salon.email, salon.password)).toBe(200);
  });

  it('unknown, malformed and deleted users answer 404', async () => {
    const deleted = await t.kit.user().salon().deleted().create();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nie-uuid', deleted.user._id]) {
      const response = await t.call(CHANGE_PASSWORD, { token: adminToken, json: { _id: id, password: 'Dobre-Haslo-123' } });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    }
  });

  it('salon users get 403, also for their own password, which keeps working', async () => {
    const salon = await t.kit.user().salon().create();
    const token = await t.signIn(salon.email, salon.password);
    for (const id of [salon.user._id, admin.user._id]) {
      const response = await t.call(CHANGE_PASSWORD, { token, json: { _id: id, password: 'Przejete-Haslo-1' } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    expect(await signInStatus(salon.email, salon.password)).toBe(200);
    expect(await signInStatus(admin.email, admin.password)).toBe(200);
  });
});
