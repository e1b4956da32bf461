import type { KeptShape } from './kept-store';
import { definedFields, entriesOf, isCount, isRecord, isText, isTextOrNull, isTimeOrNull } from './read';

/** One hold the server granted: the cart is the list of them. */
export interface CartHold {
  reservationId: string;
  productId: string;
  /** The product's name when it was added, for a line whose product has since gone. */
  name: string;
  flavor: string | null;
  quantity: number;
  /** The unit price when it was held: she never pays more for it (missing in carts from before). */
  unitPrice?: string | null;
}

/** A line of a cart whose clock ran out: what checkout offers to hold again. */
export interface ExpiredLine {
  productId: string;
  flavor: string | null;
  name: string;
  quantity: number;
}

/** What the cart keeps on this phone (features/cart/store.ts), across reloads and visits. */
export interface KeptCart {
  /** Identifies this shopper to the server (docs/product.md); made once. */
  sessionId: string;
  holds: CartHold[];
  /** When every hold of the cart ends; the server moves all of them to the newest hold's time. */
  expiresAt: string | null;
  /** The lines of the cart that last ran out, until she holds them again or adds anything. */
  expired: ExpiredLine[];
}

export const keptCart: KeptShape<KeptCart> = {
  key: 'bakery-cart-session',
  version: 1,
  lasts: 'local',
  read: (stored) => {
    if (!isRecord(stored)) return {};
    const { sessionId, holds, expiresAt, expired } = stored;
    return definedFields<KeptCart>({
      sessionId: isText(sessionId) && sessionId !== '' ? sessionId : undefined,
      holds: entriesOf(holds, readHold),
      expiresAt: isTimeOrNull(expiresAt) ? expiresAt : undefined,
      expired: entriesOf(expired, readExpiredLine),
    });
  },
};

function readHold(stored: unknown): CartHold | undefined {
  if (!isRecord(stored)) return undefined;
  const { reservationId, productId, name, flavor, quantity, unitPrice } = stored;
  if (!isText(reservationId) || !isText(productId) || !isText(name) || !isTextOrNull(flavor) || !isCount(quantity)) {
    return undefined;
  }
  const hold: CartHold = { reservationId, productId, name, flavor, quantity };
  // A cart from before prices were held has none: it is priced as the shop prices it now.
  return isTextOrNull(unitPrice) ? { ...hold, unitPrice } : hold;
}

function readExpiredLine(stored: unknown): ExpiredLine | undefined {
  if (!isRecord(stored)) return undefined;
  const { productId, flavor, name, quantity } = stored;
  if (!isText(productId) || !isTextOrNull(flavor) || !isText(name) || !isCount(quantity)) return undefined;
  return { productId, flavor, name, quantity };
}
