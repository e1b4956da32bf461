import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { paymentMethodLabels, type PaymentMethod } from '#shared/bakery';
import { placeText, type PlaceSettings } from '#shared/place-words';
import type { FailedOrderView, FailureReason } from '#shared/order';
import { formatPlaced } from '../order-dates';
import { OrderItems } from './order-items';

const reasonText: Record<FailureReason, string> = {
  'orders-closed': 'Orders closed',
  'insufficient-stock': 'Not enough stock',
  'product-unavailable': 'Not for sale',
  'below-minimum-order': 'Below the minimum',
  'over-limit': 'Over the limit',
  'slot-full': 'Time full',
  'pickup-full': 'Pickup full',
  'place-closed': 'Place not taking orders',
  'price-changed': 'Price changed',
  'invalid-order': 'Invalid order',
  'server-error': 'Server error',
};

export function FailedOrderCard({ attempt, places }: { attempt: FailedOrderView; places: PlaceSettings }) {
  const name = [attempt.firstName, attempt.lastName].filter(Boolean).join(' ') || 'Unknown customer';
  return (
    <Card variant="outlined" component="article" aria-label={`Failed order from ${name}`}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1} flexWrap="wrap">
        <div>
          <Typography level="title-lg">{name}</Typography>
          <Typography level="body-xs">{formatPlaced(attempt.createdAt)}</Typography>
        </div>
        <Chip color="danger" variant="soft">
          {reasonText[attempt.failureReason]}
        </Chip>
      </Stack>
      <Stack spacing={0.25}>
        {attempt.email && <Typography level="body-sm">{attempt.email}</Typography>}
        {attempt.phone && <Typography level="body-sm">{attempt.phone}</Typography>}
        {attempt.total && <Typography level="body-sm">Attempted total: ${attempt.total}</Typography>}
        {attempt.failedItem && <Typography level="body-sm">Problem item: {attempt.failedItem}</Typography>}
        {attempt.failureDetail && (
          <Typography level="body-sm" color="danger">
            {attempt.failureDetail}
          </Typography>
        )}
        {attempt.paymentMethod && (
          <Typography level="body-sm">
            Payment: {paymentMethodLabels[attempt.paymentMethod as PaymentMethod] ?? attempt.paymentMethod}
          </Typography>
        )}
        {attempt.pickupLocation && (
          <Typography level="body-sm">Pickup: {placeText(attempt.pickupLocation, places)}</Typography>
        )}
      </Stack>
      <Divider />
      <OrderItems items={attempt.items} />
    </Card>
  );
}
