import type { Tx } from './database';
import { Product } from './models/product';

export interface ProductState {
  product: Product;
  /** Quantity in unexpired holds, every shopper's. */
  held: number;
  ordersOpen: boolean;
}

/**
 * Locks products and reads what holds, orders and the owner's edits decide on: each product,
 * what is held of it, and whether orders are open. Call it first in any transaction that
 * reads stock and then writes holds, orders or stock.
 *
 * It is one statement, an UPDATE that bumps each product's revision and returns the row:
 *  - on SQLite the transaction takes the write lock before it reads anything (a deferred
 *    transaction that reads first can fail with SQLITE_BUSY when it upgrades to write);
 *  - on PostgreSQL it row-locks these products until commit, so two holds on the last loaf
 *    are serialised instead of both seeing it free;
 *  - the revision tells caches that availability changed;
 *  - every statement is a round trip to SQLite's worker thread, so lock and read are one.
 * RETURNING with subqueries is standard on both SQLite (3.35+) and PostgreSQL.
 */
export async function lockProductStates(
  trx: Tx,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, ProductState>> {
  if (productIds.length === 0) return new Map();
  const held = trx('cart_reservations')
    .sum('quantity')
    .where('productId', trx.ref(`${Product.tableName}.id`))
    .where('expiresAt', '>', now.toISOString());
  const ordersOpen = trx('pickup_settings').select('ordersOpen').where('id', 'default');
  const rows = (await trx(Product.tableName)
    .whereIn('id', [...new Set(productIds)].sort())
    .increment('revision', 1)
    // Knex types returning() as column names only; subqueries are valid SQL there.
    .returning(['*', held.as('held'), ordersOpen.as('ordersOpenNow')] as unknown as string[])) as Record<
    string,
    unknown
  >[];
  return new Map(
    rows.map(({ held, ordersOpenNow, ...columns }) => {
      const product = Product.fromDatabaseJson(columns);
      return [product.id, { product, held: Number(held ?? 0), ordersOpen: Boolean(ordersOpenNow) }];
    }),
  );
}

/** What each of some shoppers holds of some products, keyed by heldKey(session, product). */
export async function heldBySessions(
  trx: Tx,
  sessionIds: readonly string[],
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (sessionIds.length === 0 || productIds.length === 0) return new Map();
  const rows = (await trx('cart_reservations')
    .select('sessionId', 'productId')
    .sum({ held: 'quantity' })
    .whereIn('sessionId', [...new Set(sessionIds)])
    .whereIn('productId', [...new Set(productIds)])
    .where('expiresAt', '>', now.toISOString())
    .groupBy('sessionId', 'productId')) as { sessionId: string; productId: string; held: number | string | null }[];
  return new Map(rows.map((row) => [heldKey(row.sessionId, row.productId), Number(row.held ?? 0)]));
}

export const heldKey = (sessionId: string, productId: string) => `${sessionId}\u0000${productId}`;

/** A shopper's live cart: when its first live hold was taken, and what it holds of each product. */
export interface LiveCart {
  startedAt: Date;
  held: Map<string, number>;
}

export async function liveCarts(trx: Tx, sessionIds: readonly string[], now: Date): Promise<Map<string, LiveCart>> {
  if (sessionIds.length === 0) return new Map();
  const rows = (await trx('cart_reservations')
    .select('sessionId', 'productId', 'quantity', 'createdAt')
    .whereIn('sessionId', [...new Set(sessionIds)])
    .where('expiresAt', '>', now.toISOString())) as {
    sessionId: string;
    productId: string;
    quantity: number;
    createdAt: string | Date;
  }[];
  const carts = new Map<string, LiveCart>();
  for (const row of rows) {
    const createdAt = new Date(row.createdAt);
    const cart = carts.get(row.sessionId) ?? { startedAt: createdAt, held: new Map<string, number>() };
    if (createdAt < cart.startedAt) cart.startedAt = createdAt;
    cart.held.set(row.productId, (cart.held.get(row.productId) ?? 0) + Number(row.quantity));
    carts.set(row.sessionId, cart);
  }
  return carts;
}
