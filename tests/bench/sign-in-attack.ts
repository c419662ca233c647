// A real user's sign-in while 30 bogus sign-ins arrive at once (issue 13), before and after the hash queue and the
// per-address throttle. Part of `npm run bench`; alone: `npx tsx tests/bench/sign-in-attack.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PasswordHasher } from '../../api/src/auth/password.ts';
import { markdownTable, ms, timed } from './measure.ts';

const BOGUS = 30;
const REAL_ADDRESS = '198.51.100.10';

interface Outcome {
  realMs: number;
  realSignedIn: boolean;
  /** How the bogus sign-ins were answered, by __typename / message kind. */
  bogus: Record<string, number>;
}

/** One fresh embedded server; `before` gives it the old behaviour: no bound but libuv's four threads, no per-address count. */
async function attack(before: boolean, addresses: 'one' | 'many' | 'none'): Promise<Outcome> {
  const { startApi } = await import('@meble/api/runtime');
  const { createPasswordHasher, PRODUCTION_SCRYPT_COST } = await import('../../api/src/auth/password.ts');
  const { createGateway } = await import('@meble/gateway/gateway');
  const { silentLogger } = await import('@meble/domain/logger');
  const { messages } = await import('@meble/domain/messages');
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-sign-in-'));
  // The old hasher: every call straight to libuv's pool (no queue in front, callers never named, so never held back).
  const unbounded = createPasswordHasher(PRODUCTION_SCRYPT_COST, { limits: { concurrency: 1_000, maxWaiting: 1_000_000, maxPerClient: 1_000_000 } });
  const old: PasswordHasher = {
    hash: (password) => unbounded.hash(password),
    verify: (password, stored) => unbounded.verify(password, stored),
    dummyHash: () => unbounded.dummyHash(),
  };
  const api = await startApi(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ...(before ? { SIGN_IN_MAX_FAILURES_PER_ADDRESS: '1000000' } : {}) },
    { log: silentLogger, ...(before ? { passwords: old } : {}) },
  );
  try {
    const gateway = createGateway({ upstream: (r, context) => Promise.resolve(api.api.fetch(r, { ...context })), log: silentLogger });
    const signIn = async (email: string, password: string, clientAddress: string) => {
      const response = await gateway.fetch(
        new Request('http://bench/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename ... on Error { message } } }',
            variables: { e: email, p: password },
          }),
        }),
        { clientAddress },
      );
      const body = (await response.json()) as { data?: { signIn?: { __typename: string; message?: string } } };
      return body.data?.signIn ?? { __typename: 'error' };
    };
    // Warm: the dummy hash exists and the first sign-in has paid for its imports.
    await signIn('admin@example.com', 'Admin12345!', REAL_ADDRESS);
    await signIn('rozgrzewka@example.com', 'Zle-haslo-1', '192.0.2.250');

    const bogus = Array.from({ length: addresses === 'none' ? 0 : BOGUS }, (_, i) =>
      signIn(`nikt-${i}@example.com`, 'Zgadywane-123', addresses === 'one' ? '203.0.113.66' : `203.0.113.${i + 1}`),
    );
    let real: { __typename: string } = { __typename: '' };
    const realMs = await timed(async () => {
      real = await signIn('admin@example.com', 'Admin12345!', REAL_ADDRESS);
    });
    const kinds: Record<string, number> = {};
    for (const answer of await Promise.all(bogus)) {
      const kind =
        answer.message === messages.signInFailed
          ? '401 checked'
          : answer.message === messages.signInBusy
            ? '429 address busy'
            : answer.message === messages.signInOverloaded
              ? '503 queue full'
              : answer.__typename;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    return { realMs, realSignedIn: real.__typename === 'SignInPayload', bogus: kinds };
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function signInAttackReport(): Promise<string> {
  const rows: string[][] = [];
  const label = { none: 'none (one sign-in alone)', one: `${BOGUS} bogus from one address`, many: `${BOGUS} bogus from ${BOGUS} addresses` };
  for (const addresses of ['none', 'one', 'many'] as const) {
    for (const before of addresses === 'none' ? [false] : [true, false]) {
      const outcome = await attack(before, addresses);
      rows.push([
        label[addresses],
        before ? 'before (no bound, no per-address count)' : 'after (queue 2/8/4, one running per client, per-address count)',
        `${ms(outcome.realMs / 1000, 2)} s`,
        outcome.realSignedIn ? 'signed in' : 'refused',
        Object.entries(outcome.bogus)
          .map(([kind, count]) => `${count}× ${kind}`)
          .join(', '),
      ]);
    }
  }
  return markdownTable(['attack', 'server', "real user's sign-in", 'real user', 'bogus sign-ins answered'], rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await signInAttackReport());
}
