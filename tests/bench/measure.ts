// Timing and printing helpers of `npm run bench`.
import { readFileSync } from 'node:fs';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface Percentiles {
  p50: number;
  p95: number;
}

/** Nearest-rank percentiles of a set of times. */
export function percentiles(times: readonly number[]): Percentiles {
  if (times.length === 0) throw new Error('no times to summarise');
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

export function median(values: readonly number[]): number {
  return percentiles(values).p50;
}

/** Milliseconds `work` took. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export const ms = (value: number, digits = 1): string => value.toFixed(digits);

/** A markdown table, so the README can take it as it is. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The CPU ms (user + system) in a Linux `/proc/…/stat` file, of a process or one of its threads (10 ms ticks);
 * undefined when the file is not there (no /proc, or the process or thread has ended).
 */
export function statCpuMs(path: string): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
