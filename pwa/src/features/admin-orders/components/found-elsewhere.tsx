import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import { useOrders } from '../api';
import type { OrderFilters } from '../order-filters';

const LOOK = 50;

/**
 * A search on one pickup also looks at the others: a customer of last week's pickup is not
 * "not found" because the page opened on this week's. Says how many match elsewhere, with a
 * way to see them.
 */
export function FoundElsewhere({ filters, onShowAll }: { filters: OrderFilters; onShowAll: () => void }) {
  const searching = Boolean(filters.q.trim() && filters.pickupDate);
  const everywhere = useOrders({ ...filters, pickupDate: '' }, LOOK, searching);
  if (!searching || !everywhere.data) return null;
  const elsewhere = everywhere.data.filter((order) => order.pickupDate !== filters.pickupDate).length;
  if (elsewhere === 0) return null;
  return (
    <Alert
      color="primary"
      variant="soft"
      sx={{ mb: 2 }}
      role="status"
      endDecorator={
        <Button size="sm" variant="solid" onClick={onShowAll}>
          Show them
        </Button>
      }
    >
      {elsewhere >= LOOK ? `${LOOK} or more` : elsewhere} found in other pickups.
    </Alert>
  );
}
