import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Reservation } from '#shared/cart';
import type { PlaceInLineView } from '#shared/waitlist';
import { failureText } from '../../lib/api-client';
import { linkKeyIn } from '../../lib/link-key';
import { toast, toastFailure } from '../../lib/toast';
import type { PickupPlaceInLine } from '../../db/web-storage/waitlist';
import { useWaitlistPlaces } from './store';
import { keptUntil, takeOffer } from './take-offer';

/** Her place in line for a pickup, as this phone keeps it. */
export const pickupPlaceOf = (entry: PlaceInLineView, token: string): PickupPlaceInLine => ({
  id: entry.id,
  token,
  pickupDate: entry.pickupDate,
  pickupLocation: entry.pickupLocation,
  pickupSlot: entry.pickupSlot,
  items: entry.items,
  what: entry.what,
  offerExpiresAt: entry.offer?.expiresAt ?? null,
});

/**
 * Her waitlist links on the shop (docs/waitlist.md): `?offer={id}&t={key}` takes her offer into
 * this phone's cart (the hold moves to its session) and opens the cart; `?place-offer=` keeps
 * the place offered at a full pickup for this phone's checkout; `?leave-line=` and
 * `?leave-place=` leave the line. The link's words go from the address once read, so a reload
 * does not act again. The calls download only when a link asks for them.
 */
export function useWaitlistLinks({
  sessionOf,
  onOffer,
  onPlaceOffer,
}: {
  /**
   * This phone's cart session, read when the link is acted on: the cart is read from storage
   * after the first render (app/providers.tsx), and the offer must go to the session it ends up
   * with, not the one the first render made up.
   */
  sessionOf: () => string;
  /** The offer, as a hold of this phone's cart: app/ puts it in the cart and opens it. */
  onOffer: (hold: Reservation, name: string) => void;
  /** The place kept for her: app/ sets her checkout's pickup and time to it and opens the cart. */
  onPlaceOffer: (place: PickupPlaceInLine) => void;
}) {
  const [params, setParams] = useSearchParams();
  const offer = params.get('offer');
  const leave = params.get('leave-line');
  const placeOffer = params.get('place-offer');
  const leavePlace = params.get('leave-place');
  const token = linkKeyIn(params);
  const removePlace = useWaitlistPlaces((state) => state.remove);
  const addPickupPlace = useWaitlistPlaces((state) => state.addPickupPlace);
  const removePickupPlace = useWaitlistPlaces((state) => state.removePickupPlace);
  useEffect(() => {
    if (!token || (!offer && !leave && !placeOffer && !leavePlace)) return;
    void (async () => {
      const api = await import('./api');
      const sessionId = sessionOf();
      try {
        if (offer) {
          const taken = await takeOffer(offer, token, sessionId);
          if (taken) {
            onOffer(taken.hold, taken.name);
            toast(
              'Held for You',
              `${taken.hold.quantity} ${taken.name} until ${keptUntil(taken.hold.expiresAt)}: check out to take it.`,
            );
          }
        } else if (placeOffer) {
          const { entry } = await api.claimPlaceOffer(placeOffer, token, sessionId);
          const place = pickupPlaceOf(entry, token);
          addPickupPlace(place);
          onPlaceOffer(place);
          toast(
            'A Place Is Yours',
            `We keep ${entry.what} for you until ${keptUntil(entry.offer!.expiresAt)}: fill your cart and check out.`,
          );
        } else if (leave) {
          const { entry } = await api.leaveLine(leave, token);
          removePlace(leave);
          toast('You Left the Line', `For ${entry.name}.`);
        } else if (leavePlace) {
          const { entry } = await api.leavePlaceLine(leavePlace, token);
          removePickupPlace(leavePlace);
          toast('You Left the Line', `For ${entry.what}.`);
        }
      } catch (error) {
        toastFailure(offer || placeOffer ? 'Offer Ended' : 'Not Done', failureText(error, 'Please try again.'));
        if (offer) removePlace(offer);
        if (placeOffer) removePickupPlace(placeOffer);
      }
      setParams({}, { replace: true });
    })();
    // Once per link: the address is cleared after.
  }, [offer, leave, placeOffer, leavePlace, token]);
}
