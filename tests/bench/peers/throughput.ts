// Closed-loop throughput: `concurrency` clients each start the next page as soon as their last one is answered.
export interface Throughput {
  completed: number;
  seconds: number;
  perSecond: number;
}

export async function closedLoop(work: () => Promise<unknown>, options: { concurrency: number; durationMs: number }): Promise<Throughput> {
  const started = performance.now();
  const deadline = started + options.durationMs;
  let completed = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      await work();
      completed++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  return { completed, seconds, perSecond: completed / seconds };
}
