import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayloadInput } from '#shared/order';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { rememberOwnOrder } from '../../db/own-orders';
import { ApiRequestError, failureText } from '../../lib/api-client';
import { updateCachedList } from '../../sync/cached-lists';
import { productKeys, pickupSettingsKeys } from '../../lib/query-keys';
import { toast, toastFailure } from '../../lib/toast';
import { placeOrder } from './api';
import { useCheckoutForm } from './checkout-form';
import { useCartDialogs } from './dialogs';
import { fullPickupsText, overOvenText } from '#shared/pickup-text';
import type { PlaceSettings } from '#shared/place-words';
import { slotFilledText } from './slot-words';
import { useCartStore } from './store';

/**
 * Places the order (docs/product.md). On success the stock is refreshed, the cart,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/**
 * What checkout says of her slot after a refused order: the slot filled, and which have room.
 * Her form and her choice stay as they were; she picks another.
 */
export function slotProblemOf(error: unknown, chosen: string, places: PlaceSettings): string | null {
  if (!(error instanceof ApiRequestError) || error.reason !== 'slot-full' || !error.body?.pickup) return null;
  return chosen ? slotFilledText(chosen, error.body.pickup, places) : (error.serverMessage ?? null);
}

/**
 * What checkout says of her pickup after a refused order: it filled (and where there is room),
 * or her cart has more items than its oven can still take (how many to take out, or where they
 * all fit), with the places as the server counted them.
 */
export function pickupProblemOf(
  error: unknown,
  items: number,
  settings: PublicPickupSettings | undefined,
): string | null {
  if (!(error instanceof ApiRequestError) || error.reason !== 'pickup-full' || !error.body?.pickup) return null;
  const { pickup } = error.body;
  const pickups = (settings?.nextPickups ?? []).map((each) =>
    each.pickupLocation === pickup.pickupLocation ? pickup : each,
  );
  const places = settings ?? {};
  if (pickup.full) return fullPickupsText(pickups, places, pickup.pickupLocation);
  return overOvenText(pickup, items, pickups, places);
}
