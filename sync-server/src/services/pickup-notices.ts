import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { bakery } from '#shared/bakery';
import { orderNumberText } from '#shared/order-status';
import type { PickupNotice, PickupNoticePreview } from '#shared/owner-orders';
import { pickupDateText } from '#shared/pickup-date';
import type { PickupSettings } from '#shared/pickup-settings';
import { inTransaction, Order, type Db } from '../db';
import type { MailDraft } from './mail/outbox';
import { queueMail } from './mail/outbox';
import { pickupText } from './mail/templates';
import { toStoredOrder } from './order-history';
import { getPickupSettings } from './pickup-settings';

interface Moment {
  now: Date;
  timeZone: string;
}

type Recipient = { to: string; name: string; numbers: number[]; order: ReturnType<typeof toStoredOrder> };

/**
 * Who hears of a pickup: every customer with an order of it that is not cancelled, once each
 * (two orders, one e-mail naming both). Orders with no e-mail (phone, stall) are counted apart:
 * the owner must call them.
 */
async function recipientsOf(db: Db, notice: Pick<PickupNotice, 'pickupDate' | 'pickupLocation'>) {
  const query = Order.query(db)
    .where('pickupDate', notice.pickupDate)
    .whereNot('status', 'cancelled')
    .orderBy('number');
  if (notice.pickupLocation) query.where('pickupLocation', notice.pickupLocation);
  const byAddress = new Map<string, Recipient>();
  let withoutEmail = 0;
  for (const row of await query) {
    const address = row.email.trim().toLowerCase();
    if (!address) {
      withoutEmail += 1;
      continue;
    }
    const known = byAddress.get(address);
    if (known) known.numbers.push(row.number);
    else
      byAddress.set(address, { to: row.email, name: row.firstName, numbers: [row.number], order: toStoredOrder(row) });
  }
  return { recipients: [...byAddress.values()], withoutEmail };
}

function noticeMail(recipient: Recipient, notice: PickupNotice, settings: PickupSettings): MailDraft {
  const orders = recipient.numbers.map(orderNumberText).join(' and ');
  return {
    kind: 'pickup-notice',
    to: recipient.to,
    replyTo: bakery.contactEmail,
    subject: notice.subject,
    text: [
      `Hi ${recipient.name || 'there'},`,
      '',
      notice.message,
      '',
      `Your order ${orders}`,
      pickupText(recipient.order, settings),
      '',
      `Questions? Reply to this e-mail or write to ${bakery.contactEmail}.`,
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
  };
}

export async function previewNotice(db: Db, notice: PickupNotice, moment: Moment): Promise<PickupNoticePreview> {
  const [{ recipients, withoutEmail }, settings] = await Promise.all([
    recipientsOf(db, notice),
    getPickupSettings(db, moment),
  ]);
  const first = recipients[0];
  const sample = first ? noticeMail(first, notice, settings) : null;
  return {
    recipients: recipients.length,
    withoutEmail,
    sample: sample && { to: sample.to, subject: sample.subject, text: sample.text },
  };
}

/** Queues one e-mail a customer and records the notice, together (the caller's key too). */
export function sendNotice(db: Db, notice: PickupNotice, moment: Moment): Promise<{ queued: number }> {
  return inTransaction(db, async (trx) => {
    const [{ recipients }, settings] = await Promise.all([recipientsOf(trx, notice), getPickupSettings(trx, moment)]);
    await queueMail(
      trx,
      recipients.map((recipient) => noticeMail(recipient, notice, settings)),
      moment.now,
    );
    await trx('pickup_notices').insert({
      id: randomUUID(),
      pickupDate: notice.pickupDate,
      pickupLocation: notice.pickupLocation ?? null,
      kind: notice.kind,
      subject: notice.subject,
      message: notice.message,
      recipients: recipients.length,
      createdAt: moment.now.toISOString(),
    });
    return { queued: recipients.length };
  });
}

/** From this hour (bakery time) on the day before a pickup, its reminders go out. */
export const REMINDER_HOUR = 9;

/**
 * The day-before reminder, once per order: while the owner has reminders on, every order of
 * tomorrow's pickups that is not cancelled and has an e-mail gets one. Each order is claimed
 * with a conditional UPDATE (reminderSentAt still empty) in the transaction that queues its
 * mail, so a second pass, or a second server, finds it claimed and sends nothing.
 */
export async function sendDueReminders(db: Db, moment: Moment): Promise<number> {
  const local = DateTime.fromJSDate(moment.now, { zone: moment.timeZone });
  if (local.hour < REMINDER_HOUR) return 0;
  const tomorrow = local.plus({ days: 1 }).toISODate()!;
  return inTransaction(db, async (trx) => {
    const settings = await getPickupSettings(trx, moment);
    if (!settings.remindersEnabled) return 0;
    const due = await Order.query(trx)
      .where('pickupDate', tomorrow)
      .whereNot('status', 'cancelled')
      .whereNull('reminderSentAt')
      .whereNot('email', '');
    const mail: MailDraft[] = [];
    for (const row of due) {
      const claimed = await Order.query(trx)
        .patch({ reminderSentAt: moment.now.toISOString() })
        .where({ id: row.id })
        .whereNull('reminderSentAt');
      if (claimed === 1) mail.push(reminderMail(toStoredOrder(row), settings));
    }
    await queueMail(trx, mail, moment.now);
    return mail.length;
  });
}

function reminderMail(order: ReturnType<typeof toStoredOrder>, settings: PickupSettings): MailDraft {
  return {
    kind: 'pickup-reminder',
    to: order.email,
    replyTo: bakery.contactEmail,
    subject: `Reminder: your ${bakery.name} order ${orderNumberText(order.number)} is ready ${pickupDateText(order.pickupDate)}`,
    text: [
      `Hi ${order.firstName || 'there'},`,
      '',
      `A reminder that your order ${orderNumberText(order.number)} is for pickup tomorrow.`,
      pickupText(order, settings),
      order.paymentStatus === 'paid' ? 'It is paid: thank you!' : `Total due: $${order.total}.`,
      '',
      `Can't make it? Reply to this e-mail or write to ${bakery.contactEmail}.`,
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
  };
}
