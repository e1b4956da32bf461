import * as z from 'zod/mini';
import { storedOrderSchema } from './order';

/**
 * The owner's channel, /ws/admin (docs/orders.md): private data, so it is authenticated.
 * The client's first message is `auth` with her session token (never in the URL, which proxies
 * log); the server answers `ready`, or closes with code 4401 when the token is not a session.
 * Then every new order and every status or payment change arrives as `order`, and every change
 * of a market day (docs/market-day.md) as `market-day`.
 */
export const ownerAuthMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type OwnerAuthMessage = z.infer<typeof ownerAuthMessageSchema>;

export const ownerLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('order'), order: storedOrderSchema }),
  /** A market day changed (a sale, a handover from her other phone): its screen reads it again. */
  z.object({ type: z.literal('market-day'), date: z.string() }),
]);
export type OwnerLiveMessage = z.infer<typeof ownerLiveMessageSchema>;

/** The close code of an owner's socket whose token is missing, wrong or ended. */
export const OWNER_SOCKET_UNAUTHORIZED = 4401;
