import { load, type LoadResult } from './lib/load';
import { ms, ratio, type Row } from './lib/report';
import { adminCall, startBakery, startScript, stopChild } from './lib/server-process';

const PRODUCTS = ['raspberry-scone', 'blueberry-scone', 'chocolate-babka'];
const STOCK = 100;
const REQUESTS = 1000;
const SESSIONS = 100;

const WARM_UP = ['sandwich-bread', 'pumpkin-scones', 'salted-chocolate-cookie'];

/**
 * 2. Holds under contention: 1000 holds of 1 from 100 concurrent shoppers on 3 products with
 * stock 100 each. Exactly 300 must succeed and nothing may be held beyond stock. The baseline
 * is a bare server on the same stack taking one transaction per hold (baselines/bare-holds.ts),
 * under the same load, warmed up the same way.
 */
export async function holdsBench(): Promise<Row[]> {
  const baseline = await bareHolds();
  const bakery = await startBakery();
  try {
    for (const id of PRODUCTS) await adminCall(bakery, 'PATCH', `/api/inventory/${id}/stock`, { stock: STOCK });
    // The same load on three other products first, so the figure is of a warmed-up server
    // (JIT-compiled, connections open), as it is after its first minute at the market.
    await holdLoad(bakery.url, WARM_UP, 'warm-up');
    const result = await holdLoad(bakery.url, PRODUCTS, 'bench');
    const held = (await bakery
      .db('cart_reservations')
      .select('productId')
      .sum({ held: 'quantity' })
      .whereIn('productId', PRODUCTS)
      .groupBy('productId')) as {
      productId: string;
      held: number;
    }[];
    const oversold = held.some((row) => row.held > STOCK);
    const succeeded = result.statusCounts['201'] ?? 0;
    const name = `Holds: ${REQUESTS} holds, ${SESSIONS} shoppers, 3 products x ${STOCK}`;
    return [
      {
        bench: name,
        figure: 'holds/s (baseline: bare server, a transaction per hold)',
        value: result.requestsPerSecond.toFixed(0),
        baseline: baseline.requestsPerSecond.toFixed(0),
        ratio: ratio(result.requestsPerSecond, baseline.requestsPerSecond),
        target: '>= 3x',
        met: result.requestsPerSecond >= 3 * baseline.requestsPerSecond,
      },
      { bench: name, figure: 'p99 latency', value: ms(result.p99), baseline: ms(baseline.p99) },
      {
        bench: name,
        figure: 'succeeded / refused (409)',
        value: `${succeeded} / ${result.statusCounts['409'] ?? 0}`,
        target: '300 / 700, none oversold',
        met: succeeded === 300 && !oversold && result.errors === 0,
      },
    ];
  } finally {
    await bakery.stop();
  }
}

/** The same two loads on the bare server; its 201s and 409s must split as the bakery's do. */
async function bareHolds(): Promise<LoadResult> {
  const bare = await startScript('bench/baselines/bare-holds.ts', {
    BASELINE_PRODUCTS: [...WARM_UP, ...PRODUCTS].map((id) => `${id}:${STOCK}`).join(','),
  });
  try {
    await holdLoad(bare.url, WARM_UP, 'warm-up');
    const result = await holdLoad(bare.url, PRODUCTS, 'bench');
    if (result.statusCounts['201'] !== STOCK * PRODUCTS.length) {
      throw new Error(`the bare holds server granted ${result.statusCounts['201']} holds`);
    }
    return result;
  } finally {
    await stopChild(bare.child);
  }
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
