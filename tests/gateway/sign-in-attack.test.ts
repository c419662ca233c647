import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { createGateway } from '@meble/gateway/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededUser } from '../kit/seed.ts';
import { createTestGraph, type GraphResult, type TestGraph } from '../kit/graph.ts';

type SignInResult = { __typename: string; message?: string; token?: string; viewer?: { email: string } };
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { __typename ... on SignInPayload { token viewer { email } } ... on Error { message } }
}`;

describe('signIn through the graph under attack', () => {
  let g: TestGraph;
  let anna: SeededUser;
  let bartek: SeededUser;
  beforeAll(async () => {
    g = await createTestGraph({ config: { signInMaxFailuresPerAddress: 2 } });
    anna = await g.t.kit.user().create();
    bartek = await g.t.kit.user().create();
  });
  afterAll(() => g.close());

  /** As the HTTP server calls it: the browser's address in the server context (http.ts). */
  const graphFrom = async <T>(clientAddress: string | undefined, query: string, variables: Record<string, unknown>): Promise<GraphResult<T>> => {
    const response = await g.gateway.fetch(
      new Request('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }),
      clientAddress === undefined ? {} : { clientAddress },
    );
    return (await response.json()) as GraphResult<T>;
  };

  it('checks one signIn per operation: the second, aliased, is a SignInError and costs no REST call', async () => {
    g.calls.length = 0;
    const twice = await graphFrom<{ first: SignInResult; second: SignInResult; third: SignInResult }>(
      '198.51.100.20',
      `mutation ($a: String!, $pa: String!, $b: String!, $pb: String!) {
        first: signIn(email: $a, password: $pa) { __typename ... on SignInPayload { viewer { email } } ... on Error { message } }
        second: signIn(email: $b, password: $pb) { __typename ... on SignInPayload { viewer { email } } ... on Error { message } }
        third: signIn(email: $b, password: "") { __typename ... on Error { message } }
      }`,
      { a: anna.email, pa: anna.password, b: bartek.email, pb: bartek.password },
    );
    expect(twice.errors).toBeUndefined();
    expect(twice.data).toEqual({
      first: { __typename: 'SignInPayload', viewer: { email: anna.email } },
      second: { __typename: 'SignInError', message: messages.signInOncePerRequest },
      third: { __typename: 'SignInError', message: messages.signInOncePerRequest },
    });
    expect(g.calls).toEqual(['POST /api/authentication/sign-in']);
  });

  it("throttles by the browser's address the server passes on, not by the gateway's own", async () => {
    for (const password of ['Zle-haslo-1', 'Zle-haslo-2']) {
      const wrong = await graphFrom<{ signIn: SignInResult }>('203.0.113.50', SIGN_IN, { email: `nikt-${password}@example.test`, password });
      expect(wrong.data!.signIn).toEqual({ __typename: 'SignInError', message: messages.signInFailed });
    }
    const refused = await graphFrom<{ signIn: SignInResult }>('203.0.113.50', SIGN_IN, { email: anna.email, password: anna.password });
    expect(refused.data!.signIn).toEqual({ __typename: 'SignInError', message: messages.signInAddressThrottled(15) });
    // Another browser (and a caller that names none) is not held by that address's failures.
    const other = await graphFrom<{ signIn: SignInResult }>('203.0.113.51', SIGN_IN, { email: anna.email, password: anna.password });
    expect(other.data!.signIn).toMatchObject({ __typename: 'SignInPayload', viewer: { email: anna.email } });
    const unnamed = await graphFrom<{ signIn: SignInResult }>(undefined, SIGN_IN, { email: anna.email, password: anna.password });
    expect(unnamed.data!.signIn.__typename).toBe('SignInPayload');
  });
});

describe("signIn through the graph when the API's hashing queue is full", () => {
  it('shows the Polish 503 of the sign-in as a SignInError, while any other 5xx stays masked', async () => {
    let status = 503;
    const gateway = createGateway({
      upstream: async () => Response.json(status === 503 ? { message: messages.signInOverloaded } : { message: 'Error: at db.ts:12 (10.0.0.5)' }, { status }),
      log: silentLogger,
    });
    const send = async () =>
      (await (
        await gateway.fetch('http://gateway.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: SIGN_IN, variables: { email: 'a@example.test', password: 'Haslo12345!' } }),
        })
      ).json()) as GraphResult<{ signIn: SignInResult }>;
    expect((await send()).data!.signIn).toEqual({ __typename: 'SignInError', message: messages.signInOverloaded });
    status = 500;
    const masked = await send();
    expect(masked.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([[messages.upstreamUnavailable, 'UPSTREAM_UNAVAILABLE']]);
    expect(JSON.stringify(masked)).not.toContain('10.0.0.5');
  });
});
