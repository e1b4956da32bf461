import * as z from 'zod/mini';
import { cartCalls } from '#shared/calls/cart';
import { messageCalls } from '#shared/calls/message';

/**
 * What a customer's outbox keeps (customer-outbox.ts): a call of the contract by its name and the
 * request it is sent with, each part read with the schema its entry reads it with, and what she
 * is told once a message kept offline goes out. Keyed by the call's name, as the owner's edits
 * are keyed by kind (admin-edit-kind.ts), so what IndexedDB gives back is parsed, never cast.
 * Loaded with the first message sent: the shop's pages do not carry these schemas.
 */
const sentNotice = z.string();

export const customerMessageSchema = z.discriminatedUnion('call', [
  z.object({
    call: z.literal('message.contact'),
    request: z.object({ body: messageCalls['message.contact'].body }),
    sentNotice,
  }),
  z.object({
    call: z.literal('message.review'),
    request: z.object({ body: messageCalls['message.review'].body }),
    sentNotice,
  }),
  z.object({
    call: z.literal('message.comment'),
    request: z.object({ params: messageCalls['message.comment'].params, body: messageCalls['message.comment'].body }),
    sentNotice,
  }),
  // A cart line given back while offline: its stock returns to the shop once this goes.
  z.object({
    call: z.literal('cart.release'),
    request: z.object({ params: cartCalls['cart.release'].params }),
    sentNotice,
  }),
]);

/** A message as it is queued (before it is parsed). */
export type CustomerMessage = z.input<typeof customerMessageSchema>;

/** A kept message parsed with its call's schemas; null when this version cannot read it. */
export function readCustomerMessage(payload: unknown): z.output<typeof customerMessageSchema> | null {
  const parsed = customerMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
