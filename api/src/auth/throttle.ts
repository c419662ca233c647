import { Redis } from 'ioredis';

/**
 * Sign-in attempts counted per key (the normalised e-mail) within a fixed window that starts at the first one.
 * An attempt is counted before its password is checked, so a parallel burst cannot slip past the limit;
 * a successful sign-in then forgets the count, which leaves only failures counted.
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
  const owned = typeof redis === 'string';
  const client = typeof redis === 'string' ? new Redis(redis, { lazyConnect: false, maxRetriesPerRequest: 2 }) : redis;
  const prefix = options.prefix ?? 'meble:sign-in-failures:';
  const now = options.now ?? Date.now;
  const keyOf = (key: string) => `${prefix}${key}`;

  return {
    async failures(key) {
      // One round trip, read together: the count and the time it has left.
      const replies = await client.multi().get(keyOf(key)).pttl(keyOf(key)).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const ttl = Number(replies?.[1]?.[1] ?? -2);
      if (count <= 0 || ttl <= 0) return null;
      return { count, resetAt: now() + ttl };
    },
    async hit(key) {
      const reply = (await client.eval(HIT, 1, keyOf(key), String(options.windowMs))) as [number, number];
      return { count: Number(reply[0]), resetAt: now() + Number(reply[1]) };
    },
    async reset(key) {
      await client.del(keyOf(key));
    },
    async close() {
      if (owned) await client.quit();
    },
  };
}
