/**
 * A bound on password hashing: at most `concurrency` scrypt calls run at once (each holds a libuv thread and
 * 128 MiB at the production cost), the rest wait here instead of in libuv's pool, where a burst of bogus sign-ins
 * would stand in front of every real one. Waiting calls are served round-robin by client (a public caller's
 * throttling bucket), and a public client runs one call at a time: a client that sends thirty at once waits behind
 * its own, holds one thread at most, and leaves the others to everybody else.
 * A public caller is refused, never queued without bound: when it already has `maxPerClient` calls under way. When
 * `maxWaiting` calls of all callers are waiting, a waiting public call is refused to make room for the new one: the
 * one with the most strikes (its address's recent failures and refusals), the longest waiting of those, unless the
 * newcomer has more strikes than any (then the newcomer is refused). With no strikes anywhere (a burst from fresh
 * addresses) that is the oldest: the burst leaves only its last few waiting, and a person who comes after it is served
 * within about two seconds instead of being told to try again. Under a steady flood the flooding addresses collect
 * strikes at once, so a person from a clean address can neither be pushed out by them nor wait behind them: calls with
 * fewer strikes start first. Internal work (seeding, an administrator creating a user) names no client and has no
 * strikes: it waits its turn and is never refused.
 */
export interface HashQueueLimits {
  /** scrypt calls running at once. */
  concurrency: number;
  /** Calls waiting (of everybody) from which the oldest waiting public call is refused for a newcomer. */
  maxWaiting: number;
  /** Calls running or waiting of one public client from which it is refused. */
  maxPerClient: number;
}

/**
 * Two at once: the server has few cores and scrypt is CPU-bound, so more threads only make every hash slower.
 * Six waiting: a person who arrives behind a full queue waits for six checks on two threads, then their own, about
 * 1.8 s at 0.45 s per check (production cost, measured here): within the 2 s a sign-in should take while a burst
 * arrives (eight waiting measured 2.05 s). Past that, one waiting call is told to try again (the one with the most
 * strikes, the longest-waiting of those). Four per client: a person signs in once; an office behind one address
 * rarely signs in four people in the same second.
 */
export const DEFAULT_HASH_QUEUE_LIMITS: Readonly<HashQueueLimits> = Object.freeze({ concurrency: 2, maxWaiting: 6, maxPerClient: 4 });

/**
 * A public caller refused before any hashing: `client` (too many of its own under way) or `server` (the queue was
 * full: it waited longest, or nothing public was waiting to give way to it).
 */
export class HashQueueFull extends Error {
  override name = 'HashQueueFull';
  constructor(readonly scope: 'client' | 'server') {
    super(scope === 'client' ? 'too many password checks of one client under way' : 'password hashing queue is full');
  }
}

export interface HashQueue {
  /**
   * Runs `work` when its turn comes; `client` is a public caller's bucket (refusable), none for internal work;
   * `strikes` is how badly that client behaved lately (its recent failures and refusals): fewer go first.
   */
  run<T>(work: () => Promise<T>, client?: string, strikes?: number): Promise<T>;
  /** What is under way now (for tests and logs). */
  load(): { running: number; waiting: number };
}

/** The key of internal work: never a client's bucket (those are addresses or `in-process`). */
const INTERNAL = '';

interface Waiting {
  key: string;
  strikes: number;
  start: () => void;
  /** Refuses the call while it still waits (to make room for a newcomer). */
  refuse: () => void;
}

export function createHashQueue(limits: HashQueueLimits = DEFAULT_HASH_QUEUE_LIMITS): HashQueue {
  const { concurrency, maxWaiting, maxPerClient } = limits;
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new Error(`hash queue concurrency must be a whole number from 1, not ${concurrency}`);
  if (!(Number.isInteger(maxWaiting) && maxWaiting >= 0)) throw new Error(`hash queue maxWaiting must be a whole number from 0, not ${maxWaiting}`);
  if (!(Number.isInteger(maxPerClient) && maxPerClient >= 1)) throw new Error(`hash queue maxPerClient must be a whole number from 1, not ${maxPerClient}`);

  let running = 0;
  let waiting = 0;
  // Insertion order is the rotation: the client served moves to the back (deleted and set again).
  const queues = new Map<string, Waiting[]>();
  const underWay = new Map<string, number>();
  /** Public clients with a call running: each waits for it before its next one starts. */
  const busyClients = new Set<string>();
  /** Waiting public calls, oldest first (of those with the most strikes, the oldest is refused for a newcomer). */
  const publicWaiting: Waiting[] = [];

  /** Counts a call of `key` as no longer under way. */
  function release(key: string): void {
    const left = (underWay.get(key) ?? 1) - 1;
    if (left === 0) underWay.delete(key);
    else underWay.set(key, left);
  }

  /**
   * Makes room for a newcomer with `strikes`: refuses the waiting public call with the most strikes (the longest
   * waiting of those) unless it has fewer than the newcomer. True when room was made.
   */
  function refuseWorstWaiting(strikes: number): boolean {
    let worst: Waiting | undefined;
    for (const task of publicWaiting) if (!worst || task.strikes > worst.strikes) worst = task;
    if (!worst || worst.strikes < strikes) return false;
    publicWaiting.splice(publicWaiting.indexOf(worst), 1);
    const tasks = queues.get(worst.key)!;
    tasks.splice(tasks.indexOf(worst), 1);
    if (tasks.length === 0) queues.delete(worst.key);
    waiting--;
    release(worst.key);
    worst.refuse();
    return true;
  }

  /**
   * The client whose next call starts now: of those that may start one (internal work may use every thread), the
   * first in the rotation among those whose next call has the fewest strikes.
   */
  function nextKey(): string | undefined {
    let best: string | undefined;
    let fewest = Infinity;
    for (const [key, tasks] of queues) {
      if (key !== INTERNAL && busyClients.has(key)) continue;
      const strikes = tasks[0]!.strikes;
      if (strikes < fewest) {
        best = key;
        fewest = strikes;
      }
    }
    return best;
  }

  function next(): void {
    while (running < concurrency) {
      const key = nextKey();
      if (key === undefined) return;
      const tasks = queues.get(key)!;
      const task = tasks.shift()!;
      if (key !== INTERNAL) publicWaiting.splice(publicWaiting.indexOf(task), 1);
      queues.delete(key);
      if (tasks.length > 0) queues.set(key, tasks);
      if (key !== INTERNAL) busyClients.add(key);
      waiting--;
      running++;
      task.start();
    }
  }

  return {
    run<T>(work: () => Promise<T>, client?: string, strikes = 0): Promise<T> {
      const key = client ?? INTERNAL;
      if (client === undefined) strikes = 0;
      else if (!(Number.isInteger(strikes) && strikes >= 0)) return Promise.reject(new Error(`hash queue strikes must be a whole number from 0, not ${strikes}`));
      if (client !== undefined) {
        if ((underWay.get(key) ?? 0) >= maxPerClient) return Promise.reject(new HashQueueFull('client'));
        if (running >= concurrency && waiting >= maxWaiting && !refuseWorstWaiting(strikes)) return Promise.reject(new HashQueueFull('server'));
      }
      underWay.set(key, (underWay.get(key) ?? 0) + 1);
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          let result: Promise<T>;
          try {
            result = work();
          } catch (error) {
            result = Promise.reject(error);
          }
          // The slot is free before the caller hears back, so what it does next finds the queue as it is.
          const finish = () => {
            running--;
            busyClients.delete(key);
            release(key);
            next();
          };
          result.then(
            (value) => {
              finish();
              resolve(value);
            },
            (error: unknown) => {
              finish();
              reject(error);
            },
          );
        };
        const task: Waiting = { key, strikes, start, refuse: () => reject(new HashQueueFull('server')) };
        const tasks = queues.get(key);
        if (tasks) tasks.push(task);
        else queues.set(key, [task]);
        if (key !== INTERNAL) publicWaiting.push(task);
        waiting++;
        next();
      });
    },
    load() {
      return { running, waiting };
    },
  };
}
