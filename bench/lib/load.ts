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

/** Runs autocannon and keeps the figures the table needs. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options, excludeErrorStats: false });
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[code] = (stats as { count: number }).count;
  }
  const seconds = result.duration;
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
