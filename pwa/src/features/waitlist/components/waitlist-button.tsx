import { Suspense, useState } from 'react';
import type { InventoryItem } from '#shared/inventory';
import { onDemand } from '../../../lib/on-demand';
import { toast } from '../../../lib/toast';
import { useWaitlistPlaces } from '../store';
import './waitlist.css';

const JoinWaitlistDialog = onDemand(() => import('./join-waitlist-dialog'), 'JoinWaitlistDialog');

/**
 * On a sold-out card (docs/waitlist.md): "Join the waitlist", or, once in line on this phone,
 * that she is, with the one-tap way out. The dialog and its calls download on the first tap.
 */
export function WaitlistButton({
  item,
  flavor,
  sessionId,
}: {
  item: InventoryItem;
  flavor: string | null;
  sessionId: string;
}) {
  const place = useWaitlistPlaces((state) =>
    state.places.find((each) => each.productId === item.id && each.flavor === flavor),
  );
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
      <JoinWaitlistDialog item={item} flavor={flavor} sessionId={sessionId} onClose={() => setOpen(false)} />
    </Suspense>
  );
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
        Join the waitlist
      </button>
      {dialog}
    </>
  );
}
