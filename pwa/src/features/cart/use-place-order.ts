import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayloadInput } from '#shared/order';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { rememberOwnOrder } from '../../db/own-orders';
import { ApiRequestError, failureText } from '../../lib/api-client';
import { updateCachedList } from '../../sync/cached-lists';
import { inventoryKeys, pickupSettingsKeys } from '../../lib/query-keys';
import { toast, toastFailure } from '../../lib/toast';
import { placeOrder } from './api';
import { useCheckoutForm } from './checkout-form';
import { useCartDialogs } from './dialogs';
import { fullText, slotFilledText } from './slot-words';
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
    onSuccess: ({ order, orderPage }) => {
      clearCart();
      resetForm();
      confirm(order, orderPage);
      // "Your orders" on this device finds it again; nothing but the order is on the server.
      void rememberOwnOrder({
        id: order.id,
        number: order.number,
        page: orderPage,
        pickupDate: order.pickupDate,
        total: order.total,
        placedAt: order.createdAt,
      });
      toast('Order Confirmed!', "Thank you for your order. We'll send you a confirmation email shortly.");
    },
    onError: (error) => {
      toastFailure('Order Failed', failureText(error, 'Something went wrong. Please try again.'));
      // A full slot or pickup: its places as the server counted them show at once.
      const pickup = error instanceof ApiRequestError ? error.body?.pickup : undefined;
      if (pickup) {
        void updateCachedList<PublicPickupSettings>(queryClient, pickupSettingsKeys.all, (settings) => ({
          ...settings,
          nextPickups: settings.nextPickups.map((each) =>
            each.pickupLocation === pickup.pickupLocation && each.pickupDate === pickup.pickupDate ? pickup : each,
          ),
        }));
      }
      void queryClient.invalidateQueries({ queryKey: pickupSettingsKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/**
 * What checkout says of her slot after a refused order: the slot filled (and which have room),
 * or the pickup filled. Her form and her choice stay as they were; she picks another.
 */
export function slotProblemOf(error: unknown, chosen: string): string | null {
  if (!(error instanceof ApiRequestError) || !error.body?.pickup) return null;
  const { pickup } = error.body;
  if (error.reason === 'pickup-full') return pickup.full ? fullText(pickup) : (error.serverMessage ?? null);
  return chosen ? slotFilledText(chosen, pickup) : (error.serverMessage ?? null);
}
