import { placeNoun } from '#shared/place-words';
import { placesAsEdited, windowsOf } from '#shared/places';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { weekdays } from '#shared/pickup-settings';
import { FieldProblem } from '../../../components/field-problem';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { countOf } from '../../../lib/format';
import { capOf, capText } from './capacity-fields';
import type { SettingsFieldsProps } from './use-settings-form';

/** The coming pickup: its date and address, the banner, and whether orders are open (or the schedule says). */
export function NextPickupFields({ form, set, openNow }: SettingsFieldsProps & { openNow: boolean }) {
  return (
    <>
      <FormControl>
        <FormLabel>Pickup Date</FormLabel>
        <Input value={form.pickupDate} onChange={(e) => set('pickupDate', e.target.value)} disabled={form.autoManage} />
        {form.autoManage && <FormHelperText>Written by the schedule while auto-manage is on.</FormHelperText>}
      </FormControl>
      <FormControl>
        <FormLabel>Pickup Address</FormLabel>
        <Input value={form.pickupAddress} onChange={(e) => set('pickupAddress', e.target.value)} />
      </FormControl>
      <FormControl>
        <FormLabel>Banner Message</FormLabel>
        <Textarea minRows={2} value={form.bannerMessage} onChange={(e) => set('bannerMessage', e.target.value)} />
      </FormControl>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={form.ordersOpen}
            disabled={form.autoManage}
            onChange={(e) => set('ordersOpen', e.target.checked)}
          />
        }
      >
        Orders Open
      </Typography>
      {form.autoManage && (
        <FormHelperText sx={{ mt: -1.5 }}>
          Set by the schedule: orders are {openNow ? 'open' : 'closed'} right now.
        </FormHelperText>
      )}
      <Typography
        component="label"
        startDecorator={<Switch checked={form.autoManage} onChange={(e) => set('autoManage', e.target.checked)} />}
      >
        Auto-manage schedule
      </Typography>
    </>
  );
}

/** How many days before each place's pickup its bread is baked, as the bake list by bake day reads it. */
const bakeDayChoices = Array.from({ length: 7 }, (_, days) =>
  days === 0 ? 'The same day' : days === 1 ? 'The day before' : `${days} days before`,
);

/**
 * Which bake serves each place (docs/orders.md, "Bake days"): her Friday bake serves her door's
 * Friday pickup and, baked the day before, Saturday's market. Says which weekday that is. And
 * the oven: the most items one bake makes, counted across every pickup it serves.
 */
export function BakeDayFields({ form, set, errorOf }: SettingsFieldsProps) {
  const bakeDays = form.bakeDaysBefore ?? { home: 0, 'farmers-market': 1 };
  // "Home pickup is baked", "The market is baked", "Bogert Market is baked".
  const labelOf = (place: string) => {
    const noun = placeNoun(place, form);
    return noun === 'home pickup'
      ? 'Home pickup is baked'
      : noun === 'farmers market'
        ? 'The market is baked'
        : `${noun} is baked`;
  };
  const choice = (place: string, label: string, placeDays: readonly number[]) => {
    const id = `bake-day-${place}`;
    const before = bakeDays[place] ?? 0;
    return (
      <FormControl key={place} sx={{ flex: 1, minWidth: 200 }}>
        <FormLabel id={id}>{label}</FormLabel>
        <Select
          value={before}
          onChange={(_e, value) => value !== null && set('bakeDaysBefore', { ...bakeDays, [place]: value })}
          slotProps={{ button: { 'aria-labelledby': id } }}
        >
          {bakeDayChoices.map((text, days) => (
            <Option key={text} value={days}>
              {text}
            </Option>
          ))}
        </Select>
        <FormHelperText>{`Baked on ${placeDays.map((weekday) => weekdays[(weekday - before + 7) % 7]).join(' and ')}`}</FormHelperText>
      </FormControl>
    );
  };
  const oven = form.ovenPerBakeDay ?? null;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {placesAsEdited(form)
          .filter((place) => place.active)
          .map((place) =>
            choice(
              place.id,
              labelOf(place.id),
              windowsOf(place).map((window) => window.weekday),
            ),
          )}
      </Stack>
      <FormControl sx={{ maxWidth: 320 }} error={!!errorOf('ovenPerBakeDay')}>
        <FormLabel>Items per bake day (the oven)</FormLabel>
        <Input
          type="number"
          placeholder="No cap"
          slotProps={{ input: { min: 1, step: 1 } }}
          value={capText(oven)}
          onChange={(event) => set('ovenPerBakeDay', capOf(event.target.value))}
        />
        {/* What it will do, once it is a cap she may save; a number it refuses has its problem below instead. */}
        {oven === null ? (
          <FormHelperText>No cap: each pickup is limited by its own caps only.</FormHelperText>
        ) : Number.isInteger(oven) && oven > 0 ? (
          <FormHelperText>{`Every pickup a bake serves closes once its orders reach ${countOf(oven, 'item')} in all.`}</FormHelperText>
        ) : null}
        <FieldProblem text={errorOf('ovenPerBakeDay')} />
      </FormControl>
    </>
  );
}

/** What customers may do after ordering: cancel until when, and the reminder the day before. */
export function CustomerFields({ form, set, errorOf }: SettingsFieldsProps) {
  return (
    <>
      <FormControl sx={{ maxWidth: 320 }} error={!!errorOf('cancelCutoffHours')}>
        <FormLabel>Customers may cancel until (hours before pickup)</FormLabel>
        <WholeNumberInput
          min={0}
          max={167}
          value={form.cancelCutoffHours}
          invalid={!!errorOf('cancelCutoffHours')}
          onValue={(hours) => set('cancelCutoffHours', hours)}
        />
        <FieldProblem text={errorOf('cancelCutoffHours')} />
      </FormControl>
      <Typography
        component="label"
        startDecorator={
          <Switch checked={form.remindersEnabled} onChange={(e) => set('remindersEnabled', e.target.checked)} />
        }
      >
        E-mail each customer a reminder the day before pickup
      </Typography>
      <FormHelperText>
        {/* The schedule is her door's (docs/orders.md, "Her places"): with
            other places too, say so, or a market's orders would seem to keep their own hours. */}
        With auto-manage on, orders
        {placesAsEdited(form).filter((place) => place.active).length > 1 ? ' at every place' : ''} open after each home
        pickup and close {Number.isFinite(form.cutoffHours) ? countOf(form.cutoffHours, 'hour') : 'the hours you set'}{' '}
        before the next one, {weekdays[form.pickupWeekday]} {form.pickupTime}.
      </FormHelperText>
    </>
  );
}
