import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../../lib/query-keys';
import { releaseHold } from '../../sync/customer-outbox';
import { useCartStore } from './store';

/**
 * Removes a line at once, then gives its holds back to the server (docs/product.md).
 * Offline, the release waits in the customer's outbox and goes out on reconnect, so the stock
 * returns to the shop then, not only when the hold runs out.
 */
export function useRemoveLine() {
  const queryClient = useQueryClient();
  const removeLine = useCartStore((state) => state.removeLine);
  return (productId: string, flavor: string | null) => {
    const reservationIds = removeLine(productId, flavor);
    void Promise.all(reservationIds.map((id) => releaseHold(queryClient, id))).then(() =>
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    );
  };
}
