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
import { toast } from '../../../lib/toast';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { reportOutcome, useAdminEdit } from '../../../sync/use-admin-edit';
import { inventoryEdits } from '../edits';
import { CapacityFields } from './capacity-fields';
import { NoticeFields } from './notice-fields';

/**
 * The settings card: pickup date and address, the banner, orders open, and the weekly schedule
 * that auto-manage follows. Keyed by updatedAt by its parent, so a save shows what was stored.
 */
export function SettingsCard({ settings }: { settings: PickupSettings }) {
  const [form, setForm] = useState(() => ({ ...settings }));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAdminEdit(inventoryEdits);
  const autoUpdate = useAdminEdit(inventoryEdits);
  const set = <K extends keyof PickupSettings>(key: K, value: PickupSettings[K]) => setForm({ ...form, [key]: value });
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : JSON.stringify(a) === JSON.stringify(b);
  const changed = (Object.keys(pickupSettingsUpdateSchema.shape) as (keyof PickupSettings)[]).some(
    (key) => !same(form[key], settings[key]),
  );
  useUnsavedDraft('pickup-settings', changed ? 'pickup settings' : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = pickupSettingsUpdateSchema.safeParse(form);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please check the settings');
    if (form.marketEndTime <= form.marketStartTime) return setProblem('The market must close after it opens');
    if (form.pickupEndTime <= form.pickupTime) return setProblem('The home pickup must end after it starts');
    const quiet = form.notices?.quietHours;
    if (quiet && quiet.from === quiet.to) return setProblem('Quiet hours must start and end at different times');
    setProblem(null);
    void save.edit('saveSettings', { update: parsed.data }, 'Pickup settings', {
      done: ['Settings Updated', 'Customers see the new pickup settings now.'],
      failed: ['Update Failed', 'Failed to update settings:'],
    });
  }

  async function runSchedule() {
    const outcome = await autoUpdate.edit('autoUpdate', {}, 'Auto-update of the pickup settings');
    if (outcome.kind === 'sent') {
      const updated = outcome.answer as PickupSettings;
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
    <Card variant="outlined" component="form" onSubmit={submit} noValidate aria-label="Pickup settings">
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
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Pickup until</FormLabel>
            <Input type="time" value={form.pickupEndTime} onChange={(e) => set('pickupEndTime', e.target.value)} />
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Orders close (hours before)</FormLabel>
            <Input
              type="number"
              slotProps={{ input: { min: 0, max: 167, step: 1 } }}
              value={String(form.cutoffHours)}
              onChange={(e) => set('cutoffHours', Number(e.target.value))}
            />
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
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Market closes</FormLabel>
            <Input type="time" value={form.marketEndTime} onChange={(e) => set('marketEndTime', e.target.value)} />
          </FormControl>
        </Stack>
        <CapacityFields capacity={form.capacity} hours={form} onChange={(capacity) => set('capacity', capacity)} />
        <FormControl sx={{ maxWidth: 320 }}>
          <FormLabel>Customers may cancel until (hours before pickup)</FormLabel>
          <Input
            type="number"
            slotProps={{ input: { min: 0, max: 167, step: 1 } }}
            value={String(form.cancelCutoffHours)}
            onChange={(e) => set('cancelCutoffHours', Number(e.target.value))}
          />
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
          With auto-manage on, orders open after each pickup and close {form.cutoffHours} hours before the next{' '}
          {weekdays[form.pickupWeekday]} {form.pickupTime} pickup.
        </FormHelperText>
        <NoticeFields
          // A copy this phone saved before notices existed has none: the server's defaults.
          notices={form.notices ?? defaultNoticeSettings}
          settings={form}
          onChange={(notices) => set('notices', notices)}
        />
        {problem && (
          <Typography color="danger" role="alert">
            {problem}
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
