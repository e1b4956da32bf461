import { z } from 'zod';
import type { AdminInventoryItem } from '#shared/inventory';
import {
  flavorKeySchema,
  maxPerOrderUpdateSchema,
  priceUpdateSchema,
  productIdSchema,
  stockUpdateSchema,
} from '#shared/inventory';
import { parseFlavors } from '#shared/flavors';
import { flavorPriceUpdateSchema } from '#shared/owner-orders';
import { pickupSettingsUpdateSchema, type PickupSettings } from '#shared/pickup-settings';
import { adminKeys, inventoryKeys, pickupSettingsKeys } from '../../lib/query-keys';
import type { EditMap } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';
import { toast } from '../../lib/toast';

/** The owner's edits of products and pickup settings (admin spec section 7), queued offline. */
const product = { id: productIdSchema, name: z.string() };
const stockCount = stockUpdateSchema.shape.stock;

const payloads = {
  setStock: z.object({ ...product, stock: stockCount, baseStock: stockCount }),
  setPrice: z.object({ ...product, price: priceUpdateSchema.shape.price }),
  setFlavorPrice: z.object({ ...product, flavor: flavorKeySchema, price: flavorPriceUpdateSchema.shape.price }),
  setVisibility: z.object({ ...product, visible: z.boolean() }),
  setMaxPerOrder: z.object({ ...product, ...maxPerOrderUpdateSchema.shape }),
  saveSettings: z.object({ update: pickupSettingsUpdateSchema }),
  autoUpdate: z.object({}),
};
export type InventoryEditPayloads = { [K in keyof typeof payloads]: z.infer<(typeof payloads)[K]> };

const inventoryLists = [adminKeys.inventory, inventoryKeys.all] as const;

const patchProduct =
  <P extends { id: string }>(patch: (item: AdminInventoryItem, payload: P) => Partial<AdminInventoryItem>) =>
  (queryClient: Parameters<typeof updateCachedList>[0], payload: P) =>
    updateCachedList<AdminInventoryItem[]>(queryClient, adminKeys.inventory, (list) =>
      list.map((item) => (item.id === payload.id ? { ...item, ...patch(item, payload) } : item)),
    );

export const inventoryEdits = {
  setStock: {
    payload: payloads.setStock,
    call: (p) => ({
      method: 'PATCH',
      url: `/api/inventory/${p.id}/stock`,
      body: { stock: p.stock, baseStock: p.baseStock },
    }),
    apply: patchProduct((item, p) => ({
      stock: p.stock,
      availableStock: Math.max(0, p.stock - (item.stock - (item.availableStock ?? item.stock))),
    })),
    affects: inventoryLists,
    onSent(p, answer) {
      const notice = stockMergeNotice(p, answer as { merged: boolean; from: number; to: number });
      if (notice) toast('Stock Merged', notice);
    },
  },
  setPrice: {
    payload: payloads.setPrice,
    call: (p) => ({ method: 'PATCH', url: `/api/inventory/${p.id}/price`, body: { price: p.price } }),
    apply: patchProduct((_item, p) => ({ price: Number(p.price).toFixed(2) })),
    affects: inventoryLists,
  },
  setFlavorPrice: {
    payload: payloads.setFlavorPrice,
    call: (p) => ({
      method: 'PATCH',
      url: `/api/inventory/${p.id}/flavors/${p.flavor}/price`,
      body: { price: p.price },
    }),
    apply: patchProduct((item, p) => {
      const flavors = parseFlavors(item.flavors) ?? {};
      if (!Object.hasOwn(flavors, p.flavor)) return {};
      return {
        flavors: JSON.stringify({
          ...flavors,
          [p.flavor]: { ...flavors[p.flavor], price: Number(p.price).toFixed(2) },
        }),
      };
    }),
    affects: inventoryLists,
  },
  setVisibility: {
    payload: payloads.setVisibility,
    call: (p) => ({ method: 'PATCH', url: `/api/inventory/${p.id}/visibility`, body: { visible: p.visible } }),
    apply: patchProduct((_item, p) => ({ visible: p.visible })),
    affects: inventoryLists,
  },
  setMaxPerOrder: {
    payload: payloads.setMaxPerOrder,
    call: (p) => ({
      method: 'PATCH',
      url: `/api/inventory/${p.id}/max-per-order`,
      body: { maxPerOrder: p.maxPerOrder },
    }),
    apply: patchProduct((_item, p) => ({ maxPerOrder: p.maxPerOrder })),
    affects: inventoryLists,
  },
  saveSettings: {
    payload: payloads.saveSettings,
    call: (p) => ({ method: 'PUT', url: '/api/pickup-settings', body: p.update }),
    apply: (queryClient, p) =>
      updateCachedList<PickupSettings>(queryClient, pickupSettingsKeys.all, (settings) => ({
        ...settings,
        ...p.update,
      })),
    affects: [pickupSettingsKeys.all],
  },
  autoUpdate: {
    payload: payloads.autoUpdate,
    call: () => ({ method: 'POST', url: '/api/pickup-settings/auto-update' }),
    affects: [pickupSettingsKeys.all],
  },
} satisfies EditMap<InventoryEditPayloads>;

/** "Stock for Focaccia: you set 10 while offline; 2 sold online meanwhile, now 8" */
export function stockMergeNotice(
  payload: InventoryEditPayloads['setStock'],
  answer: { merged: boolean; from: number; to: number },
): string | null {
  if (!answer.merged) return null;
  const difference = payload.baseStock - answer.from;
  const meanwhile = difference > 0 ? `${difference} sold online meanwhile` : `${-difference} added meanwhile`;
  return `Stock for ${payload.name}: you set ${payload.stock} while offline; ${meanwhile}, now ${answer.to}`;
}
