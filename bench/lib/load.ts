import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  statusCounts: Record<string, number>;
  errors: number;
  seconds: number;
}

/**
 * Runs autocannon and keeps the figures the table needs.
 *
 * A run of a fixed `amount` is timed here, from the first request to the last answer:
 * autocannon notices that such a run is over only at its next one-second sample, so its own
 * duration rounds a run of 0.3 s up to 1 s and its rate down by as much.
 */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...options, excludeErrorStats: false }, (error, finished) =>
      error ? reject(error as Error) : resolve(finished),
    );
    run.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[code] = (stats as { count: number }).count;
  }
  const seconds = options.amount ? (lastAnswerAt - startedAt) / 1000 : result.duration;
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statusCounts,
    errors: result.errors + result.timeouts,
    seconds,
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
