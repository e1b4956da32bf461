import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { dropPushSubscription, findPushSubscription, type Db, type OutboxMail } from '../../db';
import { Undeliverable, type OutboxSender } from '../mail/mailer';
import { guardedLookup, isLocalTestService, literalHostAllowed, type EndpointRules } from './endpoint-check';
import type { VapidKeys } from './vapid';

/** How long a push service keeps a push for a phone that is off: a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service answers in well under this; the mailer's SEND_TIMEOUT_MS is the outer bound. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The outbox's second delivery (services/mail/mailer.ts routes rows of channel 'push' here):
 *  1. find the phone's subscription; gone since (unsubscribed, dropped) is undeliverable;
 *  2. encrypt the payload for it and sign with the bakery's VAPID key (web-push's
 *     generateRequestDetails, which builds the request without sending it);
 *  3. POST it ourselves: web-push only speaks https, and the endpoint check must apply to the
 *     addresses actually connected to (endpoint-check.ts guardedLookup); no redirect is followed;
 *  4. 201/202: delivered. 404/410: the phone unsubscribed: the subscription and its topics are
 *     dropped and the row is not tried again. 429/5xx: tried again later like mail. Any other
 *     answer (a redirect, 400, 403, 413) will not change by trying again: not retried.
 */
export function createPushSender(deps: {
  db: Db;
  vapid: VapidKeys;
  /** A contact for the push services (VAPID's subject): mailto: the owner. */
  subject: string;
  rules: Pick<EndpointRules, 'allowLocal'>;
}): OutboxSender {
  return {
    description: 'Web Push',
    async send(row: OutboxMail) {
      const subscription = await findPushSubscription(deps.db, row.to);
      if (!subscription) throw new Undeliverable('the phone no longer has this subscription');
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        row.text,
        {
          vapidDetails: { subject: deps.subject, ...deps.vapid },
          TTL: TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      const status = await post(request, deps.rules);
      if (status === 404 || status === 410) {
        await dropPushSubscription(deps.db, subscription.id);
        throw new Undeliverable(`the push service says the subscription is gone (${status})`);
      }
      if (status === 429 || status >= 500) throw new Error(`the push service answered ${status}`);
      if (status >= 300) throw new Undeliverable(`the push service answered ${status}`);
    },
  };
}

async function post(
  request: { endpoint: string; headers: Record<string, string | number>; body: Buffer | null },
  rules: Pick<EndpointRules, 'allowLocal'>,
): Promise<number> {
  const url = new URL(request.endpoint);
  const local = isLocalTestService(url, rules);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new Undeliverable('the endpoint is not an https address');
  }
  if (!literalHostAllowed(url, rules)) throw new Undeliverable('the endpoint is not a public internet address');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: request.headers,
        lookup: guardedLookup(rules, url),
        timeout: REQUEST_TIMEOUT_MS,
        // Nothing of the bakery's own environment (a proxy) applies to a stranger's endpoint.
        agent: false,
      },
      (response) => {
        response.resume(); // the body says nothing we act on
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('the push service did not answer in time')));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EBADHOST' ? new Undeliverable(error.message) : error),
    );
    outgoing.end(request.body ?? undefined);
  });
}
