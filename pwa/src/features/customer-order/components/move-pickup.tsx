import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { CustomerOrder } from '#shared/customer-order';
import type { PickupLocation } from '#shared/bakery';
import type { NextPickup } from '#shared/pickup-slots';
import { toast } from '../../../lib/toast';
import { useMovePickup } from '../api';
import { MoveRefused, SlotSelect } from './slot-options';

/** A place she may move her order to: its next pickup (with its times), and how it reads. */
export interface MoveTarget {
  pickup: NextPickup;
  /** "Saturday, December 5 at Bogert Farmers Market". */
  label: string;
}

/**
 * Her order to another place's pickup that the same bake serves (docs/orders.md, "Moving an
 * order"): the place, then a time where it has slots, each saying whether it has room.
 */
export function MovePickup({
  order,
  token,
  targets,
  disabled,
}: {
  order: CustomerOrder;
  token: string;
  targets: readonly MoveTarget[];
  disabled: boolean;
}) {
  const [place, setPlace] = useState<PickupLocation | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const move = useMovePickup(order.id, token);
  const target = targets.find((each) => each.pickup.pickupLocation === place);
  const slots = target?.pickup.slots ?? [];
  const ready = target && !target.pickup.full && (slots.length === 0 || slot);
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (!target || !ready) return;
        // Awaited rather than told by mutate's own callback, which is dropped if the form is
        // drawn anew meanwhile (her order's answer changes the places it offers).
        void move
          .mutateAsync({ pickupLocation: target.pickup.pickupLocation, ...(slot ? { pickupSlot: slot } : {}) })
          .then(
            ({ order: moved }) => {
              toast('Pickup Moved', `See you ${moved.pickupText.replace(/^Pickup: /, '')}.`);
              setPlace(null);
              setSlot(null);
            },
            () => undefined, // said under the form (move.isError)
          );
      }}
    >
      <FormControl>
        <FormLabel id="move-pickup-label">Pick it up somewhere else</FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Select
            aria-labelledby="move-pickup-label"
            placeholder="Choose a pickup"
            value={place}
            onChange={(_event, value) => {
              setPlace(value);
              setSlot(null);
              move.reset();
            }}
            sx={{ minWidth: 240 }}
            disabled={disabled}
          >
            {targets.map((each) => (
              <Option key={each.pickup.pickupLocation} value={each.pickup.pickupLocation} disabled={each.pickup.full}>
                {each.label}
                {each.pickup.full ? ' (full)' : ''}
              </Option>
            ))}
          </Select>
          {slots.length > 0 && (
            <SlotSelect
              aria-label="Pickup time there"
              slots={slots}
              value={slot}
              onChange={(value) => {
                setSlot(value);
                move.reset();
              }}
              disabled={disabled}
            />
          )}
          <Button type="submit" variant="outlined" disabled={!ready || disabled} loading={move.isPending}>
            Move my order
          </Button>
        </Stack>
      </FormControl>
      {move.isError && <MoveRefused error={move.error} fallback="Your order was not moved. Please try again." />}
    </Stack>
  );
}
