import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useAdminInventory } from '../../../features/admin-inventory/api';
import { useStandingOrders } from '../../../features/admin-standing/api';
import { StandingCard } from '../../../features/admin-standing/components/standing-card';
import { StandingSettingsCard } from '../../../features/admin-standing/components/standing-settings-card';
import { WeeksNotPlaced } from '../../../features/admin-standing/components/weeks-not-placed';
import {
  useWaitingStandingEdits,
  waitingStateOf,
  withWaitingEdits,
} from '../../../features/admin-standing/pending-standing';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { AdminHeading } from './admin-heading';

export function StandingPage() {
  return (
    <AccessGate>
      <StandingView />
    </AccessGate>
  );
}

/**
 * Standing orders (docs/standing-orders.md): the weeks not placed, her rules, then her regulars,
 * requests first, each as the server has it with her edits still waiting on top.
 */
function StandingView() {
  const list = useStandingOrders();
  const inventory = useAdminInventory();
  const waiting = useWaitingStandingEdits();
  const regulars = list.data ? withWaitingEdits(list.data.standingOrders, waiting) : [];
  const requests = regulars.filter((each) => each.status === 'requested' || each.pendingLines).length;
  return (
    <>
      <AdminHeading title="Standing Orders" />
      {list.isPending || inventory.isPending ? (
        <LoadingState text="Loading standing orders..." />
      ) : list.isError ? (
        <ErrorState title="Error loading standing orders" onRetry={() => list.refetch()} />
      ) : (
        <Stack spacing={3}>
          <WeeksNotPlaced standingOrders={regulars} />
          <StandingSettingsCard
            key={JSON.stringify(list.data.settings)}
            settings={list.data.settings}
            products={(inventory.data ?? []).map((product) => ({ id: product.id, name: product.name }))}
          />
          <Stack spacing={1.5} component="section" aria-labelledby="regulars-title">
            <Typography level="title-lg" component="h2" id="regulars-title">
              Regulars{requests > 0 ? ` (${requests} asking)` : ''}
            </Typography>
            {regulars.length === 0 ? (
              <EmptyState
                title="No standing orders yet"
                text="Customers ask for one from their order page, for the products you choose above."
              />
            ) : (
              regulars.map((standing) => (
                <StandingCard key={standing.id} standing={standing} waiting={waitingStateOf(standing.id, waiting)} />
              ))
            )}
          </Stack>
        </Stack>
      )}
    </>
  );
}
