import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import { useState, type FormEvent } from 'react';
import { placeKinds, type PlaceKind } from '#shared/pickup-places';
import { placeUpdateSchema } from '#shared/place-update';
import { windowsOf, type PlaceRecord, type PlaceWindow } from '#shared/places';
import { weekdays } from '#shared/weekdays';
import { FieldProblem } from '../../../components/field-problem';
import { fieldError, fieldErrorsOf, issuesOf, withoutField, type FieldErrors } from '../../../lib/field-errors';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { marketsOnItsDays, newPlaceId } from '../places';
import '../../../lib/zod-words';

const kindWords: Record<PlaceKind, { label: string; help: string }> = {
  door: { label: 'Her door', help: 'A pickup after a time; orders close the cutoff before it.' },
  market: { label: 'A market', help: 'A stall; orders are taken until it ends.' },
  other: { label: 'Another place', help: 'A café, a school: a pickup window; orders close the cutoff before it.' },
};

/** The form's fields: what the place record holds, the cutoff as she types it. */
interface PlaceForm {
  placeKind: PlaceKind;
  name: string;
  address: string;
  note: string;
  /** Its weekly windows, the first first. */
  windows: PlaceWindow[];
  cutoff: string;
  active: boolean;
}

const formOf = (place: PlaceRecord | null): PlaceForm => ({
  placeKind: place?.kind ?? 'market',
  name: place?.name ?? '',
  address: place?.address ?? '',
  note: place?.note ?? '',
  windows: place ? [...windowsOf(place)] : [{ weekday: 2, from: '17:00', until: '20:00' }],
  cutoff: String(place?.cutoffHours ?? 24),
  active: place?.active ?? true,
});

/**
 * One of her places, added or changed (docs/orders.md, "Her places"): what it is, its name and
 * address, a note for customers, its weekly day and hours, when orders close, whether it takes
 * orders. Saved through her outbox like every edit of hers, so a place added offline at the
 * market reaches the server once, under the id her phone gave it.
 */
export function PlaceDialog({
  place,
  places,
  onClose,
}: {
  place: PlaceRecord | null;
  /** All her places, to say which other market shares a day with this one. */
  places: readonly PlaceRecord[];
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => formOf(place));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [id] = useState(() => place?.id ?? '');
  const save = useAdminEdit();
  const set = <K extends keyof PlaceForm>(key: K, value: PlaceForm[K]) => {
    setForm({ ...form, [key]: value });
    setErrors((shown) =>
      withoutField(shown, key === 'cutoff' ? 'cutoffHours' : key === 'placeKind' ? 'placeKind' : key),
    );
  };
  const errorOf = (field: string) => fieldError(errors, field);
  const market = form.placeKind === 'market';
  const sharing = marketsOnItsDays({ id: place?.id ?? null, kind: form.placeKind, windows: form.windows }, places);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cutoff = form.cutoff.trim() === '' ? Number.NaN : Number(form.cutoff);
    const { cutoff: _cutoff, windows, ...fields } = form;
    const first = windows[0]!;
    const parsed = placeUpdateSchema.safeParse({
      ...fields,
      ...first,
      windows,
      cutoffHours: market ? null : cutoff,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(issuesOf(parsed.error.issues)));
    setErrors({});
    const placeId = id || newPlaceId(parsed.data.name);
    const outcome = await save.edit(
      { kind: 'save-place', id: placeId, ...parsed.data },
      `The place ${parsed.data.name}`,
      {
        done: ['Place Saved', `${parsed.data.name} is saved.`],
        failed: ['Saving Failed', 'The place was not saved:'],
        inForm: true,
      },
    );
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      return setErrors(fieldErrorsOf(outcome.issues ?? [{ path: '', message: outcome.error }]));
    }
    onClose();
  }

  const setWindow = (index: number, change: Partial<PlaceWindow>) => {
    setForm({ ...form, windows: form.windows.map((each, at) => (at === index ? { ...each, ...change } : each)) });
    // Its own problems go (and the place's `until`, the first window's): the rest stay until she saves.
    setErrors((shown) =>
      Object.fromEntries(
        Object.entries(shown).filter(
          ([key]) => !key.startsWith(`windows.${index}.`) && !(index === 0 && key === 'until'),
        ),
      ),
    );
  };
  const addWindow = () => {
    const last = form.windows.at(-1)!;
    const free = [1, 2, 3, 4, 5, 6]
      .map((n) => (last.weekday + n) % 7)
      .find((day) => !form.windows.some((each) => each.weekday === day));
    if (free !== undefined) setForm({ ...form, windows: [...form.windows, { ...last, weekday: free }] });
  };
  const removeWindow = (index: number) => setForm({ ...form, windows: form.windows.filter((_, at) => at !== index) });
  // The first window's problems are also the place's own (its `until`), said once under it.
  const windowError = (index: number, field: 'from' | 'until') =>
    // `errors[field]` by its exact name: errorOf('until') would also find a later window's `windows.1.until`.
    errors[`windows.${index}.${field}`] ?? (index === 0 ? errors[field] : undefined);
  const other = Object.entries(errors)
    .filter(([field]) => !['name', 'address', 'note', 'from', 'until', 'cutoffHours'].includes(field))
    .filter(([field]) => !/^windows\.\d+\.(from|until)$/.test(field))
    .map(([, message]) => message);
  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="place-title" sx={{ width: 'min(560px, 100%)', overflow: 'auto' }}>
        <ModalClose />
        <DialogTitle id="place-title">{place ? `Change ${place.name}` : 'Add a place'}</DialogTitle>
        <Stack component="form" id="place-form" spacing={1.5} noValidate onSubmit={(event) => void submit(event)}>
          <FormControl>
            <FormLabel id="place-kind-label">What kind of place</FormLabel>
            <RadioGroup
              aria-labelledby="place-kind-label"
              value={form.placeKind}
              onChange={(event) => set('placeKind', event.target.value as PlaceKind)}
            >
              {placeKinds.map((kind) => (
                <Radio key={kind} value={kind} label={kindWords[kind].label} />
              ))}
            </RadioGroup>
            <FormHelperText>{kindWords[form.placeKind].help}</FormHelperText>
          </FormControl>
          <FormControl required error={!!errorOf('name')}>
            <FormLabel>Name</FormLabel>
            <Input
              value={form.name}
              placeholder="Bogert Farmers Market"
              slotProps={{ input: { maxLength: 100 } }}
              onChange={(event) => set('name', event.target.value)}
            />
            <FieldProblem text={errorOf('name')} />
          </FormControl>
          <FormControl required={form.placeKind !== 'door'} error={!!errorOf('address')}>
            <FormLabel>Address</FormLabel>
            <Input
              value={form.address}
              placeholder="Bogert Park, 325 S Church Ave, Bozeman"
              slotProps={{ input: { maxLength: 300 } }}
              onChange={(event) => set('address', event.target.value)}
            />
            <FieldProblem text={errorOf('address')} />
          </FormControl>
          <FormControl error={!!errorOf('note')}>
            <FormLabel>Note for customers</FormLabel>
            <Input
              value={form.note}
              placeholder="The green tent by the fountain"
              slotProps={{ input: { maxLength: 300 } }}
              onChange={(event) => set('note', event.target.value)}
            />
            <FieldProblem text={errorOf('note')} />
          </FormControl>
          {form.windows.map((window, index) => {
            // The first row's fields are "Day", "From", "Until"; a second day's "Day 2", ...
            const n = index === 0 ? '' : ` ${index + 1}`;
            return (
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-end' }}>
                <FormControl sx={{ flex: 1, minWidth: 0 }}>
                  <FormLabel id={`place-day-label-${index}`}>{`Day${n}`}</FormLabel>
                  <Select
                    value={window.weekday}
                    onChange={(_event, value) => value !== null && setWindow(index, { weekday: value })}
                    slotProps={{ button: { 'aria-labelledby': `place-day-label-${index}` } }}
                  >
                    {weekdays.map((day, weekday) => (
                      <Option key={day} value={weekday}>
                        {day}
                      </Option>
                    ))}
                  </Select>
                </FormControl>
                <FormControl sx={{ flex: 1, minWidth: 0 }} error={!!windowError(index, 'from')}>
                  <FormLabel>{`From${n}`}</FormLabel>
                  <Input
                    type="time"
                    value={window.from}
                    onChange={(event) => setWindow(index, { from: event.target.value })}
                  />
                  <FieldProblem text={windowError(index, 'from')} />
                </FormControl>
                <FormControl sx={{ flex: 1, minWidth: 0 }} error={!!windowError(index, 'until')}>
                  <FormLabel>{`Until${n}`}</FormLabel>
                  <Input
                    type="time"
                    value={window.until}
                    onChange={(event) => setWindow(index, { until: event.target.value })}
                  />
                  <FieldProblem text={windowError(index, 'until')} />
                </FormControl>
                {form.windows.length > 1 && (
                  <Button
                    variant="plain"
                    color="neutral"
                    aria-label={`Remove day${n || ' 1'}`}
                    onClick={() => removeWindow(index)}
                  >
                    Remove
                  </Button>
                )}
              </Stack>
            );
          })}
          {form.windows.length < 7 && (
            <Button variant="plain" sx={{ alignSelf: 'flex-start' }} onClick={addWindow}>
              Add another day
            </Button>
          )}
          {sharing.length > 0 && (
            <Alert color="warning" variant="soft" role="status">
              {`Also a market: ${sharing.join(', ')}. Two markets on one date share that date's market day: one table of what you brought, one list of sales, one cash box.`}
            </Alert>
          )}
          {!market && (
            <FormControl sx={{ maxWidth: 280 }} error={!!errorOf('cutoffHours')}>
              <FormLabel>Orders close (hours before)</FormLabel>
              <Input
                type="number"
                value={form.cutoff}
                slotProps={{ input: { min: 0, max: 167, step: 1 } }}
                onChange={(event) => set('cutoff', event.target.value)}
              />
              <FieldProblem text={errorOf('cutoffHours')} />
            </FormControl>
          )}
          <FormControl orientation="horizontal" sx={{ gap: 1 }}>
            <Switch checked={form.active} onChange={(event) => set('active', event.target.checked)} />
            <FormLabel>{form.active ? 'Takes orders' : 'Stopped: takes no new orders'}</FormLabel>
          </FormControl>
          {other.length > 0 && (
            <Alert color="danger" role="alert">
              {other.join(' ')}
            </Alert>
          )}
        </Stack>
        <DialogActions>
          <Button type="submit" form="place-form" loading={save.busy}>
            {place ? 'Save' : 'Add the place'}
          </Button>
          <Button variant="plain" color="neutral" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
