import type { PaymentMethod } from './bakery';
import type { PaymentStatus } from './order-status';
import type { Handover, MarketDay, StallSale } from './market-day';
import {
  marketLineKey,
  marketTable,
  preorderPlace,
  type TablePreorder,
  type TableRow,
  type TableSale,
} from './market-table';
import { toCents } from './money';
import { countOrder } from './pickup-figures';

/**
 * THE figures of a market day (docs/market-day.md, "Close"), from the day as the server
 * has it or as her phone shows it (the server's with her waiting edits on top): the same sums on
 * the close screen, in its CSV, in the server's answer and on the dashboard.
 */
export interface MarketDayFacts {
  day: Pick<MarketDay, 'brought' | 'openingCash' | 'cashCounted'> | null;
  preorders: readonly (TablePreorder & { total: string; paymentStatus: PaymentStatus })[];
  sales: readonly (TableSale & Pick<StallSale, 'paymentMethod' | 'total'>)[];
  handovers: readonly Pick<Handover, 'orderId' | 'paidHere' | 'amount'>[];
}

export interface MarketFigureLine extends TableRow {
  /** Sold at the stall by each way of paying (units). */
  soldCash: number;
  soldVenmo: number;
  /** What is still on the table, preorders kept for no-shows included: brought - handed over - sold. */
  leftOver: number;
}

export interface MarketFigures {
  lines: MarketFigureLine[];
  stall: { sales: number; cashCents: number; venmoCents: number; totalCents: number; units: number };
  preorders: {
    /** Not cancelled. */
    orders: number;
    handedOver: number;
    /** Still to hand over (placed or ready, not released). */
    waiting: number;
    noShows: number;
    released: number;
    /** To hand over from another bake (the table was oversold). */
    anotherBake: number;
    /** Their value, handed over or not (a released no-show's only as far as it was paid: pickup-figures.ts). */
    totalCents: number;
    /** Taken at the stall when handed over. */
    cashHereCents: number;
    venmoHereCents: number;
  };
  cash: {
    openingCents: number;
    /** Opening cash, the stall's cash sales, and the preorders paid in cash at the stall. */
    expectedCents: number;
    countedCents: number | null;
    /** Counted less expected: below zero, cash is missing. */
    differenceCents: number | null;
  };
}

const sumCents = <T>(items: readonly T[], cents: (item: T) => number) =>
  items.reduce((sum, item) => sum + cents(item), 0);

export function marketFigures(facts: MarketDayFacts): MarketFigures {
  const table = marketTable({
    brought: facts.day?.brought ?? [],
    preorders: facts.preorders,
    sales: facts.sales,
  });
  const kept = facts.sales.filter((sale) => !sale.undoneAt);
  const soldBy = new Map<string, Record<PaymentMethod, number>>();
  for (const sale of kept) {
    for (const line of sale.lines) {
      const key = marketLineKey(line);
      const counts = soldBy.get(key) ?? { cash: 0, venmo: 0 };
      counts[sale.paymentMethod] += line.quantity;
      soldBy.set(key, counts);
    }
  }
  const lines = [...table.entries()].map(([key, row]) => ({
    ...row,
    soldCash: soldBy.get(key)?.cash ?? 0,
    soldVenmo: soldBy.get(key)?.venmo ?? 0,
    leftOver: row.brought - row.handedOver - row.sold,
  }));

  const paidBy = (method: PaymentMethod) => (sale: { paymentMethod: PaymentMethod; total: string }) =>
    sale.paymentMethod === method ? toCents(sale.total) : 0;
  const cashCents = sumCents(kept, paidBy('cash'));
  const venmoCents = sumCents(kept, paidBy('venmo'));

  const counted = facts.preorders.filter((order) => order.status !== 'cancelled');
  const here = (method: PaymentMethod) =>
    sumCents(facts.handovers, (handover) => (handover.paidHere === method ? toCents(handover.amount) : 0));
  const cashHereCents = here('cash');

  const openingCents = facts.day ? toCents(facts.day.openingCash) : 0;
  const expectedCents = openingCents + cashCents + cashHereCents;
  const countedCents = facts.day?.cashCounted == null ? null : toCents(facts.day.cashCounted);
  return {
    lines,
    stall: {
      sales: kept.length,
      cashCents,
      venmoCents,
      totalCents: cashCents + venmoCents,
      units: sumCents(kept, (sale) => sumCents(sale.lines, (line) => line.quantity)),
    },
    preorders: {
      orders: counted.length,
      handedOver: counted.filter((order) => order.status === 'picked-up').length,
      waiting: counted.filter((order) => preorderPlace(order) === 'set-aside' && order.status !== 'no-show').length,
      noShows: counted.filter((order) => order.status === 'no-show').length,
      released: counted.filter((order) => preorderPlace(order) === 'released').length,
      anotherBake: counted.filter((order) => preorderPlace(order) === 'another-bake').length,
      totalCents: sumCents(counted, (order) => countOrder(order).totalCents),
      cashHereCents,
      venmoHereCents: here('venmo'),
    },
    cash: {
      openingCents,
      expectedCents,
      countedCents,
      differenceCents: countedCents === null ? null : countedCents - expectedCents,
    },
  };
}
