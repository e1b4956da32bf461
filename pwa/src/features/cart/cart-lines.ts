import type { InventoryItem } from '#shared/inventory';
import { formatCents, toCents } from '#shared/money';
import { lineName, priceOrder, PricingError, unitPriceCents, type PricedLine } from '#shared/pricing';
import type { CartHold } from '../../db/web-storage/cart';

export interface CartView {
  /** Lines priced by the shared pricing module: exactly what the server will charge. */
  lines: PricedLine[];
  /** Holds of products no longer on sale; they must be removed before checkout. */
  unavailable: { productId: string; flavor: string | null; name: string; quantity: number }[];
  totalCents: number;
  total: string;
  /** Lines whose price went down since they were held: the cart charges the lower price. */
  priceDrops: { name: string; was: string; now: string }[];
}

export function cartView(holds: readonly CartHold[], inventory: readonly InventoryItem[]): CartView {
  const products = new Map(inventory.filter((item) => item.visible).map((item) => [item.id, item]));
  const sellable = holds.filter((hold) => products.has(hold.productId));
  // Held units cost at most what they were held at (shared pricing.ts): what the server charges.
  const priced = priceOrder(
    sellable.map((hold) => ({
      productId: hold.productId,
      flavor: hold.flavor,
      quantity: hold.quantity,
      heldUnitCents: hold.unitPrice ? Array<number>(hold.quantity).fill(toCents(hold.unitPrice)) : [],
    })),
    products,
  );
  const priceDrops = new Map<string, CartView['priceDrops'][number]>();
  for (const hold of sellable) {
    const product = products.get(hold.productId)!;
    const today = todayCents(product, hold.flavor);
    if (!hold.unitPrice || today === null || today >= toCents(hold.unitPrice)) continue;
    const name = lineName(product, hold.flavor);
    priceDrops.set(name, { name, was: hold.unitPrice, now: formatCents(today) });
  }
  const unavailable = new Map<string, CartView['unavailable'][number]>();
  for (const hold of holds.filter((hold) => !products.has(hold.productId))) {
    const key = `${hold.productId}/${hold.flavor ?? ''}`;
    const line = unavailable.get(key);
    if (line) line.quantity += hold.quantity;
    else
      unavailable.set(key, {
        productId: hold.productId,
        flavor: hold.flavor,
        name: hold.name,
        quantity: hold.quantity,
      });
  }
  return { ...priced, unavailable: [...unavailable.values()], priceDrops: [...priceDrops.values()] };
}

function todayCents(product: InventoryItem, flavor: string | null): number | null {
  try {
    return unitPriceCents(product, flavor);
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}
