import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useAdminInventory } from '../../../features/admin-inventory/api';
import { useStandingOrders } from '../../../features/admin-standing/api';
import { StandingCard } from '../../../features/admin-standing/components/standing-card';
import { StandingSettingsCard } from '../../../features/admin-standing/components/standing-settings-card';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { AdminHeading } from './admin-heading';

export function StandingPage() {
  return (
    <AccessGate>
      <StandingView />
    </AccessGate>
  );
}

/** Standing orders (docs/standing-orders.md): her rules, then her regulars, requests first. */
function StandingView() {
  const list = useStandingOrders();
  const inventory = useAdminInventory();
  const requests = list.data?.standingOrders.filter((each) => each.status === 'requested').length ?? 0;
  return (
    <>
      <AdminHeading title="Standing Orders" />
      {list.isPending || inventory.isPending ? (
        <LoadingState text="Loading standing orders..." />
      ) : list.isError ? (
        <ErrorState title="Error loading standing orders" onRetry={() => list.refetch()} />
      ) : (
        <Stack spacing={3}>
          <StandingSettingsCard
            key={JSON.stringify(list.data.settings)}
            settings={list.data.settings}
            products={(inventory.data ?? []).map((product) => ({ id: product.id, name: product.name }))}
          />
          <Stack spacing={1.5} component="section" aria-labelledby="regulars-title">
            <Typography level="title-lg" component="h2" id="regulars-title">
              Regulars{requests > 0 ? ` (${requests} asking)` : ''}
            </Typography>
            {list.data.standingOrders.length === 0 ? (
              <EmptyState
                title="No standing orders yet"
                text="Customers ask for one from their order page, for the products you choose above."
              />
            ) : (
              list.data.standingOrders.map((standing) => <StandingCard key={standing.id} standing={standing} />)
            )}
          </Stack>
        </Stack>
      )}
    </>
  );
}
