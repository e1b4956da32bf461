import { z } from 'zod';
import { inventoryItemSchema } from './inventory';
import { pickupSettingsSchema } from './pickup-settings';

/** Messages on the WebSocket at /ws (CONTRACT.md section 5). Only public data travels here. */
export const snapshotMessageSchema = z.object({
  type: z.literal('snapshot'),
  serverEpoch: z.string(),
  inventory: z.array(inventoryItemSchema),
  pickupSettings: pickupSettingsSchema,
});

/** Changed products, with availableStock; a hidden product comes with visible:false. */
export const inventoryMessageSchema = z.object({
  type: z.literal('inventory'),
  items: z.array(inventoryItemSchema),
});

export const pickupSettingsMessageSchema = z.object({
  type: z.literal('pickup-settings'),
  settings: pickupSettingsSchema,
});

export const liveMessageSchema = z.discriminatedUnion('type', [
  snapshotMessageSchema,
  inventoryMessageSchema,
  pickupSettingsMessageSchema,
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
