import { describe, expect, it } from 'vitest';
import { changeLine, productQuantity, saleTotal, type SaleLine } from './sale-lines';

const products = new Map([
  ['raspberry-scone', { id: 'raspberry-scone', name: 'Raspberry Scone', price: '4.50', flavors: null }],
  [
    'focaccia',
    {
      id: 'focaccia',
      name: 'Focaccia',
      price: '12.00',
      flavors: JSON.stringify({ regular: { name: 'Regular' }, 'pesto-onion': { name: 'Pesto Onion', price: '14.00' } }),
    },
  ],
]);

describe('a sale being entered', () => {
  it('adds, raises, lowers and drops lines', () => {
    let lines: SaleLine[] = [];
    lines = changeLine(lines, { productId: 'focaccia', flavor: 'regular' }, 1);
    lines = changeLine(lines, { productId: 'focaccia', flavor: 'pesto-onion' }, 2);
    lines = changeLine(lines, { productId: 'focaccia', flavor: 'regular' }, 1);
    expect(lines).toEqual([
      { productId: 'focaccia', flavor: 'pesto-onion', quantity: 2 },
      { productId: 'focaccia', flavor: 'regular', quantity: 2 },
    ]);
    lines = changeLine(lines, { productId: 'focaccia', flavor: 'pesto-onion' }, -5);
    expect(lines).toEqual([{ productId: 'focaccia', flavor: 'regular', quantity: 2 }]);
  });

  it.each([
    [[], '0.00'],
    [[{ productId: 'focaccia', flavor: 'pesto-onion', quantity: 2 }], '28.00'],
    [[{ productId: 'raspberry-scone', flavor: null, quantity: 3 }], '12.00'], // 3 for $12
    [[{ productId: 'raspberry-scone', flavor: null, quantity: 4 }], '16.50'],
  ])('%j costs %s, as the server charges', (lines, total) => {
    expect(saleTotal(lines as SaleLine[], products).total).toBe(total);
  });
});

describe('how much of a product a sale holds', () => {
  it('adds its flavors together', () => {
    const lines: SaleLine[] = [
      { productId: 'focaccia', flavor: 'regular', quantity: 2 },
      { productId: 'raspberry-scone', flavor: null, quantity: 3 },
      { productId: 'focaccia', flavor: 'pesto-onion', quantity: 1 },
    ];
    expect(productQuantity(lines, 'focaccia')).toBe(3);
    expect(productQuantity(lines, 'bagels')).toBe(0);
  });
});
