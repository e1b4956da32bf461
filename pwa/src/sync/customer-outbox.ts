import type { QueryClient } from '@tanstack/react-query';
import { OutboxStore } from '../db/outbox-store';
import { openDatabase } from '../db/open-on-use';
import { apiRequest } from '../lib/api-client';
import { recipeCommentKeys, recipeKeys, reviewKeys } from '../lib/query-keys';
import { toast, toastFailure } from '../lib/toast';
import { Outbox, type Outcome } from './outbox';

/**
 * Reviews, comments and contact messages written without a connection wait here and go out on
 * reconnect (docs/client.md, "Offline"), and so do the releases of cart lines removed offline, so
 * their stock comes back to the shop then rather than when the hold runs out. Holds and
 * orders never wait here: they need the server's answer at the moment they happen.
 */
export interface CustomerMessage {
  /** POST a message; DELETE releases a cart hold given up while offline. */
  method?: 'POST' | 'DELETE';
  url: string;
  body: unknown;
  /** Told to the customer when a kept message finally goes out: "Your review was sent." */
  sentNotice: string;
}

let outbox: Outbox | null = null;

export function customerOutbox(queryClient: QueryClient): Outbox {
  // An outbox is a use of the database: lists waiting to be saved are written now too.
  void openDatabase();
  outbox ??= new Outbox(
    new OutboxStore('customer'),
    {
      send: (entry) => {
        const message = entry.payload as CustomerMessage;
        // What the server answers is not read: the lists it changes are read again once it is sent.
        return apiRequest(message.method ?? 'POST', message.url, {
          body: message.body,
          headers: { 'Idempotency-Key': entry.idempotencyKey },
        });
      },
    },
    {
      sent: (entry) => {
        const notice = (entry.payload as CustomerMessage).sentNotice;
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
    },
  );
  return outbox;
}

export async function submitCustomerMessage(
  queryClient: QueryClient,
  kind: 'review' | 'comment' | 'contact',
  message: CustomerMessage,
  description: string,
): Promise<Outcome> {
  const { outcome } = await customerOutbox(queryClient).add({ kind, payload: message, description });
  return outcome;
}

/** Gives a hold back now, or, with no connection, as soon as there is one. */
export async function releaseHold(queryClient: QueryClient, reservationId: string): Promise<Outcome> {
  const { outcome } = await customerOutbox(queryClient).add({
    kind: 'release',
    payload: {
      method: 'DELETE',
      url: `/api/cart/reserve/${encodeURIComponent(reservationId)}`,
      body: undefined,
      sentNotice: '',
    },
    description: 'Giving back a cart hold',
  });
  return outcome;
}
