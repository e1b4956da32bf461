import { create } from 'zustand';
import { marketLineKey, type MarketLine } from '#shared/market-table';
import { keptOnPhone } from '../../db/web-storage/kept-store';
import { keptStall, type KeptStall } from '../../db/web-storage/stall';

/**
 * The stall screen's own state on this phone: the sale being rung up (kept while she switches to
 * the preorders and back), the sales rung up here (for "Undo last sale": the other phone's are
 * the other phone's to undo), the cash count she is typing at the close, and whether she wants
 * sunlight colours. Kept on the phone (db/web-storage/stall.ts), so a reload with no signal
 * loses none of it.
 */
interface StallState extends KeptStall {
  add(line: Pick<MarketLine, 'product' | 'flavor'>, step?: number): void;
  remove(line: Pick<MarketLine, 'product' | 'flavor'>): void;
  set(lines: MarketLine[]): void;
  clear(): void;
  rang(saleId: string): void;
  /** `null`: saved, the day's count stands. */
  typeCash(date: string, text: string | null): void;
  setSunlight(on: boolean): void;
}

export const useStall = create<StallState>()(
  keptOnPhone(keptStall, (set) => ({
    lines: [],
    rungUp: [],
    cashTyped: {},
    sunlight: false,
    add: (target, step = 1) =>
      set(({ lines }) => {
        const key = marketLineKey(target);
        const found = lines.find((line) => marketLineKey(line) === key);
        return {
          lines: found
            ? lines.map((line) => (line === found ? { ...line, quantity: line.quantity + step } : line))
            : [...lines, { product: target.product, flavor: target.flavor, quantity: step }],
        };
      }),
    remove: (target) =>
      set(({ lines }) => ({
        lines: lines
          .map((line) =>
            marketLineKey(line) === marketLineKey(target) ? { ...line, quantity: line.quantity - 1 } : line,
          )
          .filter((line) => line.quantity > 0),
      })),
    set: (lines) => set({ lines }),
    clear: () => set({ lines: [] }),
    rang: (saleId) => set(({ rungUp }) => ({ rungUp: [...rungUp, saleId].slice(-50) })),
    typeCash: (date, text) =>
      set(({ cashTyped }) => {
        const { [date]: _was, ...others } = cashTyped;
        return { cashTyped: text === null ? others : { ...others, [date]: text } };
      }),
    setSunlight: (sunlight) => set({ sunlight }),
  })),
);
