import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayloadInput } from '#shared/order';
import { failureText } from '../../lib/api-client';
import { inventoryKeys, pickupSettingsKeys } from '../../lib/query-keys';
import { toast, toastFailure } from '../../lib/toast';
import { placeOrder } from './api';
import { useCheckoutForm } from './checkout-form';
import { useCartDialogs } from './dialogs';
import { useCartStore } from './store';

/**
 * Places the order (customer spec section 4). On success the stock is refreshed, the cart,
 * its clock and the form are reset, and the confirmation opens; on failure the shopper sees
 * the server's reason and the cart stays as it was.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const clearCart = useCartStore((state) => state.clear);
  const resetForm = useCheckoutForm((state) => state.reset);
  const confirm = useCartDialogs((state) => state.confirm);

  return useMutation({
    mutationFn: (payload: OrderPayloadInput) => placeOrder(payload),
    onSuccess: ({ order }) => {
      clearCart();
      resetForm();
      confirm(order);
      toast('Order Confirmed!', "Thank you for your order. We'll send you a confirmation email shortly.");
    },
    onError: (error) => {
      toastFailure('Order Failed', failureText(error, 'Something went wrong. Please try again.'));
      void queryClient.invalidateQueries({ queryKey: pickupSettingsKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
