import { load, percentile, type LoadResult } from './lib/load';
import { ms, type Row } from './lib/report';
import { setEveryBake, startBakery, startScript, stopChild, type ServerProcess } from './lib/server-process';

const PRODUCTS = ['raspberry-scone', 'blueberry-scone', 'chocolate-babka'];
const STOCK = 100;
const REQUESTS = 1000;
const SESSIONS = 100;
/** Five turns of REQUESTS each side: the 5,000 holds of issue 48's figure. */
export const HOLD_TURNS = 5;

const WARM_UP = ['sandwich-bread', 'pumpkin-scones', 'salted-chocolate-cookie'];

/**
 * 2. Holds under contention: turns of 1000 holds of 1 from 100 concurrent shoppers on 3
 * products with stock 100 each. Exactly 300 must succeed each turn, and nothing may be held
 * beyond stock. The baseline is a bare server on the same stack taking one transaction per hold
 * (baselines/bare-holds.ts), under the same load, warmed up the same way.
 *
 * Both servers run at once and take their turns one after the other, every hold let go between
 * turns: a second of fsyncs on a shared disk can halve a run, and interleaved turns put such a
 * moment on both sides. The ratio is the median of the turns' ratios.
 */
export async function holdsBench(): Promise<Row[]> {
  const measured = await measureHolds(HOLD_TURNS);
  return holdRows(measured.results, measured.oversold);
}

/** The turns' results of both servers; the guard (bench/guard.ts) takes fewer turns. */
export async function measureHolds(turns: number) {
  const bare = await startScript('bench/baselines/bare-holds.ts', {
    BASELINE_PRODUCTS: [...WARM_UP, ...PRODUCTS].map((id) => `${id}:${STOCK}`).join(','),
  });
  const bakery = await startBakery();
  try {
    for (const id of [...WARM_UP, ...PRODUCTS]) await setEveryBake(bakery, id, STOCK);
    // The same load on three other products first, so the figure is of a warmed-up server
    // (JIT-compiled, connections open), as it is after its first minute at the market.
    await holdLoad(bare.url, WARM_UP, 'warm-up');
    await holdLoad(bakery.url, WARM_UP, 'warm-up');
    const results = { bakery: [] as LoadResult[], bare: [] as LoadResult[] };
    let oversold = false;
    for (let turn = 0; turn < turns; turn++) {
      const bareTurn = await holdLoad(bare.url, PRODUCTS, `turn-${turn}`);
      if (bareTurn.statusCounts['201'] !== STOCK * PRODUCTS.length)
        throw new Error(`the bare holds server granted ${bareTurn.statusCounts['201']} holds`);
      results.bare.push(bareTurn);
      results.bakery.push(await holdLoad(bakery.url, PRODUCTS, `turn-${turn}`));
      oversold ||= await heldBeyondStock(bakery);
      await letEveryHoldGo(bakery, bare);
    }
    return { results, oversold, medianRatio: medianRatioOf(results) };
  } finally {
    await bakery.stop();
    await stopChild(bare.child);
  }
}

/** The holds figure of a run of turns: the median ratio is the one a guard can hold to. */
type HoldResults = { bakery: LoadResult[]; bare: LoadResult[] };

const ratiosOf = (results: HoldResults) =>
  results.bakery.map((turn, i) => turn.requestsPerSecond / results.bare[i]!.requestsPerSecond);
const medianRatioOf = (results: HoldResults) => percentile(ratiosOf(results), 50);

function holdRows(results: HoldResults, oversold: boolean): Row[] {
  const ratios = ratiosOf(results);
  const medianRatio = medianRatioOf(results);
  const rate = (list: LoadResult[]) =>
    list.reduce((sum, turn) => sum + turn.total, 0) / list.reduce((sum, turn) => sum + turn.seconds, 0);
  const succeeded = results.bakery.map((turn) => turn.statusCounts['201'] ?? 0);
  const refused = results.bakery.map((turn) => turn.statusCounts['409'] ?? 0);
  const errors = results.bakery.reduce((sum, turn) => sum + turn.errors, 0);
  const name = `Holds: ${results.bakery.length} x ${REQUESTS} holds, ${SESSIONS} shoppers, 3 products x ${STOCK}`;
  return [
    {
      bench: name,
      figure: 'holds/s (baseline: bare server, a transaction per hold); ratio: median of the turns',
      value: rate(results.bakery).toFixed(0),
      baseline: rate(results.bare).toFixed(0),
      ratio: `${medianRatio.toFixed(2)}x`,
      target: '>= 4x',
      met: medianRatio >= 4,
    },
    {
      bench: name,
      figure: 'ratio of each turn',
      value: ratios.map((each) => `${each.toFixed(2)}x`).join(', '),
    },
    {
      bench: name,
      figure: 'p99 latency, worst turn',
      value: ms(Math.max(...results.bakery.map((turn) => turn.p99))),
      baseline: ms(Math.max(...results.bare.map((turn) => turn.p99))),
    },
    {
      bench: name,
      figure: 'succeeded / refused (409), each turn',
      value: `${[...new Set(succeeded)].join(', ')} / ${[...new Set(refused)].join(', ')}`,
      target: '300 / 700, none oversold',
      met: succeeded.every((n) => n === 300) && refused.every((n) => n === 700) && !oversold && errors === 0,
    },
  ];
}

/** Whether any product has more held than its stock: the one thing holds must never do. */
async function heldBeyondStock(bakery: ServerProcess): Promise<boolean> {
  const held = (await bakery
    .db('cart_reservations')
    .select('productId')
    .sum({ held: 'quantity' })
    .whereIn('productId', PRODUCTS)
    .groupBy('productId')) as { productId: string; held: number }[];
  return held.some((row) => row.held > STOCK);
}

/** Between turns: the bakery's holds deleted in its database (its holds are read there, not cached), the bare server's by its own call. */
async function letEveryHoldGo(bakery: ServerProcess, bare: { url: string }) {
  await bakery.db('cart_reservations').whereIn('productId', PRODUCTS).delete();
  await fetch(`${bare.url}/api/cart/holds`, { method: 'DELETE' });
}

/** REQUESTS holds of 1, spread over the products and SESSIONS shoppers, SESSIONS at a time. */
function holdLoad(url: string, products: string[], sessionPrefix: string) {
  let sent = 0;
  return load({
    url,
    connections: SESSIONS,
    amount: REQUESTS,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/reserve',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const n = sent++;
          return {
            ...request,
            body: JSON.stringify({
              sessionId: `${sessionPrefix}-shopper-${n % SESSIONS}`,
              productId: products[n % products.length],
              quantity: 1,
            }),
          };
        },
      },
    ],
  });
}
