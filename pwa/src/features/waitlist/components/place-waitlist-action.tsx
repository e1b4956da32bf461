import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { pickupDateText } from '#shared/order-text';
import type { NextPickup } from '#shared/pickup-slots';
import { placeNoun, type PlaceSettings } from '#shared/place-words';
import { toast } from '../../../lib/toast';
import { useWaitlistPlaces } from '../store';
import { JoinPlaceDialog } from './join-place-dialog';

/**
 * In checkout, under a full pickup or a pickup with a full time (docs/waitlist.md): "Join the
 * waitlist", or, once this phone is in line there, for what, with the one-tap way out.
 */
export function PlaceWaitlistAction({
  pickup,
  items,
  sessionId,
  email,
  places,
}: {
  pickup: NextPickup;
  /** Her places, as the settings name them (place-words.ts). */
  places: PlaceSettings;
  /** Her cart's items: what her order will take of the oven. */
  items: number;
  sessionId: string;
  /** The e-mail she typed in checkout, if any: the join dialog starts with it. */
  email?: string;
}) {
  const inLine = useWaitlistPlaces((state) => state.pickupPlaces).filter(
    (place) =>
      place.pickupDate === pickup.pickupDate &&
      place.pickupLocation === pickup.pickupLocation &&
      place.offerExpiresAt === null,
  );
  const remove = useWaitlistPlaces((state) => state.removePickupPlace);
  const [open, setOpen] = useState(false);
  const placeName = `${placeNoun(pickup.pickupLocation, places)} on ${pickupDateText(pickup.pickupDate)}`;

  async function leave(id: string, token: string, what: string) {
    const { leavePlaceLine } = await import('../api');
    try {
      await leavePlaceLine(id, token);
    } catch {
      // Gone already, or no connection: this phone stops saying she is in line either way.
    }
    remove(id);
    toast('You Left the Line', `For ${what}.`);
  }

  return (
    <Stack spacing={1}>
      {inLine.map((place) => (
        <Typography key={place.id} level="body-sm" role="status">
          You're in line for {place.what}: we'll tell you when it's your turn.{' '}
          <Button size="sm" variant="plain" onClick={() => void leave(place.id, place.token, place.what)}>
            Leave the line
          </Button>
        </Typography>
      ))}
      <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
        <Typography level="body-sm">
          {pickup.full ? `The ${placeName} is full.` : 'The time you want is full?'}
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          aria-haspopup="dialog"
          disabled={items === 0}
          onClick={() => setOpen(true)}
        >
          Join the waitlist
        </Button>
      </Stack>
      {open && (
        <JoinPlaceDialog
          pickup={pickup}
          placeName={placeName}
          items={items}
          sessionId={sessionId}
          email={email}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
