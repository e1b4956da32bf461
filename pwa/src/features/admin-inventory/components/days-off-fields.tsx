import Alert from '@mui/joy/Alert';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { PickupLocation } from '#shared/bakery';
import { bakeryToday, comingWeekdays } from '#shared/bakery-calendar';
import type { DaysOff } from '#shared/pickup-places';
import { weekdays } from '#shared/pickup-settings';
import { Link as RouterLink } from 'react-router-dom';
import { pickupDateText } from '#shared/order-text';
import { FieldProblem } from '../../../components/field-problem';
import { countOf } from '../../../lib/format';
import { lazyDateFormat } from '#shared/date-format';

/** How many of a place's coming pickup days the card offers to switch off. */
export const WEEKS_SHOWN = 10;

const none: DaysOff = {};
const chipDay = lazyDateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayText = (day: string) => chipDay.format(new Date(`${day}T12:00:00Z`));
/** A day off with orders: what happened is kept, and she is told so (docs/orders.md, "Days off"). */
const ordersKeptText = (orders: number, day: string) =>
  orders === 1
    ? `1 order is for ${pickupDateText(day)} and keeps that day.`
    : `${orders} orders are for ${pickupDateText(day)} and keep that day.`;
/** "Sat, Dec 5", and "Sat, Dec 5 (3 orders)" for a day customers already ordered for. */
const ordersLabel = (text: string, orders: number) => (orders > 0 ? `${text} (${countOf(orders, 'order')})` : text);

/**
 * Days off (docs/orders.md, "Days off"): each place's coming pickup days as chips; a checked one
 * has no pickup ("no market on the 5th"), and orders for that place go to its next day. A day
 * off already kept that is no longer one of the place's days (she moved the market) shows too,
 * so it can be taken off the list.
 */
export function DaysOffFields(props: {
  daysOff: DaysOff | undefined;
  /** Her places taking orders, each with its weekday as the form has it now, and what a day off is called ("No market on"). */
  places: readonly { id: PickupLocation; weekdays: readonly number[]; noun: string }[];
  errorOf: (field: string) => string | undefined;
  /** The orders (not cancelled) already placed for a place's day: 0 while they are not known. */
  ordersOn: (place: PickupLocation, day: string) => number;
  onChange: (daysOff: DaysOff) => void;
  now?: Date;
}) {
  const daysOff = props.daysOff ?? none;
  const today = bakeryToday(props.now);
  const toggle = (place: PickupLocation, day: string, off: boolean) => {
    const others = (daysOff[place] ?? []).filter((each) => each !== day);
    props.onChange({ ...daysOff, [place]: off ? [...others, day].sort() : others });
  };
  return (
    <Stack spacing={1.5}>
      <Typography level="title-md" component="h3">
        Days off
      </Typography>
      {props.places.map(({ id: place, weekdays: placeDays, noun }) => {
        const kept = daysOff[place] ?? [];
        const coming = placeDays.flatMap((weekday) => comingWeekdays(weekday, today, WEEKS_SHOWN));
        const days = [...new Set([...coming, ...kept])].filter((day) => day >= today).sort();
        const labelId = `days-off-${place}`;
        const problem = props.errorOf(`daysOff.${place}`);
        return (
          // Not a FormControl: it gives its one id to every checkbox in it, and each chip's label
          // would then name the first checkbox (a browser story caught it).
          <Stack key={place} spacing={0.75}>
            <Typography id={labelId} level="title-sm" component="div">
              {`No ${noun} on`}
            </Typography>
            <Stack direction="row" role="group" aria-labelledby={labelId} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {days.map((day) => {
                const off = kept.includes(day);
                return (
                  // An off day is struck through: "no pickup that day", plain at a glance on a phone.
                  <Chip key={day} variant={off ? 'soft' : 'outlined'} color={off ? 'danger' : 'neutral'}>
                    <Checkbox
                      overlay
                      disableIcon
                      variant="plain"
                      color={off ? 'danger' : 'neutral'}
                      sx={off ? { textDecoration: 'line-through' } : undefined}
                      label={ordersLabel(dayText(day), props.ordersOn(place, day))}
                      checked={off}
                      onChange={(event) => toggle(place, day, event.target.checked)}
                    />
                  </Chip>
                );
              })}
            </Stack>
            {kept
              .filter((day) => day >= today && props.ordersOn(place, day) > 0)
              .map((day) => (
                <Alert key={day} color="warning" variant="soft">
                  <span>
                    {ordersKeptText(props.ordersOn(place, day), day)}{' '}
                    <Link component={RouterLink} to={`/admin-orders?pickup=${day}&location=${place}`}>
                      See them
                    </Link>
                    {' to tell those customers, or move or cancel them.'}
                  </span>
                </Alert>
              ))}
            <Typography level="body-sm">
              {`Tap a ${placeDays.map((weekday) => weekdays[weekday]).join(' or ')} with no ${noun === 'home pickup' ? 'pickup' : noun}: orders then go to the next one.`}
            </Typography>
            <FieldProblem text={problem} />
          </Stack>
        );
      })}
    </Stack>
  );
}
