import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { OwnerStandingOrder } from '#shared/standing-orders';
import { useAdminEdit } from '../../../sync/use-admin-edit';

const linesText = (lines: OwnerStandingOrder['lines']) =>
  lines.map((line) => `${line.quantity} ${line.name}`).join(', ');

/**
 * The owner's yes or no to what a regular asks: a standing order, or more every week than she
 * agreed to (it waits for her: docs/standing-orders.md, "Changing her lines"). Nothing when
 * nothing is asked. The regular is told either way, with the reason she gives.
 */
export function StandingAnswer({ standing, who }: { standing: OwnerStandingOrder; who: string }) {
  const { edit, busy } = useAdminEdit();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const request = standing.status === 'requested';
  const raise = !request && standing.pendingLines ? standing.pendingLines : null;
  if (!request && !raise) return null;
  const what = request ? `${who}'s order every week` : `more every week for ${who}`;
  return (
    <Stack gap={1}>
      {raise && (
        <Typography level="body-md" color="warning">
          Asks for more every week: {linesText(raise)} (now {linesText(standing.lines)}). Until you say yes, each week
          is placed as now.
        </Typography>
      )}
      <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
        <Button
          loading={busy}
          onClick={() =>
            void edit({ kind: 'approve-standing-order', id: standing.id }, `Yes to ${what}`, {
              done: ['Approved', `${who} hears of it by e-mail.`],
              failed: ['Not Approved', ''],
            })
          }
        >
          {request ? 'Approve' : 'Approve the change'}
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
                  `No to ${what}`,
                  { done: ['Declined', `${who} hears of it by e-mail.`], failed: ['Not Declined', ''] },
                )
              }
            >
              Decline
            </Button>
          </>
        ) : (
          <Button color="danger" variant="plain" onClick={() => setDeclining(true)}>
            {request ? 'Decline…' : 'Decline the change…'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
