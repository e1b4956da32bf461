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
 *  - The price a customer saw is the price she pays: a unit she holds in her cart costs the
 *    lower of the price it was held at and today's (a rise during checkout never reaches her, a
 *    drop does). Units not held cost today's price.
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
  /** The price, in cents, of each unit of this line held in the cart when the hold was taken. */
  heldUnitCents?: readonly number[];
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

export function lineTotalCents(
  product: PricedProduct,
  flavor: string | null,
  quantity: number,
  heldUnitCents: readonly number[] = [],
): number {
  const units = unitCharges(unitPriceCents(product, flavor), quantity, heldUnitCents);
  if (!hasBundle(product.id)) return sum(units);
  // Whole bundles cost the deal's price; the units left over are the cheapest ones.
  const bundles = Math.floor(quantity / bundleDeal.size);
  return bundles * bundleDeal.priceCents + sum(units.slice(0, quantity % bundleDeal.size));
}

/**
 * What each unit of a line costs, cheapest first: held units the lower of their held price and
 * today's, the rest today's.
 */
export function unitCharges(todayCents: number, quantity: number, heldUnitCents: readonly number[] = []): number[] {
  const charges = Array.from({ length: quantity }, (_, i) =>
    i < heldUnitCents.length ? Math.min(heldUnitCents[i]!, todayCents) : todayCents,
  );
  return charges.sort((a, b) => a - b);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** "Focaccia (Pesto Onion)": the line name customers and the owner read. */
export function lineName(product: Pick<PricedProduct, 'name' | 'flavors'>, flavor: string | null): string {
  const flavorName = flavor ? parseFlavors(product.flavors)?.[flavor]?.name : undefined;
  return flavorName ? `${product.name} (${flavorName})` : product.name;
}

/** Merges lines of the same product and flavor, keeping the order they were first added in. */
export function mergeLines(lines: readonly LineRequest[], products: ReadonlyMap<string, PricedProduct>) {
  const merged = new Map<
    string,
    { productId: string; flavor: string | null; quantity: number; heldUnitCents: number[] }
  >();
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) throw new PricingError(`We don't sell "${line.productId}"`, line.productId);
    const flavor = resolveFlavor(product, line.flavor);
    const key = `${line.productId}\u0000${flavor ?? ''}`;
    const existing = merged.get(key);
    const held = line.heldUnitCents ?? [];
    if (existing) {
      existing.quantity += line.quantity;
      existing.heldUnitCents.push(...held);
    } else merged.set(key, { productId: line.productId, flavor, quantity: line.quantity, heldUnitCents: [...held] });
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
  const priced = mergeLines(lines, products).map(({ productId, flavor, quantity, heldUnitCents }) => {
    const product = products.get(productId)!; // mergeLines checked every id
    const lineCents = lineTotalCents(product, flavor, quantity, heldUnitCents);
    totalCents += lineCents;
    // The dearest unit's price: the same for every unit unless some were held at a lower one.
    const charges = unitCharges(unitPriceCents(product, flavor), quantity, heldUnitCents);
    return {
      product: productId,
      name: lineName(product, flavor),
      ...(flavor ? { flavor } : {}),
      quantity,
      unitPrice: formatCents(charges.at(-1) ?? unitPriceCents(product, flavor)),
      totalPrice: formatCents(lineCents),
    };
  });
  return { lines: priced, totalCents, total: formatCents(totalCents) };
}
