import Card from '@mui/joy/Card';
import { Checkbox } from '../../../components/checkbox';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { paymentMethodNames } from '#shared/bakery';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { orderNumberText, toHandOver } from '#shared/order-status';
import { usePlaceLabel } from '../../../lib/her-places';

/** "3:30": a slot's start on a packing card. */
const slotStart = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
};

/**
 * One card per order to pack (still to hand over; a no-show marked as one), in the order of
 * their pickup times, each with its slot, each line a box to tick as it goes in the bag.
 */
export function PackingList({ orders }: { orders: StoredOrder[] }) {
  const packable = toHandOver(orders, true);
  const placeLabel = usePlaceLabel();
  if (packable.length === 0) return <Typography>No orders to pack for this pickup.</Typography>;
  return (
    <Grid container spacing={2} className="bake-print">
      {packable.map((order) => {
        const name = `${order.firstName} ${order.lastName}`.trim() || 'Walk-up sale';
        return (
          <Grid key={order.id} xs={12} sm={6} lg={4} className="pack-card">
            <Card variant="outlined" component="article" aria-label={`Pack order ${orderNumberText(order.number)}`}>
              {/* The place goes under a long name rather than squeeze it: names break between words. */}
              <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
                <Typography level="title-lg" sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
                  {orderNumberText(order.number)} {name}
                </Typography>
                <Typography level="title-md" sx={{ flexShrink: 0 }}>
                  {placeLabel(order.pickupLocation)}
                  {order.pickupSlot ? ` · ${slotStart(order.pickupSlot)}` : ''}
                </Typography>
              </Stack>
              {order.status === 'no-show' && (
                // Words, not a coloured chip: a printer leaves backgrounds out.
                <Typography level="title-sm" textColor="warning.800">
                  NO-SHOW: not collected
                </Typography>
              )}
              <Stack spacing={1}>
                {parseOrderItems(order.items).map((line, index) => (
                  <Checkbox
                    key={index}
                    size="lg"
                    label={`${line.quantity} x ${line.name ?? line.product}`}
                    slotProps={{ label: { sx: { fontSize: '1.1rem', overflowWrap: 'break-word' } } }}
                  />
                ))}
              </Stack>
              <Typography level="body-sm">
                {order.paymentStatus === 'paid'
                  ? 'Paid'
                  : `Collect $${order.total} (${paymentMethodNames[order.paymentMethod] ?? order.paymentMethod})`}
              </Typography>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
