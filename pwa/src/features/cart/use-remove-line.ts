import { useQueryClient } from '@tanstack/react-query';
import { inventoryKeys } from '../../lib/query-keys';
import { release } from './api';
import { useCartStore } from './store';

/**
 * Removes a line at once, then releases its holds on the server (customer spec section 4).
 * A failed release is only logged: the hold runs out by itself.
 */
export function useRemoveLine() {
  const queryClient = useQueryClient();
  const removeLine = useCartStore((state) => state.removeLine);
  return (productId: string, flavor: string | null) => {
    const reservationIds = removeLine(productId, flavor);
    void Promise.all(
      reservationIds.map((id) =>
        release(id).catch((error: unknown) => console.warn('Could not release a cart hold', id, error)),
      ),
    ).then(() => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }));
  };
}
