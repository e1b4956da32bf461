import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { productKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useWaitlistPlaces } from './store';
import { keptUntil, takeOffer, type TakenOffer } from './take-offer';

/** At most one round of asking per this long, however busy the shop's stock is. */
const ASK_AT_MOST_EVERY_MS = 5_000;

/**
 * Her turn, seen by the phone that joined, without her e-mail or a notification
 * (docs/waitlist.md, "Her turn, on the phone that joined"). An offer is a hold, so it moves its
 * product's count: whenever the shop hears a product's stock move (the live socket, a reload),
 * and when the shop opens, this phone asks after the places in line it keeps (by their keys). An
 * offer is taken into this phone's cart, as its link would, and said; a place that ended
 * (served, let go, left, removed) is forgotten. Phones in no line ask nothing.
 */
export function useMyTurn({
  sessionOf,
  onTurn,
}: {
  /** This phone's cart session when the offer is taken (read late: see use-waitlist-links.ts). */
  sessionOf: () => string;
  /** The offer, as a hold of this phone's cart: app/ puts it in the cart. */
  onTurn: (taken: TakenOffer) => void;
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let running = false;
    let again = false;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (running) return void (again = true);
      running = true;
      try {
        do {
          again = false;
          last = Date.now();
          await askAfterPlaces(sessionOf, onTurn);
        } while (again);
      } finally {
        running = false;
      }
    };
    const soon = () => {
      timer ??= setTimeout(
        () => {
          timer = undefined;
          void ask();
        },
        Math.max(0, last + ASK_AT_MOST_EVERY_MS - Date.now()),
      );
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryKey[0] === productKeys.all[0]
      ) {
        soon();
      }
    });
    void ask();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
    // Once: sessionOf and onTurn are module functions of app/.
  }, [queryClient]);
}

/** One round: each place this phone keeps, asked after by its key. */
async function askAfterPlaces(sessionOf: () => string, onTurn: (taken: TakenOffer) => void): Promise<void> {
  const { places, remove } = useWaitlistPlaces.getState();
  if (places.length === 0) return;
  const api = await import('./api');
  for (const place of places) {
    try {
      const { entry } = await api.placeInLine(place.id, place.token);
      if (entry.status === 'waiting') continue;
      const taken = entry.status === 'offered' ? await takeOffer(place.id, place.token, sessionOf()) : null;
      remove(place.id);
      if (!taken) continue;
      onTurn(taken);
      toast(
        'Your Turn',
        `${taken.hold.quantity} ${taken.name} kept for you until ${keptUntil(taken.hold.expiresAt)}, in your cart.`,
      );
    } catch (error) {
      // Refused (the offer ended, the place is gone): forgotten. No connection: asked again later.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        remove(place.id);
      }
    }
  }
}
