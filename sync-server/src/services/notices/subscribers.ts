import { randomBytes } from 'node:crypto';
import { bakery } from '#shared/bakery';
import type { SubscriberStatusAnswer } from '#shared/subscribers';
import { findSubscriber, inTransaction, subscriberFor, updateSubscriber, type Db, type Subscriber } from '../../db';
import { nothingChanged, type Changed } from '../announce';
import { conflict, notFound } from '../errors';
import { queueMail, type MailDraft } from '../mail/outbox';
import { subscriberIdOf, subscriberOfToken, type PublicLinks } from '../links';
import type { Moment } from '../moment';

/** A confirm link works this long after it was asked for. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** One confirm e-mail to an address per this long at most, however often it is typed in. */
export const MAIL_AT_MOST_EVERY_MS = 10 * 60 * 1000;

/**
 * "Tell me when orders open" (docs/notices.md). The answer is the same 202 whoever
 * asks, so nobody learns from it whether an address is on the list; what differs is only the
 * e-mail that address then gets (if any):
 *  - a new address, or one that unsubscribed or never confirmed: a confirm e-mail (double
 *    opt-in: nothing else goes to it until its link is opened);
 *  - a confirmed one: an "already on the list" e-mail with its unsubscribe link;
 *  - at most one e-mail per address every MAIL_AT_MOST_EVERY_MS, so the form cannot be used to
 *    flood someone's inbox (the caller also limits requests per client address).
 * The row and its e-mail commit together (the outbox).
 */
export function requestSubscription(db: Db, email: string, moment: Pick<Moment, 'now' | 'links'>): Promise<Changed> {
  const at = moment.now.toISOString();
  return inTransaction(db, async (trx) => {
    const address = email.trim().toLowerCase();
    const row = await subscriberFor(trx, address, {
      status: 'pending',
      confirmNonce: newNonce(),
      requestedAt: at,
      createdAt: at,
      confirmedAt: null,
      unsubscribedAt: null,
      lastMailAt: null,
    });
    if (row.lastMailAt && moment.now.getTime() - new Date(row.lastMailAt).getTime() < MAIL_AT_MOST_EVERY_MS) {
      return nothingChanged;
    }
    if (row.status === 'confirmed') {
      await updateSubscriber(trx, row.id, { lastMailAt: at });
      await queueMail(trx, [alreadySubscribedMail(row, moment.links)], moment.now);
      return { mail: true };
    }
    // A new nonce for each confirm e-mail: the links of the ones before stop working.
    const confirmNonce = newNonce();
    await updateSubscriber(trx, row.id, {
      status: 'pending',
      confirmNonce,
      requestedAt: at,
      unsubscribedAt: null,
      lastMailAt: at,
    });
    await queueMail(trx, [confirmMail({ ...row, confirmNonce }, moment.links)], moment.now);
    return { mail: true };
  });
}

/** The link of the confirm e-mail was opened: the address hears of every opening from now on. */
export async function confirmSubscription(
  db: Db,
  token: string,
  moment: Pick<Moment, 'now' | 'subscriberLinkKey'>,
): Promise<SubscriberStatusAnswer> {
  const id = subscriberIdOf(token);
  const found = id ? await findSubscriber(db, { id }) : undefined;
  // Checked against the row's nonce, or a made-up one: an unknown id costs what a known one does.
  const opens = subscriberOfToken(moment.subscriberLinkKey, 'confirm', token, found?.confirmNonce ?? NO_SUCH_NONCE);
  const row = opens ? found : undefined;
  if (!row) throw notFound('This link does not work. Please check that you opened all of it.', 'unknown-link');
  if (row.status === 'confirmed') return { status: 'confirmed' };
  const expired = moment.now.getTime() - new Date(row.requestedAt).getTime() > CONFIRM_WITHIN_MS;
  if (row.status === 'unsubscribed' || expired) {
    throw conflict('This link has expired. Please ask again on the shop page.', 'link-expired');
  }
  await updateSubscriber(db, row.id, { status: 'confirmed', confirmedAt: moment.now.toISOString() });
  return { status: 'confirmed' };
}

/** One click: no notice goes to the address any more. Opening it again changes nothing. */
export async function unsubscribe(
  db: Db,
  token: string,
  moment: Pick<Moment, 'now' | 'subscriberLinkKey'>,
): Promise<SubscriberStatusAnswer> {
  const id = subscriberOfToken(moment.subscriberLinkKey, 'unsubscribe', token);
  if (!id) throw notFound('This link does not work. Please check that you opened all of it.', 'unknown-link');
  const row = await findSubscriber(db, { id });
  if (row && row.status !== 'unsubscribed') {
    await updateSubscriber(db, id, { status: 'unsubscribed', unsubscribedAt: moment.now.toISOString() });
  }
  return { status: 'unsubscribed' };
}

/** Where an unsubscribe link leads: whether its address still hears from the bakery. Changes nothing. */
export async function subscriptionStatus(
  db: Db,
  token: string,
  moment: Pick<Moment, 'subscriberLinkKey'>,
): Promise<SubscriberStatusAnswer> {
  const id = subscriberOfToken(moment.subscriberLinkKey, 'unsubscribe', token);
  const row = id ? await findSubscriber(db, { id }) : undefined;
  if (!row) throw notFound('This link does not work. Please check that you opened all of it.', 'unknown-link');
  return { status: row.status };
}

const newNonce = () => randomBytes(12).toString('base64url');
/** No nonce is this (they are base64url): the MAC checked for an id with no row never matches. */
const NO_SUCH_NONCE = '(none)';

function confirmMail(row: Pick<Subscriber, 'id' | 'email' | 'confirmNonce'>, links: PublicLinks): MailDraft {
  return {
    kind: 'subscribe-confirm',
    to: row.email,
    subject: `Confirm: tell me when ${bakery.name} opens orders`,
    text: [
      'Hi,',
      '',
      `Someone (hopefully you) asked ${bakery.name} to e-mail this address when orders open each week.`,
      '',
      'Open this link to say yes:',
      links.confirmUrl(row.id, row.confirmNonce),
      '',
      'If it was not you, ignore this e-mail: you will not hear from us again.',
      '',
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
  };
}

function alreadySubscribedMail(row: Pick<Subscriber, 'id' | 'email'>, links: PublicLinks): MailDraft {
  return {
    kind: 'already-subscribed',
    to: row.email,
    subject: `You are on the ${bakery.name} list`,
    text: [
      'Hi,',
      '',
      `This address already hears from ${bakery.name} when orders open: nothing more to do.`,
      '',
      `Stop these e-mails: ${links.unsubscribeUrl(row.id)}`,
      '',
      `${bakery.name}, ${bakery.city}`,
    ].join('\n'),
    headers: links.unsubscribeHeaders(row.id),
  };
}
