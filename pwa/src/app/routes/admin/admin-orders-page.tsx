import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { bakery } from '#shared/bakery';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { downloadOrdersCsv, useOrders, usePickups } from '../../../features/admin-orders/api';
import { OrderCard } from '../../../features/admin-orders/components/order-card';
import { OrderFiltersBar } from '../../../features/admin-orders/components/order-filters-bar';
import { PickupFigures } from '../../../features/admin-orders/components/pickup-figures';
import { PrintableOrders } from '../../../features/admin-orders/components/printable-orders';
import { PrintStyles } from '../../../features/admin-orders/components/print-styles';
import {
  anyFilters,
  defaultPickupDate,
  pickupDays,
  pickupFigures,
  type OrderFilters,
} from '../../../features/admin-orders/order-filters';
import { usePickupSettings } from '../../../features/catalogue/api';
import { failureText } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/toast';
import { AdminHeading } from './admin-heading';

const PAGE = 100;

export function AdminOrdersPage() {
  return (
    <AccessGate>
      <OrdersView />
    </AccessGate>
  );
}

/** The owner's orders by pickup (CONTRACT.md section 8): the next pickup first, then any she picks. */
function OrdersView() {
  const settings = usePickupSettings().data;
  const pickups = usePickups();
  const homeAddress = settings?.pickupAddress || bakery.defaultPickupAddress;
  const nextDates = settings?.nextPickupDates ? Object.values(settings.nextPickupDates) : [];
  const [filters, setFilters] = useState<OrderFilters | null>(null);
  const [limit, setLimit] = useState(PAGE);

  // Open on the next pickup once the pickups are known (saved ones count when offline).
  useEffect(() => {
    if (filters || pickups.isPending) return;
    setFilters({ ...anyFilters, pickupDate: defaultPickupDate(pickups.data ?? [], nextDates) });
  }, [filters, pickups.isPending, pickups.data, nextDates]);

  const active = filters ?? anyFilters;
  const orders = useOrders(active, limit);
  const shown = orders.data ?? [];
  const figures = pickups.data ? pickupFigures(pickups.data, active.pickupDate, active.pickupLocation) : null;

  const exportCsv = () =>
    downloadOrdersCsv(active).catch((error: unknown) =>
      toastFailure('Export Failed', failureText(error, 'Try again.')),
    );

  return (
    <>
      <PrintStyles />
      <AdminHeading
        title="Order Management"
        actions={
          <>
            <Button component={RouterLink} to="/admin-new-sale">
              New sale
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/admin-bake-list${active.pickupDate ? `?pickup=${active.pickupDate}` : ''}`}
            >
              Bake list
            </Button>
            <Button variant="outlined" loading={orders.isFetching} onClick={() => orders.refetch()}>
              Refresh Orders
            </Button>
            <Button variant="outlined" disabled={shown.length === 0} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
            <Button disabled={shown.length === 0} onClick={() => window.print()}>
              Print Order Cards ({shown.length})
            </Button>
          </>
        }
      />
      <PickupFigures figures={figures} />
      <OrderFiltersBar
        filters={active}
        pickupDays={pickupDays(pickups.data ?? [], nextDates)}
        onChange={(next) => {
          setFilters(next);
          setLimit(PAGE);
        }}
      />
      {!filters || orders.isPending ? (
        <LoadingState text="Loading orders..." />
      ) : orders.isError ? (
        <ErrorState title="Error loading orders" onRetry={() => orders.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={active.pickupDate ? 'No orders for this pickup yet' : 'No orders yet'}
          text={
            active.q || active.status || active.paymentStatus || active.pickupLocation
              ? 'Try fewer filters.'
              : undefined
          }
        />
      ) : (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            {shown.map((order) => (
              <Grid key={order.id} xs={12} md={6} xl={4}>
                <OrderCard order={order} homeAddress={homeAddress} />
              </Grid>
            ))}
          </Grid>
          {shown.length >= limit && (
            <Button variant="outlined" sx={{ alignSelf: 'center' }} onClick={() => setLimit(limit + PAGE)}>
              Load more
            </Button>
          )}
        </Stack>
      )}
      <PrintableOrders orders={shown} homeAddress={homeAddress} />
    </>
  );
}
