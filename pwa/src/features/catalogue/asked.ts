import { clampQuantity } from './add-button';

/**
 * What she asks for on a card: `chosen` goes in her cart (never more than is left), and
 * `beyond`, while she asks for more than is left, what she would wait in line for.
 */
export interface Asked {
  chosen: number;
  beyond: number | null;
}

export const nothingAsked: Asked = { chosen: 0, beyond: null };

/**
 * One tap of the card's minus or plus (docs/waitlist.md, "Joining"). Within what is left it
 * changes what goes in the cart; past it, where the card offers the waitlist (`canWait`), it asks
 * for more than is left, up to `most`, and the card offers the line for that many.
 */
export function stepAsked(
  asked: Asked,
  delta: number,
  limits: { available: number; most: number; canWait: boolean },
): Asked {
  const { available, most, canWait } = limits;
  const next = (askedBeyond(asked, available) ?? clampQuantity(asked.chosen, available)) + delta;
  if (!canWait || available === 0 || next <= available) return { chosen: clampQuantity(next, available), beyond: null };
  const beyond = Math.min(next, most);
  return { chosen: available, beyond: beyond > available ? beyond : null };
}

/** What she asks beyond what is left, while some are left and it still is beyond them (more may have come back). */
export const askedBeyond = (asked: Asked, available: number): number | null =>
  asked.beyond !== null && available > 0 && asked.beyond > available ? asked.beyond : null;
