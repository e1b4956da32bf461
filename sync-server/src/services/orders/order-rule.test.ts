import { describe, expect, it } from 'vitest';
import type { OrderPayload } from '#shared/order';
import { noLine, type Product, type ProductLine, type ProductState } from '../../db';
import { customer } from '../../testing/orders';
import { availabilityOf, decideOrder, placeRefusal, type OrderFacts, type PickupPlaceFacts } from './order-rule';

const babka = {
  id: 'chocolate-babka',
  name: 'Chocolate Babka',
  price: '16.00',
  stock: 4,
  minimumOrder: 1,
  visible: true,
  flavors: null,
} as Product;
const bagels = { ...babka, id: 'bagels', name: 'Bagels', price: '3.50', stock: 12, minimumOrder: 4 } as Product;

const stateOf = (
  product: Product,
  held = 0,
  overrides: Partial<Product> = {},
  line: ProductLine = noLine,
): ProductState => ({
  product: { ...product, ...overrides } as Product,
  bakeDay: null,
  usualStock: product.stock,
  held,
  line,
  ordersOpen: true,
});
/** A line formed when nothing was free: all that comes back is its to claim. */
const waitingFor = (...waiting: number[]): ProductLine => ({ waiting, open: 0 });

function facts(overrides: Partial<OrderFacts> & { mine?: Record<string, number> } = {}): OrderFacts {
  const { mine = {}, ...rest } = overrides;
  return {
    ordersOpen: true,
    states: new Map([
      ['chocolate-babka', stateOf(babka)],
      ['bagels', stateOf(bagels)],
    ]),
    heldByShopper: (productId) => mine[productId] ?? 0,
    ...rest,
  };
}

const payload = (lines: { product: string; quantity: number; unitPrice: string }[], total: string): OrderPayload => ({
  ...customer,
  sessionId: 'session-one',
  items: lines.map((line) => ({ ...line, totalPrice: line.unitPrice })),
  total,
});
const twoBabkas = payload([{ product: 'chocolate-babka', quantity: 2, unitPrice: '16.00' }], '32.00');

const refusalOf = (decision: ReturnType<typeof decideOrder>) =>
  decision.ok ? null : { reason: decision.refusal.failureReason, item: decision.refusal.failedItem };

describe('decideOrder', () => {
  it('sells what is free, priced by the server, and says how much of each', () => {
    const decision = decideOrder(
      payload(
        [
          { product: 'chocolate-babka', quantity: 1, unitPrice: '16.00' },
          { product: 'bagels', quantity: 4, unitPrice: '3.50' },
        ],
        '30.00',
      ),
      facts(),
    );
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(decision.priced.total).toBe('30.00');
    expect([...decision.sold]).toEqual([
      ['chocolate-babka', 1],
      ['bagels', 4],
    ]);
  });

  it.each([
    ['orders are closed', facts({ ordersOpen: false }), twoBabkas, 'orders-closed', null],
    [
      'the product is unknown',
      facts(),
      payload([{ product: 'rye-loaf', quantity: 1, unitPrice: '9.00' }], '9.00'),
      'invalid-order',
      'rye-loaf',
    ],
    [
      'the total is a cent off',
      facts(),
      payload([{ product: 'chocolate-babka', quantity: 2, unitPrice: '16.00' }], '31.99'),
      'price-changed',
      null,
    ],
    [
      'the price changed since the cart',
      facts({ states: new Map([['chocolate-babka', stateOf(babka, 0, { price: '17.00' })]]) }),
      twoBabkas,
      'price-changed',
      'Chocolate Babka',
    ],
    [
      'the product is hidden',
      facts({ states: new Map([['chocolate-babka', stateOf(babka, 0, { visible: false })]]) }),
      twoBabkas,
      'product-unavailable',
      'Chocolate Babka',
    ],
    [
      'a line is below its minimum',
      facts(),
      payload([{ product: 'bagels', quantity: 3, unitPrice: '3.50' }], '10.50'),
      'below-minimum-order',
      'Bagels',
    ],
    [
      'other shoppers hold what is left',
      facts({ states: new Map([['chocolate-babka', stateOf(babka, 3)]]) }),
      twoBabkas,
      'insufficient-stock',
      'Chocolate Babka',
    ],
    [
      'the waitlist waits for what is left',
      facts({ states: new Map([['chocolate-babka', stateOf(babka, 1, {}, waitingFor(2))]]) }),
      twoBabkas,
      'insufficient-stock',
      'Chocolate Babka',
    ],
  ])('refuses when %s', (_name, orderFacts, order, reason, item) => {
    expect(refusalOf(decideOrder(order, orderFacts))).toEqual({ reason, item });
  });

  it("counts a waitlist offer as her own hold: the line's claim is on the rest", () => {
    // 4 in stock, her offer holds 2, the line waits for 2 more: her 2 are secured.
    const decision = decideOrder(
      twoBabkas,
      facts({
        states: new Map([['chocolate-babka', stateOf(babka, 2, {}, waitingFor(2))]]),
        mine: { 'chocolate-babka': 2 },
      }),
    );
    expect(decision.ok).toBe(true);
  });

  it('secures her whole offer while others wait behind her for more than is left (issue 45, item 1)', () => {
    // 4 in stock, her offer holds 3, two more wait for 2 and 1: only the 1 not held is theirs.
    const threeBabkas = payload([{ product: 'chocolate-babka', quantity: 3, unitPrice: '16.00' }], '48.00');
    const decision = decideOrder(
      threeBabkas,
      facts({
        states: new Map([['chocolate-babka', stateOf(babka, 3, {}, waitingFor(2, 1))]]),
        mine: { 'chocolate-babka': 3 },
      }),
    );
    expect(refusalOf(decision)).toBeNull();
  });

  it("counts the shopper's own holds as theirs", () => {
    // 4 in stock, 3 held, 2 of those by this shopper: 1 free + 2 of theirs = 2 secured.
    const decision = decideOrder(
      twoBabkas,
      facts({ states: new Map([['chocolate-babka', stateOf(babka, 3)]]), mine: { 'chocolate-babka': 2 } }),
    );
    expect(decision.ok).toBe(true);
  });

  it('says how many are left when it refuses for stock', () => {
    const decision = decideOrder(twoBabkas, facts({ states: new Map([['chocolate-babka', stateOf(babka, 3)]]) }));
    expect(decision.ok ? '' : decision.refusal.message).toBe('Only 1 Chocolate Babka left');
  });
});

describe('THE rule of a pickup place', () => {
  const place = (
    capacity: Partial<PickupPlaceFacts['capacity']>,
    booked: { slots?: Record<string, number>; items?: number } = {},
    oven: { cap: number | null; booked: number } = { cap: null, booked: 0 },
  ): PickupPlaceFacts => ({
    pickupDate: '2026-11-27',
    pickupLocation: 'home',
    where: 'home pickup',
    capacity: { slotMinutes: 30, ordersPerSlot: null, itemsPerPickup: null, ...capacity },
    slots: [
      { start: '15:00', end: '15:30' },
      { start: '15:30', end: '16:00' },
    ],
    booked: { bySlot: new Map(Object.entries(booked.slots ?? {})), items: booked.items ?? 0 },
    following: '2026-12-04',
    oven: { bakeDay: '2026-11-27', ...oven },
  });

  it.each([
    ['a slot with room', { ordersPerSlot: 2 }, { slots: { '15:00': 1 } }, { slot: '15:00', items: 3 }, null],
    ['a full slot', { ordersPerSlot: 2 }, { slots: { '15:00': 2 } }, { slot: '15:00', items: 1 }, 'slot-full'],
    [
      'a full slot, overbooked',
      { ordersPerSlot: 2 },
      { slots: { '15:00': 2 } },
      { slot: '15:00', items: 1, overbook: true },
      null,
    ],
    ['no slot where there are slots', {}, {}, { slot: undefined, items: 1 }, 'slot-full'],
    ['no slot, for the owner', {}, {}, { slot: undefined, items: 1, slotRequired: false }, null],
    ['a slot not offered (ended, or the slots changed)', {}, {}, { slot: '14:30', items: 1 }, 'slot-full'],
    ['the last items of the oven', { itemsPerPickup: 10 }, { items: 7 }, { slot: '15:30', items: 3 }, null],
    ['one item past the oven', { itemsPerPickup: 10 }, { items: 8 }, { slot: '15:30', items: 3 }, 'pickup-full'],
    [
      'past the oven, overbooked',
      { itemsPerPickup: 10 },
      { items: 10 },
      { slot: '15:30', items: 3, overbook: true },
      null,
    ],
    // Every slot full: said as a full pickup, with or without a time chosen (not "choose a time").
    [
      'every slot full, no time chosen',
      { ordersPerSlot: 1 },
      { slots: { '15:00': 1, '15:30': 1 } },
      { slot: undefined, items: 1 },
      'pickup-full',
    ],
    [
      'every slot full, a time chosen',
      { ordersPerSlot: 1 },
      { slots: { '15:00': 1, '15:30': 1 } },
      { slot: '15:00', items: 1 },
      'pickup-full',
    ],
    [
      'a full oven, no time chosen',
      { itemsPerPickup: 10 },
      { items: 10 },
      { slot: undefined, items: 1 },
      'pickup-full',
    ],
    [
      'a move of slot into a full oven (her items are in it already)',
      { itemsPerPickup: 10 },
      { items: 10 },
      { slot: '15:30', items: 0 },
      null,
    ],
    ['no slots, no caps', { slotMinutes: 0 }, { items: 900 }, { slot: undefined, items: 50 }, null],
    ['no slots, a slot sent anyway', { slotMinutes: 0 }, {}, { slot: '15:00', items: 1 }, null],
  ] as const)('%s', (_name, capacity, booked, request, refused) => {
    const refusal = placeRefusal({ slotRequired: true, ...request }, place(capacity, booked));
    expect(refusal?.failureReason ?? null).toBe(refused);
    if (refusal) expect(refusal.details?.pickup).toMatchObject({ pickupDate: '2026-11-27', following: '2026-12-04' });
  });

  describe("the bake day's oven, counted across every pickup it serves", () => {
    // Her Friday bake makes 20; her door's Friday pickup and Saturday's market have taken 17.
    const friday = { cap: 20, booked: 17 };
    it.each([
      ['the last items of the bake', { slot: '15:00', items: 3 }, null],
      ['one item past the bake', { slot: '15:00', items: 4 }, 'pickup-full'],
      ['past the bake, overbooked by her', { slot: '15:00', items: 4, overbook: true }, null],
      ['a move of slot on a full bake (her items are in it already)', { slot: '15:30', items: 0 }, null],
    ] as const)('%s', (_name, request, refused) => {
      const refusal = placeRefusal({ slotRequired: true, ...request }, place({}, { items: 2 }, friday));
      expect(refusal?.failureReason ?? null).toBe(refused);
    });

    it('says how many more can be baked, and that it is full', () => {
      const over = placeRefusal({ slot: '15:00', items: 5, slotRequired: true }, place({}, {}, friday));
      expect(over?.message).toBe(
        'Only 3 more items can be baked for home pickup on Friday, November 27: please take 2 out of your cart.',
      );
      const full = placeRefusal(
        { slot: '15:00', items: 1, slotRequired: true },
        place({}, {}, { cap: 20, booked: 20 }),
      );
      expect(full?.message).toBe('Sorry, the oven is full for home pickup on Friday, November 27.');
    });

    it("shows the fewer items left of the pickup's cap and the bake's", () => {
      expect(availabilityOf(place({ itemsPerPickup: 10 }, { items: 2 }, friday))).toMatchObject({ itemsLeft: 3 });
      expect(availabilityOf(place({ itemsPerPickup: 10 }, { items: 9 }, friday))).toMatchObject({ itemsLeft: 1 });
      expect(availabilityOf(place({}, {}, { cap: 20, booked: 20 }))).toMatchObject({ itemsLeft: 0, full: true });
      expect(availabilityOf(place({}, {}, { cap: null, booked: 50 }))).toMatchObject({ itemsLeft: null, full: false });
    });
  });

  it('says how many places each slot has left, and when the pickup is full', () => {
    expect(availabilityOf(place({ ordersPerSlot: 2 }, { slots: { '15:00': 2, '15:30': 1 } }))).toMatchObject({
      slots: [
        { start: '15:00', left: 0 },
        { start: '15:30', left: 1 },
      ],
      itemsLeft: null,
      full: false,
    });
    expect(availabilityOf(place({ ordersPerSlot: 1 }, { slots: { '15:00': 1, '15:30': 1 } })).full).toBe(true);
    expect(availabilityOf(place({ itemsPerPickup: 5 }, { items: 6 }))).toMatchObject({ itemsLeft: 0, full: true });
  });
});
