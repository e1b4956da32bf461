import { defaultFlavorKey, parseFlavors, type FlavorMap } from './flavors';
import { formatCents, toCents } from './money';

/**
 * THE pricing rules of the bakery. The cart shows what these functions return and the server
 * charges what they return, so a customer is never surprised at pickup.
 *
 *  - A flavored product (focaccia, bagels) costs its flavor's price, else the base price.
 *  - Scones and English muffins: every full group of 3 of the same product costs $12; the
 *    remainder is charged at the unit price.
 *  - Lines of the same product and flavor are merged before pricing, so adding 2 scones and
 *    then 1 more is the same bundle as adding 3 at once.
 */
export const bundleDeal = {
  size: 3,
  priceCents: 1200,
  label: '3 for $12',
  productIds: ['raspberry-scone', 'blueberry-scone', 'pumpkin-scones', 'english-muffins'],
} as const;

export function hasBundle(productId: string): boolean {
  return (bundleDeal.productIds as readonly string[]).includes(productId);
}

/** The fields of a product that pricing reads; both the public item and the stored row have them. */
export interface PricedProduct {
  id: string;
  name: string;
  price: string | null;
  flavors: string | null;
}

export interface LineRequest {
  productId: string;
  flavor?: string | null;
  quantity: number;
}

export interface PricedLine {
  product: string;
  name: string;
  flavor?: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
}

export class PricingError extends Error {
  constructor(
    message: string,
    readonly productId: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}

/** The flavor a line really is: the given key, or the product's default when it has flavors. */
export function resolveFlavor(product: PricedProduct, flavor?: string | null): string | null {
  const flavors = parseFlavors(product.flavors);
  if (!flavors) {
    if (flavor) throw new PricingError(`${product.name} has no flavor choices`, product.id);
    return null;
  }
  const key = flavor ?? defaultFlavorKey(flavors);
  if (!key || !Object.hasOwn(flavors, key)) {
    throw new PricingError(`${product.name} does not come in "${flavor}"`, product.id);
  }
  return key;
}

export function unitPriceCents(product: PricedProduct, flavor?: string | null): number {
  const flavors: FlavorMap | null = parseFlavors(product.flavors);
  const key = resolveFlavor(product, flavor);
  const price = (key && flavors?.[key]?.price) || product.price;
  if (price === null || price === undefined) {
    throw new PricingError(`${product.name} has no price yet`, product.id);
  }
  return toCents(price);
}

export function lineTotalCents(product: PricedProduct, flavor: string | null, quantity: number): number {
  const unit = unitPriceCents(product, flavor);
  if (!hasBundle(product.id)) return unit * quantity;
  const bundles = Math.floor(quantity / bundleDeal.size);
  return bundles * bundleDeal.priceCents + (quantity % bundleDeal.size) * unit;
}

/** "Focaccia (Pesto Onion)": the line name customers and the owner read. */
export function lineName(product: PricedProduct, flavor: string | null): string {
  const flavorName = flavor ? parseFlavors(product.flavors)?.[flavor]?.name : undefined;
  return flavorName ? `${product.name} (${flavorName})` : product.name;
}

/** Merges lines of the same product and flavor, keeping the order they were first added in. */
export function mergeLines(lines: readonly LineRequest[], products: ReadonlyMap<string, PricedProduct>) {
  const merged = new Map<string, { productId: string; flavor: string | null; quantity: number }>();
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) throw new PricingError(`We don't sell "${line.productId}"`, line.productId);
    const flavor = resolveFlavor(product, line.flavor);
    const key = `${line.productId}\u0000${flavor ?? ''}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { productId: line.productId, flavor, quantity: line.quantity });
  }
  return [...merged.values()];
}

export interface PricedOrder {
  lines: PricedLine[];
  totalCents: number;
  total: string;
}

export function priceOrder(lines: readonly LineRequest[], products: ReadonlyMap<string, PricedProduct>): PricedOrder {
  let totalCents = 0;
  const priced = mergeLines(lines, products).map(({ productId, flavor, quantity }) => {
    const product = products.get(productId)!; // mergeLines checked every id
    const lineCents = lineTotalCents(product, flavor, quantity);
    totalCents += lineCents;
    return {
      product: productId,
      name: lineName(product, flavor),
      ...(flavor ? { flavor } : {}),
      quantity,
      unitPrice: formatCents(unitPriceCents(product, flavor)),
      totalPrice: formatCents(lineCents),
    };
  });
  return { lines: priced, totalCents, total: formatCents(totalCents) };
}
