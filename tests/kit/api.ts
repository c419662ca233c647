import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createApi } from '../../api/src/app.ts';
import type { PasswordHasher } from '../../api/src/auth/password.ts';
import type { ThrottleStore } from '../../api/src/auth/throttle.ts';
import type { ApiConfig } from '../../api/src/config.ts';
import { createDirectoryStorage } from '../../api/src/files/directory-storage.ts';
import type { FileStorage } from '../../api/src/files/storage.ts';
import type { Database } from '../../api/src/db/schema.ts';
import type { ApiApp } from '../../api/src/http/context.ts';
import type { HealthCheck } from '../../api/src/http/health.ts';
import type { Logger } from '@meble/domain/logger';
import { createTestDatabase } from './database.ts';
import { testPasswords } from './passwords.ts';
import { seed, type TestKit } from './seed.ts';

export const TEST_JWT_SECRET = 'integration-tests-only-secret-0123456789abcdef';

/** A clock the tests move by hand. */
export function testClock(start = Date.UTC(2025, 5, 8, 9, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

export interface LogEntry {
  level: 'info' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

export interface TestApi {
  api: ApiApp;
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  kit: TestKit;
  config: ApiConfig;
  /** The API's file storage (a directory of its own unless the test passed one); tests put objects straight in. */
  storage: FileStorage;
  /** Where this API's tus uploads are staged (its own temporary directory). */
  stagingDir: string;
  /** The temporary directory holding this API's files (`files/`) and staging (`uploads-staging/`), removed on close. */
  filesDir: string;
  /** What the API logged (nothing is printed). */
  logs: LogEntry[];
  /** Signs in over REST and returns the access token; throws on any answer but 200. */
  signIn(email: string, password: string): Promise<string>;
  /**
   * A request to the API in-process; `token` becomes the bearer header, `json` the body, `clientAddress` the end
   * client's address as the gateway vouches for it (the `clientAddress` binding of `api.fetch`).
   */
  call(
    path: string,
    init?: { method?: string; token?: string; json?: unknown; body?: string; headers?: Record<string, string>; clientAddress?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApi(
  opts: {
    now?: () => number;
    throttle?: ThrottleStore;
    /** The sign-in's per-address count and its known e-mail and address pairs (memory stores when omitted). */
    addressThrottle?: ThrottleStore;
    knownSignIns?: ThrottleStore;
    configurationThrottle?: ThrottleStore;
    /** The kit's cheap hasher (its queue refuses nobody) unless a test watches its own. */
    passwords?: PasswordHasher;
    /** Settings beside the secret (SIGN_IN_MAX_FAILURES_PER_ADDRESS, TRUST_PROXY). */
    config?: Omit<ApiConfig, 'jwtSecret'>;
    /** What /healthz checks beside the database (a Redis connection's check). */
    health?: readonly HealthCheck[];
    /** Another storage (S3 against a local server); the kit's own directory when omitted. */
    storage?: FileStorage;
  } = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  const config: ApiConfig = { jwtSecret: TEST_JWT_SECRET, ...opts.config };
  const filesDir = await mkdtemp(join(tmpdir(), 'meble-test-files-'));
  const storage = opts.storage ?? createDirectoryStorage(join(filesDir, 'files'));
  const stagingDir = join(filesDir, 'uploads-staging');
  await mkdir(stagingDir);
  const logs: LogEntry[] = [];
  const log: Logger = {
    info: (message, details) => logs.push({ level: 'info', message, details }),
    error: (message, details) => logs.push({ level: 'error', message, details }),
  };
  const api = createApi({ db: database.db, config, log, throttle: opts.throttle, addressThrottle: opts.addressThrottle, knownSignIns: opts.knownSignIns, configurationThrottle: opts.configurationThrottle, now: opts.now, passwords: opts.passwords ?? testPasswords, health: opts.health, storage, stagingDir });

  const call: TestApi['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const body = init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    return api.request(
      path,
      { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
      init.clientAddress === undefined ? undefined : { clientAddress: init.clientAddress },
    );
  };

  return {
    api,
    db: database.db,
    kind: database.kind,
    kit: seed(database.db),
    config,
    storage,
    stagingDir,
    filesDir,
    logs,
    call,
    async signIn(email, password) {
      const response = await call('/api/authentication/sign-in', { json: { email, password } });
      if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { accessToken: string }).accessToken;
    },
    async close() {
      await opts.throttle?.close();
      await opts.addressThrottle?.close();
      await opts.knownSignIns?.close();
      await opts.configurationThrottle?.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
