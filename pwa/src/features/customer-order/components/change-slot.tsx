import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { CustomerOrder } from '#shared/customer-order';
import type { NextPickup } from '#shared/pickup-slots';
import { toast } from '../../../lib/toast';
import { useChangeSlot } from '../api';
import { clockText, MoveRefused, SlotSelect } from './slot-options';

/** Another pickup time of the same pickup, one that has room (the places are live). */
export function ChangeSlot({
  order,
  token,
  pickup,
  disabled,
}: {
  order: CustomerOrder;
  token: string;
  pickup: NextPickup;
  disabled: boolean;
}) {
  const [slot, setSlot] = useState<string | null>(null);
  const change = useChangeSlot(order.id, token);
  const choices = pickup.slots.filter((each) => each.start !== order.pickupSlot);
  if (choices.length === 0) return null;
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (!slot) return;
        // Awaited rather than told by mutate's own callback, which was dropped: her order's new
        // answer draws this form anew, and the toast never showed.
        void change.mutateAsync(slot).then(
          () => {
            toast('Pickup Time Changed', `See you at ${clockText(slot)}.`);
            setSlot(null);
          },
          () => undefined, // said under the form (change.isError)
        );
      }}
    >
      <FormControl>
        <FormLabel id="change-slot-label">Change your pickup time</FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <SlotSelect
            aria-labelledby="change-slot-label"
            slots={choices}
            value={slot}
            onChange={(value) => {
              setSlot(value);
              change.reset();
            }}
            disabled={disabled}
          />
          <Button type="submit" variant="outlined" disabled={!slot || disabled} loading={change.isPending}>
            Move my pickup
          </Button>
        </Stack>
      </FormControl>
      {change.isError && (
        <MoveRefused error={change.error} fallback="Your pickup time was not changed. Please try again." />
      )}
    </Stack>
  );
}
