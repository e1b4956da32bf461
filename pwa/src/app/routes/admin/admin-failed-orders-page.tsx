import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { bakery } from '#shared/bakery';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { useFailedOrders } from '../../../features/admin-orders/api';
import { DateFilter } from '../../../features/admin-orders/components/date-filter';
import { FailedOrderCard } from '../../../features/admin-orders/components/failed-order-card';
import { placedOn } from '../../../features/admin-orders/order-dates';
import { usePickupSettings } from '../../../features/catalogue/api';
import { AdminHeading } from './admin-heading';

const PAGE = 100;

export function AdminFailedOrdersPage() {
  return (
    <AccessGate>
      <FailedOrdersView />
    </AccessGate>
  );
}

function FailedOrdersView() {
  const [limit, setLimit] = useState(PAGE);
  const failed = useFailedOrders(limit);
  const settings = usePickupSettings().data;
  const places = settings ?? { pickupAddress: bakery.defaultPickupAddress };
  const [day, setDay] = useState('');
  const shown = failed.data ? placedOn(failed.data, day) : [];
  return (
    <>
      <AdminHeading
        title="Failed Orders"
        actions={
          <Button variant="outlined" loading={failed.isFetching} onClick={() => void failed.refetch()}>
            Refresh
          </Button>
        }
      />
      <Stack sx={{ mb: 2 }}>
        <DateFilter value={day} onChange={setDay} />
      </Stack>
      {failed.isPending ? (
        <LoadingState text="Loading failed orders..." />
      ) : failed.isError ? (
        <ErrorState title="Error loading failed orders" onRetry={() => void failed.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={day ? 'No failed orders for this date' : 'No failed order attempts yet'} />
      ) : (
        <Grid container spacing={2}>
          {shown.map((attempt) => (
            <Grid key={attempt.id} xs={12} md={6} xl={4}>
              <FailedOrderCard attempt={attempt} places={places} />
            </Grid>
          ))}
        </Grid>
      )}
      {(failed.data?.length ?? 0) >= limit && (
        <Stack sx={{ mt: 2, alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => setLimit(limit + PAGE)}>
            Load more
          </Button>
        </Stack>
      )}
    </>
  );
}
