import { bakery } from '#shared/bakery';
import type { MailDraft } from '../mail/outbox';

/**
 * The waitlist's e-mails (docs/waitlist.md): she is in line, and, when her turn comes, the loaf
 * is hers (or the place is kept for her) for a few minutes. Each carries the one-click way out of
 * the line.
 */
function lineMail(to: string, subject: string, lines: readonly string[], leave: string): MailDraft {
  return {
    kind: 'waitlist',
    to,
    subject,
    text: ['Hi,', '', ...lines, '', leave, '', `${bakery.name}, ${bakery.city}`].join('\n'),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** She is in line for `what`, which comes back as `comesBack` says. */
function joinedMail(to: string, what: string, comesBack: string, leaveUrl: string): MailDraft {
  return lineMail(
    to,
    `You're in line for ${what}`,
    [
      `You are in line for ${what}. ${comesBack}, it goes to the line first, in the order people joined, and we write to you when it is your turn.`,
    ],
    `Leave the line: ${leaveUrl}`,
  );
}

/**
 * Her turn: `what` is hers for `minutes`, as `news` says, taken by `action` (the mail's one
 * button). Leaving the line is offered as a quiet link under it, as every way to stop mail is.
 */
function offerMail(
  to: string,
  what: string,
  minutes: number,
  news: readonly string[],
  action: string,
  leaveUrl: string,
) {
  return lineMail(
    to,
    `${capitalised(what)} is yours for ${minutes} minutes`,
    [...news, '', action, '', 'Not taken in time, it goes to the next in line.'],
    `Don't want it any more? Leave the line: ${leaveUrl}`,
  );
}

/** In line for a sold-out product (`what`: "2 Bagels (Plain)"). */
export const waitlistJoinedMail = (to: string, what: string, leaveUrl: string) =>
  joinedMail(to, what, 'If it comes back (a cart runs out, an order is cancelled, we bake more)', leaveUrl);

/**
 * Her offer of a sold-out product (`what`: "2 Bagels (Plain)"), with what it costs her: `price`,
 * the held units at no more than the price she agreed to ("$32.00"), or null while the product
 * has no price. The price is a row of the mail's table, as an order's lines are.
 */
export const waitlistOfferMail = (
  to: string,
  offer: { what: string; price: string | null; minutes: number },
  offerUrl: string,
  leaveUrl: string,
) =>
  offerMail(
    to,
    offer.what,
    offer.minutes,
    [
      `Good news: ${offer.what} came back and you were first in line. We are holding it in your cart for ${offer.minutes} minutes, at no more than the price you saw when you joined.`,
      ...(offer.price ? ['', `  ${offer.what}  ${offer.price}`] : []),
    ],
    `Check out: ${offerUrl}`,
    leaveUrl,
  );

/** In line for a place at a full pickup or time (`what`: placeInLineText). */
export const placeJoinedMail = (to: string, what: string, leaveUrl: string) =>
  joinedMail(to, what, 'If a place comes back (an order is cancelled or moved to another time)', leaveUrl);

export const placeOfferMail = (to: string, what: string, minutes: number, offerUrl: string, leaveUrl: string) =>
  offerMail(
    to,
    what,
    minutes,
    [
      `Good news: a place came back for ${what}, and you were first in line. We are keeping it for you for ${minutes} minutes: open the shop, fill your cart and check out.`,
    ],
    `Order now: ${offerUrl}`,
    leaveUrl,
  );
