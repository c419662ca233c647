import { isMainThread, parentPort, workerData, type Transferable } from 'node:worker_threads';
import { requestFromWire, responseToWire, transferablesOf, type HostMessage, type WorkerBindings, type WorkerMessage, type WorkerStarted } from './wire.ts';

/** An app served inside a worker thread: the REST API, or a test's stand-in. */
export interface WorkerApp {
  started: WorkerStarted;
  fetch(request: Request, bindings: WorkerBindings): Response | Promise<Response>;
  close(): Promise<void>;
}

/** The worker thread's side of the bridge: starts the app with the host's environment and answers its requests. */
export function serveInWorker(start: (env: NodeJS.ProcessEnv) => Promise<WorkerApp>): void {
  if (isMainThread || !parentPort) throw new Error('serveInWorker runs in a worker thread started by startWorker');
  const port = parentPort;
  const { env } = workerData as { env: NodeJS.ProcessEnv };
  const post = (message: WorkerMessage, transfer: Transferable[] = []) => port.postMessage(message, transfer);

  async function answer(app: WorkerApp, message: Extract<HostMessage, { type: 'request' }>): Promise<void> {
    try {
      const response = await responseToWire(await app.fetch(requestFromWire(message.request), message.bindings), message.request.url);
      post({ type: 'response', id: message.id, response }, transferablesOf(response));
    } catch (error) {
      post({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function close(app: WorkerApp): Promise<void> {
    try {
      await app.close();
      post({ type: 'closed' });
    } catch (error) {
      post({ type: 'close-failed', message: error instanceof Error ? error.message : String(error) });
    }
    port.close();
  }

  start(env).then(
    (app) => {
      port.on('message', (message: HostMessage) => {
        if (message.type === 'request') void answer(app, message);
        else void close(app);
      });
      post({ type: 'started', started: app.started });
    },
    (error: unknown) => {
      post({ type: 'start-failed', message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
      port.close();
    },
  );
}
