import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paymentMethodNames, pickupLocationNames } from '#shared/bakery';
import { pickupDateText } from '#shared/pickup-date';
import { standingStatusLabels, type StandingOrderView, type StandingWeek } from '#shared/standing-orders';
import { messageOf } from '../../../sync/outbox';
import { useChangeStanding } from '../api';
import { StandingLinesEditor } from './standing-lines-editor';

const weekWords: Record<StandingWeek['outcome'], string> = {
  coming: 'Placed when orders open',
  placed: 'Placed',
  skipped: 'Skipped',
  refused: 'Not placed',
};

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
  const where = `${pickupLocationNames[standing.pickupLocation]}${standing.pickupSlot ? ` at ${standing.pickupSlot}` : ''}`;
  const act = (request: Parameters<typeof change.mutate>[0]) => change.mutate(request);
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
      <section aria-label="Every week">
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {standing.lines.map((line) => (
            <ListItem key={`${line.product}:${line.flavor ?? ''}`}>
              {line.quantity} × {line.name} · ${line.unitPrice} each
            </ListItem>
          ))}
        </List>
        <Typography level="body-md">
          At most ${standing.weeklyTotal} a week ({paymentMethodNames[standing.paymentMethod]} at pickup) · {where}
        </Typography>
        {standing.pendingLines && (
          <Alert color="warning" variant="soft" sx={{ mt: 1 }}>
            You asked for more: {standing.pendingLines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}. It
            waits for the bakery’s yes, and we write to you when it answers; until then each week comes as above.
          </Alert>
        )}
      </section>
      {change.isError && (
        <Alert color="danger" role="alert">
          {messageOf(change.error)}
        </Alert>
      )}
      <section aria-labelledby="weeks-title">
        <Typography level="title-md" id="weeks-title">
          Weeks
        </Typography>
        <List sx={{ '--ListItem-paddingX': 0 }}>
          {standing.weeks.map((week) => (
            <ListItem
              key={week.pickupDate}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
            >
              <span>
                <strong>{pickupDateText(week.pickupDate)}</strong>: {weekWords[week.outcome]}
                {week.orderNumber && week.orderPage ? (
                  <>
                    {' '}
                    <Link component={RouterLink} to={week.orderPage}>
                      order #{week.orderNumber}
                    </Link>
                  </>
                ) : null}
                {week.reason ? `: ${week.reason}` : ''}
              </span>
              {running && week.outcome === 'coming' && (
                <Button
                  size="sm"
                  variant="outlined"
                  disabled={!online || change.isPending}
                  onClick={() => act({ kind: 'skip', pickupDate: week.pickupDate })}
                >
                  Skip this week
                </Button>
              )}
              {running && week.outcome === 'skipped' && (
                <Button
                  size="sm"
                  variant="plain"
                  disabled={!online || change.isPending}
                  onClick={() => act({ kind: 'unskip', pickupDate: week.pickupDate })}
                >
                  Take back the skip
                </Button>
              )}
            </ListItem>
          ))}
        </List>
        {!running && (
          <Typography level="body-sm">
            {standing.status === 'paused'
              ? 'No week is placed while it is paused.'
              : 'It has ended: no more weeks are placed.'}
          </Typography>
        )}
      </section>
      {editing ? (
        <StandingLinesEditor
          standing={standing}
          busy={change.isPending}
          onSave={(lines) => change.mutate({ kind: 'lines', lines }, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        !ended && (
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button variant="outlined" disabled={!online} onClick={() => setEditing(true)}>
              Change what comes
            </Button>
            {pausedByBakery ? (
              <Typography level="body-sm" sx={{ alignSelf: 'center' }}>
                The bakery paused it: write to {contactEmail} to start it again.
              </Typography>
            ) : (
              standing.status !== 'requested' && (
                <Button
                  variant="outlined"
                  disabled={!online || change.isPending}
                  onClick={() => act({ kind: 'pause', paused: standing.status === 'active' })}
                >
                  {standing.status === 'active' ? 'Pause it' : 'Go on again'}
                </Button>
              )
            )}
            {stopping ? (
              <Button color="danger" loading={change.isPending} onClick={() => act({ kind: 'cancel' })}>
                Yes, stop it for good
              </Button>
            ) : (
              <Button variant="plain" color="danger" disabled={!online} onClick={() => setStopping(true)}>
                Stop it
              </Button>
            )}
          </Stack>
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
