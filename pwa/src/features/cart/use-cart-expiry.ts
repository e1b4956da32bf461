import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useCartStore } from './store';
import { useSecondsLeft } from './use-seconds-left';

/**
 * Ends the cart when its clock runs out (docs/product.md): the cart is cleared, the
 * stock its holds kept comes back on screen, and the shopper is told. Its lines are kept, so a
 * checkout left open can offer to hold them again. Mounted once, app-wide.
 */
export function useCartExpiry(): void {
  const expiresAt = useCartStore((state) => state.expiresAt);
  const hasHolds = useCartStore((state) => state.holds.length > 0);
  const expire = useCartStore((state) => state.expire);
  const queryClient = useQueryClient();
  const secondsLeft = useSecondsLeft(expiresAt);

  useEffect(() => {
    if (secondsLeft === null || secondsLeft > 0) return;
    expire(); // emptied, its lines kept for checkout to offer again
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    if (hasHolds) toast('Cart Expired', 'Your cart has expired. Items have been released.');
  }, [secondsLeft, hasHolds, expire, queryClient]);
}
