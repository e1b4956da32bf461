import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { pickupLocationNames } from '#shared/bakery';
import { pickupDateText } from '#shared/pickup-date';
import { standingStatusLabels, type OwnerStandingOrder } from '#shared/standing-orders';
import { useAdminEdit } from '../../../sync/use-admin-edit';

/**
 * One regular: who, what every week and where, her last and coming weeks, and, for a request,
 * the owner's yes or no (with why, which she is told).
 */
export function StandingCard({ standing }: { standing: OwnerStandingOrder }) {
  const { edit, busy } = useAdminEdit();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const who = `${standing.firstName} ${standing.lastName}`;
  const lastWeeks = standing.weeks.filter((week) => week.outcome !== 'coming').slice(-3);
  return (
    <Card variant="outlined" component="article" aria-label={`Standing order of ${who}`}>
      <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
        <Typography level="title-md">{who}</Typography>
        <Chip
          size="sm"
          variant="soft"
          color={standing.status === 'requested' ? 'warning' : standing.status === 'active' ? 'success' : 'neutral'}
        >
          {standing.status === 'requested' ? 'Asks' : standingStatusLabels[standing.status]}
        </Chip>
      </Stack>
      <Typography level="body-sm">
        {standing.email} · {standing.phone}
      </Typography>
      <Typography level="body-md">
        {standing.lines.map((line) => `${line.quantity} ${line.name}`).join(', ')} · at most ${standing.weeklyTotal} ·{' '}
        {pickupLocationNames[standing.pickupLocation]}
        {standing.pickupSlot ? ` at ${standing.pickupSlot}` : ''}
      </Typography>
      {lastWeeks.length > 0 && (
        <Typography level="body-sm">
          {lastWeeks
            .map(
              (week) =>
                `${pickupDateText(week.pickupDate)}: ${week.outcome}${week.orderNumber ? ` #${week.orderNumber}` : ''}${week.reason ? ` (${week.reason})` : ''}`,
            )
            .join(' · ')}
        </Typography>
      )}
      {standing.status === 'requested' && (
        <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
          <Button
            loading={busy}
            onClick={() =>
              void edit({ kind: 'approve-standing-order', id: standing.id }, `Yes to ${who}'s order every week`, {
                done: ['Approved', `${who} hears of it by e-mail.`],
                failed: ['Not Approved', ''],
              })
            }
          >
            Approve
          </Button>
          {declining ? (
            <>
              <Input
                size="sm"
                placeholder="Why (she is told)"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                slotProps={{ input: { maxLength: 300, 'aria-label': 'Why you decline' } }}
              />
              <Button
                color="danger"
                variant="outlined"
                onClick={() =>
                  void edit(
                    { kind: 'decline-standing-order', id: standing.id, reason: reason.trim() || undefined },
                    `No to ${who}'s order every week`,
                    {
                      done: ['Declined', `${who} hears of it by e-mail.`],
                      failed: ['Not Declined', ''],
                    },
                  )
                }
              >
                Decline
              </Button>
            </>
          ) : (
            <Button color="danger" variant="plain" onClick={() => setDeclining(true)}>
              Decline…
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
