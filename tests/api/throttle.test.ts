import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryThrottle } from '../../api/src/auth/throttle.ts';
import { createTestApi, testClock, type TestApi } from '../kit/api.ts';

describe('sign-in throttling per e-mail (D16)', () => {
  const clock = testClock();
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ now: clock.now });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.call('/api/authentication/sign-in', { json: { email, password } });

  it('gives a parallel burst of 25 wrong passwords no more than 10 guesses', async () => {
    const target = await t.kit.user().create();
    const answers = await Promise.all(Array.from({ length: 25 }, () => signIn(target.email, 'Zlehaslo123')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - SIGN_IN_MAX_FAILURES);
  });

  it('answers 429 from the 11th failure within 15 minutes, even with the right password, for that e-mail only; the window passing lifts it', async () => {
    const victim = await t.kit.user().create();
    const other = await t.kit.user().create();

    const failures = await Promise.all(
      Array.from({ length: SIGN_IN_MAX_FAILURES }, () => signIn(victim.email, 'Zlehaslo123')),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(SIGN_IN_MAX_FAILURES).fill(401));

    clock.advance(60_000);
    const eleventh = await signIn(victim.email, 'Zlehaslo123');
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({ message: messages.signInThrottled(14) });

    // The right password does not help, and neither does another spelling of the same e-mail.
    const right = await signIn(` ${victim.email.toUpperCase()} `, victim.password);
    expect(right.status).toBe(429);
    expect(((await right.json()) as { message: string }).message).toMatch(/^Zbyt wiele nieudanych prób logowania/);

    // Another e-mail is unaffected.
    expect((await signIn(other.email, other.password)).status).toBe(200);

    clock.advance(SIGN_IN_WINDOW_MS - 60_000 - 1);
    expect((await signIn(victim.email, victim.password)).status).toBe(429);
    clock.advance(1);
    expect((await signIn(victim.email, victim.password)).status).toBe(200);
  });

  it('counts failures for unknown e-mails too, so throttling does not reveal who has an account', async () => {
    const email = 'nieistniejacy@example.test';
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await signIn(email, 'cokolwiek')).status).toBe(401);
    expect((await signIn(email, 'cokolwiek')).status).toBe(429);
  });

  it('does not throttle after fewer than 10 failures', async () => {
    const user = await t.kit.user().create();
    await Promise.all(Array.from({ length: SIGN_IN_MAX_FAILURES - 1 }, () => signIn(user.email, 'Zlehaslo123')));
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

describe('memory throttle store', () => {
  it('counts within a window that starts at the first failure, and forgets after it or on reset', async () => {
    const clock = testClock(1_000_000);
    const store = createMemoryThrottle({ windowMs: 1000, now: clock.now });
    expect(await store.failures('a')).toBeNull();
    await store.hit('a');
    clock.advance(400);
    await store.hit('a');
    expect(await store.failures('a')).toEqual({ count: 2, resetAt: 1_001_000 });
    expect(await store.failures('b')).toBeNull();
    clock.advance(600);
    expect(await store.failures('a')).toBeNull();
    await store.hit('a');
    expect(await store.failures('a')).toEqual({ count: 1, resetAt: 1_002_000 });
    await store.reset('a');
    expect(await store.failures('a')).toBeNull();
  });
});
