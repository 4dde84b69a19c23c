// Closed-loop load: a fixed number of clients, each sending its next request when the last one answered.

export interface LoadResult {
  name: string;
  perSecond: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

export const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `task` from `concurrency` loops for the duration and summarises the latencies. */
export async function closedLoop(
  name: string,
  concurrency: number,
  task: () => Promise<boolean>,
  until = Date.now() + durationMs,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const ok = await task().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSecond: latencies.length / seconds,
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    errors,
  };
}
