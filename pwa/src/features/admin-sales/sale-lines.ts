import { parseFlavors } from '#shared/flavors';
import { priceOrder, PricingError, type PricedProduct } from '#shared/pricing';

/** A line of the sale being entered: a product, its flavor (if it has them), how many. */
export interface SaleLine {
  productId: string;
  flavor: string | null;
  quantity: number;
}

export const lineKey = (line: Pick<SaleLine, 'productId' | 'flavor'>) => `${line.productId}:${line.flavor ?? ''}`;

/** The flavors of a product as [key, name] pairs, the default first; [] when it has none. */
export function flavorChoices(product: PricedProduct): [string, string][] {
  const flavors = parseFlavors(product.flavors);
  return flavors ? Object.entries(flavors).map(([key, flavor]) => [key, flavor.name]) : [];
}

/** How many of a product the sale holds, its flavors together (what stock limits). */
export const productQuantity = (lines: readonly SaleLine[], productId: string) =>
  lines.reduce((sum, line) => sum + (line.productId === productId ? line.quantity : 0), 0);

/** Adds `delta` to a line (made if new, dropped at 0), leaving the others as they are. */
export function changeLine(lines: readonly SaleLine[], target: Omit<SaleLine, 'quantity'>, delta: number): SaleLine[] {
  const key = lineKey(target);
  const current = lines.find((line) => lineKey(line) === key)?.quantity ?? 0;
  const quantity = Math.max(0, Math.min(999, current + delta));
  const others = lines.filter((line) => lineKey(line) !== key);
  return quantity === 0 ? others : [...others, { ...target, quantity }];
}

/** The total the server will charge (the shared pricing: flavors, 3 for $12), or why not. */
export function saleTotal(lines: readonly SaleLine[], products: ReadonlyMap<string, PricedProduct>) {
  if (lines.length === 0) return { total: '0.00', problem: null };
  try {
    return { total: priceOrder(lines, products).total, problem: null };
  } catch (error) {
    if (error instanceof PricingError) return { total: null, problem: error.message };
    throw error;
  }
}
