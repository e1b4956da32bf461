import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Link from '@mui/joy/Link';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { bakery, type PickupLocation } from '#shared/bakery';
import { bakeryToday, daysOffPassedOver } from '#shared/bakery-calendar';
import { pickupDateText } from '#shared/order-text';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import type { NextPickup } from '#shared/pickup-slots';
import { clockText, fullPickupsText } from '#shared/pickup-text';
import { mapLink, placeAddress, placeName, placeNote } from '#shared/place-words';
import { openPlaceIds, placeHours } from '#shared/places';
import { startText } from '../slot-words';
import { SlotChoice } from './slot-choice';

/** A place at a full pickup kept for her checkout (docs/waitlist.md): its time, until when. */
export interface KeptPlace {
  pickupDate: string;
  pickupLocation: PickupLocation;
  pickupSlot: string | null;
  until: string;
}

/**
 * What app/ puts under a full pickup, or a pickup with a full time: the waitlist's way in
 * (features/waitlist), for an order of her cart's items.
 */
export type FullPickupAction = (pickup: NextPickup, items: number) => ReactNode;

/**
 * Each of her places taking orders (her door, a market, a café), each with its next day;
 * where the pickup has slots, its times with the places left. A full pickup says so, and which
 * one still has room, and cannot be chosen; under it, the way into its waitlist.
 */
export function PickupChoice(props: {
  value: PickupLocation;
  slot: string;
  settings: PublicPickupSettings | undefined;
  /** Why her pickup was refused (it filled, or her cart is more than its oven takes), and what to do. */
  pickupProblem: string | null;
  /** Why her slot was refused, and which have room. */
  slotProblem: string | null;
  slotError?: string;
  onChange: (value: PickupLocation) => void;
  onSlot: (slot: string) => void;
  /** Her cart's items (what a place in line is for). */
  items: number;
  fullAction?: FullPickupAction;
  keptPlace?: KeptPlace | null;
}) {
  const { settings } = props;
  const places = settings ?? { pickupAddress: bakery.defaultPickupAddress };
  // The day the server will give the order (docs/orders.md), for either location.
  const next = settings?.nextPickupDates;
  const pickupOf = (location: PickupLocation) => settings?.nextPickups?.find((p) => p.pickupLocation === location);
  const chosen = pickupOf(props.value);
  const full = fullPickupsText(settings?.nextPickups ?? [], places, props.value);
  const today = bakeryToday();
  // The days off her pickup passes over (docs/orders.md, "Days off"): "No pickup on Friday, December 4".
  const offText = (location: PickupLocation) => {
    const day = next?.[location];
    const passed = day ? daysOffPassedOver(settings?.daysOff?.[location] ?? [], today, day) : [];
    const what = placeHours(location, places).kind === 'market' ? 'market' : 'pickup';
    return passed.length > 0 ? `No ${what} on ${passed.map(pickupDateText).join(' or ')}` : null;
  };
  // Her door reads as its address, then when; a market or another place as when, then where.
  const whenAt = (location: PickupLocation) => {
    const day = next?.[location];
    if (!day || !settings) return null;
    const { kind, from, until } = placeHours(location, settings, day);
    return kind === 'door'
      ? `${pickupDateText(day)} after ${startText(from, true)}`
      : `${pickupDateText(day)}, ${clockText(from)} to ${clockText(until)}`;
  };
  const options = openPlaceIds(places).map((location) => {
    const when = whenAt(location);
    const address = placeAddress(location, places);
    const door = placeHours(location, places).kind === 'door';
    return {
      value: location,
      label: placeName(location, places),
      text: !when ? address : door ? `${address}, ${when}` : `${when}, ${address}`,
      off: offText(location),
    };
  });
  return (
    <Stack spacing={2}>
      <FormControl required>
        <FormLabel id="pickup-label">Pickup</FormLabel>
        <RadioGroup
          name="pickupLocation"
          aria-labelledby="pickup-label"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as PickupLocation)}
          sx={{ gap: 1 }}
        >
          {options.map((option) => {
            const pickup = pickupOf(option.value);
            return (
              <Sheet key={option.value} variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
                <Radio value={option.value} label={option.label} overlay disabled={pickup?.full} />
                <Typography level="body-sm" sx={{ ml: 3.5 }}>
                  {option.text}{' '}
                  {/* Above the radio's overlay, so a tap opens the map rather than choosing the place. */}
                  <Link
                    href={mapLink(placeAddress(option.value, places))}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ position: 'relative', zIndex: 1 }}
                    aria-label={`Map of ${placeName(option.value, places)}`}
                  >
                    Map
                  </Link>
                </Typography>
                {placeNote(option.value, places) && (
                  <Typography level="body-sm" sx={{ ml: 3.5, fontStyle: 'italic' }}>
                    {placeNote(option.value, places)}
                  </Typography>
                )}
                {option.off && (
                  <Typography level="body-sm" color="warning" sx={{ ml: 3.5 }}>
                    {option.off}
                  </Typography>
                )}
                {pickup?.full && (
                  <Typography level="body-sm" color="warning" sx={{ ml: 3.5 }}>
                    Full
                  </Typography>
                )}
              </Sheet>
            );
          })}
        </RadioGroup>
      </FormControl>
      {(props.pickupProblem ?? full) && (
        <Alert color="warning" role="alert">
          {props.pickupProblem ?? full}
        </Alert>
      )}
      {props.fullAction &&
        options.map((option) => {
          const pickup = pickupOf(option.value);
          return pickup?.full ? <div key={option.value}>{props.fullAction!(pickup, props.items)}</div> : null;
        })}
      {chosen && chosen.slots.length > 0 && !chosen.full && (
        <SlotChoice
          pickup={chosen}
          value={props.slot}
          problem={props.slotProblem}
          error={props.slotError}
          onChange={props.onSlot}
          kept={
            props.keptPlace?.pickupDate === chosen.pickupDate &&
            props.keptPlace.pickupLocation === chosen.pickupLocation
              ? props.keptPlace
              : null
          }
          fullAction={props.fullAction && (() => props.fullAction!(chosen, props.items))}
        />
      )}
    </Stack>
  );
}
