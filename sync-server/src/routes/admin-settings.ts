import type Router from '@koa/router';
import { pickupSettingsUpdateSchema, type PickupSettings } from '#shared/pickup-settings';
import type { Db } from '../db';
import type { AppDeps } from '../deps';
import { adminWrite, mountAdminWrites } from '../http/admin-writes';
import type { AdminState } from '../http/require-admin';
import { announceDueNotices, dropMoment, type SentDrop } from '../services/notices/drop-notices';
import { applySchedule, updatePickupSettings } from '../services/pickup-settings';

interface SettingsWritten {
  settings: PickupSettings;
  sent: SentDrop[];
}

/**
 * Whatever opens orders announces the opening in the same transaction (notices/drop-notices.ts):
 * the switch and the notices it makes due commit together, or neither does.
 */
async function withDueNotices(
  db: Db,
  now: Date,
  deps: AppDeps,
  change: () => Promise<PickupSettings>,
): Promise<SettingsWritten> {
  const settings = await change();
  return { settings, sent: await announceDueNotices(db, { ...dropMoment(deps), now }) };
}

const theSettings = ({ settings }: SettingsWritten) => settings;
const settingsChanged = (deps: AppDeps, _input: unknown, { sent }: SettingsWritten) => {
  deps.changes.settingsChanged();
  if (sent.length > 0) deps.mailer.kick();
};

/** The owner's pickup settings, alone or in her outbox's batches. */
export const settingsWrites = [
  adminWrite({
    method: 'PUT',
    path: '/api/pickup-settings',
    body: pickupSettingsUpdateSchema,
    write: (db, { body }, now, deps) =>
      withDueNotices(db, now, deps, () =>
        updatePickupSettings(db, body, { now, timeZone: deps.config.bakeryTimeZone }),
      ),
    answer: theSettings,
    announce: settingsChanged,
  }),
  // 'Auto-Update Now': apply the weekly schedule at once, even while auto-manage is off.
  adminWrite({
    method: 'POST',
    path: '/api/pickup-settings/auto-update',
    write: (db, _input, now, deps) =>
      withDueNotices(
        db,
        now,
        deps,
        async () => (await applySchedule(db, { now, timeZone: deps.config.bakeryTimeZone })).settings,
      ),
    answer: theSettings,
    announce: settingsChanged,
  }),
];

export function adminSettingsRoutes(router: Router<AdminState>, deps: AppDeps): void {
  mountAdminWrites(router, deps, settingsWrites);
}
