import * as z from 'zod/mini';

/** A pickup day, "YYYY-MM-DD", in the bakery's time zone (docs/orders.md). */
export const pickupDateSchema = z.string({ error: 'A pickup date is YYYY-MM-DD' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A pickup date is YYYY-MM-DD'),
  z.refine((text) => {
    const date = new Date(`${text}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'That pickup date does not exist'),
);
export type PickupDate = z.infer<typeof pickupDateSchema>;

export { pickupDateText } from './order-text';
