import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { paymentMethodLabels, pickupLocationText, type PaymentMethod } from '#shared/bakery';
import type { StoredOrder } from '#shared/order';
import { formatPlaced } from '../order-dates';
import { OrderItems } from './order-items';

export function OrderCard({ order, homeAddress }: { order: StoredOrder; homeAddress: string }) {
  return (
    <Card variant="outlined" component="article" aria-label={`Order from ${order.firstName} ${order.lastName}`}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
        <div>
          <Typography level="title-lg">
            {order.firstName} {order.lastName}
          </Typography>
          <Typography level="body-xs">Placed {formatPlaced(order.createdAt)}</Typography>
        </div>
        <Typography level="title-lg" color="primary">
          ${order.total}
        </Typography>
      </Stack>
      <Stack spacing={0.25}>
        <Typography level="body-sm">{order.email}</Typography>
        <Typography level="body-sm">{order.phone}</Typography>
        <Typography level="body-sm">
          Payment: {paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}
        </Typography>
        <Typography level="body-sm">Pickup: {pickupLocationText(order.pickupLocation, homeAddress)}</Typography>
      </Stack>
      <Divider />
      <OrderItems items={order.items} />
    </Card>
  );
}
