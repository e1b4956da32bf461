import type Router from '@koa/router';
import { pickupSettingsUpdateSchema } from '#shared/pickup-settings';
import type { AppDeps } from '../deps';
import { adminWrite, mountAdminWrites } from '../http/admin-writes';
import type { AdminState } from '../http/require-admin';
import { applySchedule, updatePickupSettings } from '../services/pickup-settings';

const settingsChanged = (deps: AppDeps) => deps.changes.settingsChanged();

/** The owner's pickup settings, alone or in her outbox's batches. */
export const settingsWrites = [
  adminWrite({
    method: 'PUT',
    path: '/api/pickup-settings',
    body: pickupSettingsUpdateSchema,
    write: (db, { body }, now, deps) => updatePickupSettings(db, body, { now, timeZone: deps.config.bakeryTimeZone }),
    announce: settingsChanged,
  }),
  // 'Auto-Update Now': apply the weekly schedule at once, even while auto-manage is off.
  adminWrite({
    method: 'POST',
    path: '/api/pickup-settings/auto-update',
    write: async (db, _input, now, deps) =>
      (await applySchedule(db, { now, timeZone: deps.config.bakeryTimeZone })).settings,
    announce: settingsChanged,
  }),
];

export function adminSettingsRoutes(router: Router<AdminState>, deps: AppDeps): void {
  mountAdminWrites(router, deps, settingsWrites);
}
