import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { NextPickup } from '#shared/pickup-slots';
import { slotText } from '#shared/pickup-slots';
import { failureText } from '../../../lib/api-client';
import { joinPlaceLine } from '../api';
import { useWaitlistPlaces } from '../store';
import { followOnThisPhone, TellMeFields } from './tell-me-fields';
import { pickupPlaceOf } from '../use-waitlist-links';

/**
 * Joining the line for a place at a full pickup, or at a full time of it (docs/waitlist.md):
 * which time (of the full ones), and how to be told (e-mail, this phone, or both). Then her
 * place, and what happens when her turn comes.
 */
export function JoinPlaceDialog({
  pickup,
  placeName,
  items,
  sessionId,
  email: typedEmail = '',
  onClose,
}: {
  pickup: NextPickup;
  /** "home pickup on Friday, December 4" */
  placeName: string;
  /** Her cart's items: what her order will take of the oven. */
  items: number;
  sessionId: string;
  /** The e-mail she typed in checkout: where the field starts. */
  email?: string;
  onClose: () => void;
}) {
  const fullTimes = pickup.slots.filter((slot) => slot.left === 0);
  // Where every time is full, or the oven is, any of them; else the full ones.
  const times = pickup.full ? pickup.slots : fullTimes;
  const [slot, setSlot] = useState(times.length === 1 ? times[0]!.start : '');
  const [email, setEmail] = useState(typedEmail.trim());
  const [push, setPush] = useState(false);
  const [busy, setBusy] = useState(false);
  const [slotMissing, setSlotMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<{ position: number; what: string } | null>(null);
  const add = useWaitlistPlaces((state) => state.addPickupPlace);

  async function join() {
    if (times.length > 0 && !slot) {
      setSlotMissing(true);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { entry, token } = await joinPlaceLine({
        pickupLocation: pickup.pickupLocation,
        pickupSlot: slot || null,
        items,
        sessionId,
        email: email.trim() || undefined,
        push: push || undefined,
      });
      add(pickupPlaceOf(entry, token));
      if (push) setProblem(await followOnThisPhone(entry.id, token));
      setJoined({ position: entry.position ?? 1, what: entry.what });
    } catch (error) {
      setProblem(failureText(error, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="place-waitlist-title" sx={{ maxWidth: 440, overflowY: 'auto' }}>
        <ModalClose aria-label="Close" />
        <DialogTitle id="place-waitlist-title" component="h2">
          Wait for a place
        </DialogTitle>
        <DialogContent>
          {joined ? (
            <Stack spacing={1} role="status">
              <Typography level="title-lg">You're number {joined.position} in line.</Typography>
              <Typography>
                You're waiting for {joined.what}. When a place comes back it goes to the line first, in the order people
                joined. When it's your turn we keep it for you for a few minutes and tell you, with a link straight to
                your checkout.
              </Typography>
            </Stack>
          ) : (
            <Stack
              spacing={2}
              component="form"
              id="place-waitlist-form"
              onSubmit={(event) => {
                event.preventDefault();
                // React carries events up its own tree, through the portal: the checkout's form
                // (this dialog opens from within it) must not hear this one's submit.
                event.stopPropagation();
                void join();
              }}
            >
              <Typography>
                {pickup.full
                  ? `The ${placeName} is full.`
                  : fullTimes.length === 1
                    ? `${slotText(fullTimes[0]!)} at the ${placeName} is full.`
                    : `Some times of the ${placeName} are full.`}{' '}
                A place comes back when an order is cancelled or moved: it goes to the line first, in order, for your
                order of {items} {items === 1 ? 'item' : 'items'}.
              </Typography>
              {times.length > 0 && (
                <FormControl required error={slotMissing}>
                  <FormLabel id="place-waitlist-time">Which time?</FormLabel>
                  <RadioGroup
                    name="placeWaitlistSlot"
                    aria-labelledby="place-waitlist-time"
                    value={slot}
                    onChange={(event) => (setSlot(event.target.value), setSlotMissing(false))}
                    sx={{ gap: 1 }}
                  >
                    {times.map((time) => (
                      <Radio key={time.start} value={time.start} label={slotText(time)} />
                    ))}
                  </RadioGroup>
                  {slotMissing && <FormHelperText>Choose the time you want</FormHelperText>}
                </FormControl>
              )}
              <TellMeFields email={email} onEmail={setEmail} push={push} onPush={setPush} />
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
            <Button type="submit" form="place-waitlist-form" loading={busy}>
              Join the line
            </Button>
          )}
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
