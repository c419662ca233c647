import { signInAnswerSchema } from '@meble/domain/auth';
import { messages } from '@meble/domain/messages';
import { userSchema } from '@meble/domain/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../../api/src/auth/tokens.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

describe('POST /api/authentication/sign-in', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  const signIn = (body: unknown) => t.call('/api/authentication/sign-in', { json: body });

  it('answers an access token for the right password, naming the user, and the user (no second call needed)', async () => {
    const { user, email, password } = await t.kit.user().admin().create();
    const response = await signIn({ email, password });
    expect(response.status).toBe(200);
    const body = signInAnswerSchema.strict().parse(await response.json());
    expect(Object.keys(body)).toEqual(['accessToken', 'user']);
    expect(await verifyToken(body.accessToken, t.config.jwtSecret)).toBe(user._id);
    const me = userSchema.strict().parse(await (await t.call('/api/users/me', { token: body.accessToken })).json());
    expect(body.user).toEqual(me);
    expect(body.user).toMatchObject({ _id: user._id, email, isAdmin: true });
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const { email } = await t.kit.user().create();
    const wrong = await signIn({ email, password: 'Niepoprawne123' });
    const unknown = await signIn({ email: 'nikt-taki@example.test', password: 'Niepoprawne123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual({ message: 'Podane dane są nieprawidłowe' });
    expect(await unknown.json()).toEqual(wrongBody);
  });

  it('answers 400 with the Polish field messages for empty fields', async () => {
    const response = await signIn({ email: '   ', password: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: messages.emailRequired },
        { field: 'password', message: messages.passwordRequired },
      ]),
    );
    expect(typeof body.message).toBe('string');
  });

  it('answers 400 JSON for missing fields, a malformed body and a body that is not JSON', async () => {
    const missing = await signIn({});
    expect(missing.status).toBe(400);
    const missingBody = (await missing.json()) as { errors: { field: string }[] };
    expect(missingBody.errors.map((e) => e.field).sort()).toEqual(['email', 'password']);

    const malformed = await t.api.request('/api/authentication/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: messages.invalidRequest });

    const notJson = await t.api.request('/api/authentication/sign-in', { method: 'POST', body: 'email=a&password=b' });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect(notJson.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('treats the e-mail case-insensitively and trims e-mail and password', async () => {
    const { user, email, password } = await t.kit.user().email('Anna.Nowak@Example.test').create();
    expect(email).toBe('anna.nowak@example.test');
    const response = await signIn({ email: '  ANNA.NOWAK@example.TEST ', password: `  ${password}\t` });
    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    expect(await verifyToken(accessToken, t.config.jwtSecret)).toBe(user._id);
  });

  it('refuses a deleted user with the same 401, even with the right password', async () => {
    const { email, password } = await t.kit.user().admin().deleted().create();
    const response = await signIn({ email, password });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: messages.signInFailed });
  });

  it('refuses an oversized body before parsing it', async () => {
    const response = await signIn({ email: `${'a'.repeat(100_000)}@example.test`, password: 'x' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.requestTooLargeUnsized });
  });

  it('is reachable without a token', async () => {
    const response = await signIn({ email: 'a@example.test', password: 'b' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(messages.signInFailed);
  });
});
