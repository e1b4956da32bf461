import { parseOrderItems } from './order-items';
import type { OrderStatus } from './order-status';

/**
 * THE rule of a market day (docs/market-day.md): what the stall's table can still sell, between
 * what the owner brought, the market's preorders set aside for the customers who come for them,
 * and what went over the table. One pure function, used by the server in a stall sale's
 * transaction (under the products' locks) and by her phone with no signal, as pricing is.
 *
 * Per product and flavor:
 *   free = brought - set aside - handed over - sold at the stall
 * - set aside: the market's preorders of that day still to hand over (placed, ready, or a
 *   no-show she still keeps), so the stall never sells a loaf somebody ordered;
 * - handed over: preorders picked up (their loaves left the table);
 * - a no-show she released to the table is neither: its loaves are the table's again (and its
 *   units went back to the shop's stock, which every stall sale takes from as well);
 * - a cancelled preorder is none of them (its stock went back when it was cancelled);
 * - a sale she undid counts for nothing.
 * A stall sale must fit the table (its product and flavor) and the shop's stock (the product,
 * flavors together, what no shopper holds): the second is what keeps the shop online from
 * selling a loaf that went over the table, and the other way round.
 */

/** A product and flavor, and how many. */
export interface MarketLine {
  product: string;
  flavor: string | null;
  quantity: number;
}

/** A preorder as the table reads it: a stored order of the market's day. */
export interface TablePreorder {
  id: string;
  status: OrderStatus;
  /** The order's lines, as stored (JSON text of priced lines). */
  items: string;
}

/** A stall sale as the table reads it. */
export interface TableSale {
  lines: readonly MarketLine[];
  undoneAt: string | null;
}

export interface TableFacts {
  brought: readonly MarketLine[];
  preorders: readonly TablePreorder[];
  /** The preorders (no-shows) whose loaves she released to the table. */
  released: ReadonlySet<string>;
  sales: readonly TableSale[];
}

export interface TableRow {
  product: string;
  flavor: string | null;
  brought: number;
  setAside: number;
  handedOver: number;
  sold: number;
  /** What the stall may still sell of it; below zero when more was promised than is there. */
  free: number;
}

export type PreorderPlace = 'set-aside' | 'handed-over' | 'released' | 'cancelled';

export const marketLineKey = (line: { product: string; flavor?: string | null }) =>
  `${line.product}\u0000${line.flavor ?? ''}`;

/** Where a preorder stands for the table. */
export function preorderPlace(
  order: Pick<TablePreorder, 'id' | 'status'>,
  released: ReadonlySet<string>,
): PreorderPlace {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'picked-up') return 'handed-over';
  return released.has(order.id) ? 'released' : 'set-aside';
}

/** The lines of a preorder as the table counts them (product, flavor, quantity). */
export function preorderLines(order: Pick<TablePreorder, 'items'>): MarketLine[] {
  return parseOrderItems(order.items).map((line) => ({
    product: line.product,
    flavor: line.flavor ?? null,
    quantity: line.quantity,
  }));
}

/** The table, one row per product and flavor that was brought, ordered or sold. */
export function marketTable(facts: TableFacts): Map<string, TableRow> {
  const rows = new Map<string, TableRow>();
  const row = (line: Pick<MarketLine, 'product' | 'flavor'>): TableRow => {
    const key = marketLineKey(line);
    let found = rows.get(key);
    if (!found) {
      found = { product: line.product, flavor: line.flavor, brought: 0, setAside: 0, handedOver: 0, sold: 0, free: 0 };
      rows.set(key, found);
    }
    return found;
  };
  for (const line of facts.brought) row(line).brought += line.quantity;
  for (const order of facts.preorders) {
    const place = preorderPlace(order, facts.released);
    if (place !== 'set-aside' && place !== 'handed-over') continue;
    for (const line of preorderLines(order)) {
      if (place === 'set-aside') row(line).setAside += line.quantity;
      else row(line).handedOver += line.quantity;
    }
  }
  for (const sale of facts.sales) {
    if (sale.undoneAt) continue;
    for (const line of sale.lines) row(line).sold += line.quantity;
  }
  for (const each of rows.values()) each.free = each.brought - each.setAside - each.handedOver - each.sold;
  return rows;
}

/** Why a stall sale cannot go: too few on the table (of that flavor), or in the shop's stock (of the product). */
export interface StallShortfall {
  product: string;
  /** The flavor short on the table; null when the product's stock is short. */
  flavor: string | null;
  wanted: number;
  left: number;
  where: 'table' | 'stock';
}

/**
 * What she brought after she counted some lines again: each count she typed replaces its line,
 * the others stay, so her helper's counts of other lines stand (the server's rule, and her
 * phone's while the count waits to be sent).
 */
export function recounted<L extends MarketLine>(brought: readonly L[], counts: readonly L[]): L[] {
  const lines = new Map(brought.map((line) => [marketLineKey(line), line]));
  for (const line of counts) lines.set(marketLineKey(line), line);
  return [...lines.values()];
}

/** Lines of the same product and flavor as one. */
export function mergeLines(lines: readonly MarketLine[]): MarketLine[] {
  const merged = new Map<string, MarketLine>();
  for (const line of lines) {
    const key = marketLineKey(line);
    const found = merged.get(key);
    if (found) found.quantity += line.quantity;
    else merged.set(key, { product: line.product, flavor: line.flavor, quantity: line.quantity });
  }
  return [...merged.values()];
}

/**
 * Whether a stall sale fits: each flavor on the table, each product in the shop's stock
 * (`stockFree`: its stock less what shoppers hold). The first shortfall, or null.
 */
export function stallShortfall(
  table: ReadonlyMap<string, TableRow>,
  lines: readonly MarketLine[],
  stockFree: (product: string) => number,
): StallShortfall | null {
  const merged = mergeLines(lines);
  for (const line of merged) {
    const left = Math.max(0, table.get(marketLineKey(line))?.free ?? 0);
    if (line.quantity > left) return { ...line, wanted: line.quantity, left, where: 'table' };
  }
  const byProduct = new Map<string, number>();
  for (const line of merged) byProduct.set(line.product, (byProduct.get(line.product) ?? 0) + line.quantity);
  for (const [product, wanted] of byProduct) {
    const left = Math.max(0, stockFree(product));
    if (wanted > left) return { product, flavor: null, wanted, left, where: 'stock' };
  }
  return null;
}

/** "Only 1 Bagels (Plain) left on the table", "No Focaccia left in the shop's stock". */
export function shortfallText(shortfall: StallShortfall, name: string): string {
  const what = shortfall.left === 0 ? `No ${name} left` : `Only ${shortfall.left} ${name} left`;
  return shortfall.where === 'table' ? `${what} on the table` : `${what} in the shop's stock`;
}

/**
 * What she brings, to start with: every preorder of the day that is not cancelled (the market's
 * bake list), one line per product and flavor; she adds what she baked for the table. Preorders
 * already picked up are in it too, as the table counts them as handed over.
 */
export function preordersToBring(preorders: readonly TablePreorder[]): MarketLine[] {
  return mergeLines(preorders.filter((order) => order.status !== 'cancelled').flatMap(preorderLines));
}
