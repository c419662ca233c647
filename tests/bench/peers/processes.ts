// Child processes of `npm run bench:peers`: each server runs alone in its own process, as it would in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { sleep, statCpuMs } from '../measure.ts';

export interface Server {
  url: string;
  /** The server's process, for its CPU time (cpuMs). */
  pid: number;
  stop(): Promise<void>;
}

/** The CPU ms (user + system) a process has used so far; undefined where /proc is not there. */
export const cpuMs = (pid: number): number | undefined => statCpuMs(`/proc/${pid}/stat`);

export { freePort } from '../../kit/servers.ts';

/** Runs `node args` and answers once `readyUrl` answers 2xx; the last output is shown when it fails. */
export interface NodeServerOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  url: string;
  /** Answers 2xx once the server is ready. */
  readyPath: string;
}

export async function startNode(options: NodeServerOptions): Promise<Server> {
  const child = spawn(process.execPath, options.args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = String(code ?? signal)));
  const started = performance.now();
  for (;;) {
    if (exited !== undefined) throw new Error(`${options.name} exited (${exited}) before it answered:\n${output}`);
    if (performance.now() - started > 120_000) {
      await stopChild(child);
      throw new Error(`${options.name} did not answer ${options.readyPath} within 120 s:\n${output}`);
    }
    try {
      const response = await fetch(new URL(options.readyPath, options.url));
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return { url: options.url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

/** Runs `node args` to the end; any exit but 0 is an error with the output. */
export async function runNode(name: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${name} failed (${code}):\n${output}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
