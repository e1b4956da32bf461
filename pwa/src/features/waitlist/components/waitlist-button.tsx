import { Suspense, useState } from 'react';
import type { InventoryItem } from '#shared/inventory';
import { onDemand } from '../../../lib/on-demand';
import { toast } from '../../../lib/toast';
import { useWaitlistPlaces } from '../store';
import { keptUntil } from '../take-offer';
import './waitlist.css';

const JoinWaitlistDialog = onDemand(() => import('./join-waitlist-dialog'), 'JoinWaitlistDialog');

/**
 * On a sold-out card, or one where she asks for more than is left (`quantity`), docs/waitlist.md:
 * "Join the waitlist"; once in line on this phone, that she is, with the one-tap way out; once
 * her turn is in this phone's cart, that it is. The dialog and its calls download on the first tap.
 */
export function WaitlistButton({
  item,
  flavor,
  sessionId,
  quantity,
  useInCart,
}: {
  item: InventoryItem;
  flavor: string | null;
  sessionId: string;
  quantity?: number;
  /** Whether this phone's cart holds a hold (app/ knows the cart): a hook, called on every render. */
  useInCart: (reservationId: string | undefined) => boolean;
}) {
  const place = useWaitlistPlaces((state) =>
    state.places.find((each) => each.productId === item.id && each.flavor === flavor),
  );
  const turn = useWaitlistPlaces((state) =>
    state.turns.find((each) => each.productId === item.id && each.flavor === flavor),
  );
  const turnInCart = useInCart(turn?.reservationId);
  const remove = useWaitlistPlaces((state) => state.remove);
  const [open, setOpen] = useState(false);

  async function leave() {
    if (!place) return;
    const { leaveLine } = await import('../api');
    try {
      await leaveLine(place.id, place.token);
    } catch {
      // Gone already, or no connection: this phone stops saying she is in line either way.
    }
    remove(place.id);
    toast('You Left the Line', `For ${place.name}.`);
  }

  // The dialog stays open once she joins (it says her place), whatever the card shows under it.
  const dialog = open && (
    <Suspense fallback={null}>
      <JoinWaitlistDialog
        item={item}
        flavor={flavor}
        sessionId={sessionId}
        quantity={quantity}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
  if (turn && turnInCart) {
    return (
      <p className="waitlist-place" role="status">
        Your turn: {turn.what} kept for you until {keptUntil(turn.expiresAt)}, in your cart.
      </p>
    );
  }
  if (place) {
    return (
      <>
        <p className="waitlist-place" role="status">
          You're in line: we'll tell you when it's your turn.
          <button type="button" onClick={() => void leave()}>
            Leave the line
          </button>
        </p>
        {dialog}
      </>
    );
  }
  return (
    <>
      <button type="button" className="waitlist-join" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {quantity ? `Join the waitlist for ${quantity}` : 'Join the waitlist'}
      </button>
      {dialog}
    </>
  );
}
