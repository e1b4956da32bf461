import { Suspense, useState } from 'react';
import { onDemand } from '../../../lib/on-demand';
import './subscribe-offer.css';

// The form, its validation and the push code download on the first tap, not with the page.
const SubscribeDialog = onDemand(() => import('./subscribe-dialog'), 'SubscribeDialog');

/**
 * Under the ordering banner: the way to hear of the next opening without remembering to look.
 * While orders are open it offers the opening after this one, in words that say so ("Tell me
 * when orders open" under an open shop read as if they were not).
 */
export function SubscribeOffer({ ordersOpen }: { ordersOpen: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="subscribe-offer">
      <p>{ordersOpen ? 'Orders are open now, and open again every week.' : 'Ordering opens every week.'}</p>
      <button
        type="button"
        className="subscribe-offer-button"
        onPointerEnter={() => void SubscribeDialog.preload()}
        onClick={() => setOpen(true)}
      >
        {ordersOpen ? 'Tell me when they open again' : 'Tell me when orders open'}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog
            title={ordersOpen ? 'Tell me when orders open again' : 'Tell me when orders open'}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
