import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashQueue, DEFAULT_HASH_QUEUE_LIMITS, type HashQueue, type HashQueueLimits } from './hash-queue.ts';

export { HashQueueFull } from './hash-queue.ts';

/** scrypt's cost parameters: N (a power of two), r and p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost of every hash the product makes; old hashes keep working because each stores its own. */
export const PRODUCTION_SCRYPT_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse stored parameters that would let a tampered row exhaust memory or CPU. */
const MAX_N = 2 ** 20;

/**
 * Who asks for a hash: a public caller names its throttling bucket (its address), so its calls wait behind its own
 * and it can be refused (HashQueueFull) when it has too many under way or the queue is full. Without it (internal
 * work, a signed-in user changing a password) the call waits its turn and is never refused.
 */
export interface HashCaller {
  client?: string;
  /** The client's recent failures and refusals: fewer are served first and pushed out last (hash-queue.ts). */
  strikes?: number;
}

/**
 * Makes and checks password hashes; passed to whatever stores or checks a password (createApi, seeders, create-admin).
 * Every hash and verify of one hasher goes through its one queue (hash-queue.ts): a bound on concurrent scrypt calls.
 */
export interface PasswordHasher {
  /** Format: scrypt$N$r$p$saltB64$hashB64, at this hasher's cost. */
  hash(password: string, caller?: HashCaller): Promise<string>;
  /** Checks against the parameters the stored string names, whatever cost made it. */
  verify(password: string, stored: string, caller?: HashCaller): Promise<boolean>;
  /** A hash of a random password, made once per hasher: unknown e-mails are verified against it so they cost as much as a wrong password. */
  dummyHash(): Promise<string>;
}

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that for N = 2^17. */
function optionsFor(n: number, r: number, p: number): ScryptOptions {
  return { N: n, r, p, maxmem: 256 * n * r };
}

function isValidCost(n: number, r: number, p: number): boolean {
  return (
    Number.isInteger(n) && n > 1 && n <= MAX_N && (n & (n - 1)) === 0 &&
    Number.isInteger(r) && r >= 1 && r <= 32 &&
    Number.isInteger(p) && p >= 1 && p <= 16
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts as [string, string, string, string, string, string];
  const n = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (!isValidCost(n, r, p)) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, expected.length, optionsFor(n, r, p));
  return timingSafeEqual(actual, expected);
}

/**
 * A hasher at `cost`: the product uses the default; tests pass a cheap cost (their hashes verify the same way).
 * `limits` bound its queue (DEFAULT_HASH_QUEUE_LIMITS); `queue` lets a test watch or share one.
 */
export function createPasswordHasher(
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
  { limits = DEFAULT_HASH_QUEUE_LIMITS, queue = createHashQueue(limits) }: { limits?: HashQueueLimits; queue?: HashQueue } = {},
): PasswordHasher {
  const { N, r, p } = cost;
  if (!isValidCost(N, r, p)) throw new Error(`invalid scrypt cost N=${N} r=${r} p=${p}`);
  const hash = (password: string, caller: HashCaller = {}): Promise<string> =>
    queue.run(async () => {
      const salt = randomBytes(SALT_BYTES);
      const key = await scryptAsync(password, salt, KEY_BYTES, optionsFor(N, r, p));
      return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
    }, caller.client, caller.strikes);
  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify: (password, stored, caller = {}) => queue.run(() => verifyPassword(password, stored), caller.client, caller.strikes),
    dummyHash() {
      dummy ??= hash(randomBytes(32).toString('base64'));
      return dummy;
    },
  };
}
