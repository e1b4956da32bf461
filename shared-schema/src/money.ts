import { z } from 'zod';

/**
 * Money crosses the network as a decimal string with two places ("12.00"), as the stored
 * decimal(10,2) columns do. Arithmetic happens in whole cents so 3 x 4.10 is 12.30, not 12.299999.
 */
export const MAX_CENTS = 99_999_999; // decimal(10,2) less a margin: 999,999.99

const decimalPattern = /^\d{1,6}(\.\d{1,2})?$/;

/** A non-negative amount with at most two decimals, given as "4.5", "4.50" or 4.5. */
export const moneySchema = z
  .union([z.string().trim(), z.number()], { error: 'Enter an amount like 4.50' })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => decimalPattern.test(value), {
    error: 'Enter an amount of 0 or more with at most two decimals, like 4.50',
  });

export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not an amount: ${amount}`);
  return Math.round(Number(text) * 100);
}

export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "$12.00", for people. */
export function formatDollars(cents: number): string {
  return `$${formatCents(cents)}`;
}
