import { availableFrom } from '#shared/availability';
import { formatDollars, toCents } from '#shared/money';
import type { FailureReason, OrderPayload } from '#shared/order';
import { PricingError, priceOrder, unitPriceCents, type PricedOrder } from '#shared/pricing';
import type { Product, ProductState } from '../db';
import { Refusal, type RefusalKind } from './errors';
import { insufficientStock, overLimit } from './hold-rule';

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

export type OrderDecision =
  | { ok: true; priced: PricedOrder; /** Units sold of each product. */ sold: Map<string, number> }
  | { ok: false; refusal: OrderRefusal };

export interface OrderFacts {
  ordersOpen: boolean;
  /** The ordered products, locked; a product missing here is unknown. */
  states: ReadonlyMap<string, ProductState>;
  /** What this order's shopper holds of a product: their own holds secure their order. */
  heldByShopper(productId: string): number;
  /** The owner selling at her stall may sell a product she hides from the online shop. */
  sellHidden?: boolean;
}

/** What the rule reads of an order: its lines and the total its sender expects. */
export type OrderToDecide = Pick<OrderPayload, 'items' | 'total'>;

/**
 * THE rule of a checkout (customer spec section 3, CONTRACT.md section 3), on what the
 * database said a moment ago:
 *  1. orders must be open;
 *  2. every line is priced from the database (shared pricing.ts), and a client total a cent
 *     or more off is refused, so a tampered or stale cart cannot set its own price;
 *  3. each product must be visible, at least its minimum, and at most what is secured for
 *     this shopper: their live holds first, then stock nobody else holds.
 * Pure, so the order desk can decide a whole batch in one transaction and tests can table it.
 */
export function decideOrder(payload: OrderToDecide, facts: OrderFacts): OrderDecision {
  try {
    return { ok: true, ...checkOrder(payload, facts) };
  } catch (error) {
    if (error instanceof OrderRefusal) return { ok: false, refusal: error };
    throw error;
  }
}

function checkOrder(payload: OrderToDecide, facts: OrderFacts): { priced: PricedOrder; sold: Map<string, number> } {
  if (!facts.ordersOpen) throw refuse('orders-closed', 'Orders are currently closed. Please check back later.');
  const products = new Map([...facts.states].map(([id, state]) => [id, state.product]));
  const priced = priceOrRefuse(payload, products);

  const sold = new Map<string, number>();
  for (const line of priced.lines) sold.set(line.product, (sold.get(line.product) ?? 0) + line.quantity);
  for (const [productId, quantity] of sold) {
    const { product, held } = facts.states.get(productId)!; // priceOrder refused unknown ids
    if (!product.visible && !facts.sellHidden) {
      throw refuse('insufficient-stock', `${product.name} is not available right now`, product.name);
    }
    if (quantity < product.minimumOrder) {
      throw refuse('invalid-order', `Minimum order for ${product.name} is ${product.minimumOrder}.`, product.name);
    }
    const tooMany = overLimit(product.name, product.maxPerOrder ?? null, quantity);
    if (tooMany) throw refuse('over-limit', tooMany.message, product.name);
    const secured = availableFrom(product.stock, held - facts.heldByShopper(productId));
    if (quantity > secured) {
      throw refuse('insufficient-stock', insufficientStock(product.name, secured).message, product.name);
    }
  }
  return { priced, sold };
}

function priceOrRefuse(payload: OrderToDecide, products: Map<string, Product>): PricedOrder {
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
