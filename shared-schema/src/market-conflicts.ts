import { marketLineKey, preorderLines, preorderPlace, type TablePreorder, type TableRow } from './market-table';

/**
 * What the owner is shown when her table is oversold (docs/market-day.md, "When the table is
 * oversold"): a stall sale happened and is kept even when the line had nothing left (her phone
 * sold offline while the shop took a preorder for the day, two phones sold the last loaf, a
 * recount came out lower). Each such line, with the preorders still set aside that hold loaves
 * of it, newest first: the ones she can cancel, cut, or hand over from another bake.
 */
export interface OversoldLine {
  product: string;
  flavor: string | null;
  /** How many more were sold and promised than she brought. */
  oversold: number;
  /** The preorders set aside with this product and flavor, newest first, and how many each holds. */
  preorders: { id: string; quantity: number; placedSinceStart: boolean }[];
}

export function tableConflicts(
  table: ReadonlyMap<string, TableRow>,
  preorders: readonly (TablePreorder & { createdAt: string })[],
  startedAt: string | null,
): OversoldLine[] {
  const newestFirst = [...preorders]
    .filter((order) => preorderPlace(order) === 'set-aside')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [...table.values()]
    .filter((row) => row.free < 0)
    .map((row) => ({
      product: row.product,
      flavor: row.flavor,
      oversold: -row.free,
      preorders: newestFirst.flatMap((order) => {
        const quantity = preorderLines(order)
          .filter((line) => marketLineKey(line) === marketLineKey(row))
          .reduce((sum, line) => sum + line.quantity, 0);
        const placedSinceStart = startedAt !== null && order.createdAt > startedAt;
        return quantity > 0 ? [{ id: order.id, quantity, placedSinceStart }] : [];
      }),
    }));
}
