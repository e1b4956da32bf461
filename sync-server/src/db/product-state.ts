import type { Tx } from './database';
import { Product } from './models/product';

export interface ProductState {
  product: Product;
  /** Quantity in unexpired holds, every shopper's. */
  held: number;
  /** Of that, what one shopper holds (when asked for with `sessionId`). */
  heldByMe: number;
  ordersOpen: boolean;
}

/**
 * Products, what is held of each (by everyone, and by one shopper), and whether orders are
 * open, in one query: holds and orders read all of it, and every statement is a round trip
 * to SQLite's worker thread.
 */
export async function productStates(
  trx: Tx,
  productIds: readonly string[],
  now: Date,
  sessionId?: string,
): Promise<Map<string, ProductState>> {
  const liveHolds = () =>
    trx('cart_reservations').where('productId', trx.ref('inventory.id')).where('expiresAt', '>', now.toISOString());
  const held = liveHolds().sum('quantity');
  const heldByMe = liveHolds()
    .where('sessionId', sessionId ?? '')
    .sum('quantity');
  const ordersOpen = trx('pickup_settings').select('ordersOpen').where('id', 'default');
  const rows = (await Product.query(trx)
    .whereIn('id', [...productIds])
    .select('inventory.*', held.as('held'), heldByMe.as('heldByMe'), ordersOpen.as('ordersOpenNow'))) as (Product & {
    held: number | string | null;
    heldByMe: number | string | null;
    ordersOpenNow: number | boolean | null;
  })[];
  return new Map(
    rows.map((row) => [
      row.id,
      {
        product: row,
        held: Number(row.held ?? 0),
        heldByMe: Number(row.heldByMe ?? 0),
        ordersOpen: Boolean(row.ordersOpenNow),
      },
    ]),
  );
}
