import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { OwnerStandingOrder } from '#shared/standing-orders';
import { useAdminEdit } from '../../../sync/use-admin-edit';

/**
 * The owner's own hand on a standing order that runs (docs/standing-orders.md): pause it (then
 * it is hers to start again, not the regular's), go on again (within the pickup's cap), or stop
 * it for good, with why. The regular is told each time.
 */
export function StandingControls({ standing, who }: { standing: OwnerStandingOrder; who: string }) {
  const { edit, busy } = useAdminEdit();
  const [stopping, setStopping] = useState(false);
  const [reason, setReason] = useState('');
  if (standing.status !== 'active' && standing.status !== 'paused') return null;
  const paused = standing.status === 'paused';
  return (
    <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        loading={busy}
        onClick={() =>
          void edit(
            { kind: 'pause-standing-order', id: standing.id, paused: !paused },
            `${who}'s order every week ${paused ? 'going on again' : 'paused'}`,
            {
              done: [paused ? 'Going On Again' : 'Paused', `${who} hears of it by e-mail.`],
              failed: [paused ? 'Not Started Again' : 'Not Paused', ''],
            },
          )
        }
      >
        {paused ? 'Go on again' : 'Pause'}
      </Button>
      {stopping ? (
        <>
          <Input
            size="sm"
            placeholder="Why (she is told)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ input: { maxLength: 300, 'aria-label': `Why you stop ${who}'s order every week` } }}
          />
          <Button
            size="sm"
            color="danger"
            onClick={() =>
              void edit(
                { kind: 'stop-standing-order', id: standing.id, reason: reason.trim() || undefined },
                `${who}'s order every week stopped`,
                { done: ['Stopped', `${who} hears of it by e-mail.`], failed: ['Not Stopped', ''] },
              )
            }
          >
            Stop for good
          </Button>
          <Button size="sm" variant="plain" color="neutral" onClick={() => setStopping(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button size="sm" variant="plain" color="danger" onClick={() => setStopping(true)}>
          Stop…
        </Button>
      )}
    </Stack>
  );
}
