import type { InventoryItem } from '#shared/inventory';
import type { StoredOrder } from '#shared/order';
import { priceOrder } from '#shared/pricing';
import { e2eServer } from '../../../playwright.config';

let placed = 0;

/** Places an order through the customer's API, priced by the shared pricing module. */
export async function placeOrder(
  lines: { productId: string; flavor?: string; quantity: number }[],
  customer: Partial<
    Record<'firstName' | 'lastName' | 'email' | 'phone' | 'pickupLocation' | 'paymentMethod' | 'pickupSlot', string>
  > = {},
): Promise<StoredOrder & { orderPage: string }> {
  const inventory = (await (await fetch(`${e2eServer.url}/api/inventory`)).json()) as InventoryItem[];
  const priced = priceOrder(lines, new Map(inventory.map((item) => [item.id, item])));
  const response = await fetch(`${e2eServer.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Wren',
      lastName: 'Baker',
      email: 'wren@example.com',
      phone: '406-555-0199',
      paymentMethod: 'cash',
      pickupLocation: 'home',
      ...customer,
      sessionId: `e2e-order-${Date.now()}-${++placed}`,
      items: JSON.stringify(priced.lines),
      total: priced.total,
    }),
  });
  if (response.status !== 201) throw new Error(`order refused: ${response.status} ${await response.text()}`);
  const { order, orderPage } = (await response.json()) as { order: StoredOrder; orderPage: string };
  return Object.assign(order, { orderPage });
}
