import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The programs `npm start`, `npm run start:api`, `create-admin`, `seed:demo` and `seed:scale` run (scripts/build.mjs). */
export type Program = 'gateway' | 'api' | 'create-admin' | 'seed-demo' | 'seed-scale';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts a program as the npm scripts do (`node scripts/start.mjs <program>`): its bundle from dist/ with plain node,
 * so the tests that use it belong to the built output's project (tests/dist/, after `npm run build`). DATABASE_URL,
 * API_URL, REDIS_URL and JWT_SECRET are cleared unless `env` sets them: the embedded default, whatever the shell has.
 */
export function startProgram(program: Program, args: readonly string[], env: Record<string, string>, stdio: 'pipe' | 'ignore' = 'pipe'): ChildProcess {
  return spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), program, ...args], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', API_URL: '', REDIS_URL: '', JWT_SECRET: '', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', stdio, stdio],
  });
}

/** Runs a command-line program to its end, with what it printed. Asynchronous: the test's own deadline bounds it. */
export function runCli(program: Program, args: readonly string[], env: Record<string, string>): Promise<CliResult> {
  const child = startProgram(program, args, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
