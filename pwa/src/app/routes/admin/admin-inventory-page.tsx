import Stack from '@mui/joy/Stack';
import { ErrorState, LoadingState } from '../../../components/status-views';
import { InventoryCard } from '../../../features/admin-inventory/components/inventory-card';
import { placeRecordsOf } from '#shared/places';
import { PlacesCard } from '../../../features/admin-inventory/components/places-card';
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
          <>
            <PlacesCard settings={settings.data} />
            {/* Anew when a place is added or stopped (its caps and days off are on this card), even before the server answers. */}
            <SettingsCard
              key={`${settings.data.updatedAt} ${placeRecordsOf(settings.data)
                .map((place) => `${place.id}${place.active ? '' : '-'}`)
                .join(' ')}`}
              settings={settings.data}
              pickups={pickups}
            />
          </>
        )}
        <InventoryCard settings={settings.data} />
      </Stack>
    </>
  );
}
