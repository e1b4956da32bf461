import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import type { NoticeSettings } from '#shared/notices';
import type { PickupSettings } from '#shared/pickup-settings';
import { FieldProblem } from '../../../components/field-problem';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { fieldError, type FieldErrors } from '../../../lib/field-errors';
import { NoticePreviews } from './notice-previews';

const DEFAULT_CLOSING_SOON_HOURS = 12;
const DEFAULT_QUIET_HOURS = { from: '21:00', to: '07:00' };

/**
 * The settings card's "Notices": what the bakery tells people by itself (docs/notices.md), each on or off, "closing soon" (off unless she sets it), the quiet hours, and each
 * notice's words as they will go out.
 */
export function NoticeFields({
  notices,
  settings,
  errors,
  onChange,
}: {
  notices: NoticeSettings;
  /** The form's settings, for the previews (pickup date, banner, schedule). */
  settings: PickupSettings;
  /** The settings card's problems by field ("notices.closingSoonHours"). */
  errors: FieldErrors;
  onChange: (notices: NoticeSettings) => void;
}) {
  const set = <K extends keyof NoticeSettings>(key: K, value: NoticeSettings[K]) =>
    onChange({ ...notices, [key]: value });
  const toggle = (
    key: 'ordersOpen' | 'orderReady' | 'ownerNewOrder' | 'ownerFailedCheckout' | 'ownerCustomerCancel',
    label: ReactNode,
  ) => (
    <Typography
      component="label"
      startDecorator={<Switch checked={notices[key]} onChange={(e) => set(key, e.target.checked)} />}
    >
      {label}
    </Typography>
  );
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="notices-heading">
      <Divider />
      <Typography id="notices-heading" level="title-lg" component="h3">
        Notices
      </Typography>
      <Typography level="title-sm">To subscribers</Typography>
      {toggle('ordersOpen', 'E-mail subscribers (and notify their phones) when orders open')}
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={notices.closingSoonHours !== null}
            onChange={(e) => set('closingSoonHours', e.target.checked ? DEFAULT_CLOSING_SOON_HOURS : null)}
          />
        }
      >
        "Closing soon" to subscribers who have not ordered yet
      </Typography>
      {notices.closingSoonHours !== null && (
        <FormControl sx={{ maxWidth: 320, pl: 5.5 }} error={!!fieldError(errors, 'notices.closingSoonHours')}>
          <FormLabel>Hours before orders close</FormLabel>
          <WholeNumberInput
            min={1}
            max={72}
            value={notices.closingSoonHours}
            onValue={(hours) => set('closingSoonHours', hours)}
          />
          <FieldProblem text={fieldError(errors, 'notices.closingSoonHours')} />
          <FormHelperText>Sent while auto-manage runs the schedule: it knows when orders close.</FormHelperText>
        </FormControl>
      )}
      <Typography level="title-sm">To customers who asked on their order page</Typography>
      {toggle('orderReady', 'Notify her phone when you mark her order ready')}
      <FormHelperText sx={{ mt: -1 }}>
        The day-before reminder goes to her phone too while reminders are on.
      </FormHelperText>
      <Typography level="title-sm">To your phone (turn it on from the dashboard)</Typography>
      {toggle('ownerNewOrder', 'New orders')}
      {toggle('ownerFailedCheckout', 'Checkouts that failed')}
      <FormHelperText sx={{ mt: -1 }}>And weeks of standing orders that could not be placed.</FormHelperText>
      {toggle('ownerCustomerCancel', 'Orders a customer cancelled or moved to another time')}
      <FormHelperText sx={{ mt: -1 }}>
        And regulars pausing, skipping, changing or stopping their standing orders.
      </FormHelperText>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={notices.quietHours !== null}
            onChange={(e) => set('quietHours', e.target.checked ? DEFAULT_QUIET_HOURS : null)}
          />
        }
      >
        Quiet hours: no notifications at night
      </Typography>
      {notices.quietHours && (
        <Stack direction="row" spacing={2} sx={{ pl: 5.5 }}>
          <FormControl sx={{ flex: 1, maxWidth: 160 }}>
            <FormLabel>Quiet from</FormLabel>
            <Input
              type="time"
              value={notices.quietHours.from}
              onChange={(e) => set('quietHours', { ...notices.quietHours!, from: e.target.value })}
            />
          </FormControl>
          <FormControl sx={{ flex: 1, maxWidth: 160 }}>
            <FormLabel>Quiet until</FormLabel>
            <Input
              type="time"
              value={notices.quietHours.to}
              onChange={(e) => set('quietHours', { ...notices.quietHours!, to: e.target.value })}
            />
          </FormControl>
        </Stack>
      )}
      {notices.quietHours && fieldError(errors, 'notices.quietHours') && (
        <Typography color="danger" role="alert" level="body-sm" sx={{ pl: 5.5 }}>
          {fieldError(errors, 'notices.quietHours')}
        </Typography>
      )}
      {notices.quietHours && (
        <FormHelperText sx={{ mt: -1 }}>
          Bakery time. What would arrive then waits until {notices.quietHours.to}; e-mails go at any hour.
        </FormHelperText>
      )}
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
        <NoticePreviews notices={notices} settings={settings} />
      </Sheet>
    </Stack>
  );
}
