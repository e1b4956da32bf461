import * as z from 'zod/mini';
import { customerOrderSchema } from './customer-order';
import { inventoryItemSchema } from './product';
import { publicPickupSettingsSchema } from './pickup-settings';
import { nextPickupSchema } from './pickup-places';

/**
 * Messages on the WebSocket at /ws (docs/api.md, "Live sockets"). Public data travels to everyone; a
 * customer's own order only to the socket that showed its key. The owner's channel is in
 * owner-live.ts.
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
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  t: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type FollowOrderMessage = z.infer<typeof followOrderMessageSchema>;
