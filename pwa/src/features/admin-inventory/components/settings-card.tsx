import { placeNoun } from '#shared/place-words';
import { placesAsEdited, windowsOf, type PlaceHoursSettings } from '#shared/places';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { FormEvent } from 'react';
import { defaultNoticeSettings } from '#shared/notices';
import type { PickupSummary } from '#shared/owner-orders';
import type { PickupSettings } from '#shared/pickup-settings';
import { formError } from '../../../lib/field-errors';
import { CapacityFields } from './capacity-fields';
import { DaysOffFields } from './days-off-fields';
import { NoticeFields } from './notice-fields';
import { BakeDayFields, CustomerFields, NextPickupFields } from './settings-fields';
import { useSettingsForm } from './use-settings-form';

/**
 * The settings card: pickup date and address, the banner, orders open, the weekly schedule
 * that auto-manage follows and its days off. Keyed by updatedAt by its parent, so a save shows what was stored.
 */
export function SettingsCard({ settings, pickups }: { settings: PickupSettings; pickups?: readonly PickupSummary[] }) {
  const { form, set, errors, errorOf, submit, saving, runSchedule, running } = useSettingsForm(settings);
  const fields = { form, set, errorOf };
  const problem = formError(errors, settingsFieldsOf(placesAsEdited(form).map((place) => place.id)));
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
        <NextPickupFields {...fields} openNow={settings.ordersOpen} />
        {/* Each place's days, hours, cutoff, name, address and note are on its card under Pickup places. */}
        <BakeDayFields {...fields} />
        <DaysOffFields
          daysOff={form.daysOff}
          places={placesAsEdited(form)
            .filter((place) => place.active)
            .map((place) => ({
              id: place.id,
              weekdays: windowsOf(place).map((window) => window.weekday),
              noun: dayOffNoun(place.id, form),
            }))}
          errorOf={errorOf}
          ordersOn={(place, day) =>
            pickups?.find((pickup) => pickup.pickupLocation === place && pickup.pickupDate === day)?.orders ?? 0
          }
          onChange={(daysOff) => set('daysOff', daysOff)}
        />
        <CapacityFields
          capacity={form.capacity}
          hours={form}
          errors={errors}
          onChange={(capacity) => set('capacity', capacity)}
        />
        <CustomerFields {...fields} />
        <NoticeFields
          // A copy this phone saved before notices existed has none: the server's defaults.
          notices={form.notices ?? defaultNoticeSettings}
          settings={form}
          errors={errors}
          onChange={(notices) => set('notices', notices)}
        />
        {problem && (
          <Typography color="danger" role="alert">
            {problem}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" loading={saving}>
            Save Settings
          </Button>
          <Button variant="outlined" loading={running} onClick={() => void runSchedule()}>
            Auto-Update Now
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** The fields that say their own problem under them; any other problem is said above the buttons. */
const settingsFieldsOf = (places: readonly string[]) => [
  'cancelCutoffHours',
  ...places.flatMap((place) => [
    `capacity.${place}.ordersPerSlot`,
    `capacity.${place}.itemsPerPickup`,
    `daysOff.${place}`,
  ]),
  'notices.closingSoonHours',
  'notices.quietHours',
  'ovenPerBakeDay',
];

/** "No market on", "No home pickup on", "No Bogert Market on": what a day off at a place is. */
function dayOffNoun(place: string, places: PlaceHoursSettings): string {
  const noun = placeNoun(place, places);
  return noun === 'farmers market' ? 'market' : noun;
}
