import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useAdminInventory } from '../../../features/admin-inventory/api';
import { NewSaleForm } from '../../../features/admin-sales/components/new-sale-form';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { usePickupSettings } from '../../../features/catalogue/api';
import { AdminHeading } from './admin-heading';

export function NewSalePage() {
  return (
    <AccessGate>
      <NewSaleView />
    </AccessGate>
  );
}

/** A phone order or a sale at the stall, even with no signal (it waits in the outbox). */
function NewSaleView() {
  const inventory = useAdminInventory();
  const settings = usePickupSettings().data;
  return (
    <>
      <AdminHeading title="New Sale" />
      {inventory.isPending ? (
        <LoadingState text="Loading products..." />
      ) : inventory.isError ? (
        <ErrorState title="Error loading products" onRetry={() => inventory.refetch()} />
      ) : inventory.data.length === 0 ? (
        <EmptyState title="No products yet" />
      ) : (
        <NewSaleForm products={inventory.data} nextPickupDates={settings?.nextPickupDates} />
      )}
    </>
  );
}
