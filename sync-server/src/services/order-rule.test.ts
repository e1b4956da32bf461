import { describe, expect, it } from 'vitest';
import type { OrderPayload } from '#shared/order';
import type { Product, ProductState } from '../db';
import { customer } from '../testing/orders';
import { decideOrder, type OrderFacts } from './order-rule';

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

const stateOf = (product: Product, held = 0, overrides: Partial<Product> = {}): ProductState => ({
  product: { ...product, ...overrides } as Product,
  held,
  ordersOpen: true,
});

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
      'insufficient-stock',
      'Chocolate Babka',
    ],
    [
      'a line is below its minimum',
      facts(),
      payload([{ product: 'bagels', quantity: 3, unitPrice: '3.50' }], '10.50'),
      'invalid-order',
      'Bagels',
    ],
    [
      'other shoppers hold what is left',
      facts({ states: new Map([['chocolate-babka', stateOf(babka, 3)]]) }),
      twoBabkas,
      'insufficient-stock',
      'Chocolate Babka',
    ],
  ])('refuses when %s', (_name, orderFacts, order, reason, item) => {
    expect(refusalOf(decideOrder(order, orderFacts))).toEqual({ reason, item });
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
