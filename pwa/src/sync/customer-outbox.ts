import type { QueryClient } from '@tanstack/react-query';
import { OutboxStore } from '../db/outbox-store';
import { apiRequest } from '../lib/api-client';
import { recipeKeys, reviewKeys } from '../lib/query-keys';
import { toast, toastFailure } from '../lib/toast';
import { Outbox, type Outcome } from './outbox';

/**
 * Reviews, comments and contact messages written without a connection wait here and go out on
 * reconnect (CONTRACT.md section 6). Holds and orders never do: they need the server's answer
 * at the moment they happen.
 */
export interface CustomerMessage {
  url: string;
  body: unknown;
  /** Told to the customer when a kept message finally goes out: "Your review was sent." */
  sentNotice: string;
}

let outbox: Outbox | null = null;

export function customerOutbox(queryClient: QueryClient): Outbox {
  outbox ??= new Outbox(
    new OutboxStore('customer'),
    {
      send: (entry) => {
        const message = entry.payload as CustomerMessage;
        return apiRequest('POST', message.url, message.body, { 'Idempotency-Key': entry.idempotencyKey });
      },
    },
    {
      sent: (entry) => {
        if (entry.attempts > 0) toast('Sent', (entry.payload as CustomerMessage).sentNotice);
        void queryClient.invalidateQueries({ queryKey: reviewKeys.approved });
        void queryClient.invalidateQueries({ queryKey: [recipeKeys.published[0]] });
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
