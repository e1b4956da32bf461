import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useOutboxEntries } from '../../../db/live';
import { useAdminInventory } from '../../../features/admin-inventory/api';
import { NewSaleForm } from '../../../features/admin-sales/components/new-sale-form';
import type { SaleToFix } from '../../../features/admin-sales/components/use-sale-form';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { usePickupSettings } from '../../../features/catalogue/api';
import { readEditOf } from '../../../sync/admin-edit-kind';
import { AdminHeading } from './admin-heading';

export function NewSalePage() {
  return (
    <AccessGate>
      <NewSaleView />
    </AccessGate>
  );
}

/**
 * A phone order or a sale at the stall, even with no signal (it waits in the outbox). With
 * `?fix=<entry>`, the refused sale of that outbox entry, opened to be fixed and sent again.
 */
function NewSaleView() {
  const inventory = useAdminInventory();
  const settings = usePickupSettings().data;
  const [params, setParams] = useSearchParams();
  const fixing = useSaleToFix(Number(params.get('fix')));
  return (
    <>
      <AdminHeading title={fixing ? 'Fix a Refused Sale' : 'New Sale'} />
      {inventory.isPending ? (
        <LoadingState text="Loading products..." />
      ) : inventory.isError ? (
        <ErrorState title="Error loading products" onRetry={() => inventory.refetch()} />
      ) : inventory.data.length === 0 ? (
        <EmptyState title="No products yet" />
      ) : (
        <NewSaleForm
          key={fixing?.seq ?? 'new'}
          products={inventory.data}
          settings={settings}
          fixing={fixing}
          onFixed={() => setParams({}, { replace: true })}
        />
      )}
    </>
  );
}

/** The refused sale of an outbox entry, read back with its kind's schema; none if it is gone. */
function useSaleToFix(seq: number): SaleToFix | undefined {
  const entry = useOutboxEntries('admin').find((each) => each.seq === seq && each.status === 'failed');
  const sale = entry && readEditOf(entry, 'create-manual-order');
  if (!entry || !sale) return undefined;
  return { seq, error: entry.error ?? 'The server refused it', reason: entry.reason, sale };
}
