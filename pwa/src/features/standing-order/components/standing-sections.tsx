import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paymentMethodNames } from '#shared/bakery';
import { pickupDateText } from '#shared/pickup-date';
import type { StandingOrderView, StandingWeek } from '#shared/standing-orders';
import type { useChangeStanding } from '../api';
import { usePlaceLabel } from '../../../lib/her-places';

/** A change she asks for from her page (api.ts useChangeStanding). */
export type StandingChange = Parameters<ReturnType<typeof useChangeStanding>['mutate']>[0];

const weekWords: Record<StandingWeek['outcome'], string> = {
  coming: 'Placed when orders open',
  placed: 'Placed',
  skipped: 'Skipped',
  refused: 'Not placed',
};

/** What comes every week, at most what it costs, how and where; and the more she asked for, waiting. */
export function EveryWeekSection({ standing }: { standing: StandingOrderView }) {
  const placeLabel = usePlaceLabel();
  const where = `${placeLabel(standing.pickupLocation)}${standing.pickupSlot ? ` at ${standing.pickupSlot}` : ''}`;
  return (
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
  );
}

/** Her weeks, coming and past, each coming one skipped (or the skip taken back) with one tap. */
export function WeeksSection(props: {
  standing: StandingOrderView;
  /** Active or asked for: its coming weeks can be skipped. */
  running: boolean;
  /** Online, and no change on its way. */
  canChange: boolean;
  act: (change: StandingChange) => void;
}) {
  const { standing, running, canChange, act } = props;
  return (
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
                disabled={!canChange}
                onClick={() => act({ kind: 'skip', pickupDate: week.pickupDate })}
              >
                Skip this week
              </Button>
            )}
            {running && week.outcome === 'skipped' && (
              <Button
                size="sm"
                variant="plain"
                disabled={!canChange}
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
  );
}

/** Change what comes, pause it or go on again (unless the bakery paused it), and stop it (asked twice). */
export function StandingActions(props: {
  standing: StandingOrderView;
  online: boolean;
  busy: boolean;
  /** The bakery paused it: hers to lift, by writing to it. */
  pausedByBakery: boolean;
  contactEmail: string;
  onEdit: () => void;
  act: (change: StandingChange) => void;
  stopping: boolean;
  onStop: () => void;
}) {
  const { standing, online, busy, act } = props;
  return (
    <Stack direction="row" gap={1} flexWrap="wrap">
      <Button variant="outlined" disabled={!online} onClick={props.onEdit}>
        Change what comes
      </Button>
      {props.pausedByBakery ? (
        <Typography level="body-sm" sx={{ alignSelf: 'center' }}>
          The bakery paused it: write to {props.contactEmail} to start it again.
        </Typography>
      ) : (
        standing.status !== 'requested' && (
          <Button
            variant="outlined"
            disabled={!online || busy}
            onClick={() => act({ kind: 'pause', paused: standing.status === 'active' })}
          >
            {standing.status === 'active' ? 'Pause it' : 'Go on again'}
          </Button>
        )
      )}
      {props.stopping ? (
        <Button color="danger" loading={busy} onClick={() => act({ kind: 'cancel' })}>
          Yes, stop it for good
        </Button>
      ) : (
        <Button variant="plain" color="danger" disabled={!online} onClick={props.onStop}>
          Stop it
        </Button>
      )}
    </Stack>
  );
}
