import { parseFlavors } from '#shared/flavors';
import type { InventoryItem } from '#shared/inventory';

/** The ingredient text and allergens of a product as the chosen flavor makes it. */
export function ingredientsFor(item: InventoryItem, flavorKey: string | null) {
  const flavor = flavorKey ? parseFlavors(item.flavors)?.[flavorKey] : undefined;
  return {
    ingredients: flavor?.ingredients ?? item.ingredients,
    allergens: [...new Set([...item.allergens, ...(flavor?.allergens ?? [])])],
  };
}
