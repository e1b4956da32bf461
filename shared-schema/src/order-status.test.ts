import { describe, expect, it } from 'vitest';
import { orderStatuses, toHandOver } from './order-status';

const orders = orderStatuses.map((status) => ({ status }));

describe('the orders still to hand over, as the packing table prints them', () => {
  it.each([
    [false, ['placed', 'ready']],
    [true, ['placed', 'ready', 'no-show']],
  ])('with no-shows %s: %j', (withNoShows, printed) => {
    expect(toHandOver(orders, withNoShows).map((order) => order.status)).toEqual(printed);
  });
});
