import { beforeEach, describe, expect, it } from 'vitest';
import { stubWebStorage } from '../../testing/fake-web-storage';

// The form through its real store (checkout-form.ts), on fake storage.
const { session } = stubWebStorage();
const { useCheckoutForm } = await import('./checkout-form');

describe('the checkout form kept for the tab', () => {
  beforeEach(() => session.clear());

  async function readBack(kept: unknown) {
    useCheckoutForm.setState(useCheckoutForm.getInitialState(), true);
    session.setItem('bakery-checkout-form', JSON.stringify(kept));
    await useCheckoutForm.persist.rehydrate();
    const { set: _set, reset: _reset, ...fields } = useCheckoutForm.getState();
    return fields;
  }

  it('reads a form kept by version 1 as it was, with no slot chosen', async () => {
    const typed = { firstName: 'Rae', lastName: 'Ng', email: 'rae@example.com', phone: '406', paymentMethod: 'cash' };
    expect(await readBack({ state: { ...typed, pickupLocation: 'farmers-market' }, version: 1 })).toEqual({
      ...typed,
      pickupLocation: 'farmers-market',
      pickupSlot: '',
    });
  });

  it('drops a field that is not one the form offers', async () => {
    const fields = await readBack({
      state: { firstName: 'Rae', paymentMethod: 'gold', pickupLocation: 'The Moon!' },
      version: 2,
    });
    expect(fields).toMatchObject({ firstName: 'Rae', paymentMethod: '', pickupLocation: 'home' });
  });
});
