import { bakery } from '#shared/bakery';
import type { MailDraft } from '../mail/outbox';

/**
 * The waitlist's e-mails (docs/waitlist.md): she is in line, and, when her turn comes, the
 * loaf is hers for a few minutes. Each carries the one-click way out of the line.
 */
export function waitlistJoinedMail(to: string, what: string, leaveUrl: string): MailDraft {
  return {
    kind: 'waitlist',
    to,
    replyTo: bakery.contactEmail,
    subject: `You're in line for ${what}`,
    text: [
      'Hi,',
      '',
      `You are in line for ${what}. If it comes back (a cart runs out, an order is cancelled, we bake more),`,
      'it goes to the line first, in the order people joined, and we write to you when it is your turn.',
      '',
      `Leave the line: ${leaveUrl}`,
      '',
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
  };
}

export function waitlistOfferMail(
  to: string,
  what: string,
  minutes: number,
  offerUrl: string,
  leaveUrl: string,
): MailDraft {
  return {
    kind: 'waitlist',
    to,
    replyTo: bakery.contactEmail,
    subject: `${what} is yours for ${minutes} minutes`,
    text: [
      'Hi,',
      '',
      `Good news: ${what} came back and you were first in line. We are holding it in your cart for ${minutes} minutes,`,
      'at no more than the price you saw when you joined.',
      '',
      `Check out: ${offerUrl}`,
      '',
      'Not taken in time, it goes to the next in line.',
      `Don't want it any more? Leave the line: ${leaveUrl}`,
      '',
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
  };
}

/** She is in line for a place at a full pickup or time (`what`: placeInLineText). */
export function placeJoinedMail(to: string, what: string, leaveUrl: string): MailDraft {
  return {
    kind: 'waitlist',
    to,
    replyTo: bakery.contactEmail,
    subject: `You're in line for ${what}`,
    text: [
      'Hi,',
      '',
      `You are in line for ${what}. If a place comes back (an order is cancelled or moved to another time),`,
      'it goes to the line first, in the order people joined, and we write to you when it is your turn.',
      '',
      `Leave the line: ${leaveUrl}`,
      '',
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
  };
}

/** Her turn: the place is kept for her checkout for the owner's offer time. */
export function placeOfferMail(
  to: string,
  what: string,
  minutes: number,
  offerUrl: string,
  leaveUrl: string,
): MailDraft {
  const place = what.charAt(0).toUpperCase() + what.slice(1);
  return {
    kind: 'waitlist',
    to,
    replyTo: bakery.contactEmail,
    subject: `${place} is yours for ${minutes} minutes`,
    text: [
      'Hi,',
      '',
      `Good news: a place came back for ${what}, and you were first in line. We are keeping it for you`,
      `for ${minutes} minutes: open the shop, fill your cart and check out.`,
      '',
      `Order now: ${offerUrl}`,
      '',
      'Not taken in time, it goes to the next in line.',
      `Don't want it any more? Leave the line: ${leaveUrl}`,
      '',
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
  };
}
