import { createHmac } from 'node:crypto';
import { jsonLogger, type Logger } from '@meble/domain/logger';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redis.ts';

/** The store could not answer (Redis away or stalled): the caller refuses at once rather than count nothing. */
export class ThrottleUnavailable extends Error {
  override name = 'ThrottleUnavailable';
  constructor(cause: unknown) {
    super('throttle store unavailable', { cause });
  }
}

/** When a caller refused for want of the store may come back: reconnection is tried at least every 2 seconds. */
export const THROTTLE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Sign-in attempts counted per key (the normalised e-mail) within a fixed window that starts at the first one.
 * An attempt is counted before its password is checked, so a parallel burst cannot slip past the limit;
 * a successful sign-in then forgets the count, which leaves only failures counted.
 * Under createApi every key arrives hashed (keyedThrottle); a store that cannot answer rejects with ThrottleUnavailable.
 */
export interface ThrottleStore {
  /** The attempts in the current window, or null when there are none (or the window has passed). */
  failures(key: string): Promise<{ count: number; resetAt: number } | null>;
  /** Counts one attempt atomically and answers the count including it. */
  hit(key: string): Promise<{ count: number; resetAt: number }>;
  /** A successful sign-in forgets earlier failures. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryThrottleOptions {
  windowMs: number;
  now?: () => number;
}

/** One process only: replicas behind a load balancer need the Redis store. */
export function createMemoryThrottle({ windowMs, now = Date.now }: MemoryThrottleOptions): ThrottleStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let writesSinceSweep = 0;

  function current(key: string) {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  // Guessed e-mails would otherwise pile up for ever.
  function sweep() {
    const t = now();
    for (const [key, entry] of entries) if (entry.resetAt <= t) entries.delete(key);
  }

  return {
    async failures(key) {
      const entry = current(key);
      return entry ? { ...entry } : null;
    },
    async hit(key) {
      if (++writesSinceSweep >= 1000) {
        writesSinceSweep = 0;
        sweep();
      }
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { ...entry };
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

export interface RedisThrottleOptions {
  windowMs: number;
  /** Key prefix, so tests and several deployments can share one Redis. */
  prefix?: string;
  now?: () => number;
  /** Where the outages of a client this store opens itself (given a URL) are logged; JSON lines on stderr when omitted. */
  log?: Logger;
}

// Atomic, so a crash between INCR and PEXPIRE can never leave a counter without expiry; answers {count, ttl}.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {n, redis.call('PTTL', KEYS[1])}
`;

/** Shared by every replica; takes a client (not closed here) or a URL (client owned and closed here). */
export function createRedisThrottle(redis: Redis | string, options: RedisThrottleOptions): ThrottleStore {
  const owned = typeof redis === 'string' ? connectRedis(redis, options.log ?? jsonLogger) : undefined;
  const client = owned?.client ?? (redis as Redis);
  const prefix = options.prefix ?? 'meble:sign-in-failures:';
  const now = options.now ?? Date.now;
  const keyOf = (key: string) => `${prefix}${key}`;

  // Every failure of the client (disconnected, timed out, an error reply) is one the caller must refuse on.
  async function command<T>(run: () => Promise<T>): Promise<T> {
    // An owned client is new: its first commands wait for its first connection attempt, not fail before it.
    if (owned) await owned.firstAttempt;
    try {
      return await run();
    } catch (error) {
      throw new ThrottleUnavailable(error);
    }
  }

  return {
    failures: (key) =>
      command(async () => {
        // One round trip, read together: the count and the time it has left.
        const replies = await client.multi().get(keyOf(key)).pttl(keyOf(key)).exec();
        const failed = replies?.find(([error]) => error)?.[0];
        if (!replies || failed) throw failed ?? new Error('transaction discarded');
        const count = Number(replies[0]?.[1] ?? 0);
        const ttl = Number(replies[1]?.[1] ?? -2);
        if (count <= 0 || ttl <= 0) return null;
        return { count, resetAt: now() + ttl };
      }),
    hit: (key) =>
      command(async () => {
        const reply = (await client.eval(HIT, 1, keyOf(key), String(options.windowMs))) as [number, number];
        return { count: Number(reply[0]), resetAt: now() + Number(reply[1]) };
      }),
    reset: (key) =>
      command(async () => {
        await client.del(keyOf(key));
      }),
    async close() {
      await owned?.close();
    },
  };
}

/**
 * Key names that hold no e-mail or address: a keyed hash (HMAC-SHA256) under a key derived from the JWT secret,
 * which every replica shares (so they count together), and without which a reader of Redis cannot test guesses.
 */
export function throttleKeyer(jwtSecret: string): (purpose: string, value: string) => string {
  const key = createHmac('sha256', jwtSecret).update('meble throttle keys').digest();
  return (purpose, value) => createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url');
}

/** The store as routes see it: every key hashed by `keyOf` for this purpose before the store sees it. */
export function keyedThrottle(store: ThrottleStore, purpose: string, keyOf: (purpose: string, value: string) => string): ThrottleStore {
  return {
    failures: (key) => store.failures(keyOf(purpose, key)),
    hit: (key) => store.hit(keyOf(purpose, key)),
    reset: (key) => store.reset(keyOf(purpose, key)),
    close: () => store.close(),
  };
}
