import { describe, expect, it } from 'vitest';
import { noLine, type ProductState } from '../../db';
import type { Product } from '../../db';
import { decideHold } from './hold-rule';

const bagels = {
  id: 'bagels',
  name: 'Bagels',
  price: '3.50',
  stock: 10,
  minimumOrder: 4,
  visible: true,
  flavors: JSON.stringify({ plain: { name: 'Plain', price: '3.50' }, sesame: { name: 'Sesame' } }),
} as Product;
const state = (overrides: Partial<ProductState> & { product?: Partial<Product> } = {}): ProductState => ({
  bakeDay: null,
  usualStock: bagels.stock,
  held: 0,
  line: noLine,
  ordersOpen: true,
  ...overrides,
  product: { ...bagels, ...overrides.product } as Product,
});
const request = (quantity: number, flavor: string | null = null) => ({
  sessionId: 'session-1',
  productId: 'bagels',
  flavor,
  quantity,
});

describe('decideHold', () => {
  it.each([
    ['unknown product', undefined, request(4), 'unknown-product'],
    ['orders closed wins over stock', state({ ordersOpen: false, held: 10 }), request(4), 'orders-closed'],
    [
      'hidden product',
      state({ product: { visible: false } as Partial<Product> as Product }),
      request(4),
      'product-unavailable',
    ],
    ['unknown flavor', state(), request(4, 'rye'), 'unknown-flavor'],
    ['below the minimum', state(), request(3), 'below-minimum-order'],
    ['more than is free', state({ held: 7 }), request(4), 'insufficient-stock'],
    // 10 bagels, 2 held; 8 came back since the line formed and it waits for 5 of them: 3 are free.
    ['what the waitlist claims', state({ held: 2, line: { waiting: [5], open: 0 } }), request(4), 'insufficient-stock'],
  ])('refuses: %s', (_name, productState, holdRequest, reason) => {
    const decision = decideHold(productState, holdRequest);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.refusal.reason).toBe(reason);
  });

  it.each([
    ['the default flavor', request(4), 'plain'],
    ['a chosen flavor', request(4, 'sesame'), 'sesame'],
  ])('grants with %s', (_name, holdRequest, flavor) => {
    expect(decideHold(state({ held: 6 }), holdRequest)).toEqual({ ok: true, flavor });
  });

  it('says how many are left', () => {
    const decision = decideHold(state({ held: 8 }), request(4));
    expect(decision.ok ? '' : decision.refusal.message).toBe('Only 2 Bagels left');
  });
});
