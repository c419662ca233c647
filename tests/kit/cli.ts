import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command-line tool from its source as an operator would (`node --import tsx api/src/cli/….ts`), with
 * DATABASE_URL and REDIS_URL cleared unless `env` sets them. Asynchronous and without a deadline of its own: a run
 * takes tens of seconds on a loaded machine, a worker blocked that long stops answering Vitest, and the test's own
 * deadline bounds it.
 */
export function runCli(script: string, args: readonly string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
