/**
 * Money crosses the network as a decimal string with two places ("12.00"), as the stored
 * decimal(10,2) columns do. Arithmetic happens in whole cents so 3 x 4.10 is 12.30, not 12.299999.
 * No zod here: the storefront prices carts with this on its first page. (moneySchema, which
 * checks money that arrives as input, is in common.ts.)
 */
export const MAX_CENTS = 99_999_999; // decimal(10,2) less a margin: 999,999.99

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
