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

describe('the price a customer saw is the price she pays', () => {
  it.each([
    ['held at 16.00, raised to 18.00: she pays 16.00 each', babka, [1600, 1600], 2, 3200],
    ['held at 16.00, lowered to 15.00: she pays 15.00 each', { ...babka, price: '15.00' }, [1600, 1600], 2, 3000],
    ['held at 16.00, raised: the third, not held, costs today', { ...babka, price: '18.00' }, [1600, 1600], 3, 5000],
    ['one held at 14.00 and one at 16.00, today 15.00', { ...babka, price: '15.00' }, [1400, 1600], 2, 2900],
    [
      'a bundle of 3 costs 12.00 whatever was held; the 4th, held at 4.50, costs that',
      scone,
      [450, 450, 450, 450],
      4,
      1650,
    ],
    [
      'scones raised to 5.00 after the hold: the 4th still 4.50',
      { ...scone, price: '5.00' },
      [450, 450, 450, 450],
      4,
      1650,
    ],
    ['of 5 scones, the 2 left over from the bundle are the cheapest', { ...scone, price: '5.00' }, [400, 450], 5, 2050],
  ])('%s', (_name, product, held, quantity, cents) => {
    expect(lineTotalCents(product, null, quantity, held)).toBe(cents);
  });

  it('merges held prices with their lines and shows the dearest unit as the unit price', () => {
    const raised = new Map([...products, ['chocolate-babka', { ...babka, price: '18.00' }]]);
    const order = priceOrder(
      [
        { productId: 'chocolate-babka', quantity: 1, heldUnitCents: [1600] },
        { productId: 'chocolate-babka', quantity: 1, heldUnitCents: [1600] },
      ],
      raised,
    );
    expect(order.lines).toEqual([
      expect.objectContaining({ product: 'chocolate-babka', quantity: 2, unitPrice: '16.00', totalPrice: '32.00' }),
    ]);
    expect(order.total).toBe('32.00');
  });
});
