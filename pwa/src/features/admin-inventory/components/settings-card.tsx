import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
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
import { useState, type FormEvent } from 'react';
import { defaultNoticeSettings } from '#shared/notices';
import { pickupSettingsUpdateSchema, weekdays, type PickupSettings } from '#shared/pickup-settings';
import { FieldProblem } from '../../../components/field-problem';
import { WholeNumberInput } from '../../../components/whole-number-input';
import {
  fieldError,
  fieldErrorsOf,
  formError,
  issuesOf,
  withoutField,
  type FieldErrors,
} from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { reportOutcome, useAdminEdit } from '../../../sync/use-admin-edit';
import { CapacityFields } from './capacity-fields';
import { NoticeFields } from './notice-fields';
import { countOf } from '../../../lib/format';

/**
 * The settings card: pickup date and address, the banner, orders open, and the weekly schedule
 * that auto-manage follows. Keyed by updatedAt by its parent, so a save shows what was stored.
 */
export function SettingsCard({ settings }: { settings: PickupSettings }) {
  const [form, setForm] = useState(() => ({ ...settings }));
  /** What the shared schema or the server said, by field: shown under it; the form is kept. */
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminEdit();
  const autoUpdate = useAdminEdit();
  const set = <K extends keyof PickupSettings>(key: K, value: PickupSettings[K]) => {
    setForm({ ...form, [key]: value });
    setErrors((shown) => withoutField(shown, key));
  };
  const errorOf = (field: string) => fieldError(errors, field);
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : JSON.stringify(a) === JSON.stringify(b);
  const changed = (Object.keys(pickupSettingsUpdateSchema.shape) as (keyof PickupSettings)[]).some(
    (key) => !same(form[key], settings[key]),
  );
  useUnsavedDraft('pickup-settings', changed ? 'pickup settings' : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = pickupSettingsUpdateSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrorsOf(issuesOf(parsed.error.issues)));
    // The rules between fields, said where the server would say them.
    const quiet = form.notices?.quietHours;
    const between = [
      form.marketEndTime <= form.marketStartTime && {
        path: 'marketEndTime',
        message: 'The market must close after it opens',
      },
      form.pickupEndTime <= form.pickupTime && {
        path: 'pickupEndTime',
        message: 'The home pickup must end after it starts',
      },
      quiet &&
        quiet.from === quiet.to && {
          path: 'notices.quietHours',
          message: 'Quiet hours must start and end at different times',
        },
    ].filter((issue) => issue !== false && issue !== null && issue !== undefined);
    if (between.length > 0) return setErrors(fieldErrorsOf(between));
    setErrors({});
    const outcome = await save.edit({ kind: 'save-settings', ...parsed.data }, 'Pickup settings', {
      done: ['Settings Updated', 'Customers see the new pickup settings now.'],
      failed: ['Update Failed', 'Failed to update settings:'],
      inForm: true,
    });
    // Refused: what she typed stays on the card, and the field the server named is marked.
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      setErrors(fieldErrorsOf(outcome.issues ?? [{ path: '', message: outcome.error }]));
    }
  }

  async function runSchedule() {
    const outcome = await autoUpdate.edit({ kind: 'apply-schedule' }, 'Auto-update of the pickup settings');
    if (outcome.kind === 'sent' && outcome.answer) {
      const updated = outcome.answer;
      toast(
        'Settings Auto-Updated',
        `Orders are ${updated.ordersOpen ? 'open' : 'closed'}; next pickup ${updated.pickupDate}.`,
      );
    } else {
      reportOutcome(outcome, 'Auto-update of the pickup settings', {
        done: ['Settings Auto-Updated', ''],
        failed: ['Update Failed', 'Failed to auto-update pickup settings.'],
      });
    }
  }

  return (
    <Card
      variant="outlined"
      component="form"
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
      aria-label="Pickup settings"
    >
      <Typography level="title-lg" component="h2">
        Pickup Settings
      </Typography>
      <Stack spacing={2}>
        <FormControl>
          <FormLabel>Pickup Date</FormLabel>
          <Input
            value={form.pickupDate}
            onChange={(e) => set('pickupDate', e.target.value)}
            disabled={form.autoManage}
          />
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
            Set by the schedule: orders are {settings.ordersOpen ? 'open' : 'closed'} right now.
          </FormHelperText>
        )}
        <Typography
          component="label"
          startDecorator={<Switch checked={form.autoManage} onChange={(e) => set('autoManage', e.target.checked)} />}
        >
          Auto-manage schedule
        </Typography>
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
        <CapacityFields
          capacity={form.capacity}
          hours={form}
          errors={errors}
          onChange={(capacity) => set('capacity', capacity)}
        />
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
        <NoticeFields
          // A copy this phone saved before notices existed has none: the server's defaults.
          notices={form.notices ?? defaultNoticeSettings}
          settings={form}
          errors={errors}
          onChange={(notices) => set('notices', notices)}
        />
        {formError(errors, settingsFields) && (
          <Typography color="danger" role="alert">
            {formError(errors, settingsFields)}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" loading={save.busy}>
            Save Settings
          </Button>
          <Button variant="outlined" loading={autoUpdate.busy} onClick={() => void runSchedule()}>
            Auto-Update Now
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** The fields that say their own problem under them; any other problem is said above the buttons. */
const settingsFields = [
  'pickupEndTime',
  'cutoffHours',
  'marketEndTime',
  'cancelCutoffHours',
  'capacity.home.ordersPerSlot',
  'capacity.home.itemsPerPickup',
  'capacity.farmers-market.ordersPerSlot',
  'capacity.farmers-market.itemsPerPickup',
  'notices.closingSoonHours',
  'notices.quietHours',
];

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
