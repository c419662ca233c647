import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config.ts';
import type { Database, UserRow } from '../db/schema.ts';
import type { PasswordHasher } from '../auth/password.ts';
import type { ThrottleStore } from '../auth/throttle.ts';
import type { FileStorage } from '../files/storage.ts';
import type { ApiBindings } from './client-address.ts';

/** What every route may use; created by the caller of createApi, never at module load. */
export interface ApiDeps {
  db: Kysely<Database>;
  config: ApiConfig;
  /** Sign-in failures per e-mail (D16). */
  throttle: ThrottleStore;
  /** Failed and refused sign-ins per client address bucket, beside the per-e-mail count; its own store and key space. */
  addressThrottle: ThrottleStore;
  /** E-mail and address pairs that signed in (known-sign-ins.ts): exempt from the address's block; its own key space. */
  knownSignIns: ThrottleStore;
  /** Saves of client configurations per client address (the public intake); its own store and window. */
  configurationThrottle: ThrottleStore;
  /** Epoch milliseconds; injectable so tests can move time. */
  now: () => number;
  /** Password hashing at the production cost; tests pass a cheap one. */
  passwords: PasswordHasher;
  /** D29: every write appends its history entry; false only where a benchmark measures what that costs. */
  recordHistory: boolean;
  /** Where uploaded files live (D19): a directory under DATA_DIR, or S3. */
  storage: FileStorage;
  /** A directory on local disk where tus stages uploads until they are complete and moved into `storage`. */
  stagingDir: string;
}

export interface ApiEnv {
  Bindings: ApiBindings;
  Variables: {
    /** The signed-in user, set by the authentication middleware on every protected route. */
    user: UserRow;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;
