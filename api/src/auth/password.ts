import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost parameters for new hashes; old hashes keep working because each stores its own. */
const N = 2 ** 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse stored parameters that would let a tampered row exhaust memory or CPU. */
const MAX_N = 2 ** 20;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that for N = 2^17. */
function optionsFor(n: number, r: number, p: number): ScryptOptions {
  return { N: n, r, p, maxmem: 256 * n * r };
}

/** Format: scrypt$N$r$p$saltB64$hashB64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, KEY_BYTES, optionsFor(N, R, P));
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts as [string, string, string, string, string, string];
  const n = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const validParams =
    Number.isInteger(n) && n > 1 && n <= MAX_N && (n & (n - 1)) === 0 &&
    Number.isInteger(r) && r >= 1 && r <= 32 &&
    Number.isInteger(p) && p >= 1 && p <= 16;
  if (!validParams) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, expected.length, optionsFor(n, r, p));
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** A hash of a random password, made once: unknown e-mails are verified against it so they cost as much as a wrong password. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('base64'));
  return dummy;
}
