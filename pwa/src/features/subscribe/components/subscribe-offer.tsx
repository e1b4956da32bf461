import { Suspense, useState } from 'react';
import { onDemand } from '../../../lib/on-demand';
import './subscribe-offer.css';

// The form, its validation and the push code download on the first tap, not with the page.
const SubscribeDialog = onDemand(() => import('./subscribe-dialog'), 'SubscribeDialog');

/** Under the ordering banner: the way to hear of the next opening without remembering to look. */
export function SubscribeOffer({ ordersOpen }: { ordersOpen: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="subscribe-offer">
      <p>{ordersOpen ? 'Ordering opens again every week.' : 'Ordering opens every week.'}</p>
      <button
        type="button"
        className="subscribe-offer-button"
        onPointerEnter={() => void SubscribeDialog.preload()}
        onClick={() => setOpen(true)}
      >
        Tell me when orders open
      </button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
