import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionRenewal } from '../session/renewal.ts';
import { onSignedOut, readToken, storeSession } from '../session/session.ts';
import { UnauthenticatedError } from '../errors/AppError.ts';
import { postGraphQL } from './graphqlHttp.ts';

const USER = { name: 'Anna', isSalon: false, email: 'anna@example.com' };
type Operation = { response: { ok: boolean }; variables: Record<string, unknown> };

/** A gateway that accepts only `valid`: the others answer 401. */
function gatewayAccepting(valid: () => string) {
  const seen: (string | null)[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('Authorization');
    seen.push(auth);
    if (auth !== `Bearer ${valid()}`) return new Response('{}', { status: 401 });
    return Response.json({ data: { ok: true } });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, seen };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeSession('old', USER);
});
afterEach(() => {
  onSessionRenewal(null);
  onSignedOut(null);
});

describe('a session refused in the middle of work', () => {
  it('asks once for all the refused requests, then sends each again with the new token', async () => {
    let valid = 'old';
    const { fetchImpl, seen } = gatewayAccepting(() => valid);
    valid = 'new';
    const renewer = vi.fn(async () => {
      storeSession('new', USER);
      return 'new';
    });
    onSessionRenewal(renewer);
    const results = await Promise.all([
      postGraphQL<Operation>('a', {}, 'old', fetchImpl),
      postGraphQL<Operation>('b', {}, 'old', fetchImpl),
    ]);
    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }]);
    expect(renewer).toHaveBeenCalledTimes(1);
    expect(seen.filter((auth) => auth === 'Bearer new')).toHaveLength(2);
    expect(readToken()).toBe('new');
  });

  it('signs out to the login screen when the user gives up, or before any page is on screen', async () => {
    const { fetchImpl } = gatewayAccepting(() => 'other');
    const signedOut = vi.fn();
    onSignedOut(signedOut);
    await expect(postGraphQL<Operation>('a', {}, 'old', fetchImpl)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();

    storeSession('old', USER);
    onSessionRenewal(async () => null);
    await expect(postGraphQL<Operation>('a', {}, 'old', fetchImpl)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(signedOut).toHaveBeenCalledTimes(2);
  });

  it('retries a request refused after the renewal ended with the new token, without asking again', async () => {
    const { fetchImpl } = gatewayAccepting(() => 'new');
    storeSession('new', USER);
    const renewer = vi.fn(async () => 'newer');
    onSessionRenewal(renewer);
    await expect(postGraphQL<Operation>('a', {}, 'old', fetchImpl)).resolves.toMatchObject({ data: { ok: true } });
    expect(renewer).not.toHaveBeenCalled();
  });
});
