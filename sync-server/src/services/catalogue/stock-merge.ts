/**
 * THE stock merge rule (docs/client.md, "Offline"). The owner edits stock on a phone that may be
 * offline; meanwhile online orders (and market sales she records) change the same number.
 *
 *  - No base, or the server still has the base the owner saw: her number wins as typed.
 *  - Otherwise her edit is read as a change (requested - base) applied to today's stock,
 *    never below 0, so sales made meanwhile are not undone.
 */
export interface StockMerge {
  stock: number;
  merged: boolean;
}

export function mergeStock(current: number, requested: number, base?: number): StockMerge {
  if (base === undefined || base === current) return { stock: requested, merged: false };
  return { stock: Math.max(0, current + (requested - base)), merged: true };
}
