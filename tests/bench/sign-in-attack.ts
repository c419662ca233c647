// A real user's sign-in while 30 bogus sign-ins arrive at once, or while 30 addresses each keep one in flight (a
// steady flood), before and after the hash queue and the per-address throttle. Part of `npm run bench`;
// alone: `npx tsx tests/bench/sign-in-attack.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PasswordHasher } from '../../api/src/auth/password.ts';
import { markdownTable, ms, sleep, timed } from './measure.ts';

const BOGUS = 30;
const REAL_ADDRESS = '198.51.100.10';
/** Steady flood: bogus answers before the real user comes (the flood is under way), and the user's tries (Retry-After apart). */
const FLOOD_HEAD_START = 60;
const REAL_TRIES = 3;

/** `fresh`: as `many`, the real user signing in from an address they never signed in from (no priority). */
type Attack = 'one' | 'many' | 'fresh' | 'none' | 'steady';
const FRESH_ADDRESS = '198.51.100.99';

interface Outcome {
  realMs: number;
  realSignedIn: boolean;
  /** The real user's tries (more than one only in the steady flood, each after a refusal and Retry-After). */
  realTries: number;
  /** How the bogus sign-ins were answered, by __typename / message kind. */
  bogus: Record<string, number>;
}

/** One fresh embedded server; `before` gives it the old behaviour: no bound but libuv's four threads, no per-address count. */
async function attack(before: boolean, addresses: Attack): Promise<Outcome> {
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

    const kinds: Record<string, number> = {};
    /** The blocked address's answer, whatever minutes of its window are left. */
    const addressBlocked = new Set(Array.from({ length: 15 }, (_, i) => messages.signInAddressThrottled(i + 1)));
    let answered = 0;
    const count = (answer: { __typename: string; message?: string }) => {
      answered++;
      const kind =
        answer.message === messages.signInFailed
          ? '401 checked'
          : answer.message === messages.signInBusy
            ? '429 address busy'
            : answer.message === messages.signInOverloaded
              ? '503 queue full'
              : addressBlocked.has(answer.message ?? '')
                ? '429 address blocked'
                : answer.__typename;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    };
    let flooding = addresses === 'steady';
    // Steady: each address sends its next bogus sign-in as soon as the last is answered, until the real user is done.
    const floodFrom = async (address: string) => {
      for (let i = 0; flooding; i++) {
        count(await signIn(`nikt-${address}-${i}@example.com`, 'Zgadywane-123', address));
        // A client over the network waits for its answer to travel: without a turn of the event loop here, refusals
        // answered from memory would chain promises forever and starve the real user's check (a bench artefact).
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const bogus =
      addresses === 'steady'
        ? Array.from({ length: BOGUS }, (_, i) => floodFrom(`203.0.113.${i + 1}`))
        : Array.from({ length: addresses === 'none' ? 0 : BOGUS }, (_, i) =>
            signIn(`nikt-${i}@example.com`, 'Zgadywane-123', addresses === 'one' ? '203.0.113.66' : `203.0.113.${i + 1}`).then(count),
          );
    while (addresses === 'steady' && answered < FLOOD_HEAD_START) await sleep(1);
    let real: { __typename: string; message?: string } = { __typename: '' };
    let realTries = 0;
    const realMs = await timed(async () => {
      for (;;) {
        realTries++;
        real = await signIn('admin@example.com', 'Admin12345!', addresses === 'fresh' ? FRESH_ADDRESS : REAL_ADDRESS);
        const refused = real.message === messages.signInOverloaded || real.message === messages.signInBusy;
        if (!refused || addresses !== 'steady' || realTries === REAL_TRIES) break;
        await sleep(2000); // Retry-After
      }
    });
    flooding = false;
    await Promise.all(bogus);
    return { realMs, realSignedIn: real.__typename === 'SignInPayload', realTries, bogus: kinds };
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function signInAttackReport(): Promise<string> {
  const rows: string[][] = [];
  const label: Record<Attack, string> = {
    none: 'none (one sign-in alone)',
    one: `${BOGUS} bogus from one address`,
    many: `${BOGUS} bogus from ${BOGUS} addresses (the user signed in from this address before)`,
    fresh: `${BOGUS} bogus from ${BOGUS} addresses (the user's first sign-in from this address)`,
    steady: `steady flood: ${BOGUS} addresses, one bogus each always in flight`,
  };
  // SIGN_IN_BENCH_ATTACKS=none,one: some rows only.
  const only = process.env.SIGN_IN_BENCH_ATTACKS?.split(',');
  for (const addresses of (['none', 'one', 'many', 'fresh', 'steady'] as const).filter((attack) => !only || only.includes(attack))) {
    for (const before of addresses === 'none' ? [false] : [true, false]) {
      const outcome = await attack(before, addresses);
      if (process.env.SIGN_IN_BENCH_PROGRESS) console.error(addresses, before ? 'before' : 'after', outcome);
      rows.push([
        label[addresses],
        before
          ? 'before (no bound, no per-address count)'
          : 'after (queue 2/6/4, one running per client, fewest strikes first, per-address count of failures and refusals)',
        `${ms(outcome.realMs / 1000, 2)} s`,
        `${outcome.realSignedIn ? 'signed in' : 'refused'}${outcome.realTries > 1 ? ` (try ${outcome.realTries})` : ''}`,
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
