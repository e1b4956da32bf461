import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { OwnerStandingOrder } from '#shared/standing-orders';
import { StandingAnswer } from './standing-answer';
import { StandingControls } from './standing-controls';
import { StandingWeeks } from './standing-weeks';
import { usePlaceLabel } from '../../../lib/her-places';

/** The status as the owner reads it: whether she or the regular paused or stopped it. */
function statusWords(standing: OwnerStandingOrder): { label: string; color: 'warning' | 'success' | 'neutral' } {
  const byHer = standing.statusBy === 'bakery';
  switch (standing.status) {
    case 'requested':
      return { label: 'Asks', color: 'warning' };
    case 'active':
      return { label: 'Every week', color: 'success' };
    case 'paused':
      return { label: byHer ? 'Paused by you' : 'Paused', color: 'neutral' };
    case 'declined':
      return { label: 'Declined', color: 'neutral' };
    case 'cancelled':
      return { label: byHer ? 'Stopped by you' : 'Stopped', color: 'neutral' };
  }
}

/**
 * One regular: who, what every week and where, her last and next weeks (a week not placed with
 * "Place now"), her request or her ask for more with the owner's yes or no, and the owner's
 * pause, go on and stop. `waiting`: her edits of it still in the outbox (not sent yet), or one
 * refused, which is not shown as done (the banner above says why).
 */
export function StandingCard({
  standing,
  waiting,
}: {
  standing: OwnerStandingOrder;
  waiting: 'none' | 'waiting' | 'refused';
}) {
  const placeLabel = usePlaceLabel();
  const who = `${standing.firstName} ${standing.lastName}`;
  const status = statusWords(standing);
  return (
    <Card variant="outlined" component="article" aria-label={`Standing order of ${who}`}>
      <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
        <Typography level="title-md" component="h3">
          {who}
        </Typography>
        <Stack direction="row" gap={0.5} flexWrap="wrap">
          <Chip size="sm" variant="soft" color={status.color}>
            {status.label}
          </Chip>
          {waiting !== 'none' && (
            <Chip size="sm" variant="soft" color={waiting === 'refused' ? 'danger' : 'warning'}>
              {waiting === 'refused' ? 'Not saved' : 'Not sent yet'}
            </Chip>
          )}
        </Stack>
      </Stack>
      <Typography level="body-sm">
        {standing.email} · {standing.phone}
      </Typography>
      <Typography level="body-md">
        {standing.lines.map((line) => `${line.quantity} ${line.name}`).join(', ')} · at most ${standing.weeklyTotal} ·{' '}
        {placeLabel(standing.pickupLocation)}
        {standing.pickupSlot ? ` at ${standing.pickupSlot}` : ''}
      </Typography>
      {/* The reason she gave (a no, a stop): a regular's own stop reads "Stopped by you", words for her page. */}
      {standing.statusReason && (standing.status === 'declined' || standing.statusBy === 'bakery') && (
        <Typography level="body-sm">Why: {standing.statusReason}</Typography>
      )}
      <StandingWeeks standing={standing} who={who} />
      <StandingAnswer standing={standing} who={who} />
      <StandingControls standing={standing} who={who} />
    </Card>
  );
}
