import { DateTime } from 'luxon';
import { toCsv } from '#shared/csv';

/**
 * The confirmed subscribers as a spreadsheet: the address and when it said yes, in the
 * bakery's time. Quoted and neutralised like the orders' (an address cannot start a formula).
 */
export function subscribersCsv(rows: readonly { email: string; confirmedAt: string | null }[], timeZone: string) {
  const when = (iso: string | null) =>
    iso ? DateTime.fromISO(iso, { zone: timeZone }).startOf('second').toISO({ suppressMilliseconds: true }) : '';
  return toCsv([['E-mail', 'Confirmed'], ...rows.map((row) => [row.email, when(row.confirmedAt)])]);
}
