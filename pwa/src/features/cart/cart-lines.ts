import type { InventoryItem } from '#shared/inventory';
import { priceOrder, type PricedLine } from '#shared/pricing';
import type { CartHold } from './store';

export interface CartView {
  /** Lines priced by the shared pricing module: exactly what the server will charge. */
  lines: PricedLine[];
  /** Holds of products no longer on sale; they must be removed before checkout. */
  unavailable: { productId: string; flavor: string | null; name: string; quantity: number }[];
  totalCents: number;
  total: string;
}

export function cartView(holds: readonly CartHold[], inventory: readonly InventoryItem[]): CartView {
  const products = new Map(inventory.filter((item) => item.visible).map((item) => [item.id, item]));
  const sellable = holds.filter((hold) => products.has(hold.productId));
  const priced = priceOrder(
    sellable.map((hold) => ({ productId: hold.productId, flavor: hold.flavor, quantity: hold.quantity })),
    products,
  );
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
  return { ...priced, unavailable: [...unavailable.values()] };
}
