import { describe, expect, it } from 'vitest';
import { addButtonState, clampQuantity, fewLeftText } from './add-button';

const base = { ordersOpen: true, available: 10, quantity: 2, minimumOrder: 1, totalCents: 900 };

describe('addButtonState', () => {
  it.each([
    ['orders closed wins over everything', { ordersOpen: false, available: 0, quantity: 0 }, 'Orders Closed', true],
    ['sold out', { available: 0, quantity: 0 }, 'Sold Out', true],
    ['nothing chosen yet', { quantity: 0 }, 'Select Quantity', true],
    ['below the minimum', { quantity: 2, minimumOrder: 4 }, 'Minimum 4 required', true],
    ['at the minimum', { quantity: 4, minimumOrder: 4, totalCents: 1400 }, 'Add to Cart - $14.00', false],
    ['a normal add', {}, 'Add to Cart - $9.00', false],
  ])('%s', (_name, overrides, label, disabled) => {
    expect(addButtonState({ ...base, ...overrides })).toEqual({ label, disabled });
  });
});

describe('clampQuantity', () => {
  it.each([
    [-1, 5, 0],
    [3, 5, 3],
    [6, 5, 5],
    [2, 0, 0],
  ])('%i with %i available is %i', (quantity, available, clamped) => {
    expect(clampQuantity(quantity, available)).toBe(clamped);
  });
});

describe('fewLeftText', () => {
  it.each([
    [0, true, null], // sold out says so itself
    [1, true, '1 left'],
    [5, true, '5 left'],
    [6, true, null],
    [3, false, null], // closed: nothing to hurry for
  ])('%i left, orders open %s: %j', (available, ordersOpen, text) => {
    expect(fewLeftText(available, ordersOpen)).toBe(text);
  });
});
