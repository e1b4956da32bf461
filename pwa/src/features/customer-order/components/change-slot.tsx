import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { CustomerOrder } from '#shared/customer-order';
import type { NextPickup } from '#shared/pickup-slots';
import { failureText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeSlot } from '../api';

const clock = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
};

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
            toast('Pickup Time Changed', `See you at ${clock(slot)}.`);
            setSlot(null);
          },
          () => undefined, // said under the form (change.isError)
        );
      }}
    >
      <FormControl>
        <FormLabel id="change-slot-label">Change your pickup time</FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Select
            aria-labelledby="change-slot-label"
            placeholder="Choose a time"
            value={slot}
            onChange={(_event, value) => {
              setSlot(value);
              change.reset();
            }}
            sx={{ minWidth: 220 }}
            disabled={disabled}
          >
            {choices.map((each) => (
              <Option key={each.start} value={each.start} disabled={each.left === 0}>
                {clock(each.start)} to {clock(each.end)}
                {each.left === 0 ? ' (full)' : each.left !== null ? ` (${each.left} left)` : ''}
              </Option>
            ))}
          </Select>
          <Button type="submit" variant="outlined" disabled={!slot || disabled} loading={change.isPending}>
            Move my pickup
          </Button>
        </Stack>
      </FormControl>
      {change.isError && (
        <Alert color="danger" role="alert">
          {failureText(change.error, 'Your pickup time was not changed. Please try again.')}
        </Alert>
      )}
    </Stack>
  );
}
