import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useWaitlists } from '../../../features/admin-waitlist/api';
import { OfferTimeCard, WaitlistLines } from '../../../features/admin-waitlist/components/waitlist-lines';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { AdminHeading } from './admin-heading';

export function WaitlistPage() {
  return (
    <AccessGate>
      <WaitlistView />
    </AccessGate>
  );
}

/** The waitlists (docs/waitlist.md): her offer time, then each product's line and who was served. */
function WaitlistView() {
  const lines = useWaitlists();
  return (
    <>
      <AdminHeading title="Waitlists" />
      {lines.isPending ? (
        <LoadingState text="Loading waitlists..." />
      ) : lines.isError ? (
        <ErrorState title="Error loading waitlists" onRetry={() => lines.refetch()} />
      ) : (
        <Stack spacing={3}>
          <Typography level="body-md">
            When a sold-out product comes back (a cart runs out, an order is cancelled, you add stock), it goes to its
            line first, in order, held in the cart of the one whose turn it is. A place at a full pickup time that comes
            back (an order cancelled or moved) goes to that time's line the same way, kept for her checkout. Remove
            takes someone out of a line: what was kept for her goes to the next.
          </Typography>
          <OfferTimeCard key={lines.data.settings.offerMinutes} minutes={lines.data.settings.offerMinutes} />
          {lines.data.products.length === 0 && lines.data.places.length === 0 ? (
            <EmptyState
              title="Nobody has waited yet"
              text="Customers join a line from a sold-out product in the shop, or from a full pickup time at checkout."
            />
          ) : (
            <WaitlistLines products={lines.data.products} places={lines.data.places} />
          )}
        </Stack>
      )}
    </>
  );
}
