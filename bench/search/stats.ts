/** Timing helpers shared by the bare and the HTTP half of `npm run bench:search`. */

export interface Timing {
  median: number;
  p95: number;
}

/** Nearest-rank percentile of sorted values (as bench/server.mjs computes it). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Runs `call` `warmup` times untimed (plans, caches and JIT settle), then `runs` times
 * one after another, and returns median and p95 in milliseconds.
 */
export async function timeCalls(call: () => Promise<unknown>, warmup: number, runs: number): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** Seconds since `started` (a performance.now() value), for load-phase logs. */
export const secondsSince = (started: number): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
