import Stack from '@mui/joy/Stack';
import { ErrorState, LoadingState } from '../../../components/status-views';
import { InventoryCard } from '../../../features/admin-inventory/components/inventory-card';
import { SettingsCard } from '../../../features/admin-inventory/components/settings-card';
import { usePickups } from '../../../features/admin-orders/api';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { usePickupSettings } from '../../../features/catalogue/api';
import { AdminHeading } from './admin-heading';

export function AdminInventoryPage() {
  return (
    <AccessGate>
      <InventoryView />
    </AccessGate>
  );
}

function InventoryView() {
  const settings = usePickupSettings();
  // Each pickup's orders, so a day she switches off says who already ordered for it.
  const pickups = usePickups().data;
  return (
    <>
      <AdminHeading title="Inventory & Settings" />
      <Stack spacing={3}>
        {settings.isPending ? (
          <LoadingState text="Loading settings..." />
        ) : settings.isError ? (
          <ErrorState title="Error loading settings" onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsCard key={settings.data.updatedAt} settings={settings.data} pickups={pickups} />
        )}
        <InventoryCard />
      </Stack>
    </>
  );
}
