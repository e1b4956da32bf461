import { priceOrder, type PricedProduct } from '#shared/pricing';
import type { InventoryItem } from '#shared/inventory';
import type { OrderPayloadInput } from '#shared/order';
import type { TestServer } from './test-server';

/** A checkout form a test customer fills in. */
export const customer = {
  firstName: 'Maya',
  lastName: 'Running Crane',
  email: 'maya@example.com',
  phone: '406-555-0142',
  paymentMethod: 'cash',
  pickupLocation: 'home',
} as const;

/** Builds the payload the storefront would send, priced with the shared pricing module. */
export async function orderPayload(
  server: TestServer,
  sessionId: string,
  lines: { productId: string; flavor?: string; quantity: number }[],
): Promise<OrderPayloadInput> {
  const inventory = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
  const products = new Map<string, PricedProduct>(inventory.map((item) => [item.id, item]));
  const priced = priceOrder(lines, products);
  return { ...customer, sessionId, items: JSON.stringify(priced.lines), total: priced.total };
}

export async function stockOf(server: TestServer, productId: string): Promise<number> {
  const row = (await server.db('inventory').where({ id: productId }).first()) as { stock: number };
  return row.stock;
}

export async function setStock(server: TestServer, productId: string, stock: number): Promise<void> {
  const answer = await server.request(
    'PATCH',
    `/api/inventory/${productId}/stock`,
    { stock },
    {
      Authorization: `Bearer ${await server.adminToken()}`,
    },
  );
  if (answer.status !== 200) throw new Error(`setStock failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export async function countRows(server: TestServer, table: string): Promise<number> {
  const [{ count }] = (await server.db(table).count({ count: '*' })) as [{ count: number | string }];
  return Number(count);
}

/**
 * By hand, for the figures a test checks: the items of every order not cancelled at these pickups
 * (a day and a place each), read from the orders table.
 */
export async function itemsOrderedAt(
  server: Pick<TestServer, 'db'>,
  pickups: readonly [pickupDate: string, pickupLocation: string][],
): Promise<number> {
  const rows = (await server
    .db('orders')
    .whereNot('status', 'cancelled')
    .whereIn(['pickupDate', 'pickupLocation'], pickups as [string, string][])
    .select('itemCount')) as { itemCount: number | string }[];
  return rows.reduce((sum, row) => sum + Number(row.itemCount), 0);
}
