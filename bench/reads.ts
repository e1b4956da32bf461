import { load, type LoadResult } from './lib/load';
import { ms, ratio, type Row } from './lib/report';
import { startBakery, startScript, stopChild } from './lib/server-process';

const CONNECTIONS = 50;
const SECONDS = 10;
const TURNS = 4;

/**
 * 1. Reads against the limit: GET /api/inventory on the real server (SQLite, seeded catalogue)
 * and on a bare Koa server answering the same JSON from memory, same load, one after the other.
 */
export async function readsBench(): Promise<Row[]> {
  const { real, baseline } = await measureReads(SECONDS, TURNS);
  const name = `Reads: GET /api/inventory, ${CONNECTIONS} connections, ${SECONDS} s`;
  return [
    {
      bench: name,
      figure: 'requests/s',
      value: real.requestsPerSecond.toFixed(0),
      baseline: baseline.requestsPerSecond.toFixed(0),
      ratio: ratio(real.requestsPerSecond, baseline.requestsPerSecond),
      target: '>= 0.9x',
      met: real.requestsPerSecond / baseline.requestsPerSecond >= 0.9,
    },
    { bench: name, figure: 'p50 latency', value: ms(real.p50), baseline: ms(baseline.p50) },
    {
      bench: name,
      figure: 'p99 latency',
      value: ms(real.p99),
      baseline: ms(baseline.p99),
      target: '< 20 ms',
      met: real.p99 < 20,
    },
  ];
}

/**
 * Both servers under the same load, `seconds` each, in `turns`: a noisy moment on the shared
 * machine falls on both rather than on one. The guard (bench/guard.ts) takes a shorter run.
 */
export async function measureReads(seconds: number, turns: number) {
  const bakery = await startBakery();
  try {
    const json = await (await fetch(`${bakery.url}/api/inventory`)).text();
    const bare = await startScript('bench/baselines/bare-koa.ts', { BASELINE_BODY: json });
    try {
      // The path goes in the URL: autocannon's separate `path` option is not used for a plain run.
      const options = { connections: CONNECTIONS };
      const realUrl = `${bakery.url}/api/inventory`;
      const bareUrl = `${bare.url}/api/inventory`;
      await load({ ...options, url: realUrl, duration: 2 }); // warm up both
      await load({ ...options, url: bareUrl, duration: 2 });
      const results = { real: [] as LoadResult[], bare: [] as LoadResult[] };
      for (let turn = 0; turn < turns; turn++) {
        results.real.push(await load({ ...options, url: realUrl, duration: seconds / turns }));
        results.bare.push(await load({ ...options, url: bareUrl, duration: seconds / turns }));
      }
      return { real: combine(results.real), baseline: combine(results.bare) };
    } finally {
      await stopChild(bare.child);
    }
  } finally {
    await bakery.stop();
  }
}

/** Turns of one server as one run: requests over the whole time; latency of the worst turn. */
function combine(turns: LoadResult[]): Pick<LoadResult, 'requestsPerSecond' | 'p50' | 'p99'> {
  const requests = turns.reduce((sum, turn) => sum + turn.total, 0);
  const seconds = turns.reduce((sum, turn) => sum + turn.seconds, 0);
  return {
    requestsPerSecond: requests / seconds,
    p50: Math.max(...turns.map((turn) => turn.p50)),
    p99: Math.max(...turns.map((turn) => turn.p99)),
  };
}
