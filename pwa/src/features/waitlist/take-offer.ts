import type { Reservation } from '#shared/cart';
import { lazyDateFormat } from '#shared/date-format';
import { useWaitlistPlaces } from './store';

const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });
/** "10:42 AM": until when her turn is kept for her. */
export const keptUntil = (expiresAt: string) => timeFormat.format(new Date(expiresAt));

/** Her offer, taken into a cart: its hold, and the product's name for the cart's line. */
export interface TakenOffer {
  hold: Reservation;
  name: string;
}

/**
 * Her offer (docs/waitlist.md, "Her links"), as a hold of this phone's cart: the claim moves the
 * hold made for her to this phone's session (she may have joined on another phone). Whoever takes
 * it (her link, or this phone seeing her turn) records her turn, so the shop says it while her
 * cart holds it. Null when the offer has no hold any more. A refusal (it ended) is thrown.
 */
export async function takeOffer(id: string, token: string, sessionId: string): Promise<TakenOffer | null> {
  const api = await import('./api');
  const { entry } = await api.claimOffer(id, token, sessionId);
  useWaitlistPlaces.getState().remove(id);
  if (!entry.offer) return null;
  const { reservationId, unitPrice, expiresAt } = entry.offer;
  useWaitlistPlaces.getState().addTurn({
    reservationId,
    productId: entry.productId,
    flavor: entry.flavor,
    what: `${entry.quantity} ${entry.name}`,
    expiresAt,
  });
  return {
    hold: {
      id: reservationId,
      productId: entry.productId,
      flavor: entry.flavor,
      quantity: entry.quantity,
      unitPrice,
      expiresAt,
    },
    name: entry.name,
  };
}
