import type { AdminInventoryItem } from '#shared/inventory';

/** The inventory card's groups (docs/product.md, "Numbers it runs on"); anything unlisted is 'Other Items'. */
export const categories = [
  { name: 'Breads & Bagels', ids: ['focaccia', 'bagels', 'pumpkin-bagels', 'sandwich-bread', 'burger-buns'] },
  { name: 'Pastries & Scones', ids: ['raspberry-scone', 'blueberry-scone', 'pumpkin-cinnamon-rolls'] },
  { name: 'Cookies & Sweets', ids: ['salted-chocolate-cookie', 'orange-biscotti'] },
] as const;
export const OTHER_ITEMS = 'Other Items';

export function groupByCategory(items: readonly AdminInventoryItem[]): { name: string; items: AdminInventoryItem[] }[] {
  const listed = new Set<string>(categories.flatMap((category) => category.ids));
  const groups = categories.map((category) => ({
    name: category.name as string,
    items: items.filter((item) => (category.ids as readonly string[]).includes(item.id)),
  }));
  groups.push({ name: OTHER_ITEMS, items: items.filter((item) => !listed.has(item.id)) });
  return groups.filter((group) => group.items.length > 0);
}

/** The inventory search: name or id, any case. */
export function searchProducts(items: readonly AdminInventoryItem[], term: string): AdminInventoryItem[] {
  const needle = term.trim().toLowerCase();
  return needle ? items.filter((item) => `${item.name} ${item.id}`.toLowerCase().includes(needle)) : [...items];
}
