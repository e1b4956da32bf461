import { describe, expect, it } from 'vitest';
import type { CartHold } from '../../db/web-storage/cart';
import { shortfallsOf } from './bake-shortfall';

const hold = (productId: string, quantity: number, flavor: string | null = null): CartHold => ({
  reservationId: `${productId}-${flavor}-${quantity}`,
  productId,
  name: productId === 'focaccia' ? 'Focaccia' : 'Bagels',
  flavor,
  quantity,
  unitPrice: '12.00',
});

describe('what a pickup baked on another day cannot fill of her cart', () => {
  it('is each product its bake is short of: her holds, less what the bake lacks', () => {
    // Focaccia held 2 + 1 (two flavors); its bake is 1 short: 2 left for her. Bagels: 4 short of 4.
    const holds = [hold('focaccia', 2, 'Regular'), hold('focaccia', 1, 'Pesto'), hold('bagels', 4)];
    expect(
      shortfallsOf(holds, [
        { id: 'focaccia', free: -1 },
        { id: 'bagels', free: -6 },
      ]),
    ).toEqual([
      { productId: 'focaccia', name: 'Focaccia', held: 3, left: 2 },
      { productId: 'bagels', name: 'Bagels', held: 4, left: 0 },
    ]);
  });

  it('is nothing where the bake has what she holds, or does not list the product', () => {
    expect(shortfallsOf([hold('focaccia', 3)], [{ id: 'focaccia', free: 0 }])).toEqual([]);
    expect(shortfallsOf([hold('focaccia', 3)], [])).toEqual([]);
  });
});
