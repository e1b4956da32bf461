import { paymentMethodNames } from '#shared/bakery';
import { toCsv } from '#shared/csv';
import type { MarketFigures } from '#shared/market-figures';
import { formatCents } from '#shared/money';
import type { PricedProduct } from '#shared/pricing';
import { lineName } from './stall-lines';

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));

/**
 * The day's close as a spreadsheet (docs/market-day.md, "Close"), made on her phone so it works
 * with no signal: one row per product and flavor, then the money. Plain numbers, quoted and kept
 * from running as formulas by the shared csv.ts.
 */
export function marketDayCsv(date: string, figures: MarketFigures, products: readonly PricedProduct[]): string {
  const catalogue = new Map(products.map((product) => [product.id, product]));
  const rows: (string | null)[][] = [
    ['Market day', date],
    [],
    [
      'Product',
      'Flavor',
      'Brought',
      'Preorders handed over',
      'Preorders waiting',
      'Sold cash',
      'Sold Venmo',
      'Left over',
    ],
    ...figures.lines.map((line) => {
      const { name, flavorName } = lineName(catalogue, line);
      return [
        name,
        flavorName ?? '',
        String(line.brought),
        String(line.handedOver),
        String(line.setAside),
        String(line.soldCash),
        String(line.soldVenmo),
        String(line.leftOver),
      ];
    }),
    [],
    ['Stall sales', String(figures.stall.sales)],
    [`Stall ${paymentMethodNames.cash}`, money(figures.stall.cashCents)],
    [`Stall ${paymentMethodNames.venmo}`, money(figures.stall.venmoCents)],
    ['Preorders', String(figures.preorders.orders)],
    ['Preorders handed over', String(figures.preorders.handedOver)],
    ['No-shows', String(figures.preorders.noShows)],
    ['Preorders paid at the stall in cash', money(figures.preorders.cashHereCents)],
    ['Preorders paid at the stall by Venmo', money(figures.preorders.venmoHereCents)],
    ['Opening cash', money(figures.cash.openingCents)],
    ['Cash expected', money(figures.cash.expectedCents)],
    ['Cash counted', money(figures.cash.countedCents)],
    ['Difference', money(figures.cash.differenceCents)],
  ];
  return toCsv(rows);
}
