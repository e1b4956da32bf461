import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { noCapacity } from '#shared/pickup-slots';
import { CapacityFields } from './capacity-fields';

/** What the slots and the oven come to, as the settings card says it before she saves (issue 45, item 16). */
describe('CapacityFields', () => {
  it('says one slot, one order each and an oven of one item in the singular', () => {
    const html = renderToStaticMarkup(
      createElement(CapacityFields, {
        capacity: { home: { slotMinutes: 60, ordersPerSlot: 1, itemsPerPickup: 1 }, 'farmers-market': noCapacity },
        hours: { pickupTime: '15:00', pickupEndTime: '16:00', marketStartTime: '09:00', marketEndTime: '12:00' },
        errors: {},
        onChange: () => undefined,
      }),
    );
    expect(html).toContain('1 slot: 15:00, 1 order each. The pickup closes at 1 item.');
  });
});
