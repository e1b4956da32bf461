import { parseOrderItems } from './order-items';
import type { OrderStatus } from './order-status';

/**
 * THE rule of a market day (docs/market-day.md): what the stall's table can still sell, between
 * what the owner brought, the market's preorders set aside for the customers who come for them,
 * and what went over the table. One pure function, used by the server in every write that reads
 * it (under the products' locks) and by her phone with no signal, as pricing is.
 *
 * From its start, a market day's table is its own stock: the stall and the market's preorders of
 * that day draw on it, and nothing else does (the shop's stock is for every other pickup).
 *
 * Per product and flavor:
 *   free = brought - set aside - handed over - sold at the stall
 * - set aside: the market's preorders of that day still to hand over (placed, ready, or a
 *   no-show she still keeps), so the stall never sells a loaf somebody ordered;
 * - handed over: preorders picked up (their loaves left the table);
 * - a no-show she released to the table is neither: its loaves are the table's again;
 * - a preorder she hands over from another bake (the table was oversold) is neither: its
 *   loaves will not come from this table;
 * - a cancelled preorder is none of them: its loaves are free on the table again;
 * - a sale she undid counts for nothing.
 * A stall sale happened: it is recorded even when it takes a line below zero, and the oversold
 * line is shown to her with the preorders that drew on it (tableConflicts). A preorder has not
 * happened yet: one for a started day must fit what is free (tableShortfall).
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
  /** When she released it (a no-show) to the table; null or absent otherwise. */
  releasedAt?: string | null;
  /** When she chose to hand it over from another bake; null or absent otherwise. */
  anotherBakeAt?: string | null;
}

/** A stall sale as the table reads it. */
export interface TableSale {
  lines: readonly MarketLine[];
  undoneAt: string | null;
}

export interface TableFacts {
  brought: readonly MarketLine[];
  preorders: readonly TablePreorder[];
  sales: readonly TableSale[];
}

export interface TableRow {
  product: string;
  flavor: string | null;
  brought: number;
  setAside: number;
  handedOver: number;
  sold: number;
  /** What the stall may still sell of it; below zero when more was sold or promised than is there. */
  free: number;
}

export type PreorderPlace = 'set-aside' | 'handed-over' | 'released' | 'another-bake' | 'cancelled';

export const marketLineKey = (line: { product: string; flavor?: string | null }) =>
  `${line.product}\u0000${line.flavor ?? ''}`;

/** Where a preorder stands for the table. */
export function preorderPlace(order: Pick<TablePreorder, 'status' | 'releasedAt' | 'anotherBakeAt'>): PreorderPlace {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.anotherBakeAt) return 'another-bake';
  if (order.status === 'picked-up') return 'handed-over';
  return order.releasedAt ? 'released' : 'set-aside';
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
    const place = preorderPlace(order);
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

/** Why a preorder for a started day cannot go: too few of a product and flavor free on the table. */
export interface TableShortfall {
  product: string;
  flavor: string | null;
  wanted: number;
  left: number;
}

/**
 * Whether some lines (a preorder for the day, or several: pass them merged) fit what the table
 * has free, each product and flavor on its own. The first shortfall, or null.
 */
export function tableShortfall(
  table: ReadonlyMap<string, TableRow>,
  lines: readonly MarketLine[],
): TableShortfall | null {
  for (const line of mergeLines(lines)) {
    const left = Math.max(0, table.get(marketLineKey(line))?.free ?? 0);
    if (line.quantity > left) return { ...line, wanted: line.quantity, left };
  }
  return null;
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
 * What she brings, to start with: every preorder of the day that is not cancelled (the market's
 * bake list), one line per product and flavor; she adds what she baked for the table. Preorders
 * already picked up are in it too, as the table counts them as handed over.
 */
export function preordersToBring(preorders: readonly TablePreorder[]): MarketLine[] {
  return mergeLines(preorders.filter((order) => order.status !== 'cancelled').flatMap(preorderLines));
}
