import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { availableOf } from '#shared/availability';
import type { InventoryItem } from '#shared/inventory';
import { mostToWaitFor } from '../../../lib/most-to-wait-for';
import { failureText } from '../../../lib/api-client';
import { joinWaitlist } from '../api';
import { useWaitlistPlaces } from '../store';
import { followOnThisPhone, TellMeFields } from './tell-me-fields';

/**
 * Joining the line for a sold-out product, or for more than is left (docs/waitlist.md): how many
 * (what she asked for on the card, to start with), and how to be told (e-mail, this phone, or
 * both). Then her place, and what happens when her turn comes.
 */
export function JoinWaitlistDialog({
  item,
  flavor,
  sessionId,
  quantity: asked,
  onClose,
}: {
  item: InventoryItem;
  flavor: string | null;
  sessionId: string;
  quantity?: number;
  onClose: () => void;
}) {
  const most = mostToWaitFor(item);
  const left = availableOf(item);
  // More than is left: the line is for what cannot be held now (the server says so too).
  const least = Math.max(item.minimumOrder, left + 1);
  const [quantity, setQuantity] = useState(Math.max(asked ?? least, least));
  const [email, setEmail] = useState('');
  const [push, setPush] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const add = useWaitlistPlaces((state) => state.add);

  async function join() {
    setBusy(true);
    setProblem(null);
    try {
      const { entry, token } = await joinWaitlist({
        productId: item.id,
        flavor,
        quantity,
        sessionId,
        email: email.trim() || undefined,
        push: push || undefined,
      });
      add({ id: entry.id, token, productId: item.id, flavor, name: item.name });
      if (push) setProblem(await followOnThisPhone(entry.id, token));
      setPosition(entry.position ?? 1);
    } catch (error) {
      setProblem(failureText(error, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="waitlist-title" sx={{ maxWidth: 440 }}>
        <ModalClose aria-label="Close" />
        <DialogTitle id="waitlist-title">Join the waitlist for {item.name}</DialogTitle>
        <DialogContent>
          {position !== null ? (
            <Stack spacing={1} role="status">
              <Typography level="title-lg">You're number {position} in line.</Typography>
              <Typography>
                When {item.name} comes back it goes to the line first, in the order people joined. When it's your turn
                we hold it in your cart for a few minutes and tell you, with a link straight to it.
              </Typography>
            </Stack>
          ) : (
            <Stack
              spacing={2}
              component="form"
              id="waitlist-form"
              onSubmit={(event) => (event.preventDefault(), void join())}
            >
              <Typography>
                {left === 0 ? 'Sold out for now.' : `Only ${left} left now.`} Loaves come back when a cart runs out or
                an order is cancelled: they go to the line first, in order, at no more than today's price.
              </Typography>
              <FormControl>
                <FormLabel id="waitlist-quantity">How many</FormLabel>
                <Stack direction="row" alignItems="center" gap={1} role="group" aria-labelledby="waitlist-quantity">
                  <IconButton
                    variant="outlined"
                    aria-label="One fewer"
                    disabled={quantity <= least}
                    onClick={() => setQuantity(quantity - 1)}
                  >
                    −
                  </IconButton>
                  <Typography level="title-lg" aria-live="polite" sx={{ minWidth: '2ch', textAlign: 'center' }}>
                    {quantity}
                  </Typography>
                  <IconButton
                    variant="outlined"
                    aria-label="One more"
                    disabled={quantity >= most}
                    onClick={() => setQuantity(quantity + 1)}
                  >
                    +
                  </IconButton>
                </Stack>
              </FormControl>
              <TellMeFields email={email} onEmail={setEmail} push={push} onPush={setPush} />
            </Stack>
          )}
          {problem && (
            <Alert color={position === null ? 'danger' : 'warning'} role="alert" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {position !== null ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <Button type="submit" form="waitlist-form" loading={busy}>
              Join the line
            </Button>
          )}
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
