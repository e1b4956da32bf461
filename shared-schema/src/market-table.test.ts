import { describe, expect, it } from 'vitest';
import { marketFigures } from './market-figures';
import {
  marketLineKey,
  marketTable,
  preordersToBring,
  tableShortfall,
  type MarketLine,
  type TablePreorder,
} from './market-table';
import { tableConflicts } from './market-conflicts';
import type { OrderStatus, PaymentStatus } from './order-status';

const line = (product: string, quantity: number, flavor: string | null = null): MarketLine => ({
  product,
  flavor,
  quantity,
});
let orders = 0;
const preorder = (
  status: OrderStatus,
  ...lines: MarketLine[]
): TablePreorder & { total: string; paymentStatus: PaymentStatus; createdAt: string } => ({
  id: `order-${++orders}`,
  status,
  items: JSON.stringify(lines.map((each) => ({ ...each, totalPrice: '5.00' }))),
  total: (5 * lines.length).toFixed(2),
  paymentStatus: 'unpaid',
  createdAt: `2026-11-28T16:${String(orders).padStart(2, '0')}:00.000Z`,
});

const focaccia = (quantity: number) => line('focaccia', quantity, 'regular');

describe('what the table can still sell of a product and flavor', () => {
  it.each([
    ['brought, nothing else', { brought: 10 }, 10],
    ['a preorder to hand over is set aside', { brought: 10, placed: 3 }, 7],
    ['a ready preorder too', { brought: 10, ready: 3 }, 7],
    ['a no-show she keeps too', { brought: 10, noShow: 3 }, 7],
    ['a no-show released is the table again', { brought: 10, noShow: 3, released: true }, 10],
    ['a preorder from another bake is not the table’s', { brought: 10, placed: 3, anotherBake: true }, 10],
    ['a handed-over preorder left the table', { brought: 10, pickedUp: 3 }, 7],
    ['a cancelled preorder is none of it', { brought: 10, cancelled: 3 }, 10],
    ['stall sales leave it', { brought: 10, sold: 4 }, 6],
    ['an undone sale counts for nothing', { brought: 10, sold: 4, undone: true }, 10],
    ['all of it together', { brought: 10, placed: 2, pickedUp: 3, sold: 4 }, 1],
    ['more promised than brought is below zero', { brought: 2, placed: 3 }, -1],
  ] as const)('%s', (_name, facts, free) => {
    const f = facts as Partial<Record<'placed' | 'ready' | 'noShow' | 'pickedUp' | 'cancelled' | 'sold', number>> & {
      brought: number;
      released?: boolean;
      anotherBake?: boolean;
      undone?: boolean;
    };
    const at = '2026-11-28T17:00:00Z';
    const preorders: TablePreorder[] = [];
    const add = (status: OrderStatus, quantity?: number) =>
      quantity &&
      preorders.push({
        ...preorder(status, focaccia(quantity)),
        releasedAt: f.released ? at : null,
        anotherBakeAt: f.anotherBake ? at : null,
      });
    add('placed', f.placed);
    add('ready', f.ready);
    add('no-show', f.noShow);
    add('picked-up', f.pickedUp);
    add('cancelled', f.cancelled);
    const sales = f.sold ? [{ lines: [focaccia(f.sold)], undoneAt: f.undone ? at : null }] : [];
    const table = marketTable({ brought: [focaccia(f.brought)], preorders, sales });
    expect(table.get(marketLineKey(focaccia(0)))?.free).toBe(free);
  });

  it('keeps flavors apart: a rosemary preorder does not take a plain loaf', () => {
    const table = marketTable({
      brought: [focaccia(4), line('focaccia', 4, 'rosemary-garlic')],
      preorders: [preorder('placed', line('focaccia', 3, 'rosemary-garlic'))],
      sales: [],
    });
    expect(table.get(marketLineKey(focaccia(0)))?.free).toBe(4);
    expect(table.get(marketLineKey(line('focaccia', 0, 'rosemary-garlic')))?.free).toBe(1);
  });

  it('counts a no-show released to the table as no preorder money unless it was paid', () => {
    const at = '2026-11-28T17:00:00Z';
    const figures = marketFigures({
      day: { brought: [focaccia(10)], openingCash: '0', cashCounted: null },
      preorders: [
        { ...preorder('no-show', focaccia(1)), releasedAt: at },
        { ...preorder('no-show', focaccia(1)), releasedAt: at, paymentStatus: 'paid' },
        preorder('no-show', focaccia(1)),
      ],
      sales: [],
      handovers: [],
    });
    expect(figures.preorders).toMatchObject({ orders: 3, noShows: 3, released: 2, totalCents: 1000 });
  });
});

describe('whether a preorder for a started day fits the table', () => {
  const table = marketTable({
    brought: [focaccia(5), line('focaccia', 5, 'rosemary-garlic'), line('bagels', 6, 'plain')],
    preorders: [preorder('placed', focaccia(3))],
    sales: [{ lines: [line('bagels', 1, 'plain')], undoneAt: null }],
  });

  it.each([
    ['fits', [focaccia(2)], null],
    ['a loaf set aside for another is not free', [focaccia(3)], { left: 2, wanted: 3 }],
    [
      'each flavor on its own',
      [focaccia(2), line('focaccia', 6, 'rosemary-garlic')],
      { flavor: 'rosemary-garlic', left: 5 },
    ],
    ['not brought at all', [line('scones', 1)], { left: 0 }],
    ['sold at the stall is not free', [line('bagels', 6, 'plain')], { left: 5, wanted: 6 }],
    [
      'two lines of one flavor add up',
      [line('bagels', 3, 'plain'), line('bagels', 3, 'plain')],
      { left: 5, wanted: 6 },
    ],
  ] as const)('%s', (_name, lines, expected) => {
    const shortfall = tableShortfall(table, lines);
    if (expected === null) expect(shortfall).toBeNull();
    else expect(shortfall).toMatchObject(expected);
  });

  it('counts a no-show released to the table as no preorder money unless it was paid', () => {
    const at = '2026-11-28T17:00:00Z';
    const figures = marketFigures({
      day: { brought: [focaccia(10)], openingCash: '0', cashCounted: null },
      preorders: [
        { ...preorder('no-show', focaccia(1)), releasedAt: at },
        { ...preorder('no-show', focaccia(1)), releasedAt: at, paymentStatus: 'paid' },
        preorder('no-show', focaccia(1)),
      ],
      sales: [],
      handovers: [],
    });
    expect(figures.preorders).toMatchObject({ orders: 3, noShows: 3, released: 2, totalCents: 1000 });
  });
});

describe('an oversold table, as she is shown it', () => {
  it('lists each line below zero with the preorders set aside on it, newest first', () => {
    const early = preorder('placed', focaccia(2));
    const late = preorder('ready', focaccia(1), line('bagels', 1, 'plain'));
    const handed = preorder('picked-up', focaccia(4));
    const startedAt = early.createdAt; // the first was placed before she started, the other after
    const table = marketTable({
      brought: [focaccia(6), line('bagels', 2, 'plain')],
      preorders: [early, late, handed],
      sales: [{ lines: [focaccia(2)], undoneAt: null }],
    });
    expect(tableConflicts(table, [early, late, handed], startedAt)).toEqual([
      {
        product: 'focaccia',
        flavor: 'regular',
        oversold: 3,
        preorders: [
          { id: late.id, quantity: 1, placedSinceStart: true },
          { id: early.id, quantity: 2, placedSinceStart: false },
        ],
      },
    ]);
  });

  it('counts a no-show released to the table as no preorder money unless it was paid', () => {
    const at = '2026-11-28T17:00:00Z';
    const figures = marketFigures({
      day: { brought: [focaccia(10)], openingCash: '0', cashCounted: null },
      preorders: [
        { ...preorder('no-show', focaccia(1)), releasedAt: at },
        { ...preorder('no-show', focaccia(1)), releasedAt: at, paymentStatus: 'paid' },
        preorder('no-show', focaccia(1)),
      ],
      sales: [],
      handovers: [],
    });
    expect(figures.preorders).toMatchObject({ orders: 3, noShows: 3, released: 2, totalCents: 1000 });
  });
});

describe('what she brings, to start with', () => {
  it('is the market bake list: every preorder not cancelled, by product and flavor', () => {
    expect(
      preordersToBring([
        preorder('placed', focaccia(2), line('bagels', 1, 'plain')),
        preorder('picked-up', focaccia(1)),
        preorder('cancelled', focaccia(5)),
      ]),
    ).toEqual([focaccia(3), line('bagels', 1, 'plain')]);
  });

  it('counts a no-show released to the table as no preorder money unless it was paid', () => {
    const at = '2026-11-28T17:00:00Z';
    const figures = marketFigures({
      day: { brought: [focaccia(10)], openingCash: '0', cashCounted: null },
      preorders: [
        { ...preorder('no-show', focaccia(1)), releasedAt: at },
        { ...preorder('no-show', focaccia(1)), releasedAt: at, paymentStatus: 'paid' },
        preorder('no-show', focaccia(1)),
      ],
      sales: [],
      handovers: [],
    });
    expect(figures.preorders).toMatchObject({ orders: 3, noShows: 3, released: 2, totalCents: 1000 });
  });
});

describe('the figures of a day', () => {
  it('counts the cash box: opening cash, cash sales, cash taken for preorders; a recount shows the difference', () => {
    const handedOver = preorder('picked-up', focaccia(2));
    const figures = marketFigures({
      day: { brought: [focaccia(10)], openingCash: '50.00', cashCounted: '93.00' },
      preorders: [handedOver, preorder('no-show', focaccia(1)), preorder('cancelled', focaccia(4))],
      sales: [
        { lines: [focaccia(2)], paymentMethod: 'cash', total: '24.00', undoneAt: null },
        { lines: [focaccia(1)], paymentMethod: 'venmo', total: '12.00', undoneAt: null },
        { lines: [focaccia(1)], paymentMethod: 'cash', total: '12.00', undoneAt: '2026-11-28T17:00:00Z' },
      ],
      handovers: [{ orderId: handedOver.id, paidHere: 'cash', amount: '20.00' }],
    });
    expect(figures.stall).toEqual({ sales: 2, cashCents: 2400, venmoCents: 1200, totalCents: 3600, units: 3 });
    expect(figures.preorders).toMatchObject({ orders: 2, handedOver: 1, waiting: 0, noShows: 1, cashHereCents: 2000 });
    expect(figures.cash).toEqual({
      openingCents: 5000,
      expectedCents: 9400,
      countedCents: 9300,
      differenceCents: -100,
    });
    expect(figures.lines).toEqual([
      expect.objectContaining({
        brought: 10,
        handedOver: 2,
        setAside: 1,
        sold: 3,
        soldCash: 2,
        soldVenmo: 1,
        leftOver: 5,
        free: 4,
      }),
    ]);
  });

  it('counts a no-show released to the table as no preorder money unless it was paid', () => {
    const at = '2026-11-28T17:00:00Z';
    const figures = marketFigures({
      day: { brought: [focaccia(10)], openingCash: '0', cashCounted: null },
      preorders: [
        { ...preorder('no-show', focaccia(1)), releasedAt: at },
        { ...preorder('no-show', focaccia(1)), releasedAt: at, paymentStatus: 'paid' },
        preorder('no-show', focaccia(1)),
      ],
      sales: [],
      handovers: [],
    });
    expect(figures.preorders).toMatchObject({ orders: 3, noShows: 3, released: 2, totalCents: 1000 });
  });
});
