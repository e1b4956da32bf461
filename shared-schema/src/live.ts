import { z } from 'zod';
import { customerOrderSchema } from './customer-order';
import { inventoryItemSchema } from './inventory';
import { storedOrderSchema } from './order';
import { publicPickupSettingsSchema } from './pickup-settings';
import { nextPickupSchema } from './pickup-slots';

/**
 * Messages on the WebSocket at /ws (CONTRACT.md section 5). Public data travels to everyone; a
 * customer's own order only to the socket that showed its key.
 */
export const snapshotMessageSchema = z.object({
  type: z.literal('snapshot'),
  serverEpoch: z.string(),
  inventory: z.array(inventoryItemSchema),
  pickupSettings: publicPickupSettingsSchema,
});

/** Changed products, with availableStock; a hidden product comes with visible:false. */
export const inventoryMessageSchema = z.object({
  type: z.literal('inventory'),
  items: z.array(inventoryItemSchema),
});

export const pickupSettingsMessageSchema = z.object({
  type: z.literal('pickup-settings'),
  settings: publicPickupSettingsSchema,
});

/** The next pickups' places left, after an order, a cancel or a change of slot moved them. */
export const slotsMessageSchema = z.object({
  type: z.literal('slots'),
  nextPickups: z.array(nextPickupSchema),
});

/**
 * A customer's own order, as it moves (ready, picked up, cancelled, another slot): sent only to
 * the sockets that asked to follow it with its key (`follow-order`), never to anyone else.
 */
export const orderMessageSchema = z.object({ type: z.literal('order'), order: customerOrderSchema });

export const liveMessageSchema = z.discriminatedUnion('type', [
  snapshotMessageSchema,
  inventoryMessageSchema,
  pickupSettingsMessageSchema,
  slotsMessageSchema,
  orderMessageSchema,
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** What a client may say on /ws: "tell me when my order moves", with the key of its link. */
export const followOrderMessageSchema = z.object({
  type: z.literal('follow-order'),
  id: z.string().min(1).max(64),
  t: z.string().min(1).max(100),
});
export type FollowOrderMessage = z.infer<typeof followOrderMessageSchema>;

/**
 * The owner's channel, /ws/admin (CONTRACT.md section 8): private data, so it is authenticated.
 * The client's first message is `auth` with her session token (never in the URL, which proxies
 * log); the server answers `ready`, or closes with code 4401 when the token is not a session.
 * Then every new order and every status or payment change arrives as `order`.
 */
export const ownerAuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) });
export type OwnerAuthMessage = z.infer<typeof ownerAuthMessageSchema>;

export const ownerLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('order'), order: storedOrderSchema }),
]);
export type OwnerLiveMessage = z.infer<typeof ownerLiveMessageSchema>;

/** The close code of an owner's socket whose token is missing, wrong or ended. */
export const OWNER_SOCKET_UNAUTHORIZED = 4401;
