import { DateTime } from 'luxon';
import { inQuietHours, minutesOf, type NoticeSettings } from '#shared/notices';

/**
 * When a push queued `now` may go: now, or, inside the owner's quiet hours (bakery time), the
 * moment they end. "21:00" to "07:00": a push queued at 23:10 goes at 07:00 the next morning,
 * one queued at 05:00 at 07:00 the same morning.
 */
export function pushNotBefore(now: Date, quietHours: NoticeSettings['quietHours'], timeZone: string): Date {
  if (!quietHours) return now;
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!inQuietHours(local.hour * 60 + local.minute, quietHours)) return now;
  const end = minutesOf(quietHours.to);
  let morning = local.set({ hour: Math.floor(end / 60), minute: end % 60, second: 0, millisecond: 0 });
  if (morning <= local) morning = morning.plus({ days: 1 });
  return morning.toJSDate();
}
