import { availableFrom } from '#shared/availability';
import type { Reservation as ReservationView, ReserveRequest } from '#shared/cart';
import { PricingError, resolveFlavor } from '#shared/pricing';
import { isUuid } from '#shared/common';
import { randomUUID } from 'node:crypto';
import { lockProducts, Product, Reservation, type Db } from '../db';
import { heldQuantities } from './catalogue';
import { conflict, invalid, notFound } from './errors';
import { getPickupSettings } from './pickup-settings';

/**
 * Cart holds: stock set aside for one shopper's session until the cart's clock runs out.
 * Invariant: the quantity held by unexpired holds never exceeds a product's stock at the
 * moment a hold is taken, under any concurrency.
 */
export async function reserve(
  db: Db,
  request: ReserveRequest,
  options: { now: Date; ttlMs: number },
): Promise<ReservationView> {
  const { now, ttlMs } = options;
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();

  // One transaction for the check and the write: the lock comes first, so no other hold can
  // take the same units between reading what is free and writing the hold.
  return db.transaction(async (trx) => {
    await lockProducts(trx, [request.productId]);
    const product = await Product.query(trx).findById(request.productId);
    if (!product) throw notFound(`We don't sell "${request.productId}"`, 'unknown-product');

    const settings = await getPickupSettings(trx);
    if (!settings.ordersOpen) {
      throw conflict('Orders are currently closed. Please check back later.', 'orders-closed');
    }
    if (!product.visible) throw conflict(`${product.name} is not available right now`, 'product-unavailable');

    let flavor: string | null;
    try {
      flavor = resolveFlavor(product, request.flavor);
    } catch (error) {
      if (error instanceof PricingError) throw invalid(error.message, 'unknown-flavor');
      throw error;
    }
    if (request.quantity < product.minimumOrder) {
      throw conflict(`Minimum order for ${product.name} is ${product.minimumOrder}.`, 'below-minimum-order');
    }

    const held = (await heldQuantities(trx, now, [product.id])).get(product.id) ?? 0;
    const available = availableFrom(product.stock, held);
    if (request.quantity > available) throw insufficientStock(product.name, available);

    const id = randomUUID();
    await Reservation.query(trx).insert({
      id,
      sessionId: request.sessionId,
      productId: product.id,
      flavor,
      quantity: request.quantity,
      expiresAt,
      createdAt: now.toISOString(),
    });
    // One clock per cart: the new hold moves every live hold of this session to its expiry.
    // Expired holds stay expired; their stock may already be in someone else's cart.
    await Reservation.query(trx)
      .patch({ expiresAt })
      .where('sessionId', request.sessionId)
      .where('expiresAt', '>', now.toISOString());

    return { id, productId: product.id, flavor, quantity: request.quantity, expiresAt };
  });
}

export function insufficientStock(productName: string, available: number) {
  const message =
    available === 0 ? `Sorry, ${productName} is sold out (none left)` : `Only ${available} ${productName} left`;
  return conflict(message, 'insufficient-stock');
}

/** Releases a hold. Unknown and expired ids are fine: the stock is free either way. */
export async function release(db: Db, reservationId: string): Promise<string | null> {
  if (!isUuid(reservationId)) return null;
  const hold = await Reservation.query(db).findById(reservationId);
  if (!hold) return null;
  await Reservation.query(db).deleteById(reservationId);
  return hold.productId;
}

/**
 * Deletes holds whose time has passed and returns the products they were for. Only tidies up:
 * availability already ignores expired holds, so a sweep that runs late changes no count.
 */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<string[]> {
  // No transaction needed: an expired hold never comes back to life (reserve() only extends
  // live ones), so what this reads is still expired when it deletes it.
  const expired = await Reservation.query(db)
    .select('id', 'productId')
    .where('expiresAt', '<=', now.toISOString())
    .limit(1000);
  if (expired.length === 0) return [];
  await Reservation.query(db)
    .delete()
    .whereIn(
      'id',
      expired.map((hold) => hold.id),
    );
  return [...new Set(expired.map((hold) => hold.productId))];
}
