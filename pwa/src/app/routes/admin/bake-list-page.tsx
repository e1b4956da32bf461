import Button from '@mui/joy/Button';
import { Checkbox } from '../../../components/checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAddressParams } from '../../../lib/address-params';
import type { PickupLocation } from '#shared/bakery';
import { isKnownPlace } from '#shared/places';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useBakeList } from '../../../features/admin-bake-list/api';
import { BakeListTable } from '../../../features/admin-bake-list/components/bake-list-table';
import { BakePackTabs } from '../../../features/admin-bake-list/components/bake-pack-tabs';
import { BakePrintStyles, PrintHeading } from '../../../features/admin-bake-list/components/bake-print-styles';
import { PackingList } from '../../../features/admin-bake-list/components/packing-list';
import { BakeDayView, bakeDayTitle } from './bake-day-view';
import { bakeDayOf } from '#shared/bake-days';
import { pickupDateSchema } from '#shared/pickup-date';
import { usePickups, useShownOrders } from '../../../features/admin-orders/api';
import { anyFilters, pickupChoices, pickupTitle } from '../../../features/admin-orders/order-filters';
import { NoticeDialog } from '../../../features/admin-notices/components/notice-dialog';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { usePickupSettings } from '../../../features/catalogue/api';
import { AdminHeading } from './admin-heading';

export function BakeListPage() {
  return (
    <AccessGate>
      <BakeListView />
    </AccessGate>
  );
}

/**
 * What to bake for a pickup (a day and a location), and each order to pack: on a phone at
 * 5 a.m., or on paper that says which pickup it is for. An address with a day and no location
 * (an older link) shows both locations of that day.
 */
function BakeListView() {
  const chosen = useChosenPickup();
  const { pickupDate, location, bySlot, bakeDay, notADay } = chosen;
  const list = useBakeList(bakeDay ? '' : pickupDate, location, bySlot);
  // Packed in the order they are picked up.
  const { query: orders, shown } = useShownOrders(
    { ...anyFilters, pickupDate, pickupLocation: location, sort: 'slot' },
    500,
  );
  const [telling, setTelling] = useState(false);
  const title = notADay ? 'No such bake day' : bakeDay ? bakeDayTitle(bakeDay) : pickupTitle(pickupDate, location);

  return (
    <>
      <BakePrintStyles />
      <div className="no-print">
        <AdminHeading
          title="Bake List"
          actions={
            <>
              {!bakeDay && (
                <Button variant="outlined" disabled={!pickupDate} onClick={() => setTelling(true)}>
                  Tell customers
                </Button>
              )}
              <Button disabled={notADay || (!bakeDay && !list.data)} onClick={() => window.print()}>
                Print
              </Button>
            </>
          }
        />
      </div>
      <PickupChooser chosen={chosen} title={title} />
      {notADay ? (
        // A mistyped or cut-off link: no list to load, and no retry that could ever succeed.
        <EmptyState title="No such bake day" text={`"${bakeDay}" is not a day. Choose a bake day or a pickup above.`} />
      ) : bakeDay ? (
        <BakeDayView bakeDay={bakeDay} bySlot={bySlot} />
      ) : (
        <BakePackTabs
          bake={
            <>
              <PrintHeading title="Bake list" pickup={title} />
              {!pickupDate || list.isPending ? (
                <LoadingState text="Loading the bake list..." />
              ) : list.isError ? (
                <ErrorState title="Error loading the bake list" onRetry={() => list.refetch()} />
              ) : list.data.lines.length === 0 ? (
                <EmptyState title="Nothing to bake yet" text={`No orders for ${title} so far.`} />
              ) : (
                <BakeListTable lines={list.data.lines} bySlot={bySlot} />
              )}
            </>
          }
          pack={
            <>
              <PrintHeading title="Packing list" pickup={title} />
              {!pickupDate || orders.isPending ? (
                <LoadingState text="Loading orders..." />
              ) : orders.isError || !shown ? (
                <ErrorState title="Error loading orders" onRetry={() => orders.refetch()} />
              ) : (
                <PackingList orders={shown} />
              )}
            </>
          }
        />
      )}
      {telling && pickupDate && !bakeDay && (
        <NoticeDialog
          pickupDate={pickupDate}
          {...(location ? { pickupLocation: location } : {})}
          title={title}
          onClose={() => setTelling(false)}
        />
      )}
    </>
  );
}

/**
 * The pickup the address names (`?pickup=&location=&split=`), else the one orders are open for,
 * or the bake day it names (`?bake=`); and the pickups and bake days there are to choose from.
 */
function useChosenPickup() {
  const [params] = useSearchParams();
  const settings = usePickupSettings().data;
  const pickups = usePickups();
  const { choices, opening } = pickupChoices(pickups.data ?? [], settings?.nextPickupDates ?? {});
  const asked = params.get('location');
  const pickupDate = params.get('pickup') ?? (pickups.isPending ? '' : (opening?.pickupDate ?? ''));
  const location: PickupLocation | '' = params.has('pickup')
    ? asked && settings && isKnownPlace(asked, settings)
      ? asked
      : ''
    : (opening?.pickupLocation ?? '');
  // Each pickup's bake day, once each, in the pickups' order (docs/orders.md, "Bake days").
  const bakeDays = settings?.bakeDaysBefore;
  const bakeDayChoices = bakeDays ? [...new Set(choices.map((choice) => bakeDayOf(choice, bakeDays)))].sort() : [];
  const bakeDay = params.get('bake') ?? '';
  const notADay = bakeDay !== '' && !pickupDateSchema.safeParse(bakeDay).success;
  return { pickupDate, location, bySlot: params.get('split') === 'slot', choices, bakeDay, notADay, bakeDayChoices };
}

/** Which pickup to bake for (written into the address), and whether to split the list by pickup time. */
function PickupChooser(props: { chosen: ReturnType<typeof useChosenPickup>; title: string }) {
  const { pickupDate, location, bySlot, choices, bakeDay, notADay, bakeDayChoices } = props.chosen;
  const { title } = props;
  const [, changeParams] = useAddressParams();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      gap={2}
      alignItems={{ sm: 'flex-end' }}
      sx={{ mb: 2 }}
      className="no-print"
    >
      <FormControl sx={{ minWidth: 280 }}>
        <FormLabel id="bake-pickup-label">Pickup</FormLabel>
        <Select
          aria-labelledby="bake-pickup-label"
          value={pickupDate && !bakeDay ? `${pickupDate}|${location}` : null}
          placeholder="Choose a pickup"
          onChange={(_event, value) => {
            if (!value) return;
            const [day = '', where = ''] = value.split('|');
            changeParams(
              (latest) => {
                const next = new URLSearchParams(latest);
                next.delete('bake');
                next.set('pickup', day);
                if (where) next.set('location', where);
                else next.delete('location');
                return next;
              },
              { replace: false },
            );
          }}
        >
          {!location && pickupDate && <Option value={`${pickupDate}|`}>{title}</Option>}
          {choices.map((choice) => (
            <Option
              key={`${choice.pickupDate}|${choice.pickupLocation}`}
              value={`${choice.pickupDate}|${choice.pickupLocation}`}
            >
              {pickupTitle(choice.pickupDate, choice.pickupLocation)}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 240 }}>
        <FormLabel id="bake-day-label">Or a bake day</FormLabel>
        <Select
          aria-labelledby="bake-day-label"
          value={bakeDay || null}
          placeholder="Choose a bake day"
          onChange={(_event, value) => {
            if (!value) return;
            changeParams(
              (latest) => {
                const next = new URLSearchParams(latest);
                for (const key of ['pickup', 'location']) next.delete(key);
                next.set('bake', value);
                return next;
              },
              { replace: false },
            );
          }}
        >
          {bakeDay && !notADay && !bakeDayChoices.includes(bakeDay) && (
            <Option value={bakeDay}>{bakeDayTitle(bakeDay)}</Option>
          )}
          {bakeDayChoices.map((day) => (
            <Option key={day} value={day}>
              {bakeDayTitle(day)}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Checkbox
        label="Split by pickup time"
        checked={bySlot}
        onChange={(event) => {
          const checked = event.target.checked;
          changeParams((latest) => {
            const next = new URLSearchParams(latest);
            if (checked) next.set('split', 'slot');
            else next.delete('split');
            return next;
          });
        }}
      />
    </Stack>
  );
}
