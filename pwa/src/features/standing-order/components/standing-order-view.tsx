import Alert from '@mui/joy/Alert';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { standingStatusLabels, type StandingOrderView } from '#shared/standing-orders';
import { messageOf } from '../../../sync/outbox';
import { useChangeStanding } from '../api';
import { StandingLinesEditor } from './standing-lines-editor';
import { EveryWeekSection, StandingActions, WeeksSection, type StandingChange } from './standing-sections';

/**
 * Her standing order (docs/standing-orders.md): what comes every week and at most what it
 * costs, her coming weeks (each skipped or taken back with one tap), the last ones (placed,
 * skipped, or not placed and why), and pause, change or stop.
 */
export function StandingOrderView({
  standing,
  token,
  online,
  contactEmail,
}: {
  standing: StandingOrderView;
  token: string;
  online: boolean;
  /** Where she writes to the bakery (its settings: bakery.ts contactEmailOf). */
  contactEmail: string;
}) {
  const change = useChangeStanding(standing.id, token);
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const running = standing.status === 'active' || standing.status === 'requested';
  const ended = standing.status === 'cancelled' || standing.status === 'declined';
  // A pause the bakery made is the bakery's to lift (docs/standing-orders.md).
  const pausedByBakery = standing.status === 'paused' && standing.statusBy === 'bakery';
  const act = (request: StandingChange) => change.mutate(request);
  return (
    <Card variant="outlined" component="article" aria-label="Your order every week" sx={{ gap: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} flexWrap="wrap">
        <Typography level="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
          Your order every week
        </Typography>
        <Chip color={standing.status === 'active' ? 'success' : ended ? 'danger' : 'warning'} variant="soft">
          {pausedByBakery ? 'Paused by the bakery' : standingStatusLabels[standing.status]}
        </Chip>
      </Stack>
      {standing.status === 'requested' && (
        <Typography level="body-md">The bakery says yes first: we will write to you when it does.</Typography>
      )}
      {standing.statusReason && <Typography level="body-md">{standing.statusReason}</Typography>}
      <EveryWeekSection standing={standing} />
      {change.isError && (
        <Alert color="danger" role="alert">
          {messageOf(change.error)}
        </Alert>
      )}
      <WeeksSection standing={standing} running={running} canChange={online && !change.isPending} act={act} />
      {editing ? (
        <StandingLinesEditor
          standing={standing}
          busy={change.isPending}
          onSave={(lines) => change.mutate({ kind: 'lines', lines }, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        !ended && (
          <StandingActions
            standing={standing}
            online={online}
            busy={change.isPending}
            pausedByBakery={pausedByBakery}
            contactEmail={contactEmail}
            onEdit={() => setEditing(true)}
            act={act}
            stopping={stopping}
            onStop={() => setStopping(true)}
          />
        )
      )}
      {!online && <Typography level="body-sm">Changes need a connection.</Typography>}
      <Typography level="body-sm">
        A week already placed is an ordinary order: change or cancel it from its own page. Questions? Write to{' '}
        {contactEmail}.
      </Typography>
    </Card>
  );
}
