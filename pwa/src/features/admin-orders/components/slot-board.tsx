import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { lazyDateFormat } from '#shared/date-format';
import type { PickupBookings } from '#shared/owner-orders';
import { countOf } from '../../../lib/format';
import { usePlaceLabel } from '../../../lib/her-places';

/** "Fri, Dec 4": a bake day in the board's one line (a calendar day, so read in UTC). */
const bakeDayFormat = lazyDateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (day: string) => bakeDayFormat.format(new Date(`${day}T12:00:00Z`));

const clock = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
};

/**
 * The pickup afternoon at a glance: each slot's bookings against its cap (over it when she
 * overbooked), orders with no slot, the pickup's items, and its bake day's against the oven. A
 * tap on a slot shows its orders.
 */
export function SlotBoard({
  bookings,
  chosen,
  onChoose,
}: {
  bookings: PickupBookings | undefined;
  chosen: string;
  onChoose: (slot: string) => void;
}) {
  const placeLabel = usePlaceLabel();
  const oven = bookings?.oven?.cap != null ? bookings.oven : null;
  if (!bookings || (bookings.slots.length === 0 && bookings.items.cap === null && !oven)) return null;
  return (
    <Sheet
      variant="soft"
      sx={{ p: 1.5, borderRadius: 'md', mb: 2 }}
      className="no-print"
      component="section"
      aria-label="Slots"
    >
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1} sx={{ mb: 1 }}>
        <Typography level="title-sm">{placeLabel(bookings.pickupLocation)}: bookings by pickup time</Typography>
        <Typography level="body-sm">
          Items:{' '}
          {bookings.items.cap !== null
            ? `${bookings.items.booked} of ${countOf(bookings.items.cap, 'item')}`
            : countOf(bookings.items.booked, 'item')}
          {bookings.unslotted > 0 ? ` · ${bookings.unslotted} with no slot` : ''}
          {oven && ` · Oven, bake day ${shortDay(oven.bakeDay)}: ${oven.items} of ${countOf(oven.cap!, 'item')}`}
        </Typography>
      </Stack>
      <Stack direction="row" gap={1} flexWrap="wrap">
        {bookings.slots.map((slot) => {
          const over = slot.cap !== null && slot.booked > slot.cap;
          const label = `${clock(slot.start)} to ${clock(slot.end)}: ${slot.booked}${slot.cap !== null ? ` of ${slot.cap}` : ''} booked${over ? ', overbooked' : ''}`;
          return (
            <Button
              key={slot.start}
              size="sm"
              variant={chosen === slot.start ? 'solid' : 'outlined'}
              color={over ? 'warning' : 'neutral'}
              aria-label={label}
              aria-pressed={chosen === slot.start}
              onClick={() => onChoose(chosen === slot.start ? '' : slot.start)}
              sx={{ flexDirection: 'column', alignItems: 'stretch', minWidth: 92, gap: 0.5 }}
            >
              <span>{clock(slot.start)}</span>
              <span style={{ fontWeight: 400 }}>
                {slot.booked}
                {slot.cap !== null ? `/${slot.cap}` : ''}
              </span>
              {slot.cap !== null && (
                <LinearProgress
                  determinate
                  value={Math.min(100, (100 * slot.booked) / slot.cap)}
                  color={over ? 'warning' : 'primary'}
                  aria-hidden
                />
              )}
            </Button>
          );
        })}
      </Stack>
    </Sheet>
  );
}
