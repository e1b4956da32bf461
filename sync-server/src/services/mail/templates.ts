import { bakery, paymentMethodLabels, pickupLocationText, type PaymentMethod } from '#shared/bakery';
import type { ContactMessage } from '#shared/contact';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import type { PickupSettings } from '#shared/pickup-settings';
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

function pickupText(order: StoredOrder, settings: PickupSettings): string {
  if (order.pickupLocation === 'farmers-market') return `Pickup: ${bakery.farmersMarket.label}`;
  return `Pickup: ${settings.pickupDate} at ${pickupLocationText(order.pickupLocation, settings.pickupAddress)}`;
}

export function orderConfirmation(order: StoredOrder, settings: PickupSettings): MailDraft {
  return {
    kind: 'order-confirmation',
    to: order.email,
    replyTo: bakery.contactEmail,
    subject: `Your ${bakery.name} order is confirmed`,
    text: [
      `Hi ${order.firstName},`,
      '',
      `Thank you for your order! Here is what we are baking for you:`,
      '',
      itemLines(order),
      '',
      `Total: $${order.total}`,
      paymentText(order),
      pickupText(order, settings),
      '',
      `Order number: ${order.id}`,
      `Questions? Reply to this e-mail or write to ${bakery.contactEmail}.`,
      '',
      `${bakery.name}, ${bakery.city}`,
      "Made in a home kitchen under Montana's Local Food Choice Act: not licensed or inspected by the state,",
      'and we cannot guarantee it is free of allergens.',
    ].join('\n'),
  };
}

export function newOrderNotice(order: StoredOrder, settings: PickupSettings, ownerEmail: string): MailDraft {
  const payment = paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod;
  return {
    kind: 'new-order',
    to: ownerEmail,
    replyTo: order.email,
    subject: `New order: ${order.firstName} ${order.lastName}, $${order.total}`,
    text: [
      `${order.firstName} ${order.lastName} ordered:`,
      '',
      itemLines(order),
      '',
      `Total: $${order.total} (${payment})`,
      pickupText(order, settings),
      `Phone: ${order.phone}`,
      `E-mail: ${order.email}`,
      '',
      `Order ${order.id}, placed ${order.createdAt}`,
    ].join('\n'),
  };
}

export function contactNotice(message: ContactMessage, ownerEmail: string): MailDraft {
  return {
    kind: 'contact',
    to: ownerEmail,
    replyTo: message.email,
    subject: `Message from the website: ${message.subject}`,
    text: [`From: ${message.email}`, `Subject: ${message.subject}`, '', message.message].join('\n'),
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
