import type { MarketLine } from '#shared/market-table';
import type { KeptShape } from './kept-store';
import { definedFields, entriesOf, isCount, isRecord, isText, isTextOrNull } from './read';

/** What the stall screen keeps on her phone (features/admin-market/stall-store.ts). */
export interface KeptStall {
  /** The sale being rung up. */
  lines: MarketLine[];
  /** Ids of the sales made on this phone, newest last (the last 50). */
  rungUp: string[];
  /** The cash count typed at a day's close and not saved yet, by date. */
  cashTyped: Record<string, string>;
  sunlight: boolean;
}

/** Version 1 is version 0's shape (before it had a version), read with the checks below. */
export const keptStall: KeptShape<KeptStall> = {
  key: 'bakery-stall',
  version: 1,
  lasts: 'local',
  read: (stored) => {
    if (!isRecord(stored)) return {};
    const { lines, rungUp, cashTyped, sunlight } = stored;
    return definedFields<KeptStall>({
      lines: entriesOf(lines, readLine),
      rungUp: entriesOf(rungUp, (id) => (isText(id) ? id : undefined)),
      cashTyped: isRecord(cashTyped) ? textsOf(cashTyped) : undefined,
      sunlight: typeof sunlight === 'boolean' ? sunlight : undefined,
    });
  },
};

function readLine(stored: unknown): MarketLine | undefined {
  if (!isRecord(stored)) return undefined;
  const { product, flavor, quantity } = stored;
  if (!isText(product) || !isTextOrNull(flavor) || !isCount(quantity)) return undefined;
  return { product, flavor, quantity };
}

/** The cash typed for each day that is text; any other is dropped. */
function textsOf(typed: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(typed).filter((entry): entry is [string, string] => isText(entry[1])));
}
