import type { InventoryItem } from '../shared-schema/src/inventory';
import { priceOrder } from '../shared-schema/src/pricing';
import { load } from './lib/load';
import { ms, type Row } from './lib/report';
import { homeBakeStock, setEveryBake, startBakery } from './lib/server-process';

const PRODUCTS = ['raspberry-scone', 'sandwich-bread', 'chocolate-babka'];
const ORDERS = 1200;
const CONNECTIONS = 50;

/**
 * 3. Orders: 3-line orders, each secured by its shopper's 3 holds (taken before the clock
 * starts), placed by 50 connections at once. Afterwards stock, holds and orders must agree.
 */
export async function ordersBench(): Promise<Row[]> {
  const bakery = await startBakery();
  try {
    const startStock = ORDERS + 100;
    for (const id of PRODUCTS) await setEveryBake(bakery, id, startStock);
    const inventory = (await (await fetch(`${bakery.url}/api/inventory`)).json()) as InventoryItem[];
    const priced = priceOrder(
      PRODUCTS.map((productId) => ({ productId, quantity: 1 })),
      new Map(inventory.map((item) => [item.id, item])),
    );
    const sessions = Array.from({ length: ORDERS }, (_, i) => `bench-order-${i}`);
    await holdAll(bakery.url, sessions);

    let next = 0;
    const result = await load({
      url: bakery.url,
      connections: CONNECTIONS,
      amount: ORDERS,
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              firstName: 'Bench',
              lastName: `Shopper ${next}`,
              email: `bench${next}@example.com`,
              phone: '406-555-0100',
              paymentMethod: 'cash',
              pickupLocation: 'home',
              sessionId: sessions[next++],
              items: JSON.stringify(priced.lines),
              total: priced.total,
            }),
          }),
        },
      ],
    });

    const placed = Number(((await bakery.db('orders').count({ n: '*' })) as [{ n: number }])[0].n);
    const holdsLeft = Number(((await bakery.db('cart_reservations').count({ n: '*' })) as [{ n: number }])[0].n);
    const stock = await homeBakeStock(bakery, PRODUCTS);
    const agree = placed === ORDERS && holdsLeft === 0 && stock.every((s) => s === startStock - ORDERS);
    const name = `Orders: ${ORDERS} orders of 3 held lines, ${CONNECTIONS} connections`;
    return [
      {
        bench: name,
        figure: 'orders/s',
        value: result.requestsPerSecond.toFixed(0),
        target: '>= 300',
        met: result.requestsPerSecond >= 300,
      },
      { bench: name, figure: 'p99 latency', value: ms(result.p99) },
      {
        bench: name,
        figure: 'orders, holds left, stock',
        value: `${placed}, ${holdsLeft}, ${[...new Set(stock)].join('/')}`,
        target: `${ORDERS}, 0, ${startStock - ORDERS}`,
        met: agree && (result.statusCounts['201'] ?? 0) === ORDERS,
      },
    ];
  } finally {
    await bakery.stop();
  }
}

/** Each shopper holds one of each product, 50 requests in flight at a time. */
async function holdAll(url: string, sessions: string[]): Promise<void> {
  const jobs = sessions.flatMap((sessionId) => PRODUCTS.map((productId) => ({ sessionId, productId, quantity: 1 })));
  for (let i = 0; i < jobs.length; i += 50) {
    await Promise.all(
      jobs.slice(i, i + 50).map(async (hold) => {
        const response = await fetch(`${url}/api/cart/reserve`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(hold),
        });
        if (response.status !== 201) throw new Error(`hold failed: ${response.status}`);
      }),
    );
  }
}
