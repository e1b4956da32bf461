import { beforeEach, describe, expect, it } from 'vitest';
import { stubWebStorage } from '../../testing/fake-web-storage';
import type { CartHold } from '../../db/web-storage/cart';

// The cart through its real store (store.ts), on fake storage.
const { local } = stubWebStorage();
const { useCartStore } = await import('./store');

const hold: CartHold = {
  reservationId: 'r1',
  productId: 'bagels',
  name: 'Bagels',
  flavor: null,
  quantity: 2,
  unitPrice: '3.00',
};

describe('the cart kept on this phone, read back after the first render', () => {
  beforeEach(() => local.clear());

  async function readBack(kept: unknown) {
    useCartStore.setState(useCartStore.getInitialState(), true);
    local.setItem('bakery-cart-session', JSON.stringify(kept));
    await useCartStore.persist.rehydrate();
    return useCartStore.getState();
  }

  it('is her cart as it was: her session, her holds, their clock', async () => {
    const kept = { sessionId: 's-1', holds: [hold], expiresAt: '2026-12-01T18:15:00.000Z', expired: [] };
    expect(await readBack({ state: kept, version: 1 })).toMatchObject(kept);
  });

  it('keeps a hold from before prices were held, without one', async () => {
    const { unitPrice: _, ...unpriced } = hold;
    expect((await readBack({ state: { sessionId: 's-1', holds: [unpriced] }, version: 1 })).holds).toEqual([unpriced]);
  });

  it('drops a hold or a field that does not fit, never trusting it', async () => {
    const started = useCartStore.getInitialState();
    const cart = await readBack({
      state: {
        sessionId: 42,
        holds: [hold, { ...hold, reservationId: 'r2', quantity: 'lots' }, { ...hold, reservationId: 'r3', flavor: 7 }],
        expiresAt: 'at noon',
        expired: [{ productId: 'babka', flavor: null, name: 'Babka', quantity: 1 }, { productId: 'x' }],
      },
      version: 1,
    });
    expect(cart).toMatchObject({
      sessionId: started.sessionId,
      holds: [hold],
      expiresAt: null,
      expired: [{ productId: 'babka', flavor: null, name: 'Babka', quantity: 1 }],
    });
  });
});
