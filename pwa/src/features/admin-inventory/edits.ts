import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AdminInventoryItem, StockUpdateResult } from '#shared/inventory';
import { parseFlavors } from '#shared/flavors';
import type { PickupSettings } from '#shared/pickup-settings';
import { ownerInventoryOfBake, ownerKeys, pickupSettingsKeys, productKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';
import { withPlaceSaved } from './places';

/** The owner's edits of products and pickup settings (docs/api.md), queued offline. */
const inventoryLists = [ownerKeys.inventory, productKeys.all] as const;

const patchProduct =
  <E extends { id: string }>(
    patch: (item: AdminInventoryItem, edit: E) => Partial<AdminInventoryItem>,
    listOf: (edit: E) => QueryKey = () => ownerKeys.inventory,
  ) =>
  (queryClient: QueryClient, edit: E) =>
    updateCachedList<AdminInventoryItem[]>(queryClient, listOf(edit), (list) =>
      list.map((item) => (item.id === edit.id ? { ...item, ...patch(item, edit) } : item)),
    );

/** A bake's stock set: on whichever list shows that bake (the shop's, or the later bake she planned it on). */
const setBakeStock = (list: (edit: { bakeDay?: string }) => QueryKey) =>
  patchProduct<{ id: string; stock: number; bakeDay?: string }>(
    (item, edit) =>
      edit.bakeDay && edit.bakeDay !== item.bakeDay
        ? {}
        : {
            stock: edit.stock,
            availableStock: Math.max(0, edit.stock - (item.stock - (item.availableStock ?? item.stock))),
          },
    list,
  );
const shopList = setBakeStock(() => ownerKeys.inventory);
const laterBakeList = setBakeStock((edit) => ownerInventoryOfBake(edit.bakeDay!));

export const inventoryEdits = {
  'set-stock': {
    apply: async (queryClient, edit) => {
      await shopList(queryClient, edit);
      if (edit.bakeDay) await laterBakeList(queryClient, edit);
    },
    affects: inventoryLists,
    onSent(edit, answer) {
      const notice = stockMergeNotice(edit, answer);
      if (notice) toast('Stock Merged', notice);
    },
  },
  'set-usual-stock': {
    apply: patchProduct((_item, edit) => ({ usualStock: edit.usualStock })),
    affects: inventoryLists,
  },
  'set-price': {
    apply: patchProduct((_item, edit) => ({ price: Number(edit.price).toFixed(2) })),
    affects: inventoryLists,
  },
  'set-flavor-price': {
    apply: patchProduct((item, edit) => {
      const flavors = parseFlavors(item.flavors) ?? {};
      if (!Object.hasOwn(flavors, edit.flavor)) return {};
      return {
        flavors: JSON.stringify({
          ...flavors,
          [edit.flavor]: { ...flavors[edit.flavor], price: Number(edit.price).toFixed(2) },
        }),
      };
    }),
    affects: inventoryLists,
  },
  'set-visibility': {
    apply: patchProduct((_item, edit) => ({ visible: edit.visible })),
    affects: inventoryLists,
  },
  'set-max-per-order': {
    apply: patchProduct((_item, edit) => ({ maxPerOrder: edit.maxPerOrder })),
    affects: inventoryLists,
  },
  'save-settings': {
    apply: (queryClient, { kind: _kind, ...update }) =>
      updateCachedList<PickupSettings>(queryClient, pickupSettingsKeys.all, (settings) => ({ ...settings, ...update })),
    affects: [pickupSettingsKeys.all],
  },
  'apply-schedule': {
    affects: [pickupSettingsKeys.all],
  },
  'save-place': {
    apply: (queryClient, edit) =>
      updateCachedList<PickupSettings>(queryClient, pickupSettingsKeys.all, (settings) =>
        withPlaceSaved(settings, edit),
      ),
    affects: [pickupSettingsKeys.all],
  },
} satisfies EditKinds<
  | 'set-stock'
  | 'set-usual-stock'
  | 'set-price'
  | 'set-flavor-price'
  | 'set-visibility'
  | 'set-max-per-order'
  | 'save-settings'
  | 'apply-schedule'
  | 'save-place'
>;

/** "Stock for Focaccia: you set 10 while offline; 2 sold online meanwhile, now 8" */
export function stockMergeNotice(
  edit: { stock: number; baseStock?: number },
  answer: Pick<StockUpdateResult, 'merged' | 'from' | 'to'> & { item: { name: string } },
): string | null {
  if (!answer.merged || edit.baseStock === undefined) return null;
  const difference = edit.baseStock - answer.from;
  const meanwhile = difference > 0 ? `${difference} sold online meanwhile` : `${-difference} added meanwhile`;
  return `Stock for ${answer.item.name}: you set ${edit.stock} while offline; ${meanwhile}, now ${answer.to}`;
}
