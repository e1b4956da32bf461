import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InventoryItem } from '#shared/inventory';
import { lineName } from '#shared/pricing';
import { ApiRequestError, failureText } from '../../lib/api-client';
import { bakeStockKeys, productKeys, pickupSettingsKeys } from '../../lib/query-keys';
import { toast, toastFailure } from '../../lib/toast';
import { reserve } from './api';
import { useCartStore } from './store';

/**
 * Add to cart (docs/product.md, "What the forms refuse"): check what the page can check, ask the server
 * to hold the stock, then put the hold in the cart. Resolves true when the hold was taken.
 */
export function useAddToCart(ordersOpen: boolean) {
  const queryClient = useQueryClient();
  const sessionId = useCartStore((state) => state.sessionId);
  const addHold = useCartStore((state) => state.addHold);

  // Stable between renders, so product cards (memoised) do not re-render for a new function.
  return useCallback(
    async (item: InventoryItem, flavor: string | null, quantity: number): Promise<boolean> => {
      if (!ordersOpen) {
        toastFailure('Orders Closed', 'Orders are currently closed. Please check back later.');
        return false;
      }
      if (quantity === 0) return false;
      if (quantity < item.minimumOrder) {
        toastFailure('Minimum Order Required', `Minimum order for ${item.name} is ${item.minimumOrder}.`);
        return false;
      }
      try {
        const { reservation } = await reserve({ sessionId, productId: item.id, flavor, quantity });
        const name = lineName(item, reservation.flavor);
        addHold(reservation, name);
        toast('Added to Cart', `${name} x ${quantity}`);
        return true;
      } catch (error) {
        toastFailure('Failed to Add to Cart', failureText(error, 'This item may no longer be available'));
        if (error instanceof ApiRequestError && error.reason === 'orders-closed') {
          void queryClient.invalidateQueries({ queryKey: pickupSettingsKeys.all });
        }
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        // The counts of the bake she shops for, when it is not the shop's (shopping-for.ts).
        void queryClient.invalidateQueries({ queryKey: bakeStockKeys.all });
      }
    },
    [ordersOpen, sessionId, addHold, queryClient],
  );
}
