import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { NextPickup } from '#shared/pickup-slots';
import { slotText } from '#shared/pickup-slots';
import { joinPlaceLine } from '../api';
import { useWaitlistPlaces } from '../store';
import { pickupPlaceOf } from '../use-waitlist-links';
import { JoinLineDialog, useJoinLine } from './join-line-dialog';
import { followOnThisPhone, TellMeFields } from './tell-me-fields';

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
  const [slotMissing, setSlotMissing] = useState(false);
  const { busy, problem, joined, join } = useJoinLine<{ position: number; what: string }>();
  const add = useWaitlistPlaces((state) => state.addPickupPlace);

  const send = async () => {
    const { entry, token } = await joinPlaceLine({
      pickupLocation: pickup.pickupLocation,
      pickupSlot: slot || null,
      items,
      sessionId,
      email: email.trim() || undefined,
      push: push || undefined,
    });
    add(pickupPlaceOf(entry, token));
    const problem = push ? await followOnThisPhone(entry.id, token) : null;
    return { joined: { position: entry.position ?? 1, what: entry.what }, problem };
  };

  return (
    <JoinLineDialog
      id="place-waitlist"
      title="Wait for a place"
      titleComponent="h2"
      scrolls
      joined={
        joined && {
          position: joined.position,
          next: `You're waiting for ${joined.what}. When a place comes back it goes to the line first, in the order people joined. When it's your turn we keep it for you for a few minutes and tell you, with a link straight to your checkout.`,
        }
      }
      problem={problem}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        // React carries events up its own tree, through the portal: the checkout's form
        // (this dialog opens from within it) must not hear this one's submit.
        event.stopPropagation();
        if (times.length > 0 && !slot) setSlotMissing(true);
        else void join(send);
      }}
      onClose={onClose}
    >
      <Typography>
        {pickup.full
          ? `The ${placeName} is full.`
          : fullTimes.length === 1
            ? `${slotText(fullTimes[0]!)} at the ${placeName} is full.`
            : `Some times of the ${placeName} are full.`}{' '}
        A place comes back when an order is cancelled or moved: it goes to the line first, in order, for your order of{' '}
        {items} {items === 1 ? 'item' : 'items'}.
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
    </JoinLineDialog>
  );
}
