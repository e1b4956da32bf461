import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { CustomerOrder } from '#shared/customer-order';
import { parseOrderItems } from '#shared/order-items';
import { orderStatusLabels } from '#shared/order-status';
import { orderNumberText } from '#shared/order-text';
import type { NextPickup } from '#shared/pickup-slots';
import { mapLink } from '#shared/place-words';
import { Suspense } from 'react';
import { onDemand } from '../../../lib/on-demand';
import { venmoPaymentUrl } from '../../../lib/venmo';
import { useCalendarLink } from '../api';
import { CancelOrder } from './cancel-order';
import { ChangeSlot } from './change-slot';
import { MovePickup, type MoveTarget } from './move-pickup';
import { OrderProgress } from './order-progress';

// Push code downloads only with the order page, and only when the order can still be ready.
const OrderNotifications = onDemand(() => import('./order-notifications'), 'OrderNotifications');

const statusColors = {
  placed: 'neutral',
  ready: 'primary',
  'picked-up': 'success',
  'no-show': 'warning',
  cancelled: 'danger',
} as const;

/**
 * Her order as she sees it: where it is (live), when and where to pick it up, what is in it,
 * how to pay, and what she may still do (add it to her calendar, move it, cancel it).
 */
export function CustomerOrderView({
  order,
  token,
  pickup,
  online,
  contactEmail,
  place,
  moveTargets = [],
}: {
  order: CustomerOrder;
  token: string;
  /** Her pickup's places, when it is one of the next ones (to move to another slot). */
  pickup: NextPickup | undefined;
  online: boolean;
  /** Where she writes to the bakery (its settings: bakery.ts contactEmailOf). */
  contactEmail: string;
  /** Her pickup place's address (for its map) and the bakery's note for it ('' for none), once the settings are here. */
  place?: { address: string; note: string };
  /** The other places' pickups of the same bake that she may move it to (order.movesTo), once the settings are here. */
  moveTargets?: readonly MoveTarget[];
}) {
  // What is still to do is only asked of an order still to collect: not of one picked up,
  // missed (the bakery writes) or cancelled.
  const toCollect = order.status === 'placed' || order.status === 'ready';
  const unpaid = order.paymentStatus === 'unpaid' && toCollect;
  const calendarLink = useCalendarLink(order.id, token);
  return (
    <Card variant="outlined" component="article" aria-label={`Order ${orderNumberText(order.number)}`} sx={{ gap: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} flexWrap="wrap">
        <Typography level="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
          Order {orderNumberText(order.number)}
        </Typography>
        <Chip size="lg" variant="soft" color={statusColors[order.status]} role="status">
          {orderStatusLabels[order.status]}
        </Chip>
      </Stack>
      {order.status === 'cancelled' ? (
        <Alert color="danger">
          This order is cancelled{order.statusReason ? `: ${order.statusReason}` : ''}.
          {order.paymentStatus === 'paid' ? ' The bakery will refund what you paid.' : ''}
          {order.paymentStatus === 'refunded' ? ' What you paid was refunded.' : ''}
        </Alert>
      ) : order.status === 'no-show' ? (
        <Alert color="warning">We missed you at pickup. Write to {contactEmail} and we will sort it out.</Alert>
      ) : (
        <OrderProgress status={order.status} />
      )}
      <Stack spacing={1}>
        <Typography level="title-md">{order.pickupText}</Typography>
        {place?.note && <Typography sx={{ fontStyle: 'italic' }}>{place.note}</Typography>}
        {toCollect && (
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button component="a" href={calendarLink} download={`bakery-order-${order.number}.ics`} variant="soft">
              Add to calendar
            </Button>
            {place && (
              <Button
                component="a"
                href={mapLink(place.address)}
                target="_blank"
                rel="noopener noreferrer"
                variant="plain"
              >
                Open the map
              </Button>
            )}
          </Stack>
        )}
        {order.canChangeSlot && pickup && <ChangeSlot order={order} token={token} pickup={pickup} disabled={!online} />}
        {moveTargets.length > 0 && <MovePickup order={order} token={token} targets={moveTargets} disabled={!online} />}
        {order.status === 'placed' && online && (
          <Suspense fallback={null}>
            <OrderNotifications orderId={order.id} token={token} />
          </Suspense>
        )}
      </Stack>
      <Divider />
      <List size="sm" aria-label="What you ordered" sx={{ '--ListItem-paddingX': 0 }}>
        {parseOrderItems(order.items).map((line, index) => (
          <ListItem key={index} sx={{ justifyContent: 'space-between' }}>
            <span>
              {line.quantity} x {line.name ?? line.product}
            </span>
            <span>${line.totalPrice}</span>
          </ListItem>
        ))}
      </List>
      <Typography level="title-md">Total: ${order.total}</Typography>
      {unpaid && order.paymentMethod === 'venmo' ? (
        <Button
          component="a"
          href={venmoPaymentUrl(order)}
          target="_blank"
          rel="noopener"
          sx={{ alignSelf: 'flex-start' }}
        >
          Pay ${order.total} in Venmo
        </Button>
      ) : unpaid ? (
        <Typography level="body-md">Please bring ${order.total} in cash to pickup.</Typography>
      ) : order.paymentStatus === 'paid' && order.status !== 'cancelled' ? (
        <Typography level="body-md">Paid: thank you!</Typography>
      ) : null}
      <Divider />
      <Stack spacing={1}>
        <CancelOrder order={order} token={token} disabled={!online} contactEmail={contactEmail} />
        {!online && (
          <Typography level="body-sm" color="warning">
            You're offline: moving or cancelling needs a connection.
          </Typography>
        )}
      </Stack>
    </Card>
  );
}
