import { randomBytes } from 'node:crypto';
import { KNOWN_SIGN_IN_MS, SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_SAVE_WINDOW_MS, CONFIGURATION_SAVES_PER_WINDOW } from '@meble/domain/client-configuration';
import { createRedisThrottle, throttleKeyer } from '../../api/src/auth/throttle.ts';
import { CONFIGURATION_INTAKE_PATH } from '../../api/src/routes/client-configurations.ts';
import { createTestApi, TEST_JWT_SECRET } from '../kit/api.ts';

describe.skipIf(!process.env.REDIS_URL)('Redis throttle store (shared by API replicas)', () => {
  let redis: Redis;
  const prefix = `meble-test:${randomBytes(4).toString('hex')}:`;
  // The API keys every store by a keyed hash of the e-mail or address (throttleKeyer).
  const keyOf = throttleKeyer(TEST_JWT_SECRET);

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts failures with an expiry set on the first one, and resets', async () => {
    const store = createRedisThrottle(redis, { windowMs: 60_000, prefix });
    expect(await store.failures('a@example.test')).toBeNull();
    const before = Date.now();
    await store.hit('a@example.test');
    await store.hit('a@example.test');
    const state = await store.failures('a@example.test');
    expect(state?.count).toBe(2);
    expect(state!.resetAt).toBeGreaterThan(before + 55_000);
    expect(state!.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    const ttl = await redis.pttl(`${prefix}a@example.test`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(await store.failures('b@example.test')).toBeNull();
    await store.reset('a@example.test');
    expect(await store.failures('a@example.test')).toBeNull();
  });

  it('forgets failures once the window passes', async () => {
    const store = createRedisThrottle(redis, { windowMs: 150, prefix });
    await store.hit('c@example.test');
    expect((await store.failures('c@example.test'))?.count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.failures('c@example.test')).toBeNull();
  });

  it('is shared: two API instances see the same failures', async () => {
    const storeA = createRedisThrottle(redis, { windowMs: 60_000, prefix });
    const storeB = createRedisThrottle(process.env.REDIS_URL!, { windowMs: 60_000, prefix });
    const a = await createTestApi({ throttle: storeA });
    const b = await createTestApi({ throttle: storeB });
    try {
      const user = await a.kit.user().create();
      const signIn = (api: typeof a, password: string) =>
        api.call('/api/authentication/sign-in', { json: { email: user.email, password } });
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
        expect((await signIn(i % 2 ? a : b, 'Zlehaslo123')).status).toBe(401);
      }
      expect((await signIn(b, 'Zlehaslo123')).status).toBe(429);
      expect((await signIn(a, user.password)).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps the configurator intake per client address in its own key space, shared by replicas too', async () => {
    const intakePrefix = `${prefix}configuration-saves:`;
    const storeOf = () => createRedisThrottle(redis, { windowMs: CONFIGURATION_SAVE_WINDOW_MS, prefix: intakePrefix });
    const a = await createTestApi({ configurationThrottle: storeOf(), throttle: createRedisThrottle(redis, { windowMs: 60_000, prefix }) });
    const b = await createTestApi({ configurationThrottle: storeOf() });
    try {
      const { collection } = await a.kit.collection().create();
      const { collection: same } = await b.kit.collection().name(collection.name).create();
      const design = (slug: string) => ({ cSlug: slug, customerEmail: 'anna.kowalska@example.pl', kits: [{ name: 'Sofa', elements: [{ meshId: 'M' }] }] });
      const save = (api: typeof a, slug: string) =>
        api.call(CONFIGURATION_INTAKE_PATH, { method: 'POST', json: design(slug), clientAddress: '198.51.100.77' });
      for (let i = 0; i < CONFIGURATION_SAVES_PER_WINDOW; i++) expect((await (i % 2 ? save(a, collection.slug) : save(b, same.slug))).status).toBe(201);
      expect((await save(a, collection.slug)).status).toBe(429);
      expect(await redis.pttl(`${intakePrefix}${keyOf('configuration-saves', '198.51.100.77')}`)).toBeGreaterThan(CONFIGURATION_SAVE_WINDOW_MS - 60_000);
      // The sign-in counters of that key space are untouched.
      expect(await redis.exists(`${prefix}${keyOf('sign-in-failures', '198.51.100.77')}`)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
  it('shares the per-address count and the e-mails known at an address between replicas, each in its own key space', async () => {
    const storesOf = () => ({
      addressThrottle: createRedisThrottle(redis, { windowMs: SIGN_IN_WINDOW_MS, prefix: `${prefix}address:` }),
      knownSignIns: createRedisThrottle(redis, { windowMs: KNOWN_SIGN_IN_MS, prefix: `${prefix}known:` }),
    });
    const a = await createTestApi({ ...storesOf(), config: { signInMaxFailuresPerAddress: 2 } });
    const b = await createTestApi({ ...storesOf(), config: { signInMaxFailuresPerAddress: 2 } });
    try {
      // The replicas' databases are apart in tests: each gets the same two users.
      const [known, other] = [await a.kit.user().create(), await a.kit.user().create()];
      for (const user of [known, other]) await b.kit.user().email(user.email).password(user.password).create();
      const signIn = (api: typeof a, email: string, password: string) =>
        api.call('/api/authentication/sign-in', { json: { email, password }, clientAddress: '198.51.100.90' });
      expect((await signIn(a, known.email, known.password)).status).toBe(200);
      expect((await signIn(b, 'nikt-1@example.test', 'Zgadywane123')).status).toBe(401);
      expect((await signIn(a, 'nikt-2@example.test', 'Zgadywane123')).status).toBe(401);
      // Two failures over both replicas block the address on both, except for the e-mail that signed in there on A.
      expect((await signIn(b, other.email, other.password)).status).toBe(429);
      expect((await signIn(b, known.email, known.password)).status).toBe(200);
      expect(await redis.pttl(`${prefix}address:${keyOf('sign-in-address-failures', '198.51.100.90')}`)).toBeGreaterThan(SIGN_IN_WINDOW_MS - 60_000);
      // The pair is kept hashed, for 30 days.
      const pairs = await redis.keys(`${prefix}known:*`);
      expect(pairs).toHaveLength(1);
      expect(pairs[0]).not.toContain(known.email);
      expect(await redis.pttl(pairs[0]!)).toBeGreaterThan(KNOWN_SIGN_IN_MS - 60_000);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
