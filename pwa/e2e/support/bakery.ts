import { e2eServer } from '../../../playwright.config';
import { openDatabase } from '../../../sync-server/src/db';
import { seedProducts } from '../../../sync-server/seeds/catalogue-data';

/**
 * Direct access to the e2e server's SQLite file, for what a test must arrange or check that no
 * screen of the customer side does (the owner's actions arrive with the admin issue's screens).
 */
export const db = openDatabase(e2eServer.databaseFile);

/**
 * Back to the opening catalogue: seeded stock, everything visible, carts empty, and orders open
 * with auto-manage off, so the weekly schedule cannot close orders under a test at any hour.
 */
export async function resetBakery(): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('cart_reservations').delete();
    for (const product of seedProducts) {
      await trx('inventory').where({ id: product.id }).update({ stock: product.stock, visible: true });
    }
    await trx('pickup_settings').update({ ordersOpen: true, autoManage: false, bannerMessage: 'Order now for pickup' });
  });
}

/** A fresh bearer token of the owner, from the real login call (a reset ends older ones). */
export async function ownerToken(): Promise<string> {
  const response = await fetch(`${e2eServer.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(e2eServer.admin),
  });
  if (!response.ok) throw new Error(`owner login failed: ${response.status}`);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** Sets stock the way the owner does, through the admin call. */
export async function setStock(productId: string, stock: number): Promise<void> {
  const response = await fetch(`${e2eServer.url}/api/inventory/${productId}/stock`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await ownerToken()}` },
    body: JSON.stringify({ stock }),
  });
  if (!response.ok) throw new Error(`setStock failed: ${response.status}`);
}

export async function stockOf(productId: string): Promise<number> {
  return ((await db('inventory').where({ id: productId }).first()) as { stock: number }).stock;
}

export async function setOrdersOpen(ordersOpen: boolean): Promise<void> {
  await db('pickup_settings').update({ ordersOpen });
}
