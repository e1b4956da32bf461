import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMeta, useOutboxEntries } from '../db/live';
import { useOnline } from '../lib/connectivity';
import { Link as RouterLink } from 'react-router-dom';
import { adminOutbox, dropAdminEdit, refusalWords, reopenPath } from './admin-outbox';
import { stuckEdit, waitingWords } from './waiting-edits';
import { lazyDateFormat } from '#shared/date-format';

const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });

/** Read by a screen reader, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Styles for a phone's width only (Joy's `sm` breakpoint and below it). */
const onPhone = (styles: object) => ({ '@media (max-width: 599.95px)': styles });

/** Re-renders every `ms`: for "waited a minute" to become true on a screen nobody touches. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * The admin header's line on syncing, on every owner screen (docs/client.md, "Offline"): online
 * or not, how many edits wait, when the server last took one, and a warning when an edit has not
 * gone through for a minute while online. A tap on it opens the list of her waiting edits, each
 * with where it stands.
 */
export function SyncChip() {
  const online = useOnline();
  const entries = useOutboxEntries('admin');
  const lastSyncAt = useMeta<number>('lastSyncAt');
  const now = useNow(10_000);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const waiting = entries.length;
  const stuck = stuckEdit(entries, online, now);
  const refusedAt = entries.findIndex((entry) => entry.status === 'failed');
  return (
    <>
      {/* The line is a live status; a tap on it opens the list. */}
      <Box role="status" aria-label="Sync status">
        <Button
          size="sm"
          variant="plain"
          color="neutral"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          sx={{ px: 0.25, minHeight: 32 }}
        >
          <Stack direction="row" spacing={0.5} alignItems="center">
            {/* Its name is what it shows, after these words for a screen reader. */}
            <Box component="span" sx={visuallyHidden}>
              Your edits:
            </Box>
            {/* "Not going through" happens only online: on a phone it takes the place of "Online". */}
            <Chip
              size="sm"
              variant="soft"
              color={online ? 'success' : 'warning'}
              sx={stuck ? onPhone(visuallyHidden) : {}}
            >
              {online ? 'Online' : 'Offline'}
            </Chip>
            {waiting > 0 && (
              <Chip size="sm" variant="soft" color="primary">
                {waiting} pending
              </Chip>
            )}
            {stuck && (
              <Chip size="sm" variant="solid" color="danger">
                Not going through
              </Chip>
            )}
            {lastSyncAt && (
              // On a phone it is read out, not shown: with edits waiting the line did not fit
              // beside Logout (the list this opens says it in full).
              <Typography level="body-xs" sx={{ whiteSpace: 'nowrap', ...onPhone(visuallyHidden) }}>
                Synced {timeFormat.format(new Date(lastSyncAt))}
              </Typography>
            )}
          </Stack>
        </Button>
      </Box>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog aria-labelledby="waiting-edits-title" sx={{ width: { xs: '100%', sm: 480 }, maxWidth: '100%' }}>
          <ModalClose aria-label="Close" />
          <DialogTitle id="waiting-edits-title">Your edits</DialogTitle>
          <DialogContent>
            <Typography level="body-sm" sx={{ mb: 1 }}>
              {online ? 'Online' : 'Offline'}.{' '}
              {lastSyncAt
                ? `The server last took an edit at ${timeFormat.format(new Date(lastSyncAt))}.`
                : 'No edit has been sent from this phone yet.'}
            </Typography>
            {waiting === 0 ? (
              <Typography level="body-md">Everything you changed is saved on the server.</Typography>
            ) : (
              <List aria-label="Waiting edits" sx={{ '--ListItem-paddingX': 0 }}>
                {entries.map((entry, index) => (
                  <ListItem key={entry.seq} sx={{ display: 'block', py: 1 }}>
                    <Typography level="title-sm">{entry.description}</Typography>
                    <Typography
                      level="body-sm"
                      color={entry.status === 'failed' || entry === stuck ? 'danger' : undefined}
                    >
                      {waitingWords(entry, online, index > refusedAt && refusedAt !== -1)}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
            {online && entries.some((entry) => entry.status === 'pending') && (
              <Button
                variant="outlined"
                onClick={() => void adminOutbox(queryClient).flush()}
                sx={{ mt: 1, alignSelf: 'flex-start' }}
              >
                Send now
              </Button>
            )}
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}

/** An edit the server refused stops the queue: the owner sees which and why, and decides. */
export function RefusedEditBanner() {
  const queryClient = useQueryClient();
  const failed = useOutboxEntries('admin').find((entry) => entry.status === 'failed');
  if (!failed?.seq) return null;
  const seq = failed.seq;
  const fixAt = reopenPath(failed.kind, seq);
  // With it go the edits that need it (the undo of that sale), and what was shown goes back to the server's.
  const discard = () => dropAdminEdit(queryClient, seq);
  return (
    <Alert color="danger" variant="soft" role="alert" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <Typography textColor="inherit">{refusalWords(failed)}</Typography>
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
