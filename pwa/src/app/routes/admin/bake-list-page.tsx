import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pickupDateText } from '#shared/pickup-date';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useBakeList } from '../../../features/admin-bake-list/api';
import { BakeListTable } from '../../../features/admin-bake-list/components/bake-list-table';
import { BakePrintStyles } from '../../../features/admin-bake-list/components/bake-print-styles';
import { PackingList } from '../../../features/admin-bake-list/components/packing-list';
import { useOrders, usePickups } from '../../../features/admin-orders/api';
import { anyFilters, defaultPickupDate, pickupDays } from '../../../features/admin-orders/order-filters';
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

/** What to bake for a pickup, and each order to pack: on a phone at 5 a.m., or on paper. */
function BakeListView() {
  const [params, setParams] = useSearchParams();
  const settings = usePickupSettings().data;
  const pickups = usePickups();
  const nextDates = settings?.nextPickupDates ? Object.values(settings.nextPickupDates) : [];
  const chosen = params.get('pickup') ?? (pickups.isPending ? '' : defaultPickupDate(pickups.data ?? [], nextDates));
  const list = useBakeList(chosen);
  const orders = useOrders({ ...anyFilters, pickupDate: chosen }, 500);
  const [telling, setTelling] = useState(false);

  return (
    <>
      <BakePrintStyles />
      <AdminHeading
        title="Bake List"
        actions={
          <>
            <Button variant="outlined" disabled={!chosen} onClick={() => setTelling(true)}>
              Tell customers
            </Button>
            <Button disabled={!list.data} onClick={() => window.print()}>
              Print
            </Button>
          </>
        }
      />
      <Stack direction="row" sx={{ mb: 2 }} className="no-print">
        <FormControl sx={{ minWidth: 260 }}>
          <FormLabel id="bake-pickup-label">Pickup</FormLabel>
          <Select
            aria-labelledby="bake-pickup-label"
            value={chosen || null}
            placeholder="Choose a pickup"
            onChange={(_event, value) => value && setParams({ pickup: value })}
          >
            {pickupDays(pickups.data ?? [], nextDates).map((day) => (
              <Option key={day} value={day}>
                {pickupDateText(day)}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Tabs defaultValue="bake" sx={{ bgcolor: 'transparent' }}>
        <TabList className="no-print">
          <Tab value="bake">Bake</Tab>
          <Tab value="pack">Pack</Tab>
        </TabList>
        <TabPanel value="bake" sx={{ px: 0 }}>
          {!chosen || list.isPending ? (
            <LoadingState text="Loading the bake list..." />
          ) : list.isError ? (
            <ErrorState title="Error loading the bake list" onRetry={() => list.refetch()} />
          ) : list.data.lines.length === 0 ? (
            <EmptyState title="Nothing to bake yet" text={`No orders for ${pickupDateText(chosen)} so far.`} />
          ) : (
            <BakeListTable lines={list.data.lines} />
          )}
        </TabPanel>
        <TabPanel value="pack" sx={{ px: 0 }}>
          {orders.isPending ? (
            <LoadingState text="Loading orders..." />
          ) : orders.isError ? (
            <ErrorState title="Error loading orders" onRetry={() => orders.refetch()} />
          ) : (
            <PackingList orders={orders.data} />
          )}
        </TabPanel>
      </Tabs>
      {telling && chosen && <NoticeDialog pickupDate={chosen} onClose={() => setTelling(false)} />}
    </>
  );
}
