import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMeta, useOutboxEntries } from '../db/live';
import { useOnline } from '../lib/connectivity';
import { Link as RouterLink } from 'react-router-dom';
import { adminOutbox, listsAffectedBy, reopenPath } from './admin-outbox';
import { lazyDateFormat } from '#shared/date-format';

const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });

/** The admin header's line on syncing: online or not, edits waiting, the last sync. */
export function SyncChip() {
  const online = useOnline();
  const entries = useOutboxEntries('admin');
  const lastSyncAt = useMeta<number>('lastSyncAt');
  const waiting = entries.length;
  return (
    <Stack direction="row" spacing={0.75} alignItems="center" role="status" aria-label="Sync status">
      <Chip size="sm" variant="soft" color={online ? 'success' : 'warning'}>
        {online ? 'Online' : 'Offline'}
      </Chip>
      {waiting > 0 && (
        <Chip size="sm" variant="soft" color="primary">
          {waiting} pending
        </Chip>
      )}
      {lastSyncAt && (
        <Typography level="body-xs" sx={{ display: { xs: 'none', sm: 'block' } }}>
          Synced {timeFormat.format(new Date(lastSyncAt))}
        </Typography>
      )}
    </Stack>
  );
}

/** An edit the server refused stops the queue: the owner sees which and why, and decides. */
export function RefusedEditBanner() {
  const queryClient = useQueryClient();
  const failed = useOutboxEntries('admin').find((entry) => entry.status === 'failed');
  if (!failed?.seq) return null;
  const seq = failed.seq;
  const fixAt = reopenPath(failed.kind, seq);
  const discard = async () => {
    await adminOutbox(queryClient).discard(seq);
    // What was shown for the edit goes back to what the server has.
    for (const key of listsAffectedBy(failed.kind)) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return (
    <Alert color="danger" variant="soft" role="alert" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <Typography textColor="inherit">
          Not saved: {failed.description}. {failed.error}
        </Typography>
        <Stack direction="row" spacing={1}>
          {fixAt && (
            <Button size="sm" color="danger" component={RouterLink} to={fixAt}>
              Fix it
            </Button>
          )}
          <Button size="sm" color="danger" onClick={() => void adminOutbox(queryClient).retry(seq)}>
            Retry
          </Button>
          <Button size="sm" color="danger" variant="outlined" onClick={() => void discard()}>
            Discard
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
