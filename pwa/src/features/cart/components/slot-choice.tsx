import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { lazyDateFormat } from '#shared/date-format';
import type { NextPickup } from '#shared/pickup-slots';
import { placesText, startText } from '../slot-words';
import type { KeptPlace } from './pickup-choice';

const untilFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });

/**
 * The pickup times of her pickup, each with its places left, kept live (a `slots` message
 * disables one that fills while she types). A full one cannot be chosen (under them, the way
 * into the waitlist); one kept for her from the waitlist says so; `problem` says why her choice
 * was refused and which have room.
 */
export function SlotChoice({
  pickup,
  value,
  problem,
  error,
  onChange,
  kept,
  fullAction,
}: {
  pickup: NextPickup;
  value: string;
  problem: string | null;
  error?: string;
  onChange: (slot: string) => void;
  kept?: KeptPlace | null;
  fullAction?: () => ReactNode;
}) {
  return (
    <>
      <FormControl required error={Boolean(error)}>
        <FormLabel id="slot-label">Pickup time</FormLabel>
        {problem && (
          <Alert color="warning" role="alert" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <RadioGroup
          name="pickupSlot"
          aria-labelledby="slot-label"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 1 }}
        >
          {pickup.slots.map((slot) => {
            const places =
              kept?.pickupSlot === slot.start
                ? `Kept for you until ${untilFormat.format(new Date(kept.until))}`
                : placesText(slot.left);
            return (
              <Sheet
                key={slot.start}
                variant="outlined"
                sx={{ p: 1, borderRadius: 'sm', opacity: slot.left === 0 ? 0.55 : 1 }}
              >
                <Radio
                  value={slot.start}
                  disabled={slot.left === 0}
                  overlay
                  label={`${startText(slot.start)} to ${startText(slot.end, true)}`}
                  slotProps={{ input: { 'aria-describedby': places ? `slot-left-${slot.start}` : undefined } }}
                />
                {places && (
                  <Typography id={`slot-left-${slot.start}`} level="body-xs" sx={{ ml: 3.5 }}>
                    {places}
                  </Typography>
                )}
              </Sheet>
            );
          })}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {/* Outside the form control: the waitlist's dialog is no part of this required field. */}
      {fullAction && pickup.slots.some((slot) => slot.left === 0) && fullAction()}
    </>
  );
}
