import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { bakery } from '#shared/bakery';
import { formatDollars } from '#shared/money';
import { StatCard } from '../../../components/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { useOrders } from '../../../features/admin-orders/api';
import { DateFilter } from '../../../features/admin-orders/components/date-filter';
import { OrderCard } from '../../../features/admin-orders/components/order-card';
import { PrintableOrders } from '../../../features/admin-orders/components/printable-orders';
import { PrintStyles } from '../../../features/admin-orders/components/print-styles';
import { placedOn, revenueCents } from '../../../features/admin-orders/order-dates';
import { usePickupSettings } from '../../../features/catalogue/api';
import { AdminHeading } from './admin-heading';

export function AdminOrdersPage() {
  return (
    <AccessGate>
      <OrdersView />
    </AccessGate>
  );
}

function OrdersView() {
  const orders = useOrders();
  const homeAddress = usePickupSettings().data?.pickupAddress || bakery.defaultPickupAddress;
  const [day, setDay] = useState('');
  const shown = orders.data ? placedOn(orders.data, day) : [];

  return (
    <>
      <PrintStyles />
      <AdminHeading
        title="Order Management"
        actions={
          <>
            <Button variant="outlined" loading={orders.isFetching} onClick={() => void orders.refetch()}>
              Refresh Orders
            </Button>
            <Button disabled={shown.length === 0} onClick={() => window.print()}>
              Print Order Cards ({shown.length})
            </Button>
          </>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid xs={4}>
          <StatCard label="Total Orders" value={orders.data?.length ?? '-'} />
        </Grid>
        <Grid xs={4}>
          <StatCard label="Total Revenue" value={orders.data ? formatDollars(revenueCents(orders.data)) : '-'} />
        </Grid>
        <Grid xs={4}>
          <StatCard label={day ? 'On this date' : 'Showing'} value={shown.length} />
        </Grid>
      </Grid>
      <Stack sx={{ mb: 2 }}>
        <DateFilter value={day} onChange={setDay} />
      </Stack>
      {orders.isPending ? (
        <LoadingState text="Loading orders..." />
      ) : orders.isError ? (
        <ErrorState title="Error loading orders" onRetry={() => void orders.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={day ? 'No orders for selected date' : 'No orders yet'} />
      ) : (
        <Grid container spacing={2}>
          {shown.map((order) => (
            <Grid key={order.id} xs={12} md={6} xl={4}>
              <OrderCard order={order} homeAddress={homeAddress} />
            </Grid>
          ))}
        </Grid>
      )}
      <PrintableOrders orders={shown} homeAddress={homeAddress} />
    </>
  );
}
