import { AUTHENTICATED_USER_HEADER, decodeAuthenticatedUser } from '@meble/domain/authenticated-user';
import { messages } from '@meble/domain/messages';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyToken } from '../../api/src/auth/tokens.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

const HOUR = 3600 * 1000;

describe('sessions: every /api call but sign-in and openapi.json needs a valid bearer token', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  async function expectUnauthenticated(response: Response) {
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: messages.unauthenticated });
    expect(response.headers.has(AUTHENTICATED_USER_HEADER)).toBe(false);
  }

  it('accepts a token from sign-in', async () => {
    const { email, password } = await t.kit.user().admin().create();
    const token = await t.signIn(email, password);
    expect((await t.call('/api/users/me', { token })).status).toBe(200);
  });

  it('answers 401 JSON without a token, on known and unknown paths', async () => {
    await expectUnauthenticated(await t.call('/api/users/me'));
    await expectUnauthenticated(await t.call('/api/cms/dictionaries'));
    await expectUnauthenticated(await t.call('/api/users/00000000-0000-4000-8000-000000000000'));
    await expectUnauthenticated(await t.call('/api/nie-ma-takiej-sciezki'));
  });

  it('answers 401 to a garbage token and to another scheme', async () => {
    const { user } = await t.kit.user().admin().create();
    await expectUnauthenticated(await t.call('/api/users/me', { token: 'nie-token' }));
    const good = await issueToken(user._id, t.config.jwtSecret);
    await expectUnauthenticated(await t.call('/api/users/me', { headers: { authorization: `Basic ${good}` } }));
    await expectUnauthenticated(await t.call('/api/users/me', { headers: { authorization: good } }));
  });

  it('answers 401 to a token signed with alg none', async () => {
    const { user } = await t.kit.user().admin().create();
    const unsigned = new UnsecuredJWT({})
      .setSubject(user._id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(unsigned.endsWith('.')).toBe(true);
    await expectUnauthenticated(await t.call('/api/users/me', { token: unsigned }));
  });

  it('answers 401 to a token signed with another key', async () => {
    const { user } = await t.kit.user().admin().create();
    const forged = await issueToken(user._id, 'another-key-another-key-another-key-123');
    await expectUnauthenticated(await t.call('/api/users/me', { token: forged }));
  });

  it('answers 401 to a token with another algorithm, issuer or audience', async () => {
    const { user } = await t.kit.user().admin().create();
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const sign = (alg: string, iss: string, aud: string) =>
      new SignJWT({}).setProtectedHeader({ alg }).setSubject(user._id).setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('1h').sign(key);
    await expectUnauthenticated(await t.call('/api/users/me', { token: await sign('HS512', TOKEN_ISSUER, TOKEN_AUDIENCE) }));
    await expectUnauthenticated(await t.call('/api/users/me', { token: await sign('HS256', 'someone-else', TOKEN_AUDIENCE) }));
    await expectUnauthenticated(await t.call('/api/users/me', { token: await sign('HS256', TOKEN_ISSUER, 'another-api') }));
    // The control: the same construction with the right values passes.
    expect((await t.call('/api/users/me', { token: await sign('HS256', TOKEN_ISSUER, TOKEN_AUDIENCE) })).status).toBe(200);
  });

  it('answers 401 to an expired token (sessions last 12 hours)', async () => {
    const { user } = await t.kit.user().admin().create();
    const expired = await issueToken(user._id, t.config.jwtSecret, Date.now() - 13 * HOUR);
    await expectUnauthenticated(await t.call('/api/users/me', { token: expired }));
    const stillValid = await issueToken(user._id, t.config.jwtSecret, Date.now() - 11 * HOUR);
    expect((await t.call('/api/users/me', { token: stillValid })).status).toBe(200);
  });

  it('ends the sessions of a user deleted after signing in, at once', async () => {
    const { user, email, password } = await t.kit.user().salon().create();
    const token = await t.signIn(email, password);
    expect((await t.call('/api/users/me', { token })).status).toBe(200);
    await t.kit.deleteUser(user._id);
    await expectUnauthenticated(await t.call('/api/users/me', { token }));
    await expectUnauthenticated(await t.call('/api/cms/dictionaries', { token }));
  });

  it('answers 401 to a token of a user that no longer exists', async () => {
    const { user } = await t.kit.user().admin().create();
    const token = await issueToken(user._id, t.config.jwtSecret);
    await t.kit.removeUser(user._id);
    await expectUnauthenticated(await t.call('/api/users/me', { token }));
  });

  it('stamps every answer to an authenticated call with its user, as /users/me answers it: refusals and unknown records too', async () => {
    const { email, password } = await t.kit.user().salon().create();
    const token = await t.signIn(email, password);
    const me = await t.call('/api/users/me', { token });
    const user: unknown = await me.json();
    const stampOf = (response: Response) => decodeAuthenticatedUser(response.headers.get(AUTHENTICATED_USER_HEADER));
    expect(stampOf(me)).toEqual(user);
    const refused = await t.call('/api/cms/collection/manhattan/element-categories', { token });
    expect(refused.status).toBe(403);
    expect(stampOf(refused)).toEqual(user);
    const unknown = await t.call('/api/cms/client/configuration/00000000-0000-4000-8000-000000000000', { token });
    expect(unknown.status).toBe(404);
    expect(stampOf(unknown)).toEqual(user);
    // Sign-in is public: its answer carries the user in its body, never the stamp.
    const signIn = await t.call('/api/authentication/sign-in', { json: { email, password } });
    expect(signIn.headers.has(AUTHENTICATED_USER_HEADER)).toBe(false);
  });

  it('answers 404 JSON for an unknown /api path once signed in', async () => {
    const { email, password } = await t.kit.user().admin().create();
    const token = await t.signIn(email, password);
    const response = await t.call('/api/nie-ma-takiej-sciezki', { token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: messages.notFound });
  });
});

describe('tokens', () => {
  const secret = 'unit-test-secret-unit-test-secret-0123';

  it('are HS256 with issuer, audience, subject and a 12-hour expiry', async () => {
    const now = Date.UTC(2025, 0, 1, 12);
    const token = await issueToken('user-1', secret, now);
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ iss: 'meble-cms', aud: 'meble-cms-api', sub: 'user-1', iat: now / 1000, exp: now / 1000 + 12 * 3600 });
    expect(await verifyToken(token, secret, now + 11 * HOUR)).toBe('user-1');
    expect(await verifyToken(token, secret, now + 13 * HOUR)).toBeNull();
    expect(await verifyToken(token, `${secret}x`, now)).toBeNull();
  });

  it('reject a token whose signature was stripped', async () => {
    const token = await issueToken('user-1', secret);
    const [h, p] = token.split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyToken(`${h}.${p}.`, secret)).toBeNull();
    expect(await verifyToken(`${noneHeader}.${p}.`, secret)).toBeNull();
  });
});
