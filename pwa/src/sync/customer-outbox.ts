import type { QueryClient } from '@tanstack/react-query';
import type { OutboxEntry } from '../db/bakery-db';
import { OutboxStore } from '../db/outbox-store';
import { openDatabase } from '../db/open-on-use';
import { ApiRequestError, OfflineError } from '../lib/api-client';
import { callApi, type Caller } from '../lib/calls';
import { recipeCommentKeys, recipeKeys, reviewKeys } from '../lib/query-keys';
import { toast, toastFailure } from '../lib/toast';
import type { CustomerMessage } from './customer-message';
import { Outbox, type Outcome, type OutboxTransport } from './outbox';

/**
 * Reviews, comments and contact messages written without a connection wait here and go out on
 * reconnect (docs/client.md, "Offline"), and so do the releases of cart lines removed offline, so
 * their stock comes back to the shop then rather than when the hold runs out. Holds and
 * orders never wait here: they need the server's answer at the moment they happen.
 *
 * Each entry is a call by name (customer-message.ts): `{call: 'message.review', request:
 * {body}, sentNotice}`, sent with callApi under the entry's Idempotency-Key.
 */
export type { CustomerMessage } from './customer-message';

/** The schemas that read a kept message back: fetched with the first one sent, not with the page. */
async function messageReader() {
  try {
    return (await import('./customer-message')).readCustomerMessage;
  } catch {
    // Its code could not be fetched: the message waits, as for no connection.
    throw new OfflineError();
  }
}

/** An entry this version cannot read: let go without anything sent (refused, so it is discarded). */
const unreadable = () =>
  new ApiRequestError(400, 'unreadable', {
    message: 'This app version cannot send this saved message',
    reason: 'unreadable-message',
  });

/** Sends each kept message by its call's name; `call` is the tests' own server's. */
export function createCustomerTransport(call: Caller = callApi): OutboxTransport {
  return {
    send: async (entry: OutboxEntry) => {
      const message = (await messageReader())(entry.payload);
      if (!message) throw unreadable();
      // Its request was parsed with its own call's schemas (customer-message.ts), so call and
      // request agree. The answer is parsed, not used: the lists it changes are read again.
      return call(message.call, message.request, { headers: { 'Idempotency-Key': entry.idempotencyKey } });
    },
  };
}

/** What she is told when a kept message finally goes out ('' for a cart line given back). */
const sentNoticeOf = (payload: unknown): string =>
  typeof payload === 'object' && payload !== null && 'sentNotice' in payload && typeof payload.sentNotice === 'string'
    ? payload.sentNotice
    : '';

let outbox: Outbox | null = null;

export function customerOutbox(queryClient: QueryClient): Outbox {
  // An outbox is a use of the database: lists waiting to be saved are written now too.
  void openDatabase();
  outbox ??= new Outbox(new OutboxStore('customer'), createCustomerTransport(), {
    sent: (entry) => {
      const notice = sentNoticeOf(entry.payload);
      if (entry.attempts > 0 && notice) toast('Sent', notice);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.approved });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.published });
      void queryClient.invalidateQueries({ queryKey: recipeCommentKeys.all });
    },
    // A message the server will never take (too long, a recipe since deleted) cannot be fixed
    // from here: the customer is told what it was and why, then it is let go.
    refused: (entry, error) => {
      if (entry.attempts > 0) toastFailure('Not sent', `${entry.description}: ${error}`);
      void outbox?.discard(entry.seq!);
    },
  });
  return outbox;
}

/** Sends a message now, or keeps it until the connection is back. */
export async function submitCustomerMessage(
  queryClient: QueryClient,
  message: CustomerMessage,
  description: string,
): Promise<Outcome> {
  const { outcome } = await customerOutbox(queryClient).add({ kind: message.call, payload: message, description });
  return outcome;
}

/** Gives a hold back now, or, with no connection, as soon as there is one. */
export function releaseHold(queryClient: QueryClient, reservationId: string): Promise<Outcome> {
  return submitCustomerMessage(
    queryClient,
    { call: 'cart.release', request: { params: { id: reservationId } }, sentNotice: '' },
    'Giving back a cart hold',
  );
}
