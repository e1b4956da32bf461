import { parseFlavors } from '#shared/flavors';
import { marketLineKey, marketTable, type MarketLine, type TableRow } from '#shared/market-table';
import { priceOrder, PricingError, unitPriceCents, type PricedProduct } from '#shared/pricing';
import type { ShownDay } from './market-view';

/** A product as the stall reads it: pricing's fields. */
export type StallProduct = PricedProduct;

/** One button of the stall: a product and flavor on the table. */
export interface StallButton {
  product: string;
  flavor: string | null;
  /** "Focaccia", and its flavor's name on a line of its own. */
  name: string;
  flavorName: string | null;
  unitCents: number | null;
  row: TableRow;
  /** What the table has free of it now, less what this sale holds (never below zero). */
  left: number;
  /** How many the sale being rung up holds. */
  inSale: number;
}

/** The table now (shared market-table.ts), from the day as her phone shows it. */
export function tableOf(shown: ShownDay): Map<string, TableRow> {
  return marketTable({
    brought: shown.day?.brought ?? [],
    preorders: shown.preorders,
    sales: shown.sales,
  });
}

/** A product and flavor's name as she reads it. */
export function lineName(products: ReadonlyMap<string, PricedProduct>, line: Pick<MarketLine, 'product' | 'flavor'>) {
  const product = products.get(line.product);
  const flavors = parseFlavors(product?.flavors ?? null);
  const flavorName = line.flavor ? (flavors?.[line.flavor]?.name ?? line.flavor) : null;
  return { name: product?.name ?? line.product, flavorName };
}

/**
 * The stall's buttons: every product and flavor she brought, in the catalogue's order, with what
 * the table has free of it (never a preorder's loaf) less what the sale being rung up holds. The
 * table is the day's own stock: the shop's stock does not limit the stall (docs/market-day.md).
 */
export function stallButtons(
  shown: ShownDay,
  products: readonly StallProduct[],
  sale: readonly MarketLine[],
): StallButton[] {
  const table = tableOf(shown);
  const catalogue = new Map(products.map((product) => [product.id, product]));
  const order = new Map(products.map((product, index) => [product.id, index]));
  const inSale = (key: string) =>
    sale.filter((line) => marketLineKey(line) === key).reduce((n, l) => n + l.quantity, 0);
  return [...table.values()]
    .filter((row) => row.brought > 0)
    .sort((a, b) => (order.get(a.product) ?? 1e9) - (order.get(b.product) ?? 1e9))
    .map((row) => {
      const key = marketLineKey(row);
      const product = catalogue.get(row.product);
      const mine = inSale(key);
      const left = Math.max(0, row.free - mine);
      let unitCents: number | null = null;
      try {
        unitCents = product ? unitPriceCents(product, row.flavor) : null;
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
      }
      return {
        product: row.product,
        flavor: row.flavor,
        ...lineName(catalogue, row),
        unitCents,
        row,
        left,
        inSale: mine,
      };
    });
}

/** The sale's total by THE pricing (3 for $12 and flavors), or why it cannot be priced. */
export function saleTotal(lines: readonly MarketLine[], products: readonly PricedProduct[]) {
  if (lines.length === 0) return { total: '0.00', problem: null };
  try {
    const priced = priceOrder(
      lines.map((line) => ({ productId: line.product, flavor: line.flavor, quantity: line.quantity })),
      new Map(products.map((product) => [product.id, product])),
    );
    return { total: priced.total, problem: null };
  } catch (error) {
    if (error instanceof PricingError) return { total: null, problem: error.message };
    throw error;
  }
}

/** "2 Focaccia (Regular), 1 Bagels (Plain)". */
export function linesText(lines: readonly MarketLine[], products: readonly PricedProduct[]): string {
  const catalogue = new Map(products.map((product) => [product.id, product]));
  return lines
    .map((line) => {
      const { name, flavorName } = lineName(catalogue, line);
      return `${line.quantity} ${name}${flavorName ? ` (${flavorName})` : ''}`;
    })
    .join(', ');
}
