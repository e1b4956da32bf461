import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PickupBookings } from '#shared/owner-orders';
import { SlotBoard } from './slot-board';

/** The oven's line of the pickup's slot board, in words as people say them (issue 45, item 16). */
const board = (items: PickupBookings['items']) =>
  renderToStaticMarkup(
    createElement(SlotBoard, {
      bookings: {
        pickupDate: '2026-12-04',
        pickupLocation: 'home',
        slots: [{ start: '15:00', end: '15:30', booked: 1, cap: 2 }],
        unslotted: 0,
        items,
      },
      chosen: '',
      onChoose: () => undefined,
    }),
  );

describe('SlotBoard', () => {
  it('counts the oven in the singular for one item, against its cap or without one', () => {
    expect(board({ booked: 1, cap: null })).toContain('Oven: 1 item<');
    expect(board({ booked: 1, cap: 1 })).toContain('Oven: 1 of 1 item<');
    expect(board({ booked: 2, cap: 20 })).toContain('Oven: 2 of 20 items<');
  });
});
