import Button from '@mui/joy/Button';
import { Checkbox } from '../../../components/checkbox';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PickupLocation } from '#shared/bakery';
import { toHandOver } from '#shared/order-status';
import { addCounts } from '#shared/pickup-figures';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { usePickupBookings, usePickups, useShownOrders } from '../../../features/admin-orders/api';
import { ExportMenu } from '../../../features/admin-orders/components/export-menu';
import { FoundElsewhere } from '../../../features/admin-orders/components/found-elsewhere';
import { OrderCard } from '../../../features/admin-orders/components/order-card';
import { OrderFiltersBar } from '../../../features/admin-orders/components/order-filters-bar';
import { PickupFigures } from '../../../features/admin-orders/components/pickup-figures';
import { PrintableOrders } from '../../../features/admin-orders/components/printable-orders';
import { PrintStyles } from '../../../features/admin-orders/components/print-styles';
import { SlotBoard } from '../../../features/admin-orders/components/slot-board';
import {
  addressOf,
  defaultPickupDate,
  emptyListTitle,
  filtersFromAddress,
  pickupDays,
  pickupFigures,
  pickupTitle,
  slotBoardLocations,
  type OrderFilters,
} from '../../../features/admin-orders/order-filters';

import { usePickupSettings } from '../../../features/catalogue/api';
import { useAddressParams } from '../../../lib/address-params';
import { orderFigureKeys } from '../../../lib/query-keys';
import { AdminHeading } from './admin-heading';

const PAGE = 100;

export function AdminOrdersPage() {
  return (
    <AccessGate>
      <OrdersView />
    </AccessGate>
  );
}

/**
 * The owner's orders by pickup (docs/orders.md): the next pickup first, then any she
 * picks. The filters live in the page's address, so a reload keeps them.
 */
function OrdersView() {
  const settings = usePickupSettings().data;
  const pickups = usePickups();
  const [params, changeParams] = useAddressParams();
  const nextDates = settings?.nextPickupDates ? Object.values(settings.nextPickupDates) : [];
  const [limit, setLimit] = useState(PAGE);
  const [withNoShows, setWithNoShows] = useState(false);

  // With no pickup in the address, the page opens on the next one once the pickups are known.
  const known = !pickups.isPending || params.has('pickup');
  const defaultDate = known ? defaultPickupDate(pickups.data ?? [], nextDates) : '';
  const active = filtersFromAddress(params, defaultDate);
  const setFilters = (change: Partial<OrderFilters>) => {
    changeParams((latest) => addressOf({ ...filtersFromAddress(latest, defaultDate), ...change }));
    setLimit(PAGE);
  };
  const { query: orders, shown = [], difference, waiting } = useShownOrders(active, limit, known);
  const figures = pickups.data
    ? addCounts(pickupFigures(pickups.data, active.pickupDate, active.pickupLocation), difference)
    : null;
  const printable = toHandOver(shown, withNoShows);
  const boards = slotBoardLocations(active.pickupDate, active.pickupLocation, settings, pickups.data ?? []);
  const chooseSlot = (location: PickupLocation) => (slot: string) =>
    setFilters(slot ? { pickupLocation: location, pickupSlot: slot } : { pickupSlot: '' });
  const noShows = shown.some((order) => order.status === 'no-show');
  const queryClient = useQueryClient();
  // The cards and every figure beside them (the pickup's totals, the slot board, the oven).
  const refreshAll = () =>
    void Promise.all(orderFigureKeys.map((queryKey) => queryClient.refetchQueries({ queryKey })));

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
              to={`/admin-bake-list${active.pickupDate ? `?pickup=${active.pickupDate}${active.pickupLocation ? `&location=${active.pickupLocation}` : ''}` : ''}`}
            >
              Bake list
            </Button>
            <Button variant="outlined" loading={orders.isFetching} onClick={refreshAll}>
              Refresh Orders
            </Button>
            <ExportMenu filters={active} disabled={shown.length === 0} />
            <Button disabled={printable.length === 0} onClick={() => window.print()}>
              Print Order Cards ({printable.length})
            </Button>
            {noShows && (
              <Checkbox
                label="Print no-shows too"
                checked={withNoShows}
                onChange={(event) => setWithNoShows(event.target.checked)}
                sx={{ alignSelf: 'center' }}
              />
            )}
          </>
        }
      />
      <PickupFigures figures={figures} waiting={waiting.size} />
      <OrderFiltersBar filters={active} pickupDays={pickupDays(pickups.data ?? [], nextDates)} onChange={setFilters} />
      <FoundElsewhere filters={active} onShowAll={() => setFilters({ ...active, pickupDate: '' })} />
      {boards.map((location) => (
        <PlaceSlotBoard
          key={location}
          pickupDate={active.pickupDate}
          location={location}
          chosen={active.pickupSlot}
          onChoose={chooseSlot(location)}
        />
      ))}
      {!known || orders.isPending ? (
        <LoadingState text="Loading orders..." />
      ) : orders.isError ? (
        <ErrorState title="Error loading orders" onRetry={() => orders.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={emptyListTitle(active)}
          text={
            active.q || active.status || active.paymentStatus || active.pickupLocation || active.pickupSlot
              ? 'Try fewer filters.'
              : undefined
          }
        />
      ) : (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            {shown.map((order) => (
              <Grid key={order.id} xs={12} md={6} xl={4}>
                <OrderCard order={order} hours={settings} waiting={waiting.has(order.id)} />
              </Grid>
            ))}
          </Grid>
          {(orders.data?.length ?? 0) >= limit && (
            <Button variant="outlined" sx={{ alignSelf: 'center' }} onClick={() => setLimit(limit + PAGE)}>
              Load more
            </Button>
          )}
        </Stack>
      )}
      <PrintableOrders
        orders={printable}
        hours={settings}
        title={`Order cards: ${pickupTitle(active.pickupDate, active.pickupLocation, printable)}`}
      />
    </>
  );
}

/** One place's slot board of the day: its bookings by pickup time (none shown where it has no slots or caps). */
function PlaceSlotBoard(props: {
  pickupDate: string;
  location: PickupLocation;
  chosen: string;
  onChoose: (slot: string) => void;
}) {
  const bookings = usePickupBookings(props.pickupDate, props.location).data;
  return <SlotBoard bookings={bookings} chosen={props.chosen} onChoose={props.onChoose} />;
}
