import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { subscribeRequestSchema } from '#shared/subscribers';
import { PushOptIn } from '../../../components/push-opt-in';
import { failureText } from '../../../lib/api-client';
import { askForOpenings, followOpeningsOnThisPhone, OPENINGS_TOPIC, stopFollowingOpenings } from '../api';
import '../../../lib/zod-words';

/** "Tell me when orders open" (or "... again"): an e-mail each opening (confirmed first), or a notification on this phone. */
export function SubscribeDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = subscribeRequestSchema.safeParse({ email });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
    setProblem(null);
    setSending(true);
    try {
      setAnswer((await askForOpenings(parsed.data.email)).message);
    } catch (error) {
      setProblem(failureText(error, 'Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="subscribe-title" sx={{ width: { xs: '100%', sm: 460 }, maxWidth: '100%' }}>
        <ModalClose aria-label="Close" />
        <DialogTitle id="subscribe-title" component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {answer ? (
              <Typography role="status">{answer}</Typography>
            ) : (
              <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
                <Stack spacing={1.5}>
                  <Typography level="body-sm">
                    One e-mail when ordering opens each week. We send a link to confirm first, and every e-mail has a
                    one-click unsubscribe.
                  </Typography>
                  <FormControl error={problem !== null}>
                    <FormLabel>Email</FormLabel>
                    <Input
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                    />
                    {problem && <FormHelperText role="alert">{problem}</FormHelperText>}
                  </FormControl>
                  <Button type="submit" loading={sending} sx={{ alignSelf: 'flex-start' }}>
                    E-mail me
                  </Button>
                </Stack>
              </form>
            )}
            <Divider>or on this phone</Divider>
            <PushOptIn
              action="Notify this phone when orders open"
              why="A notification when ordering opens each week, nothing else."
              topic={OPENINGS_TOPIC}
              send={followOpeningsOnThisPhone}
              stop={stopFollowingOpenings}
            />
          </Stack>
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
