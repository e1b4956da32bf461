import { describe, expect, it } from 'vitest';
import { lineTotalCents, priceOrder, PricingError, unitPriceCents, type PricedProduct } from './pricing';

const focaccia: PricedProduct = {
  id: 'focaccia',
  name: 'Focaccia',
  price: '12.00',
  flavors: JSON.stringify({
    regular: { name: 'Regular', price: '12.00' },
    'pesto-onion': { name: 'Pesto Onion', price: '14.00' },
    'rosemary-garlic': { name: 'Rosemary Garlic', price: '13.50' },
  }),
};
const bagels: PricedProduct = {
  id: 'bagels',
  name: 'Bagels',
  price: '3.50',
  flavors: JSON.stringify({ plain: { name: 'Plain', price: '3.50' }, everything: { name: 'Everything' } }),
};
const scone: PricedProduct = { id: 'raspberry-scone', name: 'Raspberry Scone', price: '4.50', flavors: null };
const muffins: PricedProduct = { id: 'english-muffins', name: 'English Muffins', price: '4.10', flavors: null };
const babka: PricedProduct = { id: 'chocolate-babka', name: 'Chocolate Babka', price: '16.00', flavors: null };
const products = new Map([focaccia, bagels, scone, muffins, babka].map((p) => [p.id, p]));

describe('unit price', () => {
  it.each([
    ['flavor price wins over the base price', focaccia, 'pesto-onion', 1400],
    ['the default (first) flavor when none is chosen', focaccia, null, 1200],
    ['base price when the flavor has no price', bagels, 'everything', 350],
    ['base price for a product without flavors', babka, null, 1600],
  ])('%s', (_name, product, flavor, cents) => {
    expect(unitPriceCents(product, flavor)).toBe(cents);
  });

  it('refuses a flavor the product does not come in', () => {
    expect(() => unitPriceCents(focaccia, 'cardboard')).toThrow(PricingError);
  });

  it('refuses a flavor on a product that has none', () => {
    expect(() => unitPriceCents(scone, 'regular')).toThrow(/no flavor choices/);
  });
});

describe('3 for $12 bundle', () => {
  it.each([
    [1, 450],
    [2, 900],
    [3, 1200],
    [4, 1650],
    [5, 2100],
    [6, 2400],
    [7, 2850],
  ])('%i raspberry scones cost %i cents', (quantity, cents) => {
    expect(lineTotalCents(scone, null, quantity)).toBe(cents);
  });

  it('applies to English muffins with their own unit price for the remainder', () => {
    expect(lineTotalCents(muffins, null, 4)).toBe(1200 + 410);
  });

  it('does not apply to other products', () => {
    expect(lineTotalCents(babka, null, 3)).toBe(4800);
  });
});

describe('order total', () => {
  it('merges lines of the same product before bundling, so 2 + 1 scones is a bundle', () => {
    const order = priceOrder(
      [
        { productId: 'raspberry-scone', quantity: 2 },
        { productId: 'raspberry-scone', quantity: 1 },
      ],
      products,
    );
    expect(order.lines).toEqual([
      {
        product: 'raspberry-scone',
        name: 'Raspberry Scone',
        quantity: 3,
        unitPrice: '4.50',
        totalPrice: '12.00',
      },
    ]);
    expect(order.total).toBe('12.00');
  });

  it('keeps different flavors apart and names them', () => {
    const order = priceOrder(
      [
        { productId: 'focaccia', flavor: 'pesto-onion', quantity: 1 },
        { productId: 'focaccia', flavor: 'rosemary-garlic', quantity: 2 },
        { productId: 'focaccia', quantity: 1 },
      ],
      products,
    );
    expect(order.lines.map((line) => [line.name, line.flavor, line.totalPrice])).toEqual([
      ['Focaccia (Pesto Onion)', 'pesto-onion', '14.00'],
      ['Focaccia (Rosemary Garlic)', 'rosemary-garlic', '27.00'],
      ['Focaccia (Regular)', 'regular', '12.00'],
    ]);
    expect(order.total).toBe('53.00');
  });

  it('adds cents exactly: 3 x 4.10 is 12.30 and the total has two decimals', () => {
    const order = priceOrder(
      [
        { productId: 'chocolate-babka', quantity: 1 },
        { productId: 'english-muffins', quantity: 2 },
      ],
      products,
    );
    expect(order.totalCents).toBe(1600 + 820);
    expect(order.total).toBe('24.20');
  });

  it('refuses a product that is not in the catalogue', () => {
    expect(() => priceOrder([{ productId: 'gluten-bread', quantity: 1 }], products)).toThrow(PricingError);
  });
});
