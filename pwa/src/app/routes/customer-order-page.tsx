import Box from '@mui/joy/Box';
import { Suspense, useEffect } from 'react';
import { bakery, contactEmailOf } from '#shared/bakery';
import { placeAddress, placeName, placeNote } from '#shared/place-words';
import { pickupDateText } from '#shared/order-text';
import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/status-views';
import { OfflineNotice } from '../../components/offline-notice';
import { rememberOwnOrder } from '../../db/own-orders';
import { usePickupSettings } from '../../features/catalogue/api';
import { useCustomerOrder, useFollowOrder } from '../../features/customer-order/api';
import { CustomerOrderView } from '../../features/customer-order/components/customer-order-view';
import { ApiRequestError } from '../../lib/api-client';
import { useOnline } from '../../lib/connectivity';
import { orderPagePath, useLinkKey } from '../../lib/link-key';
import { onDemand } from '../../lib/on-demand';
import { PageHeading } from './page-heading';

// A standing order's offer downloads after her order shows (its schemas are the full zod's).
const EveryWeekCard = onDemand(
  () => import('../../features/standing-order/components/every-week-card'),
  'EveryWeekCard',
);

/**
 * /orders/{id}?t=...: a customer's own order (docs/orders.md), from her confirmation or
 * any of her e-mails. It follows the order live, works offline as the last copy this phone saw,
 * and joins "Your orders" on this device.
 */
export function CustomerOrderPage() {
  const { id = '' } = useParams();
  const token = useLinkKey();
  const order = useCustomerOrder(id, token);
  const settings = usePickupSettings().data;
  const online = useOnline();
  useFollowOrder(id, token);

  const shown = order.data;
  useEffect(() => {
    if (!shown || !token) return;
    void rememberOwnOrder({
      id: shown.id,
      number: shown.number,
      page: orderPagePath(shown.id, token),
      pickupDate: shown.pickupDate,
      total: shown.total,
      placedAt: shown.createdAt,
    });
  }, [shown, token]);

  const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <title>{`${shown ? `Order #${shown.number}` : 'Your order'} · ${bakery.name}`}</title>
      {!shown && <PageHeading title="Your Order" tabTitle="Your order" />}
      {order.isPending ? (
        <LoadingState text="Loading your order..." />
      ) : order.isError ? (
        <ErrorState
          title={notFound ? 'We could not find this order' : 'Your order could not be loaded'}
          text={
            notFound
              ? 'Check that you opened the whole link from your e-mail.'
              : 'It opens here once you have a connection.'
          }
          onRetry={notFound ? undefined : () => order.refetch()}
        />
      ) : (
        <>
          <OfflineNotice since={order.offlineSince} />
          <CustomerOrderView
            order={order.data}
            token={token}
            online={online}
            contactEmail={contactEmailOf(settings)}
            place={
              settings && {
                address: placeAddress(order.data.pickupLocation, settings),
                note: placeNote(order.data.pickupLocation, settings),
              }
            }
            pickup={settings?.nextPickups?.find(
              (pickup) =>
                pickup.pickupDate === order.data.pickupDate && pickup.pickupLocation === order.data.pickupLocation,
            )}
            moveTargets={
              settings?.nextPickups
                // A copy this phone kept from before moves existed has none.
                ?.filter((pickup) => (order.data.movesTo ?? []).includes(pickup.pickupLocation))
                .map((pickup) => ({
                  pickup,
                  label: `${pickupDateText(pickup.pickupDate)} at ${placeName(pickup.pickupLocation, settings)}`,
                })) ?? []
            }
          />
          <Suspense fallback={null}>
            <EveryWeekCard orderId={order.data.id} token={token} online={online} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
