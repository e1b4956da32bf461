import { availableFrom } from '#shared/availability';
import { formatDollars, toCents } from '#shared/money';
import type { FailureReason, OrderPayload } from '#shared/order';
import {
  PricingError,
  priceOrder,
  resolveFlavor,
  unitPriceCents,
  type LineRequest,
  type PricedOrder,
} from '#shared/pricing';
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
  /** The prices this shopper's held units of a product and flavor were taken at, one per unit. */
  heldUnitCents?(productId: string, flavor: string | null): readonly number[];
}

/** What the rule reads of an order: its lines and the total its sender expects. */
export type OrderToDecide = Pick<OrderPayload, 'items' | 'total'>;

/**
 * THE rule of a checkout (customer spec section 3, CONTRACT.md section 3), on what the
 * database said a moment ago:
 *  1. orders must be open;
 *  2. every line is priced from the database (shared pricing.ts), held units at no more than
 *     the price they were held at; a client total a cent or more below that is refused, so a
 *     tampered cart cannot set its own price, and a total above it is charged the lower price
 *     (she never pays more than she saw, and a drop since her cart was drawn is hers);
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
  const priced = priceOrRefuse(payload, products, facts);

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

function priceOrRefuse(payload: OrderToDecide, products: Map<string, Product>, facts: OrderFacts): PricedOrder {
  let priced: PricedOrder;
  try {
    priced = priceOrder(withHeldPrices(payload, products, facts), products);
  } catch (error) {
    if (error instanceof PricingError) {
      throw refuse('invalid-order', error.message, products.get(error.productId)?.name ?? error.productId);
    }
    throw error;
  }
  if (priced.totalCents - toCents(payload.total) >= 1) {
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

/**
 * The order's lines for pricing, each product and flavor carrying the prices its held units were
 * taken at once (on its first line: pricing merges lines of the same product and flavor).
 */
function withHeldPrices(payload: OrderToDecide, products: Map<string, Product>, facts: OrderFacts): LineRequest[] {
  const given = new Set<string>();
  return payload.items.map((line) => {
    const request: LineRequest = { productId: line.product, flavor: line.flavor, quantity: line.quantity };
    const product = products.get(line.product);
    if (!product || !facts.heldUnitCents) return request;
    let flavor: string | null;
    try {
      flavor = resolveFlavor(product, line.flavor);
    } catch {
      return request; // priceOrder refuses the unknown flavor
    }
    const key = `${line.product}\u0000${flavor ?? ''}`;
    if (given.has(key)) return request;
    given.add(key);
    return { ...request, heldUnitCents: facts.heldUnitCents(line.product, flavor) };
  });
}
