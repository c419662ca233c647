import { join } from 'node:path';
import { KNOWN_SIGN_IN_MS, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { CONFIGURATION_SAVE_WINDOW_MS } from '@meble/domain/client-configuration';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createApi } from './app.ts';
import { createPasswordHasher, type PasswordHasher } from './auth/password.ts';
import { createMemoryThrottle, createRedisThrottle, type ThrottleStore } from './auth/throttle.ts';

/** The intake's counters in Redis, apart from the sign-in ones (meble:sign-in-failures:). */
const CONFIGURATION_THROTTLE_PREFIX = 'meble:configuration-saves:';
/** Failed sign-ins per client address, apart from the per-e-mail ones. */
const ADDRESS_THROTTLE_PREFIX = 'meble:sign-in-address-failures:';
/** E-mail and address pairs that signed in (hashed), exempt from the address's block. */
const KNOWN_SIGN_INS_PREFIX = 'meble:known-sign-ins:';
import { loadApiConfig, type ApiConfig } from './config.ts';
import { isDatabaseEmpty, openDatabase, type DatabaseKind } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import type { ApiApp } from './http/context.ts';
import { jsonLogger, type Logger } from '@meble/domain/logger';
import { seedDemo } from './seed/demo.ts';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE } from './seed/demo-data.ts';

export interface RunningApi {
  api: ApiApp;
  db: Kysely<Database>;
  kind: DatabaseKind;
  config: ApiConfig;
  /** True when this start filled an empty embedded database with the demo accounts and catalogue. */
  demoSeeded: boolean;
  close(): Promise<void>;
}

export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return env.DATA_DIR ?? './data';
}

/** Where the embedded database lives, shared with the command-line tools. */
export function databaseOptionsOf(env: NodeJS.ProcessEnv): { url?: string; dataDir?: string } {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(dataDirOf(env), 'pg') };
}

/** Everything the API needs from the environment: database (migrated), secret, throttle store. */
export async function startApi(env: NodeJS.ProcessEnv, opts: { log?: Logger; passwords?: PasswordHasher } = {}): Promise<RunningApi> {
  const log = opts.log ?? jsonLogger;
  // The production cost unless a test hands in a cheap one; the demo accounts are hashed with it too.
  const passwords = opts.passwords ?? createPasswordHasher();
  const dataDir = dataDirOf(env);
  // Checked before the database opens, so a missing JWT_SECRET fails fast.
  const config = await loadApiConfig(env, { dataDir });
  const database = await openDatabase(databaseOptionsOf(env));
  let throttle: ThrottleStore | undefined;
  let addressThrottle: ThrottleStore | undefined;
  let knownSignIns: ThrottleStore | undefined;
  let configurationThrottle: ThrottleStore | undefined;
  let redis: Redis | undefined;
  try {
    await migrateToLatest(database.db);

    let demoSeeded = false;
    // Only the embedded default gets demo accounts: a real server's first admin comes from create-admin (D15).
    if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
      await seedDemo(database.db, { passwords });
      demoSeeded = true;
    }

    // One Redis connection for the four stores, each in its own key space.
    redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
    throttle = redis ? createRedisThrottle(redis, { windowMs: SIGN_IN_WINDOW_MS }) : createMemoryThrottle({ windowMs: SIGN_IN_WINDOW_MS });
    addressThrottle = redis
      ? createRedisThrottle(redis, { windowMs: SIGN_IN_WINDOW_MS, prefix: ADDRESS_THROTTLE_PREFIX })
      : createMemoryThrottle({ windowMs: SIGN_IN_WINDOW_MS });
    knownSignIns = redis
      ? createRedisThrottle(redis, { windowMs: KNOWN_SIGN_IN_MS, prefix: KNOWN_SIGN_INS_PREFIX })
      : createMemoryThrottle({ windowMs: KNOWN_SIGN_IN_MS });
    configurationThrottle = redis
      ? createRedisThrottle(redis, { windowMs: CONFIGURATION_SAVE_WINDOW_MS, prefix: CONFIGURATION_THROTTLE_PREFIX })
      : createMemoryThrottle({ windowMs: CONFIGURATION_SAVE_WINDOW_MS });
    const api = createApi({ db: database.db, config, throttle, addressThrottle, knownSignIns, configurationThrottle, log, passwords });
    const stores = [throttle, addressThrottle, knownSignIns, configurationThrottle];
    const client = redis;

    return {
      api,
      db: database.db,
      kind: database.kind,
      config,
      demoSeeded,
      async close() {
        await Promise.all(stores.map((store) => store.close()));
        await client?.quit();
        await database.close();
      },
    };
  } catch (error) {
    await throttle?.close();
    await addressThrottle?.close();
    await knownSignIns?.close();
    await configurationThrottle?.close();
    await redis?.quit();
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
