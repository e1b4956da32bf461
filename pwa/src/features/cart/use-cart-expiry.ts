import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inventoryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useCartStore } from './store';
import { useSecondsLeft } from './use-seconds-left';

/**
 * Ends the cart when its clock runs out (customer spec section 4): the cart is cleared, the
 * stock its holds kept comes back on screen, and the shopper is told. Mounted once, app-wide.
 */
export function useCartExpiry(): void {
  const expiresAt = useCartStore((state) => state.expiresAt);
  const hasHolds = useCartStore((state) => state.holds.length > 0);
  const clear = useCartStore((state) => state.clear);
  const queryClient = useQueryClient();
  const secondsLeft = useSecondsLeft(expiresAt);

  useEffect(() => {
    if (secondsLeft === null || secondsLeft > 0) return;
    clear();
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    if (hasHolds) toast('Cart Expired', 'Your cart has expired. Items have been released.');
  }, [secondsLeft, hasHolds, clear, queryClient]);
}
