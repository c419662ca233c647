import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { KNOWN_SIGN_IN_MS, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { CONFIGURATION_SAVE_WINDOW_MS } from '@meble/domain/client-configuration';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createApi } from './app.ts';
import { createPasswordHasher, type PasswordHasher } from './auth/password.ts';
import { createMemoryThrottle, createRedisThrottle, type ThrottleStore } from './auth/throttle.ts';
import type { HealthCheck } from './http/health.ts';
import { connectRedis } from './redis.ts';
import { loadApiConfig, type ApiConfig } from './config.ts';
import { isDatabaseEmpty, openDatabase, type DatabaseKind } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { listSiblingsOfEarlierChecks } from './files/ingest.ts';
import { stagingDirOf, storageFromEnv } from './files/storage-config.ts';
import type { FileStorage } from './files/storage.ts';
import { startHistoryPruning } from './history/retention.ts';
import type { Database } from './db/schema.ts';
import type { ApiApp } from './http/context.ts';
import { describeError, jsonLogger, type Logger } from '@meble/domain/logger';
import { seedDemo } from './seed/demo.ts';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE } from './seed/demo-data.ts';

export interface RunningApi {
  api: ApiApp;
  db: Kysely<Database>;
  kind: DatabaseKind;
  config: ApiConfig;
  /** True when this start filled an empty embedded database with the demo accounts and catalogue. */
  demoSeeded: boolean;
  /** Where uploaded files live: the DATA_DIR directory or S3 (S3_*). */
  storage: FileStorage;
  close(): Promise<void>;
}

export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return env.DATA_DIR ?? './data';
}

/** Where the embedded database lives, shared with the command-line tools. */
export function databaseOptionsOf(env: NodeJS.ProcessEnv): { url?: string; dataDir?: string } {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(dataDirOf(env), 'pg') };
}

export interface ThrottleStores {
  throttle: ThrottleStore;
  addressThrottle: ThrottleStore;
  knownSignIns: ThrottleStore;
  configurationThrottle: ThrottleStore;
  /** What /healthz checks besides the database: Redis when it holds the stores. */
  health: HealthCheck[];
  /** The shared Redis client, when there is one (tests watch its connection). */
  redis?: Redis;
  close(): Promise<void>;
}

/**
 * The four throttle stores: in Redis when `redisUrl` is set (one connection, each store in its own key space under
 * `prefix`; the keys are keyed hashes, made by createApi), in memory otherwise. Waits for the first connection
 * attempt, so the first sign-ins are not refused for a connection still being made.
 */
export async function openThrottleStores(redisUrl: string | undefined, opts: { log: Logger; prefix?: string }): Promise<ThrottleStores> {
  if (!redisUrl) {
    const stores = {
      throttle: createMemoryThrottle({ windowMs: SIGN_IN_WINDOW_MS }),
      addressThrottle: createMemoryThrottle({ windowMs: SIGN_IN_WINDOW_MS }),
      knownSignIns: createMemoryThrottle({ windowMs: KNOWN_SIGN_IN_MS }),
      configurationThrottle: createMemoryThrottle({ windowMs: CONFIGURATION_SAVE_WINDOW_MS }),
    };
    return {
      ...stores,
      health: [],
      async close() {
        await Promise.all(Object.values(stores).map((store) => store.close()));
      },
    };
  }
  const prefix = opts.prefix ?? 'meble:';
  const redis = connectRedis(redisUrl, opts.log);
  await redis.firstAttempt;
  return {
    throttle: createRedisThrottle(redis.client, { windowMs: SIGN_IN_WINDOW_MS, prefix: `${prefix}sign-in-failures:` }),
    addressThrottle: createRedisThrottle(redis.client, { windowMs: SIGN_IN_WINDOW_MS, prefix: `${prefix}sign-in-address-failures:` }),
    knownSignIns: createRedisThrottle(redis.client, { windowMs: KNOWN_SIGN_IN_MS, prefix: `${prefix}known-sign-ins:` }),
    configurationThrottle: createRedisThrottle(redis.client, { windowMs: CONFIGURATION_SAVE_WINDOW_MS, prefix: `${prefix}configuration-saves:` }),
    health: [redis.health],
    redis: redis.client,
    // The stores do not own the shared client.
    close: () => redis.close(),
  };
}

/** Everything the API needs from the environment: database (migrated), secret, throttle store. */
export async function startApi(env: NodeJS.ProcessEnv, opts: { log?: Logger; passwords?: PasswordHasher } = {}): Promise<RunningApi> {
  const log = opts.log ?? jsonLogger;
  // The production cost unless a test hands in a cheap one; the demo accounts are hashed with it too.
  const passwords = opts.passwords ?? createPasswordHasher();
  const dataDir = dataDirOf(env);
  // Checked before the database opens, so a missing JWT_SECRET fails fast.
  const config = await loadApiConfig(env, { dataDir });
  // Checked before the database opens too: an incomplete S3_* fails at start, not at the first upload.
  const storage = storageFromEnv(env, { dataDir });
  const stagingDir = stagingDirOf(dataDir);
  await mkdir(stagingDir, { recursive: true });
  const database = await openDatabase(databaseOptionsOf(env));
  let stores: ThrottleStores | undefined;
  try {
    await migrateToLatest(database.db);

    let demoSeeded = false;
    // Only the embedded default gets demo accounts: a real server's first admin comes from create-admin (D15).
    if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
      await seedDemo(database.db, { passwords, files: { storage, stagingDir } });
      demoSeeded = true;
    }

    stores = await openThrottleStores(env.REDIS_URL, { log });
    const { throttle, addressThrottle, knownSignIns, configurationThrottle, health } = stores;
    const api = createApi({ db: database.db, config, throttle, addressThrottle, knownSignIns, configurationThrottle, health, log, passwords, storage, stagingDir });
    const opened = stores;
    // Here rather than in createApi, so the API a test builds never runs a clean-up of its own.
    const pruning = startHistoryPruning(database.db, { now: Date.now, retentionDays: config.historyRetentionDays, log, storage });
    // Beside serving, once per start: on a data dir whose models all list their siblings it is one empty query.
    const siblingsListed = listSiblingsOfEarlierChecks({ db: database.db, now: Date.now, storage }).then(
      (listed) => {
        if (listed > 0) log.info('models checked again to list the files they read', { listed });
      },
      (error: unknown) => log.error('checking models again failed', describeError(error)),
    );

    return {
      api,
      db: database.db,
      kind: database.kind,
      config,
      demoSeeded,
      storage,
      async close() {
        await siblingsListed;
        await pruning.stop();
        await opened.close();
        await storage.close?.();
        await database.close();
      },
    };
  } catch (error) {
    await stores?.close();
    await storage.close?.();
    await database.close();
    throw error;
  }
}

const demoCollectionCount = (): number => DEMO_CATALOGUE.reduce((n, category) => n + category.collections.length, 0);

/** What an operator reads at start: which database, and on the embedded default the demo accounts. */
export function startBanner(running: Pick<RunningApi, 'kind' | 'demoSeeded'>, env: NodeJS.ProcessEnv): string {
  if (running.kind !== 'pglite') return 'Baza: serwer PostgreSQL (DATABASE_URL).\n';
  return (
    `Baza wbudowana (PGlite) w ${dataDirOf(env)}${running.demoSeeded ? `, wczytano dane demonstracyjne (${demoCollectionCount()} kolekcji)` : ''}.\n` +
    `Konta demonstracyjne:\n${DEMO_ACCOUNTS.map((a) => `  ${a.email} / ${a.password}  (${a.role})`).join('\n')}\n`
  );
}
