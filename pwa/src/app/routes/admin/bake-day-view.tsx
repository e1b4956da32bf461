import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { PickupLocation } from '#shared/bakery';
import { pickupDateText } from '#shared/order-text';
import type { BakeDayList, BakeList } from '#shared/owner-orders';
import { countOf } from '../../../lib/format';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useShownOrders } from '../../../features/admin-orders/api';
import { anyFilters, pickupTitle } from '../../../features/admin-orders/order-filters';
import { useBakeDay } from '../../../features/admin-bake-list/api';
import { BakeListTable } from '../../../features/admin-bake-list/components/bake-list-table';
import { BakePackTabs } from '../../../features/admin-bake-list/components/bake-pack-tabs';
import { PrintHeading } from '../../../features/admin-bake-list/components/bake-print-styles';
import { PackingList } from '../../../features/admin-bake-list/components/packing-list';

/** "Bake day Friday, December 4": a bake day as her lists name it. */
export const bakeDayTitle = (bakeDay: string) => `Bake day ${pickupDateText(bakeDay)}`;

/**
 * What to bake on a bake day (docs/orders.md, "Bake days"): everything it serves in one list,
 * then each pickup's own (by slot when asked), and the orders to pack, pickup by pickup.
 */
export function BakeDayView({ bakeDay, bySlot }: { bakeDay: string; bySlot: boolean }) {
  const list = useBakeDay(bakeDay, bySlot);
  const title = bakeDayTitle(bakeDay);
  const served = list.data?.pickups ?? [];
  return (
    <BakePackTabs
      bake={
        <>
          <PrintHeading title="Bake list" pickup={title} />
          {list.isPending ? (
            <LoadingState text="Loading the bake list..." />
          ) : list.isError ? (
            <ErrorState title="Error loading the bake list" onRetry={() => list.refetch()} />
          ) : list.data.lines.length === 0 ? (
            <EmptyState
              title="Nothing to bake yet"
              text={`No orders for the pickups of ${title.toLowerCase()} so far.`}
            />
          ) : (
            <Stack spacing={3}>
              <section aria-label={`Everything for ${title}`}>
                <Typography level="title-lg" sx={{ mb: 1 }}>
                  Everything, {servedText(served)}
                </Typography>
                {list.data.oven && (
                  <Typography level="body-md" sx={{ mb: 1 }} color={overOven(list.data.oven) ? 'danger' : 'neutral'}>
                    {ovenText(list.data.oven)}
                  </Typography>
                )}
                <BakeListTable lines={list.data.lines} />
              </section>
              {served
                .filter((pickup) => pickup.lines.length > 0)
                .map((pickup) => (
                  <section key={pickup.pickupLocation} aria-label={`For ${pickupTitleOf(pickup)}`}>
                    <Typography level="title-md" sx={{ mb: 1 }}>
                      For {pickupTitleOf(pickup)}
                    </Typography>
                    <BakeListTable lines={pickup.lines} bySlot={bySlot} />
                  </section>
                ))}
            </Stack>
          )}
        </>
      }
      pack={
        list.isPending ? (
          <LoadingState text="Loading orders..." />
        ) : (
          <Stack spacing={3}>
            {served.map((pickup) => (
              <PickupPacking key={pickup.pickupLocation} pickup={pickup} />
            ))}
          </Stack>
        )
      }
    />
  );
}

type Oven = NonNullable<BakeDayList['oven']>;
const overOven = ({ items, cap }: Oven) => cap !== null && items > cap;

/** "Oven: 52 of 60 items, 8 left", or over it (her own sales may overbook), or no cap. */
function ovenText({ items, cap }: Oven): string {
  if (cap === null) return `Oven: ${countOf(items, 'item')}, no cap set`;
  const rest = items > cap ? `${items - cap} over` : `${cap - items} left`;
  return `Oven: ${items} of ${countOf(cap, 'item')}, ${rest}`;
}

const pickupTitleOf = (pickup: BakeList) => pickupTitle(pickup.pickupDate, pickup.pickupLocation);

/** "Friday, December 4 · Home and Saturday, December 5 · Farmers market". */
const servedText = (pickups: readonly BakeList[]) => pickups.map(pickupTitleOf).join(' and ');

/** One pickup's orders to pack, as the bake list of a pickup packs them. */
function PickupPacking({ pickup }: { pickup: BakeList }) {
  const location = (pickup.pickupLocation ?? '') as PickupLocation | '';
  const { query: orders, shown } = useShownOrders(
    { ...anyFilters, pickupDate: pickup.pickupDate, pickupLocation: location, sort: 'slot' },
    500,
  );
  const title = pickupTitleOf(pickup);
  return (
    <section aria-label={`Pack for ${title}`}>
      <PrintHeading title="Packing list" pickup={title} />
      <Typography level="title-md" sx={{ mb: 1 }} className="no-print">
        {title}
      </Typography>
      {orders.isPending ? (
        <LoadingState text="Loading orders..." />
      ) : orders.isError || !shown ? (
        <ErrorState title="Error loading orders" onRetry={() => orders.refetch()} />
      ) : (
        <PackingList orders={shown} />
      )}
    </section>
  );
}
