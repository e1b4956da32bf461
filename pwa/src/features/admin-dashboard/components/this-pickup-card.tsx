import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import type { PickupSummary } from '#shared/owner-orders';
import { formatCents, toCents } from '#shared/money';
import { pickupDateText } from '#shared/pickup-date';
import { StatCard } from '../../../components/stat-card';
import { useWeeklyStats } from '../api';
import { MarketDaysCard } from './market-days-card';
import { WeeksChart } from './weeks-chart';
import { usePlaceLabel } from '../../../lib/her-places';

/**
 * The dashboard by week: each of the week's next pickups with its own money (the same sums as
 * the orders page shows for it), their best sellers, 12 weeks at a glance, and the market days
 * of those weeks.
 */
export function ThisPickupCard() {
  const stats = useWeeklyStats();
  const placeLabel = usePlaceLabel();
  if (stats.isPending)
    return (
      <Card variant="outlined" sx={{ mt: 3 }}>
        Loading this week...
      </Card>
    );
  if (stats.isError) return null;
  const { pickups, topProducts, weeks, marketDays = [] } = stats.data;
  // A pickup with no orders is left out, unless none has any: then the next one says so.
  const shown = pickups.filter((pickup) => pickup.orders + pickup.cancelled > 0);
  return (
    <>
      <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="this-week-title">
        <Typography level="title-lg" id="this-week-title">
          This week
        </Typography>
        {shown.length === 0 && pickups[0] ? (
          <Typography level="body-md">
            Next pickup: {pickupDateText(pickups[0].pickupDate)} · {placeLabel(pickups[0].pickupLocation)}. No orders
            yet.
          </Typography>
        ) : (
          shown.map((pickup) => <PickupStats key={`${pickup.pickupDate} ${pickup.pickupLocation}`} pickup={pickup} />)
        )}
        <Grid container spacing={2}>
          <Grid xs={12} md={4}>
            <Typography level="title-sm">Top products</Typography>
            {topProducts.length === 0 ? (
              <Typography level="body-sm">Nothing ordered yet.</Typography>
            ) : (
              <List size="sm" component="ol" marker="decimal">
                {topProducts.map((product) => (
                  <ListItem key={product.productId}>
                    {product.name}: {product.quantity}
                  </ListItem>
                ))}
              </List>
            )}
          </Grid>
          <Grid xs={12} md={8}>
            <WeeksChart weeks={weeks} />
          </Grid>
        </Grid>
      </Card>
      <MarketDaysCard days={marketDays} />
    </>
  );
}

/**
 * One pickup's money. A market day's revenue is its preorders and what its stall took; the stall's
 * sales are paid as they happen, so paid and owed stay the preorders'.
 */
function PickupStats({ pickup }: { pickup: PickupSummary }) {
  const placeLabel = usePlaceLabel();
  const title = `${pickupDateText(pickup.pickupDate)} · ${placeLabel(pickup.pickupLocation)}`;
  const revenue = formatCents(toCents(pickup.total) + toCents(pickup.stall ?? '0'));
  return (
    <section aria-label={`Pickup ${title}`}>
      <Typography level="title-md" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container spacing={1.5}>
        <Grid xs={6} md={3}>
          <StatCard label={pickup.standing ? `Orders (${pickup.standing} standing)` : 'Orders'} value={pickup.orders} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard label="Revenue" value={`$${revenue}`} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard label="Paid" value={`$${pickup.paid}`} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard label="Owed" value={`$${pickup.owed}`} />
        </Grid>
      </Grid>
      {pickup.stall !== undefined && (
        <Typography level="body-sm" sx={{ mt: 0.5 }}>
          Preorders ${pickup.total} · Market stall ${pickup.stall}
        </Typography>
      )}
      {pickup.refundsDue > 0 && (
        <Typography level="body-sm" color="danger" sx={{ mt: 0.5 }}>
          Refund due: ${pickup.refundDue} on {pickup.refundsDue} cancelled order{pickup.refundsDue === 1 ? '' : 's'}
        </Typography>
      )}
    </section>
  );
}
