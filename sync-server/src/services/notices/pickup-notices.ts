import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { bakery } from '#shared/bakery';
import { orderNumberText } from '#shared/order-status';
import {
  noticeRecipientStatuses,
  type PickupNotice,
  type PickupNoticePreview,
  type PickupNoticeResult,
  type SentNotice,
} from '#shared/owner-orders';
import { pickupDateText } from '#shared/pickup-date';
import type { PickupSettings } from '#shared/pickup-settings';
import { inTransaction, Order, type Db } from '../../db';
import type { Applied } from '../announce';
import { conflict } from '../errors';
import { mailText, typed } from '../mail/mail-text';
import type { MailDraft } from '../mail/outbox';
import { queueMail } from '../mail/outbox';
import { pickupText, placeNoteLines, type LinkToOrder } from '../mail/templates';
import type { Moment } from '../moment';
import { queuePushNotices, type PushNotice } from './push-notices';
import { toStoredOrder } from '../orders/order-history';
import { getPickupSettings } from '../pickups/pickup-settings';

type Recipient = { to: string; name: string; numbers: number[]; order: ReturnType<typeof toStoredOrder> };
type NoticeTarget = Pick<PickupNotice, 'pickupDate' | 'pickupLocation' | 'kind'>;

/**
 * Who hears of a pickup: the orders of it that THE rule of the notice's kind reaches (shared
 * owner-orders.ts: "ready" and "running late" skip what was collected, no-shows and cancels),
 * each customer once (two orders, one e-mail naming both). Orders with no e-mail (phone,
 * stall) are listed apart: the owner must call them.
 */
async function recipientsOf(db: Db, notice: NoticeTarget) {
  const query = Order.query(db)
    .where('pickupDate', notice.pickupDate)
    .whereIn('status', noticeRecipientStatuses[notice.kind])
    .orderBy('number');
  if (notice.pickupLocation) query.where('pickupLocation', notice.pickupLocation);
  const byAddress = new Map<string, Recipient>();
  const withoutEmail: PickupNoticePreview['withoutEmail'] = [];
  for (const row of await query) {
    const address = row.email.trim().toLowerCase();
    if (!address) {
      const name = `${row.firstName} ${row.lastName}`.trim() || 'Walk-up sale';
      withoutEmail.push({ name, phone: row.phone, number: row.number });
      continue;
    }
    const known = byAddress.get(address);
    if (known) known.numbers.push(row.number);
    else
      byAddress.set(address, { to: row.email, name: row.firstName, numbers: [row.number], order: toStoredOrder(row) });
  }
  return { recipients: [...byAddress.values()], withoutEmail };
}

/** The last notice of this kind to this pickup (both locations count for a notice to both). */
async function lastSent(db: Db, notice: NoticeTarget): Promise<SentNotice | null> {
  const query = db('pickup_notices')
    .select('createdAt', 'recipients')
    .where({ pickupDate: notice.pickupDate, kind: notice.kind })
    .orderBy('createdAt', 'desc')
    .first();
  if (notice.pickupLocation) {
    query.where((same) => same.where('pickupLocation', notice.pickupLocation!).orWhereNull('pickupLocation'));
  }
  const row = (await query) as { createdAt: string | Date; recipients: number } | undefined;
  return row ? { at: new Date(row.createdAt).toISOString(), recipients: row.recipients } : null;
}

function noticeMail(
  recipient: Recipient,
  notice: PickupNotice,
  settings: PickupSettings,
  link: LinkToOrder,
): MailDraft {
  // "Your order #1001", or "Your orders #1001 and #1002" for a customer of two.
  const orders = `${recipient.numbers.length === 1 ? 'order' : 'orders'} ${recipient.numbers.map(orderNumberText).join(' and ')}`;
  return {
    kind: 'pickup-notice',
    to: recipient.to,
    subject: notice.subject,
    ...mailText([
      typed(`Hi ${recipient.name || 'there'},`),
      '',
      notice.message,
      '',
      `Your ${orders}`,
      pickupText(recipient.order, settings),
      `Your order: ${link(recipient.order.id)}`,
      '',
      'Questions? Reply to this e-mail.',
      `${bakery.name}, ${bakery.city}`,
    ]),
  };
}

export async function previewNotice(
  db: Db,
  notice: PickupNotice,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<PickupNoticePreview> {
  const [{ recipients, withoutEmail }, settings, sent] = await Promise.all([
    recipientsOf(db, notice),
    getPickupSettings(db, moment),
    lastSent(db, notice),
  ]);
  const first = recipients[0];
  const sample = first ? noticeMail(first, notice, settings, moment.links.orderUrl) : null;
  return {
    recipients: recipients.map((recipient) => ({
      name: `${recipient.order.firstName} ${recipient.order.lastName}`.trim(),
      email: recipient.to,
      orders: recipient.numbers,
    })),
    withoutEmail,
    sample: sample && { to: sample.to, subject: sample.subject, text: sample.text },
    lastSent: sent,
  };
}

/**
 * Queues one e-mail a customer and records the notice, together (the caller's key too). A
 * second notice of the same kind to the same pickup goes only when she said so (`again`):
 * she was asked first, so a customer is not told twice by a slip of the thumb.
 */
export function sendNotice(
  db: Db,
  notice: PickupNotice,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<Applied<PickupNoticeResult>> {
  return inTransaction(db, async (trx) => {
    const [{ recipients }, settings, sent] = await Promise.all([
      recipientsOf(trx, notice),
      getPickupSettings(trx, moment),
      lastSent(trx, notice),
    ]);
    if (sent && !notice.again) {
      throw conflict(
        `This message already went to ${sent.recipients} customer${sent.recipients === 1 ? '' : 's'} of this pickup`,
        'already-sent',
      );
    }
    await queueMail(
      trx,
      recipients.map((recipient) => noticeMail(recipient, notice, settings, moment.links.orderUrl)),
      moment.now,
    );
    const sentAt = moment.now.toISOString();
    await trx('pickup_notices').insert({
      id: randomUUID(),
      pickupDate: notice.pickupDate,
      pickupLocation: notice.pickupLocation ?? null,
      kind: notice.kind,
      subject: notice.subject,
      message: notice.message,
      recipients: recipients.length,
      createdAt: sentAt,
    });
    return { answer: { queued: recipients.length, sentAt }, changed: { mail: recipients.length > 0 } };
  });
}

/** From this hour (bakery time) on the day before a pickup, its reminders go out. */
export const REMINDER_HOUR = 9;

/**
 * The day-before reminder, once per order: while the owner has reminders on, every order of
 * tomorrow's pickups still to be collected that has an e-mail gets one, and every phone
 * following it a push. Each order is claimed with a conditional UPDATE (reminderSentAt still
 * empty) in the transaction that queues its mail and pushes, so a second pass, or a second
 * server, finds it claimed and sends nothing.
 */
export async function sendDueReminders(db: Db, moment: Pick<Moment, 'now' | 'timeZone' | 'links'>): Promise<number> {
  const local = DateTime.fromJSDate(moment.now, { zone: moment.timeZone });
  if (local.hour < REMINDER_HOUR) return 0;
  const tomorrow = local.plus({ days: 1 }).toISODate()!;
  return inTransaction(db, async (trx) => {
    const settings = await getPickupSettings(trx, moment);
    if (!settings.remindersEnabled) return 0;
    const due = await Order.query(trx)
      .where('pickupDate', tomorrow)
      // Still to be collected: as a "ready" notice reaches (a stall sale handed over needs none).
      .whereIn('status', noticeRecipientStatuses.ready)
      .whereNull('reminderSentAt')
      .whereNot('email', '');
    const mail: MailDraft[] = [];
    const pushes: PushNotice[] = [];
    for (const row of due) {
      const claimed = await Order.query(trx)
        .patch({ reminderSentAt: moment.now.toISOString() })
        .where({ id: row.id })
        .whereNull('reminderSentAt');
      if (claimed !== 1) continue;
      mail.push(reminderMail(toStoredOrder(row), settings, moment.links.orderUrl));
      pushes.push({ kind: 'pickup-reminder', order: toStoredOrder(row) });
    }
    await queueMail(trx, mail, moment.now);
    await queuePushNotices(trx, pushes, settings, moment);
    return mail.length;
  });
}

function reminderMail(order: ReturnType<typeof toStoredOrder>, settings: PickupSettings, link: LinkToOrder): MailDraft {
  return {
    kind: 'pickup-reminder',
    to: order.email,
    subject: `Reminder: your ${bakery.name} order ${orderNumberText(order.number)} is ready ${pickupDateText(order.pickupDate)}`,
    ...mailText([
      typed(`Hi ${order.firstName || 'there'},`),
      '',
      `A reminder that your order ${orderNumberText(order.number)} is for pickup tomorrow.`,
      pickupText(order, settings),
      ...placeNoteLines(order, settings),
      order.paymentStatus === 'paid' ? 'It is paid: thank you!' : `Total due: $${order.total}.`,
      `See, move or cancel it: ${link(order.id)}`,
      '',
      "Can't make it? Reply to this e-mail.",
      `${bakery.name}, ${bakery.city}`,
    ]),
  };
}
