import { Worker } from 'node:worker_threads';
import { describeError, jsonLogger, type Logger } from '@meble/domain/logger';
import {
  requestToWire,
  responseFromWire,
  transferablesOf,
  type HostMessage,
  type WorkerBindings,
  type WorkerMessage,
  type WorkerStarted,
} from './wire.ts';

/** An app running in a worker thread, called like the in-process API: `fetch(request, bindings)`. */
export interface AppWorker {
  started: WorkerStarted;
  fetch(request: Request, bindings?: WorkerBindings): Promise<Response>;
  /** Closes the app (its database) in the worker, then ends the worker. */
  close(): Promise<void>;
}

export interface StartWorkerOptions {
  /** The worker ended without being asked to (a crash): nothing can answer any more, so the caller should exit. */
  onExit: (code: number) => void;
  log?: Logger;
}

/** From the sources (tests, `npm run dev`) the worker is TypeScript: a bootstrap loads tsx first, then the entry. */
function workerFor(entry: URL, workerData: { env: NodeJS.ProcessEnv }): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData });
  return new Worker(new URL('./tsx-bootstrap.mjs', import.meta.url), { workerData: { ...workerData, entry: entry.href } });
}

/** Starts `entry` (a module calling serveInWorker) with `env`; resolves once its app has started. */
export function startWorker(entry: URL, env: NodeJS.ProcessEnv, options: StartWorkerOptions): Promise<AppWorker> {
  const log = options.log ?? jsonLogger;
  const worker = workerFor(entry, { env: { ...env } });
  const pending = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let state: 'starting' | 'running' | 'closing' | 'exited' = 'starting';
  let closed: { resolve: () => void; reject: (error: Error) => void } | undefined;

  return new Promise<AppWorker>((resolveStart, rejectStart) => {
    const app: Omit<AppWorker, 'started'> = {
      async fetch(request, bindings = {}) {
        if (state !== 'running') throw new Error(`the worker is not running (${state})`);
        const wire = await requestToWire(request);
        const id = nextId++;
        return new Promise<Response>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          const message: HostMessage = { type: 'request', id, request: wire, bindings };
          try {
            worker.postMessage(message, transferablesOf(wire));
          } catch (error) {
            pending.delete(id);
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
      close() {
        if (state !== 'running') return Promise.resolve();
        state = 'closing';
        return new Promise<void>((resolve, reject) => {
          closed = { resolve, reject };
          worker.postMessage({ type: 'close' } satisfies HostMessage);
        });
      },
    };

    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'started':
          state = 'running';
          resolveStart({ ...app, started: message.started });
          break;
        case 'start-failed':
          rejectStart(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
          void worker.terminate();
          break;
        case 'response':
          pending.get(message.id)?.resolve(responseFromWire(message.response));
          pending.delete(message.id);
          break;
        case 'failed':
          pending.get(message.id)?.reject(new Error(message.message));
          pending.delete(message.id);
          break;
        case 'closed':
          closed?.resolve();
          void worker.terminate();
          break;
        case 'close-failed':
          closed?.reject(new Error(message.message));
          void worker.terminate();
          break;
      }
    });
    let failure: Error | undefined;
    worker.on('error', (error) => {
      failure = error;
      log.error('worker thread failed', { entry: entry.pathname, ...describeError(error) });
    });
    worker.on('exit', (code) => {
      const was = state;
      state = 'exited';
      for (const { reject } of pending.values()) reject(new Error(`the worker exited (code ${code}) before answering`));
      pending.clear();
      if (was === 'starting') rejectStart(failure ?? new Error(`the worker exited (code ${code}) before it started`));
      else if (was === 'closing') closed?.resolve();
      else if (was === 'running') {
        log.error('worker thread exited unexpectedly', { entry: entry.pathname, code });
        options.onExit(code);
      }
    });
  });
}

// In the bundle the worker is dist/server/api-worker.mjs, beside the gateway bundle this module is part of.
const API_WORKER_ENTRY = import.meta.url.endsWith('.ts') ? new URL('./api-worker.ts', import.meta.url) : new URL('./api-worker.mjs', import.meta.url);

/** The REST API and its database (startApi with `env`) in a worker thread. */
export function startApiWorker(env: NodeJS.ProcessEnv, options: StartWorkerOptions): Promise<AppWorker> {
  return startWorker(API_WORKER_ENTRY, env, options);
}
