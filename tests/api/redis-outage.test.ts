import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/src/app.ts';
import type { PasswordHasher } from '../../api/src/auth/password.ts';
import { ThrottleUnavailable, type ThrottleStore } from '../../api/src/auth/throttle.ts';
import { REDIS_COMMAND_TIMEOUT_MS, connectRedis } from '../../api/src/redis.ts';
import { CONFIGURATION_INTAKE_PATH } from '../../api/src/routes/client-configurations.ts';
import { openThrottleStores, type ThrottleStores } from '../../api/src/runtime.ts';
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../kit/api.ts';
import { createTestDatabase } from '../kit/database.ts';
import { createTestGraph } from '../kit/graph.ts';
import { testPasswords } from '../kit/passwords.ts';
import type { SeededUser } from '../kit/seed.ts';

/** Only to stop waiting for something that must happen (a reconnection attempt, a lost connection). */
const DEADLINE_MS = 15_000;

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a logger was told, by message. */
function recordingLogger(): Logger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    info: (message) => lines.push({ level: 'info', message }),
    error: (message) => lines.push({ level: 'error', message }),
  };
}

/** The test kit's hasher, counting the passwords it checks. */
function countingPasswords(): PasswordHasher & { verified: number } {
  const counting = {
    ...testPasswords,
    verified: 0,
    verify: (...args: Parameters<PasswordHasher['verify']>) => {
      counting.verified += 1;
      return testPasswords.verify(...args);
    },
  };
  return counting;
}

/** Counts the client's failed connection attempts (each one an 'error' event). */
function countErrors(client: Redis): { count: number } {
  const counter = { count: 0 };
  client.on('error', () => (counter.count += 1));
  return counter;
}

const design = (cSlug: string) => ({ cSlug, customerEmail: 'anna.kowalska@example.pl', kits: [{ name: 'Sofa', elements: [{ meshId: 'M' }] }] });

describe('a Redis client that fails fast', () => {
  it('fails commands at once while disconnected (no offline queue, no retries) and bounds every command', async () => {
    const redis = connectRedis(`redis://127.0.0.1:${await closedPort()}`, recordingLogger());
    try {
      expect(redis.client.options).toMatchObject({ enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
      await redis.firstAttempt;
      await expect(redis.client.get('x')).rejects.toThrow(/enableOfflineQueue/);
    } finally {
      await redis.close();
    }
  });
});

describe('the API with its Redis unreachable', () => {
  const log = recordingLogger();
  const passwords = countingPasswords();
  let stores: ThrottleStores;
  let t: TestApi;
  let user: SeededUser;
  let slug: string;
  const printed = vi.spyOn(console, 'error');

  beforeAll(async () => {
    stores = await openThrottleStores(`redis://127.0.0.1:${await closedPort()}`, { log, prefix: `meble-test:${randomBytes(4).toString('hex')}:` });
    const { redis: _client, close: _close, ...options } = stores;
    t = await createTestApi({ ...options, passwords });
    user = await t.kit.user().create();
    slug = (await t.kit.collection().create()).collection.slug;
  });
  afterAll(async () => {
    printed.mockRestore();
    await t.close();
    await stores.close();
  });

  it('answers /healthz 503 naming Redis, in Polish', async () => {
    const response = await t.call('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', unavailable: ['redis'], message: 'Niedostępne: Redis.' });
  });

  it('refuses a sign-in at once with 503 and Retry-After, checking no password, even the right one', async () => {
    const response = await t.call('/api/authentication/sign-in', { json: { email: user.email, password: user.password } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: messages.signInUnavailable });
    expect(passwords.verified).toBe(0);
  });

  it("refuses the configurator's intake with 503 and Retry-After, saving nothing", async () => {
    const before = await t.kit.clientConfigurationCount();
    const response = await t.call(CONFIGURATION_INTAKE_PATH, { method: 'POST', json: design(slug), clientAddress: '198.51.100.5' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: messages.configurationSaveUnavailable });
    expect(await t.kit.clientConfigurationCount()).toBe(before);
  });

  it('logs one line for the outage however many reconnection attempts fail, and prints nothing of its own', async () => {
    const attempts = countErrors(stores.redis!);
    await until(() => attempts.count >= 2, 'two more failed reconnection attempts');
    expect(log.lines.filter((line) => line.message === 'redis unavailable')).toHaveLength(1);
    expect(printed.mock.calls.filter((args) => String(args[0]).includes('[ioredis]'))).toEqual([]);
  });
});

describe('/healthz names every part that does not answer', () => {
  it('the database, and the database with Redis', async () => {
    const database = await createTestDatabase();
    const redis = connectRedis(`redis://127.0.0.1:${await closedPort()}`, recordingLogger());
    await database.close();
    try {
      const config = { jwtSecret: TEST_JWT_SECRET };
      const alone = await createApi({ db: database.db, config, log: recordingLogger() }).request('/healthz');
      expect(alone.status).toBe(503);
      expect(await alone.json()).toEqual({ status: 'unavailable', unavailable: ['database'], message: 'Niedostępne: baza danych.' });
      const both = await createApi({ db: database.db, config, log: recordingLogger(), health: [redis.health] }).request('/healthz');
      expect(await both.json()).toEqual({ status: 'unavailable', unavailable: ['database', 'redis'], message: 'Niedostępne: baza danych, Redis.' });
    } finally {
      await redis.close();
    }
  });
});

describe('signIn through the graph when the throttle store is down', () => {
  const down: ThrottleStore = {
    failures: () => Promise.reject(new ThrottleUnavailable(new Error('down'))),
    hit: () => Promise.reject(new ThrottleUnavailable(new Error('down'))),
    reset: () => Promise.reject(new ThrottleUnavailable(new Error('down'))),
    close: async () => {},
  };

  it('answers a SignInError with the Polish message, not an upstream failure', async () => {
    const g = await createTestGraph({ throttle: down, addressThrottle: down, knownSignIns: down });
    try {
      const user = await g.t.kit.user().create();
      const result = await g.graph<{ signIn: { __typename: string; message?: string } }>(
        'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename ... on Error { message } } }',
        { email: user.email, password: user.password },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.signIn).toEqual({ __typename: 'SignInError', message: messages.signInUnavailable });
    } finally {
      await g.close();
    }
  });
});

/** A TCP proxy to Redis, cut and restored on the same port, as a network outage would. */
function redisProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    async open() {
      const listening = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {}).on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      port = (listening.address() as AddressInfo).port;
      server = listening;
    },
    async cut() {
      const listening = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (listening) await new Promise((resolve) => listening.close(resolve));
    },
  };
}

describe.skipIf(!process.env.REDIS_URL)('the API through a Redis outage and back', () => {
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const proxy = redisProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const prefix = `meble-test:${randomBytes(4).toString('hex')}:`;
  const log = recordingLogger();
  let stores: ThrottleStores | undefined;
  let t: TestApi | undefined;

  afterEach(async () => {
    await t?.close();
    const client = stores?.redis;
    if (client?.status === 'ready') {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
    }
    await stores?.close();
    await proxy.cut();
  });

  it('answers 503 while Redis is away, logs the outage once, and signs in again once it is back', async () => {
    await proxy.open();
    if (target.password) throw new Error('the test proxies a Redis without a password');
    stores = await openThrottleStores(`redis://127.0.0.1:${proxy.port}`, { log, prefix });
    const client = stores.redis!;
    const { redis: _client, close: _close, ...options } = stores;
    t = await createTestApi(options);
    const user = await t.kit.user().create();
    const signIn = () => t!.call('/api/authentication/sign-in', { json: { email: user.email, password: user.password } });

    expect((await t.call('/healthz')).status).toBe(200);
    expect((await signIn()).status).toBe(200);

    const attempts = countErrors(client);
    await proxy.cut();
    await until(() => client.status !== 'ready', 'the client to see the connection lost');
    const health = await t.call('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', unavailable: ['redis'], message: 'Niedostępne: Redis.' });
    const refused = await signIn();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: messages.signInUnavailable });
    await until(() => attempts.count >= 3, 'three failed reconnection attempts');
    expect(log.lines.filter((line) => line.message === 'redis unavailable')).toHaveLength(1);

    await proxy.open();
    await until(() => client.status === 'ready', 'the client to reconnect');
    expect(await (await t.call('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await signIn()).status).toBe(200);
    expect(log.lines).toEqual([
      { level: 'error', message: 'redis unavailable' },
      { level: 'info', message: 'redis available again' },
    ]);
  });
});
