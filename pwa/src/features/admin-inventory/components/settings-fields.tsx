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

/**
 * Her places as customers read them (docs/orders.md, "Her places"): a note at her door ("ring
 * the side bell"), and the market's name, address and note ("the green tent by the fountain").
 */
export function PlaceFields({ form, set, errorOf }: SettingsFieldsProps) {
  const text = (field: 'pickupNote' | 'marketName' | 'marketAddress' | 'marketNote', label: string, help?: string) => (
    <FormControl sx={{ flex: 1 }} error={!!errorOf(field)}>
      <FormLabel>{label}</FormLabel>
      <Input value={form[field] ?? ''} onChange={(e) => set(field, e.target.value)} />
      {help && !errorOf(field) && <FormHelperText>{help}</FormHelperText>}
      <FieldProblem text={errorOf(field)} />
    </FormControl>
  );
  return (
    <>
      {text('pickupNote', 'Note for home pickup', 'Customers see it at checkout, e.g. "Ring the side bell".')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('marketName', 'Market name')}
        {text('marketAddress', 'Market address', 'A map opens it from the checkout.')}
      </Stack>
      {text('marketNote', 'Note for the market', 'e.g. "The green tent by the fountain".')}
    </>
  );
}

/** The week the schedule follows: the home pickup's day and hours, when orders close, the market's day and hours. */
export function WeeklyScheduleFields({ form, set, errorOf }: SettingsFieldsProps) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel id="pickup-day-label">Pickup day</FormLabel>
          <WeekdaySelect
            labelId="pickup-day-label"
            value={form.pickupWeekday}
            onChange={(day) => set('pickupWeekday', day)}
          />
        </FormControl>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Pickup from</FormLabel>
          <Input type="time" value={form.pickupTime} onChange={(e) => set('pickupTime', e.target.value)} />
        </FormControl>
        <FormControl sx={{ flex: 1 }} error={!!errorOf('pickupEndTime')}>
          <FormLabel>Pickup until</FormLabel>
          <Input type="time" value={form.pickupEndTime} onChange={(e) => set('pickupEndTime', e.target.value)} />
          <FieldProblem text={errorOf('pickupEndTime')} />
        </FormControl>
        <FormControl sx={{ flex: 1 }} error={!!errorOf('cutoffHours')}>
          <FormLabel>Orders close (hours before)</FormLabel>
          <WholeNumberInput
            min={0}
            max={167}
            value={form.cutoffHours}
            invalid={!!errorOf('cutoffHours')}
            onValue={(hours) => set('cutoffHours', hours)}
          />
          <FieldProblem text={errorOf('cutoffHours')} />
        </FormControl>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel id="market-day-label">Farmers market day</FormLabel>
          <WeekdaySelect
            labelId="market-day-label"
            value={form.marketWeekday}
            onChange={(day) => set('marketWeekday', day)}
          />
        </FormControl>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Market opens</FormLabel>
          <Input type="time" value={form.marketStartTime} onChange={(e) => set('marketStartTime', e.target.value)} />
        </FormControl>
        <FormControl sx={{ flex: 1 }} error={!!errorOf('marketEndTime')}>
          <FormLabel>Market closes</FormLabel>
          <Input type="time" value={form.marketEndTime} onChange={(e) => set('marketEndTime', e.target.value)} />
          <FieldProblem text={errorOf('marketEndTime')} />
        </FormControl>
      </Stack>
      <BakeDayFields form={form} set={set} errorOf={errorOf} />
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
function BakeDayFields({ form, set, errorOf }: SettingsFieldsProps) {
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
        With auto-manage on, orders open after each pickup and close{' '}
        {Number.isFinite(form.cutoffHours) ? countOf(form.cutoffHours, 'hour') : 'the hours you set'} before the next{' '}
        {weekdays[form.pickupWeekday]} {form.pickupTime} pickup.
      </FormHelperText>
    </>
  );
}

/** Sunday to Saturday, as the schedule counts them (0 to 6). */
function WeekdaySelect(props: { labelId: string; value: number; onChange: (day: number) => void }) {
  return (
    <Select
      value={props.value}
      onChange={(_e, value) => value !== null && props.onChange(value)}
      slotProps={{ button: { 'aria-labelledby': props.labelId } }}
    >
      {weekdays.map((day, index) => (
        <Option key={day} value={index}>
          {day}
        </Option>
      ))}
    </Select>
  );
}
