import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Reservation } from '#shared/cart';
import { lazyDateFormat } from '#shared/date-format';
import { failureText } from '../../lib/api-client';
import { toast, toastFailure } from '../../lib/toast';
import { useWaitlistPlaces } from './store';

const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });

/**
 * Her waitlist links on the shop (docs/waitlist.md): `?offer={id}&t={key}` takes her offer into
 * this phone's cart (the hold moves to its session) and opens the cart; `?leave-line={id}&t=`
 * leaves the line. The link's words go from the address once read, so a reload does not act
 * again. The calls download only when a link asks for them.
 */
export function useWaitlistLinks({
  sessionId,
  onOffer,
}: {
  sessionId: string;
  /** The offer, as a hold of this phone's cart: app/ puts it in the cart and opens it. */
  onOffer: (hold: Reservation, name: string) => void;
}) {
  const [params, setParams] = useSearchParams();
  const offer = params.get('offer');
  const leave = params.get('leave-line');
  const token = params.get('t');
  const removePlace = useWaitlistPlaces((state) => state.remove);
  useEffect(() => {
    if (!token || (!offer && !leave)) return;
    void (async () => {
      const api = await import('./api');
      try {
        if (offer) {
          const { entry } = await api.claimOffer(offer, token, sessionId);
          if (entry.offer) {
            const { reservationId, unitPrice, expiresAt } = entry.offer;
            onOffer(
              {
                id: reservationId,
                productId: entry.productId,
                flavor: entry.flavor,
                quantity: entry.quantity,
                unitPrice,
                expiresAt,
              },
              entry.name,
            );
            toast(
              'Held for You',
              `${entry.quantity} ${entry.name} until ${timeFormat.format(new Date(expiresAt))}: check out to take it.`,
            );
          }
          removePlace(offer);
        } else if (leave) {
          const { entry } = await api.leaveLine(leave, token);
          removePlace(leave);
          toast('You Left the Line', `For ${entry.name}.`);
        }
      } catch (error) {
        toastFailure(offer ? 'Offer Ended' : 'Not Done', failureText(error, 'Please try again.'));
        if (offer) removePlace(offer);
      }
      setParams({}, { replace: true });
    })();
    // Once per link: the address is cleared after.
  }, [offer, leave, token]);
}
