import { createHash, randomBytes } from 'node:crypto';
import { KNOWN_SIGN_IN_MS, SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { CONFIGURATION_SAVE_WINDOW_MS } from '@meble/domain/client-configuration';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryThrottle, createRedisThrottle, throttleKeyer, type ThrottleStore } from '../../api/src/auth/throttle.ts';
import { CONFIGURATION_INTAKE_PATH } from '../../api/src/routes/client-configurations.ts';
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../kit/api.ts';

const ADDRESS = '198.51.100.23';

/** Everything a reader of the store could test a guess against: the e-mail, the address, and their plain SHA-256. */
function personalForms(email: string): string[] {
  const plain = [email, email.toLowerCase(), ADDRESS, `${ADDRESS}\n${email.toLowerCase()}`];
  const sha = (text: string) => [createHash('sha256').update(text).digest('hex'), createHash('sha256').update(text).digest('base64url')];
  return [...plain.slice(0, 3), ...plain.flatMap(sha)];
}

/** Failed sign-ins, a good one (remembered with its address) and an intake save, all from ADDRESS. */
async function exercise(t: TestApi, email: string, password: string, slug: string): Promise<void> {
  for (const attempt of ['Zlehaslo123', 'Zlehaslo456']) {
    expect((await t.call('/api/authentication/sign-in', { json: { email, password: attempt }, clientAddress: ADDRESS })).status).toBe(401);
  }
  expect((await t.call('/api/authentication/sign-in', { json: { email, password }, clientAddress: ADDRESS })).status).toBe(200);
  const design = { cSlug: slug, customerEmail: 'anna.kowalska@example.pl', kits: [{ name: 'Sofa', elements: [{ meshId: 'M' }] }] };
  expect((await t.call(CONFIGURATION_INTAKE_PATH, { method: 'POST', json: design, clientAddress: ADDRESS })).status).toBe(201);
}

describe('throttle keys hold no e-mail or address (any store)', () => {
  /** A memory store that records the keys it is handed. */
  function recording(windowMs: number): ThrottleStore & { keys: Set<string> } {
    const store = createMemoryThrottle({ windowMs });
    const keys = new Set<string>();
    return {
      keys,
      failures: (key) => (keys.add(key), store.failures(key)),
      hit: (key) => (keys.add(key), store.hit(key)),
      reset: (key) => (keys.add(key), store.reset(key)),
      close: () => store.close(),
    };
  }

  it('hands every store a keyed hash (HMAC-SHA256, base64url) of the secret, never the e-mail, the address or their SHA-256', async () => {
    const stores = {
      throttle: recording(SIGN_IN_WINDOW_MS),
      addressThrottle: recording(SIGN_IN_WINDOW_MS),
      knownSignIns: recording(KNOWN_SIGN_IN_MS),
      configurationThrottle: recording(CONFIGURATION_SAVE_WINDOW_MS),
    };
    const t = await createTestApi(stores);
    try {
      const user = await t.kit.user().create();
      const { collection } = await t.kit.collection().create();
      const email = user.email.replace(/^./, (first) => first.toUpperCase());
      await exercise(t, email, user.password, collection.slug);

      const keys = Object.values(stores).flatMap((store) => [...store.keys]);
      expect(keys.length).toBeGreaterThanOrEqual(4);
      for (const key of keys) {
        expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
        for (const form of personalForms(email)) expect(key).not.toContain(form);
      }
      // The e-mail's key is the keyed hash every replica with this secret computes, and no other secret does.
      const keyOf = throttleKeyer(TEST_JWT_SECRET);
      expect(stores.throttle.keys).toContain(keyOf('sign-in-failures', user.email.toLowerCase()));
      expect(stores.configurationThrottle.keys).toEqual(new Set([keyOf('configuration-saves', ADDRESS)]));
      expect(throttleKeyer(`${TEST_JWT_SECRET}-other`)('sign-in-failures', user.email.toLowerCase())).not.toBe(
        keyOf('sign-in-failures', user.email.toLowerCase()),
      );
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('throttle keys in Redis', () => {
  let redis: Redis;
  const prefix = `meble-test:${randomBytes(4).toString('hex')}:`;
  const storesOf = () => ({
    throttle: createRedisThrottle(redis, { windowMs: SIGN_IN_WINDOW_MS, prefix: `${prefix}sign-in-failures:` }),
    addressThrottle: createRedisThrottle(redis, { windowMs: SIGN_IN_WINDOW_MS, prefix: `${prefix}sign-in-address-failures:` }),
    knownSignIns: createRedisThrottle(redis, { windowMs: KNOWN_SIGN_IN_MS, prefix: `${prefix}known-sign-ins:` }),
    configurationThrottle: createRedisThrottle(redis, { windowMs: CONFIGURATION_SAVE_WINDOW_MS, prefix: `${prefix}configuration-saves:` }),
  });

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('names no e-mail or address, nor their SHA-256, and two replicas sharing the secret still count together', async () => {
    const a = await createTestApi(storesOf());
    const b = await createTestApi(storesOf());
    try {
      const user = await a.kit.user().create();
      await b.kit.user().email(user.email).password(user.password).create();
      const { collection } = await a.kit.collection().create();
      const email = user.email.replace(/^./, (first) => first.toUpperCase());
      await exercise(a, email, user.password, collection.slug);

      const keys = await redis.keys(`${prefix}*`);
      expect(keys.map((key) => key.slice(prefix.length).split(':')[0]).sort()).toEqual([
        'configuration-saves',
        'known-sign-ins',
        'sign-in-address-failures',
      ]);
      for (const key of keys) for (const form of personalForms(email)) expect(key).not.toContain(form);

      const signIn = (api: TestApi, password: string) => api.call('/api/authentication/sign-in', { json: { email, password }, clientAddress: ADDRESS });
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await signIn(i % 2 ? a : b, 'Zlehaslo123')).status).toBe(401);
      expect((await signIn(b, user.password)).status).toBe(429);
      const all = await redis.keys(`${prefix}*`);
      expect(all.some((key) => key.startsWith(`${prefix}sign-in-failures:`))).toBe(true);
      for (const key of all) for (const form of personalForms(email)) expect(key).not.toContain(form);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
