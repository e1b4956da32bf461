import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { PickupLocation } from '#shared/bakery';
import { placeLabel } from '#shared/place-words';
import { openPlaceIds, placeHours, placesAsEdited, type PlaceHoursSettings } from '#shared/places';
import { FieldProblem } from '../../../components/field-problem';
import { fieldError, type FieldErrors } from '../../../lib/field-errors';
import { countOf } from '../../../lib/format';
import { noCapacity, slotsOf, type Capacity, type LocationCapacity } from '#shared/pickup-slots';

const lengths = [0, 10, 15, 20, 30, 45, 60, 90, 120];

/** A number field that is empty for "no cap". */
export const capText = (cap: number | null) => (cap === null ? '' : String(cap));
export const capOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Slots and caps of each of her places taking orders (docs/orders.md): slot length (off: one window, as
 * before), the most orders a slot takes, the most items a pickup takes (the oven). Says what
 * the slots come to, so she sees "15:00, 15:15 ... 17:45" before she saves.
 */
export function CapacityFields({
  capacity,
  hours,
  errors,
  onChange,
}: {
  capacity: Capacity;
  hours: PlaceHoursSettings;
  /** The settings card's problems by field ("capacity.home.ordersPerSlot"). */
  errors: FieldErrors;
  onChange: (capacity: Capacity) => void;
}) {
  const set = (location: PickupLocation, change: Partial<LocationCapacity>) =>
    onChange({ ...capacity, [location]: { ...(capacity[location] ?? noCapacity), ...change } });
  const places = { ...hours, places: placesAsEdited(hours) };
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" level="title-md">
        Pickup slots and caps
      </Typography>
      {openPlaceIds(places).map((location) => {
        const cap = capacity[location] ?? noCapacity;
        const { from, until } = placeHours(location, places);
        const slots = slotsOf(from, until, cap.slotMinutes);
        const name = placeLabel(location, places);
        return (
          <Stack key={location} spacing={1}>
            <Typography level="title-sm" id={`${location}-caps-of`}>
              {name}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormControl sx={{ flex: 1 }}>
                <FormLabel id={`${location}-slot-length`}>Slot length</FormLabel>
                <Select
                  value={cap.slotMinutes}
                  onChange={(_event, value) => value !== null && set(location, { slotMinutes: value })}
                  // Named with its place, as the fields beside it ("Home Slot length"): with three
                  // places, a screen reader would otherwise hear three "Slot length"s.
                  slotProps={{ button: { 'aria-labelledby': `${location}-caps-of ${location}-slot-length` } }}
                >
                  {lengths.map((minutes) => (
                    <Option key={minutes} value={minutes}>
                      {minutes === 0 ? 'No slots' : `${minutes} minutes`}
                    </Option>
                  ))}
                </Select>
              </FormControl>
              <FormControl
                sx={{ flex: 1 }}
                disabled={cap.slotMinutes === 0}
                error={!!fieldError(errors, `capacity.${location}.ordersPerSlot`)}
              >
                <FormLabel>Orders per slot</FormLabel>
                <Input
                  type="number"
                  placeholder="No cap"
                  slotProps={{ input: { min: 1, step: 1, 'aria-label': `${name} orders per slot` } }}
                  value={capText(cap.ordersPerSlot)}
                  onChange={(event) => set(location, { ordersPerSlot: capOf(event.target.value) })}
                />
                <FieldProblem text={fieldError(errors, `capacity.${location}.ordersPerSlot`)} />
              </FormControl>
              <FormControl sx={{ flex: 1 }} error={!!fieldError(errors, `capacity.${location}.itemsPerPickup`)}>
                <FormLabel>Items per pickup</FormLabel>
                <Input
                  type="number"
                  placeholder="No cap"
                  slotProps={{ input: { min: 1, step: 1, 'aria-label': `${name} items per pickup` } }}
                  value={capText(cap.itemsPerPickup)}
                  onChange={(event) => set(location, { itemsPerPickup: capOf(event.target.value) })}
                />
                <FieldProblem text={fieldError(errors, `capacity.${location}.itemsPerPickup`)} />
              </FormControl>
            </Stack>
            <FormHelperText>
              {slots.length > 0
                ? `${countOf(slots.length, 'slot')}: ${slots.map((slot) => slot.start).join(', ')}${cap.ordersPerSlot ? `, ${countOf(cap.ordersPerSlot, 'order')} each` : ''}.`
                : 'One pickup window, no slots.'}
              {cap.itemsPerPickup ? ` The pickup closes at ${countOf(cap.itemsPerPickup, 'item')}.` : ''}
            </FormHelperText>
          </Stack>
        );
      })}
    </Stack>
  );
}
