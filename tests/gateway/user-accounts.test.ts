import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { counted, createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';

interface Payload {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  user?: { id: string; name: string; email: string; city: string; isAdmin: boolean; isSalon: boolean; salonName: string | null; salonPhone: string | null; salonAddress: string | null };
  token?: string | null;
}

const USER_FIELDS = 'id name email city isAdmin isSalon salonName salonPhone salonAddress';
const CREATE = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) {
    __typename
    ... on CreateUserPayload { user { ${USER_FIELDS} } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const CHANGE = `mutation ($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ... on ChangePasswordPayload { user { id name email } token }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

let emailSeq = 0;
function salonInput(change: Record<string, unknown> = {}) {
  emailSeq += 1;
  return {
    name: 'Jan Kowalski',
    email: `graph-salon-${emailSeq}-${Date.now()}@example.test`,
    city: 'Sieradz',
    password: 'Haslo-Grafu-12',
    passwordRepeat: 'Haslo-Grafu-12',
    salonName: 'Salon Grafowy',
    salonPhone: '600 700 800',
    salonAddress: 'ul. Krótka 3',
    ...change,
  };
}

describe('createUser and changePassword through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let salon: string;
  const userCount = async () => Number((await g.t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    g = await createTestGraph();
    [admin, salon] = await Promise.all([g.tokenFor('admin'), g.tokenFor('salon')]);
  });
  afterAll(() => g.close());

  async function create(input: Record<string, unknown>, token = admin) {
    const result = await g.graph<{ createUser: Payload }>(CREATE, { input }, token);
    return result;
  }

  it('creates a salon user (trimmed, never an administrator) in two upstream calls: the viewer and the write', async () => {
    g.calls.length = 0;
    const input = salonInput({ name: ' Jan Kowalski ', email: ` GRAPH-${Date.now()}@Example.test ` });
    const { data, errors } = await create(input);
    expect(errors).toBeUndefined();
    expect(g.calls).toEqual(['GET /api/users/me', 'POST /api/authentication/sign-up']);
    const payload = data!.createUser;
    expect(payload.__typename).toBe('CreateUserPayload');
    expect(payload.user).toMatchObject({ name: 'Jan Kowalski', email: String(input.email).trim().toLowerCase(), city: 'Sieradz', isAdmin: false, isSalon: true, salonName: 'Salon Grafowy' });
    // The created user signs in.
    expect(await g.t.signIn(String(input.email), 'Haslo-Grafu-12')).toBeTruthy();
  });

  it("the web's own mutations cost the same two calls each (the screens' documents, fragments included)", async () => {
    const created = await counted<{ createUser: Payload }>(g, admin, webOperation('CreateUserMutation'), { input: salonInput() });
    expect(created.shapes).toEqual(['GET /api/users/me', 'POST /api/authentication/sign-up']);
    const id = created.data.createUser.user!.id;
    const changed = await counted<{ changePassword: Payload }>(g, admin, webOperation('ChangePasswordMutation'), {
      input: { id, password: 'Nowe-Haslo-Weba', passwordRepeat: 'Nowe-Haslo-Weba' },
    });
    expect(changed.shapes).toEqual(['GET /api/users/me', 'POST /api/authentication/changePassword']);
    expect(changed.data.changePassword.__typename).toBe('ChangePasswordPayload');
    // The change-password screen's query: the user by node(id), one call besides nothing else.
    const screen = await counted<{ node: { name: string } | null }>(g, admin, webOperation('UserPasswordScreenQuery'), { id });
    expect(screen.shapes).toEqual(['GET /api/users/{id}']);
    expect(screen.data.node?.name).toBe('Jan Kowalski');
  });

  const broken: [string, Record<string, unknown>, string, string][] = [
    ['city shorter than 3', { city: 'Ła' }, 'city', messages.cityRequired],
    ['email missing', { email: '' }, 'email', messages.emailRequired],
    ['email not an address', { email: 'nie-adres' }, 'email', messages.emailInvalid],
    ['email over 50', { email: `${'a'.repeat(40)}@example.test` }, 'email', messages.tooLong(50)],
    ['password missing', { password: '', passwordRepeat: '' }, 'password', messages.passwordRequired],
    ['password under 10', { password: 'krotkie12', passwordRepeat: 'krotkie12' }, 'password', messages.passwordTooShort],
    ['password over 25', { password: 'y'.repeat(26), passwordRepeat: 'y'.repeat(26) }, 'password', messages.passwordTooLong],
    ['repeat differs', { passwordRepeat: 'Inne-Haslo-999' }, 'passwordRepeat', messages.passwordsDiffer],
    ['salon name missing', { salonName: '' }, 'salonName', messages.salonNameRequired],
    ['name over 30', { name: 'n'.repeat(31) }, 'name', messages.tooLong(30)],
    ['salon phone over 30', { salonPhone: '1'.repeat(31) }, 'salonPhone', messages.tooLong(30)],
    ['a NUL in the name', { name: 'Jan\u0000' }, 'name', messages.unstorableText],
    ['a lone surrogate in the e-mail', { email: 'salon\ud800@example.test' }, 'email', messages.unstorableText],
    ['a NUL in the city', { city: 'Sieradz\u0000' }, 'city', messages.unstorableText],
    ['a lone surrogate in the salon address', { salonAddress: 'ul. \udc00' }, 'salonAddress', messages.unstorableText],
  ];

  it.each(broken)('refuses %s as a ValidationError with the Polish message, with no write', async (_what, change, field, message) => {
    const before = await userCount();
    g.calls.length = 0;
    const { data } = await create(salonInput(change));
    expect(data!.createUser).toEqual({ __typename: 'ValidationError', message: messages.fillAllFields, fieldErrors: [{ field, message }] });
    expect(g.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('an e-mail already used (other case) is a ValidationError on `email`', async () => {
    const taken = await g.t.kit.user().salon().create();
    const before = await userCount();
    const { data } = await create(salonInput({ email: taken.email.toUpperCase() }));
    expect(data!.createUser).toEqual({ __typename: 'ValidationError', message: messages.emailTaken, fieldErrors: [{ field: 'email', message: messages.emailTaken }] });
    expect(await userCount()).toBe(before);
  });

  it('salon users are FORBIDDEN on both mutations, nothing sent upstream beyond the viewer', async () => {
    const target = await g.t.kit.user().salon().create();
    const before = await userCount();
    g.calls.length = 0;
    const created = await create(salonInput(), salon);
    const changed = await g.graph(CHANGE, { input: { id: encodeGlobalID('User', target.user._id), password: 'Przejete-Haslo-1', passwordRepeat: 'Przejete-Haslo-1' } }, salon);
    for (const result of [created, changed]) expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(g.calls.every((call) => call === 'GET /api/users/me')).toBe(true);
    expect(await userCount()).toBe(before);
    expect(await g.t.signIn(target.email, target.password)).toBeTruthy();
    // Without a token: UNAUTHENTICATED.
    expect((await create(salonInput(), '')).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it("changes a salon user's password in two calls: the old one is refused at sign-in, the new one works, their token ends", async () => {
    const target = await g.t.kit.user().salon().create();
    const targetToken = await g.t.signIn(target.email, target.password);
    g.calls.length = 0;
    const { data, errors } = await g.graph<{ changePassword: Payload }>(
      CHANGE,
      { input: { id: encodeGlobalID('User', target.user._id), password: 'Nowe-Haslo-Grafu', passwordRepeat: 'Nowe-Haslo-Grafu' } },
      admin,
    );
    expect(errors).toBeUndefined();
    expect(g.calls).toEqual(['GET /api/users/me', 'POST /api/authentication/changePassword']);
    expect(data!.changePassword).toEqual({
      __typename: 'ChangePasswordPayload',
      user: { id: encodeGlobalID('User', target.user._id), name: target.user.name, email: target.email },
      token: null,
    });
    await expect(g.t.signIn(target.email, target.password)).rejects.toThrow(/401/);
    expect(await g.t.signIn(target.email, 'Nowe-Haslo-Grafu')).toBeTruthy();
    const old = await g.graph('{ viewer { id } }', {}, targetToken);
    expect(old.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('an administrator changing their own password gets the new token in the payload and stays signed in with it', async () => {
    const self = await g.t.kit.user().admin().create();
    const token = await g.t.signIn(self.email, self.password);
    const { data } = await g.graph<{ changePassword: Payload }>(
      CHANGE,
      { input: { id: encodeGlobalID('User', self.user._id), password: 'Wlasne-Haslo-77', passwordRepeat: 'Wlasne-Haslo-77' } },
      token,
    );
    const fresh = data!.changePassword.token;
    expect(typeof fresh).toBe('string');
    expect((await g.graph<{ viewer: { email: string } }>('{ viewer { email } }', {}, fresh!)).data?.viewer.email).toBe(self.email);
    expect((await g.graph('{ viewer { id } }', {}, token)).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a bad password or repeat with the Polish message and no write; an unknown user is a NotFoundError', async () => {
    const target = await g.t.kit.user().salon().create();
    const id = encodeGlobalID('User', target.user._id);
    const cases: [Record<string, string>, string, string][] = [
      [{ password: '', passwordRepeat: '' }, 'password', messages.passwordRequired],
      [{ password: 'krotkie', passwordRepeat: 'krotkie' }, 'password', messages.passwordTooShort],
      [{ password: 'z'.repeat(26), passwordRepeat: 'z'.repeat(26) }, 'password', messages.passwordTooLong],
      [{ password: 'Dobre-Haslo-123', passwordRepeat: 'Dobre-Haslo-321' }, 'passwordRepeat', messages.passwordsDiffer],
      [{ password: 'Dobre-Haslo-123', passwordRepeat: 'Dobre-Haslo-123\ud800' }, 'passwordRepeat', messages.unstorableText],
    ];
    for (const [fields, field, message] of cases) {
      g.calls.length = 0;
      const { data } = await g.graph<{ changePassword: Payload }>(CHANGE, { input: { id, ...fields } }, admin);
      expect(data!.changePassword).toEqual({ __typename: 'ValidationError', message: messages.fillAllFields, fieldErrors: [{ field, message }] });
      expect(g.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    }
    // A NUL typed into both fields: each says so.
    const nul = await g.graph<{ changePassword: Payload }>(CHANGE, { input: { id, password: 'Dobre\u0000Haslo-123', passwordRepeat: 'Dobre\u0000Haslo-123' } }, admin);
    expect(nul.data!.changePassword).toEqual({
      __typename: 'ValidationError',
      message: messages.fillAllFields,
      fieldErrors: ['password', 'passwordRepeat'].map((field) => ({ field, message: messages.unstorableText })),
    });
    expect(await g.t.signIn(target.email, target.password)).toBeTruthy();
    const unknown = await g.graph<{ changePassword: Payload }>(
      CHANGE,
      { input: { id: encodeGlobalID('User', '00000000-0000-4000-8000-000000000000'), password: 'Dobre-Haslo-123', passwordRepeat: 'Dobre-Haslo-123' } },
      admin,
    );
    expect(unknown.data!.changePassword).toEqual({ __typename: 'NotFoundError', message: messages.notFound });
  });
});
