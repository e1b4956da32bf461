import { z } from 'zod';

/** A pickup day, "YYYY-MM-DD", in the bakery's time zone (CONTRACT.md section 8). */
export const pickupDateSchema = z
  .string({ error: 'A pickup date is YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A pickup date is YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'That pickup date does not exist');
export type PickupDate = z.infer<typeof pickupDateSchema>;

/** "Friday, November 27": a pickup date as people read it (the date is a calendar day, no zone). */
export function pickupDateText(pickupDate: string): string {
  const date = new Date(`${pickupDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return pickupDate;
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
