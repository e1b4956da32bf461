import type { KeptShape } from './kept-store';
import { definedFields, isDate, isRecord } from './read';

/** The pickup's bake a shopper chose to shop for (features/cart/shopping-for.ts), kept for the tab. */
export interface KeptShoppingFor {
  /** "YYYY-MM-DD"; null: the shop's own bake. */
  bake: string | null;
}

export const keptShoppingFor: KeptShape<KeptShoppingFor> = {
  key: 'bakery-shopping-for',
  version: 1,
  lasts: 'session',
  read: (stored) => {
    if (!isRecord(stored)) return {};
    return definedFields<KeptShoppingFor>({
      bake: isDate(stored.bake) ? stored.bake : undefined,
    });
  },
};
