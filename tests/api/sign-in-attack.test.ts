import { KNOWN_SIGN_IN_MS, SIGN_IN_MAX_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHashQueue, DEFAULT_HASH_QUEUE_LIMITS, HashQueueFull, type HashQueue } from '../../api/src/auth/hash-queue.ts';
import { createPasswordHasher } from '../../api/src/auth/password.ts';
import { signInFailuresPerAddressOf } from '../../api/src/config.ts';
import { createTestApi, testClock, type TestApi } from '../kit/api.ts';

/** A piece of work the test finishes by hand. */
function held(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * Lets queued promise callbacks and in-process requests run until `ready` holds. On PostgreSQL each request waits for
 * the database over a socket, which on a loaded machine takes far more turns of the event loop than in-process PGlite:
 * the bound is a generous deadline for a condition that must come, never a measure of speed.
 */
async function until(ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!ready() && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  if (!ready()) throw new Error('the condition never held');
}

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => 'ran',
    (error: unknown) => (error instanceof HashQueueFull ? error.scope : 'other error'),
  );

describe('the password hashing queue', () => {
  it('has the documented production limits', () => {
    expect(DEFAULT_HASH_QUEUE_LIMITS).toEqual({ concurrency: 2, maxWaiting: 6, maxPerClient: 4 });
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

  it('starts the calls with the fewest strikes first, in turn among equals; internal work has none', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 100, maxPerClient: 100 });
    const order: string[] = [];
    const blocker = held();
    const first = queue.run(() => blocker.promise, 'zajmujący');
    const task = (client: string, strikes: number) => queue.run(async () => void order.push(client), client, strikes);
    const calls = [task('zasypujący 1', 7), task('zasypujący 2', 3), task('literówka', 1), task('czysty 1', 0), task('czysty 2', 0)];
    calls.push(queue.run(async () => void order.push('wewnętrzne')));
    blocker.release();
    await Promise.all([first, ...calls]);
    expect(order).toEqual(['czysty 1', 'czysty 2', 'wewnętrzne', 'literówka', 'zasypujący 2', 'zasypujący 1']);
    expect(await refusal(() => queue.run(async () => undefined, 'ktoś', -1))).toBe('other error');
  });

  it('refuses, for a newcomer, the waiting call with the most strikes (the oldest of those), unless the newcomer has more', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 3, maxPerClient: 2 });
    const blocker = held();
    const ran: string[] = [];
    const work = (label: string) => async () => void ran.push(label);
    const busy = queue.run(() => blocker.promise, 'zajmujący');
    const a = queue.run(work('a'), 'a', 2);
    const b = queue.run(work('b'), 'b', 5);
    const c = queue.run(work('c'), 'c', 5);
    // A clean newcomer pushes out b: the most strikes, and of the two with five the one waiting longer.
    const d = queue.run(work('d'), 'd', 0);
    expect(await refusal(() => b)).toBe('server');
    // One with more strikes than any waiting call is refused itself, and pushes nobody out.
    expect(await refusal(() => queue.run(work('e'), 'e', 6))).toBe('server');
    expect(queue.load()).toEqual({ running: 1, waiting: 3 });
    // As many as the worst waiting call: that one goes (c), as in a burst where nobody has strikes.
    const f = queue.run(work('f'), 'f', 5);
    expect(await refusal(() => c)).toBe('server');
    blocker.release();
    await Promise.all([busy, a, d, f]);
    expect(ran).toEqual(['d', 'a', 'f']);
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
    const refused = await signIn(`ofiara5@example.test`, 'Zgadywane123', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(SIGN_IN_WINDOW_MS / 1000));
    expect(await refused.json()).toEqual({ message: messages.signInAddressThrottled(15) });
    // A blocked address's attempts do not count against the e-mails it names (they are refused before that).
    for (let i = 0; i < 12; i++) expect((await signIn('ofiara0@example.test', 'Zgadywane123', '203.0.113.7')).status).toBe(429);
    expect((await signIn('ofiara0@example.test', 'Zgadywane123', '198.51.100.1')).status).toBe(401);
    // The same user from another address signs in; an IPv6 client counts with its /64.
    const fresh = await t.kit.user().create();
    expect((await signIn(fresh.email, fresh.password, '198.51.100.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(`v6-${i}@example.test`, 'Zgadywane123', `2001:db8:1:2::${i + 1}`)).status).toBe(401);
    expect((await signIn(fresh.email, fresh.password, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await signIn(fresh.email, fresh.password, '2001:db8:1:3::1')).status).toBe(200);
    clock.advance(SIGN_IN_WINDOW_MS);
    expect((await signIn(fresh.email, fresh.password, '203.0.113.7')).status).toBe(200);
  });

  it("lets an e-mail that signed in from an address before past that address's block, for 30 days from its last sign-in there, still under its own limit", async () => {
    const office = '192.0.2.80';
    const [anna, bartek, newcomer] = await Promise.all([t.kit.user().create(), t.kit.user().create(), t.kit.user().create()]);
    expect((await signIn(anna.email, anna.password, office)).status).toBe(200);
    expect((await signIn(bartek.email, bartek.password, '198.51.100.80')).status).toBe(200);
    // Someone behind the office's address guesses: the address is blocked.
    for (let i = 0; i < 5; i++) expect((await signIn(`zgadywany${i}@example.test`, 'Zgadywane123', office)).status).toBe(401);
    // Anna signed in there before: she gets in. Bartek signed in elsewhere and the newcomer never did: refused.
    expect((await signIn(anna.email, anna.password, office)).status).toBe(200);
    expect((await signIn(bartek.email, bartek.password, office)).status).toBe(429);
    expect((await signIn(newcomer.email, newcomer.password, office)).status).toBe(429);
    // Another spelling of her e-mail is the same pair.
    expect((await signIn(` ${anna.email.toUpperCase()}`, anna.password, office)).status).toBe(200);
    // Her pair is not a way past the per-e-mail limit (D16): guesses at her account from the office are counted and stop at 10.
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await signIn(anna.email, `Zgadywane-${i}`, office)).status);
    expect(guesses).toEqual([...Array<number>(10).fill(401), 429]);
    clock.advance(SIGN_IN_WINDOW_MS);
    expect((await signIn(anna.email, anna.password, office)).status).toBe(200);

    // Thirty days after her last sign-in there the pair is forgotten: blocked like anybody else.
    clock.advance(KNOWN_SIGN_IN_MS - 1);
    for (let i = 0; i < 5; i++) expect((await signIn(`zgadywany${i}@example.test`, 'Zgadywane123', office)).status).toBe(401);
    expect((await signIn(anna.email, anna.password, office)).status).toBe(200);
    clock.advance(SIGN_IN_WINDOW_MS);
    clock.advance(KNOWN_SIGN_IN_MS);
    for (let i = 0; i < 5; i++) expect((await signIn(`zgadywany${i}@example.test`, 'Zgadywane123', office)).status).toBe(401);
    expect((await signIn(anna.email, anna.password, office)).status).toBe(429);
  });
});

/** A queue that records what it ran: which client's password was checked (the work started). */
function recordingQueue(queue: HashQueue): HashQueue & { checked: string[] } {
  const checked: string[] = [];
  return {
    checked,
    run: (work, client, strikes) =>
      queue.run(() => {
        checked.push(client ?? 'wewnętrzne');
        return work();
      }, client, strikes),
    load: () => queue.load(),
  };
}

describe('sign-in refused, not queued without bound, when too many are being checked', () => {
  const queue = recordingQueue(createHashQueue({ concurrency: 1, maxWaiting: 3, maxPerClient: 2 }));
  const passwords = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }, { queue });
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ passwords, config: { signInMaxFailuresPerAddress: 3 } });
    await passwords.dummyHash();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, clientAddress: string) =>
    t.call('/api/authentication/sign-in', { json: { email, password }, clientAddress });

  it("answers 429 to an address with two checks under way, and 503 to the longest waiting when the server's queue is full, in Polish; both count as the address's failures", async () => {
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
    // 192.0.2.1: a 429, a 503 and a wrong password make its three; it is refused now without a password check.
    const checks = queue.checked.length;
    const blocked = await signIn(c.email, c.password, '192.0.2.1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: messages.signInAddressThrottled(15) });
    expect(queue.checked.length).toBe(checks);
  });

  it('lets a person who signed in from this address before go first in a burst from fresh addresses, never pushed out', async () => {
    const person = await t.kit.user().create();
    const home = '198.51.100.70';
    expect((await signIn(person.email, person.password, home)).status).toBe(200);
    const blocker = held();
    const busy = queue.run(() => blocker.promise, 'inny serwer');
    const bogus = (i: number) => signIn(`burst-${i}@example.test`, 'Zgadywane-123', `203.0.113.${200 + i}`);
    const settled: number[] = [];
    const burst = (from: number) => [from, from + 1, from + 2].map((i) => bogus(i).then((answer) => settled.push(answer.status)));
    const first = burst(0);
    await until(() => queue.load().waiting === 3);
    const again = signIn(person.email, person.password, home);
    const later = burst(3);
    // Seven arrived for three places: four were refused, each one of the burst (whichever reached the queue first).
    await until(() => settled.length === 4);
    expect(settled).toEqual([503, 503, 503, 503]);
    expect(queue.load().waiting).toBe(3);
    const checkedBefore = queue.checked.length;
    blocker.release();
    await busy;
    // The person was never pushed out, and their check started first once the thread was free.
    expect((await again).status).toBe(200);
    expect(queue.checked[checkedBefore]).toBe(home);
    await Promise.all([...first, ...later]);
  });

  it('stops checking a steady flood from fixed addresses after their limit, and a refused real user gets in on retrying', async () => {
    const flooders = Array.from({ length: 6 }, (_, i) => `203.0.113.${100 + i}`);
    const [early, later] = await Promise.all([t.kit.user().create(), t.kit.user().create()]);
    const answers = new Map<string, number[]>(flooders.map((address) => [address, []]));
    let ended = 0;
    /**
     * One bogus sign-in in flight per address, a new one as soon as the last is answered, until the address is blocked
     * (or 20 tries, so a flood that is never blocked ends and fails the test instead of running on).
     */
    const flood = async (address: string) => {
      for (let i = 0; i < 20; i++) {
        const answer = await signIn(`bot-${i}@example.test`, 'Zgadywane-123', address);
        answers.get(address)!.push(answer.status);
        const { message } = (await answer.json()) as { message: string };
        if (message === messages.signInAddressThrottled(15)) break;
      }
      ended++;
    };
    const blocker = held();
    const busy = queue.run(() => blocker.promise, 'inny serwer');
    const checkedBefore = queue.checked.length;
    // A real user arrives just before the flood's first wave, which pushes it out (nobody has strikes yet).
    const earlyTry = signIn(early.email, early.password, '198.51.100.60');
    await until(() => queue.load().waiting === 1);
    const floods = flooders.map(flood);
    const refused = await earlyTry;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(((await refused.json()) as { message: string }).message).toMatch(/Spróbuj ponownie za chwilę\.$/);
    // The first wave settles: the queue's three places hold its last three, the other addresses are blocked.
    await until(() => ended + queue.load().waiting === flooders.length);
    expect(ended).toBe(flooders.length - 3);
    // Another real user arrives: it takes the place of a flooder, which has strikes from then on and cannot push it out.
    const laterTry = signIn(later.email, later.password, '198.51.100.61');
    await until(() => ended + queue.load().waiting - 1 === flooders.length);
    expect(queue.checked.length).toBe(checkedBefore);
    const blockedEarly = [...answers.values()].filter((statuses) => statuses.at(-1) === 429);
    expect(blockedEarly.length).toBe(flooders.length - 2);
    // Each blocked address was refused three times (its limit), then blocked before the queue, without a check.
    for (const statuses of blockedEarly) expect(statuses).toEqual([503, 503, 503, 429]);

    blocker.release();
    await busy;
    await Promise.all(floods);
    expect((await laterTry).status).toBe(200);
    // Every flooding address ends blocked, with at most its limit of checked passwords.
    const checked = queue.checked.slice(checkedBefore);
    for (const address of flooders) {
      expect(answers.get(address)!.at(-1)).toBe(429);
      expect(checked.filter((client) => client === address).length).toBeLessThanOrEqual(3);
    }
    // The refused user's retry gets in, and a blocked address's next try costs no check.
    expect((await signIn(early.email, early.password, '198.51.100.60')).status).toBe(200);
    const checks = queue.checked.length;
    expect((await signIn('bot@example.test', 'Zgadywane-123', flooders[0]!)).status).toBe(429);
    expect(queue.checked.length).toBe(checks);
  });
});
