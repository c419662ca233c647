/**
 * A bound on password hashing: at most `concurrency` scrypt calls run at once (each holds a libuv thread and
 * 128 MiB at the production cost), the rest wait here instead of in libuv's pool, where a burst of bogus sign-ins
 * would stand in front of every real one. Waiting calls are served round-robin by client (a public caller's
 * throttling bucket), and a public client runs one call at a time: a client that sends thirty at once waits behind
 * its own, holds one thread at most, and leaves the others to everybody else.
 * A public caller is refused, never queued without bound: when it already has `maxPerClient` calls under way. When
 * `maxWaiting` calls of all callers are waiting, the oldest waiting public call is refused to make room for the new
 * one: a burst of bogus sign-ins from many addresses then leaves only its last few waiting, and a person who comes
 * after it is served within about a second instead of being told to try again. Internal work (seeding, an
 * administrator creating a user) names no client: it waits its turn and is never refused.
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
 * Eight waiting is about two seconds of work on two threads at the production cost (about 0.5 s per hash on an idle
 * core): past that a sign-in would take longer than the 2 s a user should wait, so the call that has waited longest
 * is told to try again (a burst's first, while whoever comes after it still gets in). Four per client: a person signs in once; an office behind one address rarely signs in four people
 * in the same second.
 */
export const DEFAULT_HASH_QUEUE_LIMITS: Readonly<HashQueueLimits> = Object.freeze({ concurrency: 2, maxWaiting: 8, maxPerClient: 4 });

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
  /** Runs `work` when its turn comes; `client` is a public caller's bucket (refusable), none for internal work. */
  run<T>(work: () => Promise<T>, client?: string): Promise<T>;
  /** What is under way now (for tests and logs). */
  load(): { running: number; waiting: number };
}

/** The key of internal work: never a client's bucket (those are addresses or `in-process`). */
const INTERNAL = '';

interface Waiting {
  key: string;
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
  /** Waiting public calls, oldest first (the one to refuse when a newcomer finds the queue full). */
  const publicWaiting: Waiting[] = [];

  /** Counts a call of `key` as no longer under way. */
  function release(key: string): void {
    const left = (underWay.get(key) ?? 1) - 1;
    if (left === 0) underWay.delete(key);
    else underWay.set(key, left);
  }

  /** Refuses the oldest waiting public call, if any: true when room was made. */
  function refuseOldestWaiting(): boolean {
    const oldest = publicWaiting.shift();
    if (!oldest) return false;
    const tasks = queues.get(oldest.key)!;
    tasks.splice(tasks.indexOf(oldest), 1);
    if (tasks.length === 0) queues.delete(oldest.key);
    waiting--;
    release(oldest.key);
    oldest.refuse();
    return true;
  }

  /** The first client in the rotation that may start a call now (internal work may use every thread). */
  function nextKey(): string | undefined {
    for (const key of queues.keys()) if (key === INTERNAL || !busyClients.has(key)) return key;
    return undefined;
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
    run<T>(work: () => Promise<T>, client?: string): Promise<T> {
      const key = client ?? INTERNAL;
      if (client !== undefined) {
        if ((underWay.get(key) ?? 0) >= maxPerClient) return Promise.reject(new HashQueueFull('client'));
        if (running >= concurrency && waiting >= maxWaiting && !refuseOldestWaiting()) return Promise.reject(new HashQueueFull('server'));
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
        const task: Waiting = { key, start, refuse: () => reject(new HashQueueFull('server')) };
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
