import { availableFrom } from '#shared/availability';
import type { FailureReason, OrderPayload, StoredOrder } from '#shared/order';
import { formatDollars, toCents } from '#shared/money';
import { PricingError, priceOrder, unitPriceCents, type PricedOrder } from '#shared/pricing';
import { randomUUID } from 'node:crypto';
import { inTransaction, lockProducts, Order, productStates, Reservation, type Db, type Product } from '../db';
import { Refusal, type RefusalKind } from './errors';
import { insufficientStock } from './hold-rule';
import { newOrderNotice, orderConfirmation } from './mail/templates';
import { queueMail } from './mail/outbox';
import { getPickupSettings } from './pickup-settings';

/** A checkout the rules refused; recorded in failed_order_attempts with its reason and item. */
export class OrderRefusal extends Refusal {
  constructor(
    kind: RefusalKind,
    readonly failureReason: FailureReason,
    message: string,
    readonly failedItem: string | null = null,
  ) {
    super(kind, message, failureReason);
  }
}

const refuse = (reason: FailureReason, message: string, failedItem: string | null = null) =>
  new OrderRefusal(reason === 'invalid-order' ? 'invalid' : 'conflict', reason, message, failedItem);

/**
 * Places an order priced by the server, never by the client:
 *  1. lock the ordered products (the transaction's first write, see db/locks.ts);
 *  2. refuse when orders are closed;
 *  3. price every line from the database (shared pricing.ts) and refuse a client total that is
 *     a cent or more off, so a tampered or stale cart cannot set its own price;
 *  4. check each product's minimum order and stock: a line is secured by this session's live
 *     holds first, then by stock nobody else holds;
 *  5. decrement stock, consume this session's holds, insert the order and queue its e-mails.
 * All five commit together or not at all.
 */
export async function placeOrder(
  db: Db,
  payload: OrderPayload,
  options: { now: Date; ownerEmail: string },
): Promise<StoredOrder> {
  const { now } = options;
  const productIds = [...new Set(payload.items.map((line) => line.product))];

  return inTransaction(db, async (trx) => {
    await lockProducts(trx, productIds);
    const settings = await getPickupSettings(trx);
    if (!settings.ordersOpen) throw refuse('orders-closed', 'Orders are currently closed. Please check back later.');

    const states = await productStates(trx, productIds, now, payload.sessionId);
    const products = new Map([...states].map(([id, state]) => [id, state.product]));
    const priced = priceOrServerRefuses(payload, products);

    const wanted = new Map<string, number>();
    for (const line of priced.lines) wanted.set(line.product, (wanted.get(line.product) ?? 0) + line.quantity);

    for (const [productId, quantity] of wanted) {
      const { product, held, heldByMe } = states.get(productId)!; // priceOrder refused unknown ids
      if (!product.visible) {
        throw refuse('insufficient-stock', `${product.name} is not available right now`, product.name);
      }
      if (quantity < product.minimumOrder) {
        throw refuse('invalid-order', `Minimum order for ${product.name} is ${product.minimumOrder}.`, product.name);
      }
      const availableToMe = availableFrom(product.stock, held - heldByMe);
      if (quantity > availableToMe) {
        const refusal = insufficientStock(product.name, availableToMe);
        throw refuse('insufficient-stock', refusal.message, product.name);
      }
    }

    await decrementStock(trx, wanted);
    await Reservation.query(trx).delete().where('sessionId', payload.sessionId).whereIn('productId', productIds);

    const order: StoredOrder = {
      id: randomUUID(),
      sessionId: payload.sessionId,
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      phone: payload.phone,
      paymentMethod: payload.paymentMethod,
      pickupLocation: payload.pickupLocation,
      items: JSON.stringify(priced.lines),
      total: priced.total,
      createdAt: now.toISOString(),
    };
    await Order.query(trx).insert(order);
    await queueMail(
      trx,
      [orderConfirmation(order, settings), newOrderNotice(order, settings, options.ownerEmail)],
      now,
    );
    return order;
  });
}

function priceOrServerRefuses(payload: OrderPayload, products: Map<string, Product>): PricedOrder {
  let priced: PricedOrder;
  try {
    priced = priceOrder(
      payload.items.map((line) => ({ productId: line.product, flavor: line.flavor, quantity: line.quantity })),
      products,
    );
  } catch (error) {
    if (error instanceof PricingError) {
      throw refuse('invalid-order', error.message, products.get(error.productId)?.name ?? error.productId);
    }
    throw error;
  }
  if (Math.abs(toCents(payload.total) - priced.totalCents) >= 1) {
    const changed = payload.items.find(
      (line) => unitPriceCents(products.get(line.product)!, line.flavor) !== toCents(line.unitPrice),
    );
    throw refuse(
      'price-changed',
      `Prices have changed since these items went in your cart: the total is now ${formatDollars(priced.totalCents)}. Please review your order.`,
      changed ? products.get(changed.product)!.name : null,
    );
  }
  return priced;
}

/** Takes what was sold off every product's stock in one UPDATE. */
async function decrementStock(db: Db, sold: Map<string, number>): Promise<void> {
  const ids = [...sold.keys()];
  const cases = ids.map(() => 'when ? then ?').join(' ');
  await db('inventory')
    .whereIn('id', ids)
    .update({
      stock: db.raw(`?? - case ?? ${cases} else 0 end`, ['stock', 'id', ...ids.flatMap((id) => [id, sold.get(id)!])]),
    });
}
