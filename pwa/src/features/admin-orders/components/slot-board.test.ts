import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PickupBookings } from '#shared/owner-orders';
import { SlotBoard } from './slot-board';

/** The items' line of the pickup's slot board, in words as people say them (issue 45, item 16). */
const board = (items: PickupBookings['items'], oven?: PickupBookings['oven']) =>
  renderToStaticMarkup(
    createElement(SlotBoard, {
      bookings: {
        pickupDate: '2026-12-04',
        pickupLocation: 'home',
        slots: [{ start: '15:00', end: '15:30', booked: 1, cap: 2 }],
        unslotted: 0,
        items,
        ...(oven ? { oven } : {}),
      },
      chosen: '',
      onChoose: () => undefined,
    }),
  );

describe('SlotBoard', () => {
  it("counts the pickup's items in the singular for one item, against its cap or without one", () => {
    expect(board({ booked: 1, cap: null })).toContain('Items: 1 item<');
    expect(board({ booked: 1, cap: 1 })).toContain('Items: 1 of 1 item<');
    expect(board({ booked: 2, cap: 20 })).toContain('Items: 2 of 20 items<');
  });

  it("names the bake day's oven once it has a cap, and only then", () => {
    const oven = { bakeDay: '2026-12-04', items: 52, cap: 60 };
    expect(board({ booked: 40, cap: null }, oven)).toContain(
      'Items: 40 items · Oven, bake day Fri, Dec 4: 52 of 60 items<',
    );
    expect(board({ booked: 40, cap: null }, { ...oven, cap: null })).not.toContain('Oven');
  });
});
