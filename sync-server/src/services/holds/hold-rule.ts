import type { ReserveRequest } from '#shared/cart';
import { PricingError, resolveFlavor } from '#shared/pricing';
import { freeForShoppers, type ProductState } from '../../db';
import { conflict, invalid, notFound, type Refusal } from '../errors';

/**
 * THE rule of a hold (docs/api.md, "The shop's calls, in short"), on what the database said a moment ago: orders
 * open, product known and visible, flavor valid, at least the minimum, at most what is free.
 * Pure, so the hold desk can decide a whole batch in one transaction and tests can table it.
 */
export type HoldDecision = { ok: true; flavor: string | null } | { ok: false; refusal: Refusal };

/**
 * The refusals a hold and a checkout share, so a cart and its order say the same thing with
 * the same status and reason: a hidden product, a quantity under the minimum, over the limit.
 */
export const unavailable = (productName: string) =>
  conflict(`${productName} is not available right now`, 'product-unavailable');

export const belowMinimum = (product: { name: string; minimumOrder: number }) =>
  conflict(`Minimum order for ${product.name} is ${product.minimumOrder}.`, 'below-minimum-order');

/** The owner's limit per order on a scarce product; one rule for holds and orders alike. */
export function overLimit(productName: string, maxPerOrder: number | null, quantity: number): Refusal | null {
  if (maxPerOrder === null || quantity <= maxPerOrder) return null;
  return conflict(`You can order at most ${maxPerOrder} ${productName} at a time`, 'over-limit');
}

/** `inCart`: what this shopper already holds of the product (the limit counts the whole cart). */
export function decideHold(state: ProductState | undefined, request: ReserveRequest, inCart = 0): HoldDecision {
  if (!state) return { ok: false, refusal: notFound(`We don't sell "${request.productId}"`, 'unknown-product') };
  const { product } = state;
  if (!state.ordersOpen) {
    return { ok: false, refusal: conflict('Orders are currently closed. Please check back later.', 'orders-closed') };
  }
  if (!product.visible) return { ok: false, refusal: unavailable(product.name) };
  let flavor: string | null;
  try {
    flavor = resolveFlavor(product, request.flavor);
  } catch (error) {
    if (error instanceof PricingError) return { ok: false, refusal: invalid(error.message, 'unknown-flavor') };
    throw error;
  }
  // The minimum is of what her cart holds of the product: one more to a line of four bagels is fine.
  if (inCart + request.quantity < product.minimumOrder) return { ok: false, refusal: belowMinimum(product) };
  const tooMany = overLimit(product.name, product.maxPerOrder ?? null, inCart + request.quantity);
  if (tooMany) return { ok: false, refusal: tooMany };
  // What the waitlist's line claims is not anyone else's to hold (docs/waitlist.md).
  const available = freeForShoppers(state);
  if (request.quantity > available) return { ok: false, refusal: insufficientStock(product.name, available) };
  return { ok: true, flavor };
}

export function insufficientStock(productName: string, available: number) {
  const message =
    available === 0 ? `Sorry, ${productName} is sold out (none left)` : `Only ${available} ${productName} left`;
  return conflict(message, 'insufficient-stock');
}
