import { pickupDateText } from '#shared/pickup-date';
import type { StandingOrderRow, Tx } from '../../db';
import { queueMail, type MailDraft } from '../mail/outbox';
import { queuePushNotices, type PushNotice } from '../notices/push-notices';
import { getPickupSettings } from '../pickups/pickup-settings';
import { linesOf, type StandingLine } from './standing-lines';
import { mailText, typed } from '../mail/mail-text';
import { linesText, pendingText, sentence, where, type ProductNames } from './standing-mail';
import type { Moment } from '../moment';
import { herPlaces } from '../pickups/place-rows';

/**
 * What the owner is told of her regulars (docs/standing-orders.md, "The owner is told"): a
 * request, a change a regular makes herself, the weeks the checkout could not place. Each is an
 * e-mail with the link to her Standing Orders page and a push to her phones (her switches:
 * customers' changes, failed checkouts), queued in the transaction of what they tell of, through
 * the same exactly-once outbox as every notice.
 */
export type StandingChange =
  | { kind: 'requested' }
  | { kind: 'paused' | 'resumed' | 'stopped' }
  | { kind: 'skipped' | 'unskipped'; pickupDate: string }
  | { kind: 'changed'; before: readonly StandingLine[] }
  | { kind: 'asks-more'; before: readonly StandingLine[] };

/** A week the checkout refused, for the owner's notice. */
export interface RefusedWeek {
  row: StandingOrderRow;
  pickupDate: string;
  reason: string;
}

/** The owner's Standing Orders page, where she answers a regular and places a week not placed. */
const ownerStandingPage = (moment: Pick<Moment, 'links'>) => moment.links.url('/admin-standing');

const nameOf = (row: StandingOrderRow) => `${row.firstName} ${row.lastName}`;

/** The owner's words of a change: a title (subject and push), what it is, and what she may do. */
function wordsOf(row: StandingOrderRow, change: StandingChange, names: ProductNames) {
  const who = nameOf(row);
  const now = linesText(linesOf(row), names);
  switch (change.kind) {
    case 'requested':
      return row.status === 'active'
        ? {
            title: `New order every week: ${who}`,
            text: [
              now,
              '',
              'It was approved by itself (your setting): it is placed with each week’s orders from next week on.',
            ],
            act: 'See it',
          }
        : { title: `${who} asks for an order every week`, text: [now], act: 'Approve or decline it' };
    case 'paused':
      return {
        title: `${who} paused her order every week`,
        text: [now, '', 'It is not placed until she goes on again.'],
        act: 'See it',
      };
    case 'resumed':
      return {
        title: `${who} goes on again with her order every week`,
        text: [now, '', 'It is placed again from the next opening on.'],
        act: 'See it',
      };
    case 'stopped':
      return {
        title: `${who} stopped her order every week`,
        text: [now, '', 'Weeks already placed stay as orders: she may cancel them by their own rules.'],
        act: 'See it',
      };
    case 'skipped':
      return {
        title: `${who} skips ${pickupDateText(change.pickupDate)}`,
        text: [now, '', 'That week is not placed.'],
        act: 'See it',
      };
    case 'unskipped':
      return {
        title: `${who} takes back her skip of ${pickupDateText(change.pickupDate)}`,
        text: [now, '', 'That week is placed with the others.'],
        act: 'See it',
      };
    case 'changed':
      return {
        title: `${who} changed her order every week`,
        text: ['From:', linesText(change.before, names), '', 'To:', now],
        act: 'See it',
      };
    case 'asks-more':
      return {
        title: `${who} asks for more every week`,
        text: [
          'Now:',
          linesText(change.before, names),
          '',
          'She asks for:',
          pendingText(row, names),
          '',
          'Until you say yes, each week is placed as now.',
        ],
        act: 'Approve or decline it',
      };
  }
}

/** Tells the owner of a regular's request or change: an e-mail and a push, in the caller's transaction. */
export async function tellOwnerOfChange(
  trx: Tx,
  row: StandingOrderRow,
  change: StandingChange,
  names: ProductNames,
  moment: Moment,
): Promise<void> {
  const { title, text, act } = wordsOf(row, change, names);
  const places = await herPlaces(trx);
  const mail: MailDraft = {
    kind: change.kind === 'requested' ? 'standing-request' : 'standing-change',
    to: moment.ownerEmail,
    replyTo: row.email,
    subject: title,
    // Her name, address and phone are her own words (mail-text.ts): never a link or a button.
    ...mailText([
      typed(
        `${nameOf(row)} (${row.email}, ${row.phone}), every week ${where(row, places)}${row.pickupSlot ? ` at ${row.pickupSlot}` : ''}:`,
      ),
      '',
      ...text,
      '',
      `${act}: ${ownerStandingPage(moment)}`,
    ]),
  };
  const push: PushNotice = {
    kind: 'standing-change',
    id: row.id,
    title,
    body: `${nameOf(row)}, ${where(row, places)}`,
  };
  await tellOwner(trx, [mail], [push], moment);
}

/** Tells the owner of the weeks a placement could not place, in one e-mail and one push. */
export async function tellOwnerOfRefusedWeeks(
  trx: Tx,
  weeks: readonly RefusedWeek[],
  names: ProductNames,
  moment: Moment,
): Promise<void> {
  if (weeks.length === 0) return;
  const pickup = pickupDateText(weeks[0]!.pickupDate);
  const count = weeks.length;
  const mail: MailDraft = {
    kind: 'standing-change',
    to: moment.ownerEmail,
    subject: `${count} standing order${count === 1 ? '' : 's'} not placed for ${pickup}`,
    ...mailText([
      `The week's standing orders were placed when orders opened. ${count === 1 ? 'This one' : 'These'} could not be:`,
      '',
      ...weeks.flatMap((week) => [
        typed(`${nameOf(week.row)}: ${sentence(week.reason)}`),
        linesText(linesOf(week.row), names),
        '',
      ]),
      'When the bake is in, set its stock on Inventory (or make room in the pickup’s settings): each week not placed is tried again at once, before any customer can take what you add.',
      `Or place one yourself: ${ownerStandingPage(moment)}`,
      '',
      `Each regular was told that her week is not placed yet.`,
    ]),
  };
  const push: PushNotice = { kind: 'standing-refused', pickup, count, reason: weeks[0]!.reason };
  await tellOwner(trx, [mail], [push], moment);
}

async function tellOwner(trx: Tx, mail: MailDraft[], pushes: PushNotice[], moment: Moment): Promise<void> {
  await queueMail(trx, mail, moment.now);
  await queuePushNotices(trx, pushes, await getPickupSettings(trx, moment), moment);
}
