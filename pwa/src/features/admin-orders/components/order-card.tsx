import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { paymentMethodLabels, type PaymentMethod } from '#shared/bakery';
import type { StoredOrder } from '#shared/order';
import { orderNumberText, orderStatusLabels, paymentStatusLabels, type OrderStatus } from '#shared/order-status';
import type { PickupHours } from '#shared/pickup-text';
import { refundDue } from '#shared/pickup-figures';
import { formatPlaced } from '../order-dates';
import { pickupLine } from '../pickup-line';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';

const statusColors: Record<OrderStatus, 'neutral' | 'primary' | 'success' | 'warning' | 'danger'> = {
  placed: 'neutral',
  ready: 'primary',
  'picked-up': 'success',
  'no-show': 'warning',
  cancelled: 'danger',
};

const paymentColors = { paid: 'success', unpaid: 'warning', refunded: 'neutral' } as const;

/**
 * One order as the owner works it: who, what, when, how paid, and the buttons to move it on.
 * `order` is as she sees it, her edits still waiting to be sent applied (pending-orders.ts).
 */
/**
 * Her e-mail and phone: targets at least 24 px high (WCAG 2.5.8) for a thumb at the market, and
 * a long address wraps inside the card instead of running out of it.
 */
const contactLink = {
  minHeight: 24,
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  overflowWrap: 'anywhere',
  maxWidth: '100%',
} as const;

export function OrderCard({
  order,
  hours,
  waiting,
}: {
  order: StoredOrder;
  hours: PickupHours | undefined;
  waiting: boolean;
}) {
  const name = `${order.firstName} ${order.lastName}`.trim() || 'Walk-up sale';
  const owesRefund = refundDue(order);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Order ${orderNumberText(order.number)} from ${name}`}
      sx={{ opacity: order.status === 'cancelled' ? 0.7 : 1 }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
        <div>
          <Typography level="title-lg">
            {orderNumberText(order.number)} {name}
          </Typography>
          <Typography level="body-xs">
            Placed {formatPlaced(order.createdAt)}
            {order.source === 'manual' ? ' · entered by you' : ''}
          </Typography>
        </div>
        <Typography level="title-lg" color="primary">
          ${order.total}
        </Typography>
      </Stack>
      <Stack direction="row" gap={0.75} flexWrap="wrap">
        <Chip size="sm" variant="soft" color={statusColors[order.status]}>
          {orderStatusLabels[order.status]}
        </Chip>
        {owesRefund ? (
          <Chip size="sm" variant="solid" color="danger">
            Refund due ${order.total}
          </Chip>
        ) : (
          <Chip size="sm" variant="soft" color={paymentColors[order.paymentStatus]}>
            {paymentStatusLabels[order.paymentStatus]}
          </Chip>
        )}
        {order.overbooked && (
          <Chip size="sm" variant="outlined" color="warning">
            Overbooked
          </Chip>
        )}
        {waiting && (
          <Chip size="sm" variant="outlined" color="neutral">
            Waiting to sync
          </Chip>
        )}
      </Stack>
      <Stack spacing={0.25}>
        {order.email && (
          <Link
            level="body-sm"
            href={`mailto:${order.email}?subject=${encodeURIComponent(`Your order ${orderNumberText(order.number)}`)}`}
            sx={contactLink}
          >
            {order.email}
          </Link>
        )}
        {order.phone && (
          <Link level="body-sm" href={`tel:${order.phone.replace(/[^\d+]/g, '')}`} sx={contactLink}>
            {order.phone}
          </Link>
        )}
        <Typography level="body-sm">
          Payment: {paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}
          {order.paymentStatus === 'refunded' && order.refundedAt ? `, refunded ${formatPlaced(order.refundedAt)}` : ''}
        </Typography>
        <Typography level="body-sm">Pickup: {pickupLine(order, hours)}</Typography>
        {order.statusReason && <Typography level="body-sm">Note: {order.statusReason}</Typography>}
      </Stack>
      <Divider />
      <OrderItems items={order.items} />
      <OrderActions order={order} />
    </Card>
  );
}
