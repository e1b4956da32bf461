import { describe, expect, it } from 'vitest';
import type { MarketDayView } from '#shared/market-day';
import { marketFigures } from '#shared/market-figures';
import { marketLineKey } from '#shared/market-table';
import type { OwnerEditInput } from '#shared/owner-edits';
import type { StoredOrder } from '#shared/order';
import type { OutboxEntry } from '../../db/bakery-db';
import { shownDay } from './market-view';
import { tableOf } from './stall-lines';

const date = '2026-11-28';
/** Sale ids are made by her phone, as UUIDs (the edit's schema checks them). */
const SALE_1 = '11111111-1111-4111-8111-111111111111';
const SALE_2 = '22222222-2222-4222-8222-222222222222';
const SALE_X = '33333333-3333-4333-8333-333333333333';
const SALE_Y = '44444444-4444-4444-8444-444444444444';
const SALE_ON_SERVER = '55555555-5555-4555-8555-555555555555';
let seq = 0;
const waiting = (edit: OwnerEditInput, status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  seq: ++seq,
  queue: 'admin',
  idempotencyKey: `key-${seq}`,
  kind: edit.kind,
  payload: edit,
  description: edit.kind,
  status,
  attempts: 0,
  createdAt: Date.parse('2026-11-28T16:00:00Z') + seq * 1000,
});

const order = (id: string, fields: Partial<StoredOrder> = {}): StoredOrder => ({
  id,
  number: 1001,
  sessionId: 's',
  firstName: 'Maya',
  lastName: 'Crane',
  email: '',
  phone: '',
  paymentMethod: 'cash',
  pickupLocation: 'farmers-market',
  items: JSON.stringify([{ product: 'focaccia', flavor: 'regular', quantity: 2, totalPrice: '20.00' }]),
  total: '20.00',
  pickupDate: date,
  pickupSlot: null,
  overbooked: false,
  status: 'placed',
  statusReason: null,
  paymentStatus: 'unpaid',
  paidAt: null,
  refundedAt: null,
  source: 'online',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...fields,
});

const server: MarketDayView = {
  date,
  day: {
    date,
    brought: [{ product: 'focaccia', flavor: 'regular', quantity: 10 }],
    openingCash: '50.00',
    releaseAfter: '11:30',
    startedAt: '2026-11-28T15:00:00Z',
    closedAt: null,
    cashCounted: null,
    updatedAt: '2026-11-28T15:00:00Z',
  },
  preorders: [order('order-a'), order('order-b', { paymentStatus: 'paid' })],
  sales: [
    {
      id: SALE_ON_SERVER,
      date,
      lines: [
        {
          product: 'focaccia',
          name: 'Focaccia (Regular)',
          flavor: 'regular',
          quantity: 1,
          unitPrice: '10.00',
          totalPrice: '10.00',
        },
      ],
      paymentMethod: 'cash',
      total: '10.00',
      listTotal: '10.00',
      cashGiven: '20.00',
      soldAt: '2026-11-28T15:30:00Z',
      recordedAt: '2026-11-28T15:30:01Z',
      undoneAt: null,
    },
  ],
  handovers: [],
};
const sale = (id: string, quantity: number, paymentMethod: 'cash' | 'venmo' = 'cash'): OwnerEditInput => ({
  kind: 'record-stall-sale',
  date,
  id,
  lines: [{ product: 'focaccia', flavor: 'regular', quantity }],
  paymentMethod,
  total: (10 * quantity).toFixed(2),
  soldAt: '2026-11-28T16:00:00Z',
});

describe('the market day her phone shows', () => {
  it('is the server’s day with her waiting sales, undo, handover and release on top, in order', () => {
    const shown = shownDay(server, date, [
      waiting(sale(SALE_1, 2)),
      waiting(sale(SALE_2, 1, 'venmo')),
      waiting({ kind: 'undo-stall-sale', date, id: SALE_ON_SERVER }),
      waiting({ kind: 'hand-over-preorder', date, id: 'order-a', paidHere: 'cash' }),
      waiting({ kind: 'close-market-day', date, cashCounted: '69' }),
    ]);
    expect(shown.sales.map((each) => [each.id, each.waiting, Boolean(each.undoneAt)])).toEqual([
      [SALE_ON_SERVER, false, true],
      [SALE_1, true, false],
      [SALE_2, true, false],
    ]);
    expect(shown.preorders.find((each) => each.id === 'order-a')).toMatchObject({
      status: 'picked-up',
      paymentStatus: 'paid',
    });
    const figures = marketFigures(shown);
    expect(figures.stall).toMatchObject({ sales: 2, cashCents: 2000, venmoCents: 1000 });
    expect(figures.preorders).toMatchObject({ handedOver: 1, cashHereCents: 2000 });
    expect(figures.cash).toEqual({
      openingCents: 5000,
      expectedCents: 9000,
      countedCents: 6900,
      differenceCents: -2100,
    });
    expect(shown.waiting).toEqual(new Set(['order-a', SALE_1, SALE_2, SALE_ON_SERVER]));
  });

  it.each([
    ['a refused sale is not shown as made', [waiting(sale(SALE_X, 2), 'failed')], 1],
    ['a sale the server has (its answer lost) is not counted twice', [waiting(sale(SALE_ON_SERVER, 1))], 1],
    [
      'an edit of another day is not this day’s',
      [waiting({ ...(sale(SALE_Y, 3) as Extract<OwnerEditInput, { kind: 'record-stall-sale' }>), date: '2026-12-05' })],
      1,
    ],
  ] as const)('%s', (_name, entries, sales) => {
    expect(shownDay(server, date, entries).sales).toHaveLength(sales);
  });

  it('starts a day offline: with no saved day, the waiting start is the day', () => {
    const shown = shownDay(undefined, date, [
      waiting({
        kind: 'start-market-day',
        date,
        brought: [{ product: 'bagels', flavor: 'plain', quantity: 12 }],
        openingCash: '40',
        releaseAfter: null,
      }),
      waiting({ kind: 'update-market-day', date, brought: [{ product: 'bagels', flavor: 'sesame', quantity: 6 }] }),
    ]);
    expect(shown.day).toMatchObject({
      openingCash: '40.00',
      brought: [
        { flavor: 'plain', quantity: 12 },
        { flavor: 'sesame', quantity: 6 },
      ],
    });
  });

  it('releases a no-show to the table, and a mistaken handover is taken back unpaid', () => {
    const shown = shownDay(server, date, [
      waiting({ kind: 'release-preorder', date, id: 'order-b' }),
      waiting({ kind: 'hand-over-preorder', date, id: 'order-a', paidHere: 'venmo' }),
      waiting({ kind: 'take-back-handover', date, id: 'order-a' }),
    ]);
    expect(shown.preorders.map((each) => [each.id, each.status, each.paymentStatus])).toEqual([
      ['order-a', 'ready', 'unpaid'],
      ['order-b', 'no-show', 'paid'],
    ]);
    expect(shown.preorders.find((each) => each.id === 'order-b')?.releasedAt).toBeTruthy();
    // Its loaves are the table's again: only order-a's two are set aside.
    expect(tableOf(shown).get(marketLineKey({ product: 'focaccia', flavor: 'regular' }))).toMatchObject({
      setAside: 2,
    });
  });

  it('shows her waiting cut, other bake and cancel of the day’s preorders', () => {
    const shown = shownDay(server, date, [
      waiting({
        kind: 'cut-preorder',
        date,
        id: 'order-a',
        lines: [{ product: 'focaccia', flavor: 'regular', quantity: 1 }],
      }),
      waiting({ kind: 'set-preorder-another-bake', date, id: 'order-b', anotherBake: true }),
    ]);
    expect(tableOf(shown).get(marketLineKey({ product: 'focaccia', flavor: 'regular' }))).toMatchObject({
      setAside: 1,
    });
    const cancelled = shownDay(server, date, [
      waiting({ kind: 'set-order-status', id: 'order-a', status: 'cancelled' }),
    ]);
    expect(cancelled.preorders.find((each) => each.id === 'order-a')?.status).toBe('cancelled');
    expect(cancelled.waiting).toEqual(new Set(['order-a']));
  });
});
