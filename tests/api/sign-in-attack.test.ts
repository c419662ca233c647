import { SIGN_IN_MAX_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHashQueue, DEFAULT_HASH_QUEUE_LIMITS, HashQueueFull } from '../../api/src/auth/hash-queue.ts';
import { createPasswordHasher } from '../../api/src/auth/password.ts';
import { signInFailuresPerAddressOf } from '../../api/src/config.ts';
import { createTestApi, testClock, type TestApi } from '../kit/api.ts';

/** A piece of work the test finishes by hand. */
function held(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/** Lets queued promise callbacks and in-process requests run until `ready` holds (no clock involved). */
async function until(ready: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !ready(); turn++) await new Promise((resolve) => setImmediate(resolve));
  if (!ready()) throw new Error('the condition never held');
}

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => 'ran',
    (error: unknown) => (error instanceof HashQueueFull ? error.scope : 'other error'),
  );

describe('the password hashing queue', () => {
  it('has the documented production limits', () => {
    expect(DEFAULT_HASH_QUEUE_LIMITS).toEqual({ concurrency: 2, maxWaiting: 8, maxPerClient: 4 });
  });

  it('never runs more than its concurrency at once, and runs everything in the end', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 100, maxPerClient: 100 });
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 7 }, () => held());
    const done = gates.map((gate, i) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
        return i;
      }, `klient-${i % 3}`),
    );
    await until(() => running === 2);
    expect(queue.load()).toEqual({ running: 2, waiting: 5 });
    for (const gate of gates) gate.release();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('serves waiting clients in turn (a burst waits behind itself), each client first come first served', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 100, maxPerClient: 100 });
    const order: string[] = [];
    const blocker = held();
    const first = queue.run(() => blocker.promise, 'zajmujący');
    const task = (client: string, label: string) => queue.run(async () => void order.push(label), client);
    // Thirty from the attacker arrive first, then one real user and one internal hash.
    const attack = Array.from({ length: 30 }, (_, i) => task('napastnik', `napastnik ${i}`));
    const real = task('użytkownik', 'użytkownik');
    const internal = queue.run(async () => void order.push('wewnętrzne'));
    blocker.release();
    await Promise.all([first, ...attack, real, internal]);
    expect(order.slice(0, 4)).toEqual(['napastnik 0', 'użytkownik', 'wewnętrzne', 'napastnik 1']);
    expect(order.filter((label) => label.startsWith('napastnik'))).toEqual(attack.map((_, i) => `napastnik ${i}`));
  });

  it('runs one call of a public client at a time, leaving the other threads to other clients', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 100, maxPerClient: 100 });
    const gates = Array.from({ length: 4 }, () => held());
    const started: string[] = [];
    const attack = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(`napastnik ${i}`);
        await gate.promise;
      }, 'napastnik'),
    );
    await until(() => started.length === 1);
    expect(queue.load()).toEqual({ running: 1, waiting: 3 });
    // A real user arriving behind the burst starts at once on the free thread.
    const real = queue.run(async () => void started.push('użytkownik'), 'użytkownik');
    await real;
    expect(started).toEqual(['napastnik 0', 'użytkownik']);
    for (const gate of gates) gate.release();
    await Promise.all(attack);
    expect(started).toEqual(['napastnik 0', 'użytkownik', 'napastnik 1', 'napastnik 2', 'napastnik 3']);
  });

  it('refuses a public client with too many under way; a full queue refuses its oldest waiting public call for a newcomer; internal work waits', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 3, maxPerClient: 2 });
    const blocker = held();
    const ran: string[] = [];
    const work = (label: string) => async () => {
      await blocker.promise;
      ran.push(label);
    };
    const running = queue.run(work('a1'), 'a');
    const waitingA = queue.run(work('a2'), 'a');
    // a has two under way (one running, one waiting): its third is refused at once, before any hashing.
    expect(await refusal(() => queue.run(work('a3'), 'a'))).toBe('client');
    const waitingB = queue.run(work('b1'), 'b');
    const waitingC = queue.run(work('c1'), 'c');
    expect(queue.load()).toEqual({ running: 1, waiting: 3 });
    // Three waiting: the next public caller gets in, and the call that has waited longest (a2) is refused for it.
    const waitingD = queue.run(work('d1'), 'd');
    expect(await refusal(() => waitingA)).toBe('server');
    expect(queue.load()).toEqual({ running: 1, waiting: 3 });
    // Internal work is never refused and never makes room: it queues beyond the bound.
    const internal = queue.run(work('wewnętrzne'));
    expect(queue.load()).toEqual({ running: 1, waiting: 4 });
    blocker.release();
    await Promise.all([running, waitingB, waitingC, waitingD, internal]);
    expect(ran.sort()).toEqual(['a1', 'b1', 'c1', 'd1', 'wewnętrzne']);
    // a's refused call no longer counts as under way: a may come back.
    expect(await refusal(() => queue.run(async () => undefined, 'a'))).toBe('ran');
  });

  it('is what the hasher hashes and verifies through', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0, maxPerClient: 1 });
    const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }, { queue });
    const stored = await hasher.hash('Haslo12345!');
    const blocker = held();
    const busy = queue.run(() => blocker.promise, 'ktoś');
    expect(await refusal(() => hasher.verify('Haslo12345!', stored, { client: 'inny' }))).toBe('server');
    // Without a client (an administrator creating a user) it waits instead.
    const waiting = hasher.verify('Haslo12345!', stored);
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    blocker.release();
    await busy;
    expect(await waiting).toBe(true);
  });
});

describe('sign-in throttled per client address, beside the per-e-mail count', () => {
  const clock = testClock();
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ now: clock.now, config: { signInMaxFailuresPerAddress: 5 } });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, clientAddress: string) =>
    t.call('/api/authentication/sign-in', { json: { email, password }, clientAddress });

  it('reads SIGN_IN_MAX_FAILURES_PER_ADDRESS, fifty by default', () => {
    expect(SIGN_IN_MAX_FAILURES_PER_ADDRESS).toBe(50);
    expect(signInFailuresPerAddressOf(undefined)).toBeUndefined();
    expect(signInFailuresPerAddressOf(' 200 ')).toBe(200);
    for (const bad of ['0', '-1', 'dużo', '1.5']) expect(() => signInFailuresPerAddressOf(bad)).toThrow(/SIGN_IN_MAX_FAILURES_PER_ADDRESS/);
  });

  it('refuses an address after its failures over many e-mails, even with a right password; other addresses and the window passing are unaffected', async () => {
    const real = await t.kit.user().create();
    // Successful sign-ins do not count: an office signs in all day from one address.
    for (let i = 0; i < 8; i++) expect((await signIn(real.email, real.password, '203.0.113.7')).status).toBe(200);
    // Five wrong passwords, each for another e-mail: no e-mail is near its own limit.
    for (let i = 0; i < 5; i++) expect((await signIn(`ofiara${i}@example.test`, 'Zgadywane123', '203.0.113.7')).status).toBe(401);
    const refused = await signIn(real.email, real.password, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(SIGN_IN_WINDOW_MS / 1000));
    expect(await refused.json()).toEqual({ message: messages.signInAddressThrottled(15) });
    // The same user from another address signs in; an IPv6 client counts with its /64.
    expect((await signIn(real.email, real.password, '198.51.100.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(`v6-${i}@example.test`, 'Zgadywane123', `2001:db8:1:2::${i + 1}`)).status).toBe(401);
    expect((await signIn(real.email, real.password, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await signIn(real.email, real.password, '2001:db8:1:3::1')).status).toBe(200);
    clock.advance(SIGN_IN_WINDOW_MS);
    expect((await signIn(real.email, real.password, '203.0.113.7')).status).toBe(200);
  });
});

describe('sign-in refused, not queued without bound, when too many are being checked', () => {
  const queue = createHashQueue({ concurrency: 1, maxWaiting: 3, maxPerClient: 2 });
  const passwords = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }, { queue });
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ passwords, config: { signInMaxFailuresPerAddress: 1 } });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, clientAddress: string) =>
    t.call('/api/authentication/sign-in', { json: { email, password }, clientAddress });

  it("answers 429 to an address with two checks under way, and 503 to the longest waiting when the server's queue is full, in Polish, without counting them as failures", async () => {
    const [a, b, c, d] = await Promise.all([t.kit.user().create(), t.kit.user().create(), t.kit.user().create(), t.kit.user().create()]);
    const blocker = held();
    const busy = queue.run(() => blocker.promise, 'inny serwer');
    const firstA = signIn(a.email, 'Zle-haslo-1', '192.0.2.1');
    await until(() => queue.load().waiting === 1);
    const secondA = signIn(b.email, 'Zle-haslo-2', '192.0.2.1');
    await until(() => queue.load().waiting === 2);
    const thirdA = await signIn(c.email, c.password, '192.0.2.1');
    expect(thirdA.status).toBe(429);
    expect(thirdA.headers.get('retry-after')).toBe('2');
    expect(await thirdA.json()).toEqual({ message: messages.signInBusy });

    const fromB = signIn(c.email, c.password, '192.0.2.2');
    await until(() => queue.load().waiting === 3);
    // The queue is full: 192.0.2.3 gets in, and the check that has waited longest (192.0.2.1's first) is refused.
    const fromC = signIn(d.email, d.password, '192.0.2.3');
    const refused = await firstA;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ message: messages.signInOverloaded });

    blocker.release();
    await busy;
    expect((await secondA).status).toBe(401);
    expect((await fromB).status).toBe(200);
    expect((await fromC).status).toBe(200);
    // 192.0.2.1's refused check was not counted: its one failure (the second, a wrong password) reaches its limit of
    // one, so it is refused before any hashing now.
    expect((await signIn(c.email, c.password, '192.0.2.1')).status).toBe(429);
  });
});
