import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { failureText } from '../../../lib/api-client';

/**
 * A join of a line, as both dialogs make it: busy while it goes, her place once she is in, and
 * what went wrong (before she is in: why not; after: what of it did not work, as her phone's
 * notifications).
 */
export function useJoinLine<Joined>() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);

  async function join(send: () => Promise<{ joined: Joined; problem: string | null }>) {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await send();
      setProblem(answer.problem);
      setJoined(answer.joined);
    } catch (error) {
      setProblem(failureText(error, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, joined, join };
}

/**
 * The frame of a join dialog: its title, the form (`children`) until she is in and then her place
 * (`joinedText`), what went wrong, and Join the line or Done.
 */
export function JoinLineDialog(props: {
  id: string;
  title: ReactNode;
  /** The dialog's own heading level, where the page under it has one. */
  titleComponent?: 'h2';
  /** Her place, once she is in: "You're number 2 in line." and what happens next. */
  joined: { position: number; next: ReactNode } | null;
  problem: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Where a long form scrolls inside the dialog (the place line's times). */
  scrolls?: boolean;
  children: ReactNode;
}) {
  const { id, joined, problem, onClose } = props;
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        aria-labelledby={`${id}-title`}
        sx={props.scrolls ? { maxWidth: 440, overflowY: 'auto' } : { maxWidth: 440 }}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle id={`${id}-title`} {...(props.titleComponent ? { component: props.titleComponent } : {})}>
          {props.title}
        </DialogTitle>
        <DialogContent>
          {joined ? (
            <Stack spacing={1} role="status">
              <Typography level="title-lg">You're number {joined.position} in line.</Typography>
              <Typography>{joined.next}</Typography>
            </Stack>
          ) : (
            <Stack spacing={2} component="form" id={`${id}-form`} onSubmit={props.onSubmit}>
              {props.children}
            </Stack>
          )}
          {problem && (
            <Alert color={joined ? 'warning' : 'danger'} role="alert" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {joined ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <Button type="submit" form={`${id}-form`} loading={props.busy}>
              Join the line
            </Button>
          )}
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
