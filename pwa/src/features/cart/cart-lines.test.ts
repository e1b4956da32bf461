import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import { cartView } from './cart-lines';
import type { CartHold } from '../../db/web-storage/cart';

const item = (id: string, name: string, price: string, visible = true): InventoryItem => ({
  id,
  name,
  price,
  stock: 10,
  availableStock: 10,
  minimumOrder: 1,
  flavors: null,
  visible,
  ingredients: null,
  allergens: [],
});
const hold = (productId: string, quantity: number, name = productId): CartHold => ({
  reservationId: `${productId}-${quantity}-${Math.random()}`,
  productId,
  name,
  flavor: null,
  quantity,
});

describe('cartView', () => {
  it('prices two holds of scones as one 3 for $12 line, as the server will', () => {
    const view = cartView(
      [hold('raspberry-scone', 2), hold('raspberry-scone', 1)],
      [item('raspberry-scone', 'Raspberry Scone', '4.50')],
    );
    expect(view.lines).toEqual([
      { product: 'raspberry-scone', name: 'Raspberry Scone', quantity: 3, unitPrice: '4.50', totalPrice: '12.00' },
    ]);
    expect(view.total).toBe('12.00');
  });

  it('keeps holds of a product no longer on sale out of the total, for the shopper to remove', () => {
    const view = cartView(
      [hold('chocolate-babka', 1, 'Chocolate Babka'), hold('orange-biscotti', 3)],
      [item('chocolate-babka', 'Chocolate Babka', '16.00', false), item('orange-biscotti', 'Orange Biscotti', '2.50')],
    );
    expect(view.total).toBe('7.50');
    expect(view.unavailable).toEqual([
      { productId: 'chocolate-babka', flavor: null, name: 'Chocolate Babka', quantity: 1 },
    ]);
  });

  it('charges a held unit what it was held at when the price rose, and says nothing', () => {
    const held = { ...hold('chocolate-babka', 2, 'Chocolate Babka'), unitPrice: '16.00' };
    const view = cartView([held], [item('chocolate-babka', 'Chocolate Babka', '18.00')]);
    expect(view.total).toBe('32.00');
    expect(view.priceDrops).toEqual([]);
  });

  it('charges the lower price when it dropped, and says so', () => {
    const held = { ...hold('chocolate-babka', 2, 'Chocolate Babka'), unitPrice: '16.00' };
    const view = cartView([held], [item('chocolate-babka', 'Chocolate Babka', '15.00')]);
    expect(view.total).toBe('30.00');
    expect(view.priceDrops).toEqual([{ name: 'Chocolate Babka', was: '16.00', now: '15.00' }]);
  });
});
