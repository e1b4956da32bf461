import { useState, type FormEvent } from 'react';
import { pickupSettingsUpdateSchema, type PickupSettings } from '#shared/pickup-settings';
import {
  fieldError,
  fieldErrorsOf,
  issuesOf,
  withoutField,
  type FieldErrors,
  type FieldIssue,
} from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { reportOutcome, useAdminEdit } from '../../../sync/use-admin-edit';
import '../../../lib/zod-words';

/** Sets one of the settings in the form (and drops that field's problem). */
export type SetSetting = <K extends keyof PickupSettings>(key: K, value: PickupSettings[K]) => void;

/** What a part of the settings card needs: the form, its setter, and a field's problem. */
export interface SettingsFieldsProps {
  form: PickupSettings;
  set: SetSetting;
  errorOf: (field: string) => string | undefined;
}

/**
 * The settings card's form: what she typed (from `settings`, the stored ones), the problems by
 * field (what the shared schema or the server said: shown under it, the form kept), and its two
 * actions, save and the schedule run now.
 */
export function useSettingsForm(settings: PickupSettings) {
  const [form, setForm] = useState(() => ({ ...settings }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminEdit();
  const autoUpdate = useAdminEdit();
  const set: SetSetting = (key, value) => {
    setForm({ ...form, [key]: value });
    setErrors((shown) => withoutField(shown, key));
  };
  useUnsavedDraft('pickup-settings', changedFrom(settings, form) ? 'pickup settings' : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = pickupSettingsUpdateSchema.safeParse(cardFields(form));
    if (!parsed.success) return setErrors(fieldErrorsOf(issuesOf(parsed.error.issues)));
    const between = problemsBetweenFields(form);
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

  return {
    form,
    set,
    errors,
    errorOf: (field: string) => fieldError(errors, field),
    submit,
    saving: save.busy,
    runSchedule,
    running: autoUpdate.busy,
  };
}

/** Whether the form differs from what is stored in any field a save sends. */
function changedFrom(settings: PickupSettings, form: PickupSettings): boolean {
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : JSON.stringify(a) === JSON.stringify(b);
  return (Object.keys(pickupSettingsUpdateSchema.shape) as (keyof PickupSettings)[]).some(
    (key) => !same(form[key], settings[key]),
  );
}

/**
 * What the card saves: the settings but each place's own fields (its day, hours, cutoff, name and
 * notes), which are its card's under Pickup places (docs/orders.md, "Her places"). So a save of the
 * card queued offline never puts back hours she changed on a place's card meanwhile.
 */
function cardFields(form: PickupSettings): Partial<PickupSettings> {
  const {
    pickupWeekday: _pickupWeekday,
    pickupTime: _pickupTime,
    pickupEndTime: _pickupEndTime,
    cutoffHours: _cutoffHours,
    marketWeekday: _marketWeekday,
    marketStartTime: _marketStartTime,
    marketEndTime: _marketEndTime,
    marketName: _marketName,
    marketAddress: _marketAddress,
    marketNote: _marketNote,
    pickupNote: _pickupNote,
    ...card
  } = form;
  return card;
}

/** The rules between fields, said where the server would say them. */
function problemsBetweenFields(form: PickupSettings): FieldIssue[] {
  const quiet = form.notices?.quietHours;
  return [
    quiet &&
      quiet.from === quiet.to && {
        path: 'notices.quietHours',
        message: 'Quiet hours must start and end at different times',
      },
  ].filter((issue) => issue !== false && issue !== null && issue !== undefined);
}
