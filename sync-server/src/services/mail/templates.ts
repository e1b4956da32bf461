import { bakery, paymentMethodLabels, type PaymentMethod } from '#shared/bakery';
import type { ContactMessage } from '#shared/contact';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { CANCELLED_BY_CUSTOMER, orderNumberText } from '#shared/order-status';
import { pickupDateText } from '#shared/pickup-date';
import type { PickupSettings } from '#shared/pickup-settings';
import { DateTime } from 'luxon';
import { clockText, pickupText } from '#shared/pickup-text';
import { placeNote } from '#shared/place-words';
import { mailText, typed, type MailLine } from './mail-text';
import type { MailDraft } from './outbox';

/** Plain-text e-mails: they read well on any phone and in any mail client. */

function itemLines(order: StoredOrder): string {
  return parseOrderItems(order.items)
    .map((line) => `  ${line.quantity} x ${line.name ?? line.product}  $${line.totalPrice}`)
    .join('\n');
}

function paymentText(order: StoredOrder): string {
  return order.paymentMethod === 'venmo'
    ? `Please pay $${order.total} by Venmo to ${bakery.venmoHandle}, with your name in the note.`
    : `Please bring $${order.total} in cash to pickup.`;
}

export { pickupText };

/**
 * "Sunday, November 22, 5:04 PM": a stored UTC time as the owner reads it, in the bakery's zone.
 * Only the minute shows, so the text of a minute is kept: in a rush every order's notice to her
 * says the same minute, and reading a time in a zone is the costliest part of writing one
 * (inside the order batch's transaction, while the one connection waits).
 */
export function localTimeText(iso: string, timeZone: string): string {
  const minute = `${iso.replace(/^(.{16}):\d\d(\.\d+)?/, '$1')} ${timeZone}`;
  let text = timeTexts.get(minute);
  if (text === undefined) {
    text = DateTime.fromISO(iso, { zone: timeZone }).toFormat('cccc, LLLL d, h:mm a');
    if (timeTexts.size >= KEPT_TIME_TEXTS) timeTexts.clear();
    timeTexts.set(minute, text);
  }
  return text;
}
const KEPT_TIME_TEXTS = 100;
const timeTexts = new Map<string, string>();

/** Where a customer's e-mail sends her: her own order page (services/links.ts). */
export type LinkToOrder = (orderId: string) => string;

const pageLine = (order: StoredOrder, link: LinkToOrder) => `See, move or cancel your order: ${link(order.id)}`;

export function orderConfirmation(order: StoredOrder, settings: PickupSettings, link: LinkToOrder): MailDraft {
  return {
    kind: 'order-confirmation',
    to: order.email,
    subject: `Your ${bakery.name} order ${orderNumberText(order.number)} is confirmed`,
    ...mailText([
      typed(`Hi ${order.firstName},`),
      '',
      `Thank you for your order! Here is what we are baking for you:`,
      '',
      itemLines(order),
      '',
      `Total: $${order.total}`,
      paymentText(order),
      pickupText(order, settings),
      ...placeNoteLines(order, settings),
      '',
      `Order number: ${orderNumberText(order.number)}`,
      pageLine(order, link),
      'Questions? Reply to this e-mail.',
      '',
      `${bakery.name}, ${bakery.city}`,
      "Made in a home kitchen under Montana's Local Food Choice Act: not licensed or inspected by the state, and we cannot guarantee it is free of allergens.",
    ]),
  };
}

export function newOrderNotice(
  order: StoredOrder,
  settings: PickupSettings,
  ownerEmail: string,
  timeZone: string,
): MailDraft {
  const payment = paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod;
  return {
    kind: 'new-order',
    to: ownerEmail,
    replyTo: order.email,
    subject: `New order ${orderNumberText(order.number)}: ${order.firstName} ${order.lastName}, $${order.total}`,
    ...mailText([
      typed(`${order.firstName} ${order.lastName} ordered:`),
      '',
      itemLines(order),
      '',
      `Total: $${order.total} (${payment})`,
      pickupText(order, settings),
      typed(`Phone: ${order.phone}`),
      typed(`E-mail: ${order.email}`),
      '',
      `Order ${orderNumberText(order.number)}, placed ${localTimeText(order.createdAt, timeZone)}`,
    ]),
  };
}

/** To the customer when her order is cancelled, by the owner or by herself. */
export function orderCancelledMail(order: StoredOrder, settings: PickupSettings, link: LinkToOrder): MailDraft {
  return {
    kind: 'order-cancelled',
    to: order.email,
    subject: `Your ${bakery.name} order ${orderNumberText(order.number)} is cancelled`,
    ...mailText([
      typed(`Hi ${order.firstName || 'there'},`),
      '',
      ...(order.statusReason === CANCELLED_BY_CUSTOMER
        ? [
            `As you asked, your order ${orderNumberText(order.number)} for ${pickupDateText(order.pickupDate)} is cancelled.`,
          ]
        : [
            `We are sorry: your order ${orderNumberText(order.number)} for ${pickupDateText(order.pickupDate)} is cancelled.`,
            ...(order.statusReason ? ['', order.statusReason] : []),
          ]),
      '',
      itemLines(order),
      '',
      order.paymentStatus === 'paid'
        ? `You paid $${order.total}: we will refund it the way you paid.`
        : 'Nothing is owed.',
      pickupText(order, settings).replace(/^Pickup:/, 'It was for pickup'),
      `Your order: ${link(order.id)}`,
      '',
      'Questions? Reply to this e-mail.',
      '',
      `${bakery.name}, ${bakery.city}`,
    ]),
  };
}

/** To the owner when a customer cancels her own order from its page. */
export function customerCancelNotice(order: StoredOrder, settings: PickupSettings, ownerEmail: string): MailDraft {
  return {
    kind: 'customer-cancel',
    to: ownerEmail,
    replyTo: order.email,
    subject: `Cancelled by the customer: order ${orderNumberText(order.number)}, ${order.firstName} ${order.lastName}`,
    ...mailText([
      typed(`${order.firstName} ${order.lastName} cancelled order ${orderNumberText(order.number)} ($${order.total}).`),
      'Its items are back in stock and its place is free.',
      order.paymentStatus === 'paid' ? `It was paid: $${order.total} is to refund.` : 'It was not paid.',
      '',
      itemLines(order),
      '',
      pickupText(order, settings),
    ]),
  };
}

/**
 * To the customer when she moves her order to another time: the new time, and the calendar
 * event again (same UID, a higher SEQUENCE), so the calendar she added it to moves it too.
 */
export function newPickupTimeMail(
  order: StoredOrder,
  settings: PickupSettings,
  link: LinkToOrder,
  calendarEvent: string,
): MailDraft {
  return {
    kind: 'new-pickup-time',
    to: order.email,
    subject: `New pickup time for your ${bakery.name} order ${orderNumberText(order.number)}`,
    ...mailText([
      typed(`Hi ${order.firstName || 'there'},`),
      '',
      `Your order ${orderNumberText(order.number)} has a new pickup time.`,
      pickupText(order, settings),
      '',
      'The attached calendar event replaces the one you may have added before.',
      pageLine(order, link),
      '',
      `${bakery.name}, ${bakery.city}`,
    ]),
    attachments: [
      {
        filename: `bakery-order-${order.number}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendarEvent,
      },
    ],
  };
}

/**
 * To the owner when a customer moves her order from its page: to another time of its pickup, or
 * to another place's pickup of the same bake (`was` is the order as it stood).
 */
export function customerSlotMoveNotice(
  order: StoredOrder,
  settings: PickupSettings,
  ownerEmail: string,
  was: Pick<StoredOrder, 'pickupDate' | 'pickupLocation' | 'pickupSlot'>,
): MailDraft {
  const samePickup = was.pickupDate === order.pickupDate && was.pickupLocation === order.pickupLocation;
  const moved = samePickup
    ? `to another time${was.pickupSlot ? ` (it was ${clockText(was.pickupSlot)})` : ''}`
    : `to another pickup (it was ${pickupText({ ...order, ...was }, settings)})`;
  return {
    kind: 'customer-slot-move',
    to: ownerEmail,
    replyTo: order.email,
    subject: `New ${samePickup ? 'time' : 'pickup'} from the customer: order ${orderNumberText(order.number)}, ${order.firstName} ${order.lastName}`,
    ...mailText([
      typed(`${order.firstName} ${order.lastName} moved order ${orderNumberText(order.number)} ${moved}.`),
      pickupText(order, settings),
      '',
      itemLines(order),
    ]),
  };
}

export function contactNotice(message: ContactMessage, ownerEmail: string): MailDraft {
  return {
    kind: 'contact',
    to: ownerEmail,
    replyTo: message.email,
    subject: `Message from the website: ${message.subject}`,
    // All of it hers: the owner reads it as she wrote it, no link or button in it.
    ...mailText([typed(`From: ${message.email}`), typed(`Subject: ${message.subject}`), '', typed(message.message)]),
  };
}

export function passwordResetMail(to: string, link: string): MailDraft {
  return {
    kind: 'password-reset',
    to,
    subject: `Reset your ${bakery.name} admin password`,
    text: [
      'Someone (hopefully you) asked to reset the admin password of the bakery website.',
      '',
      `Open this link within one hour to choose a new password:`,
      link,
      '',
      'The link works once. Resetting signs you out on every device.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * To the customer when the owner cut her market preorder to fewer (the stall sold the loaves
 * before her order reached the table, docs/market-day.md): what she now gets and pays.
 */
export function orderCutMail(
  before: StoredOrder,
  after: StoredOrder,
  settings: PickupSettings,
  link: LinkToOrder,
): MailDraft {
  return {
    kind: 'order-cut',
    to: after.email,
    subject: `Your ${bakery.name} order ${orderNumberText(after.number)} changed`,
    ...mailText([
      typed(`Hi ${after.firstName || 'there'},`),
      '',
      `We are sorry: the market stall sold out of some of what you ordered before your order ${orderNumberText(after.number)} reached us, so we could keep less for you.`,
      '',
      'You now get:',
      itemLines(after),
      '',
      `Total: $${after.total} (it was $${before.total}).`,
      paymentText(after),
      pickupText(after, settings),
      pageLine(after, link),
      '',
      'Questions? Reply to this e-mail.',
      '',
      `${bakery.name}, ${bakery.city}`,
    ]),
  };
}

/**
 * What she tells customers of the order's place ("Ring the side bell", "the green tent by the
 * fountain"), under the pickup line of a customer's e-mail; none while she wrote none. Typed by
 * her, so shown as text.
 */
export function placeNoteLines(order: StoredOrder, settings: PickupSettings): MailLine[] {
  const note = placeNote(order.pickupLocation, settings);
  return note ? [typed(note)] : [];
}
