import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { pickupDateText } from '#shared/pickup-date';
import { StatCard } from '../../../components/stat-card';
import { useWeeklyStats } from '../api';
import { WeeksChart } from './weeks-chart';

/** The dashboard by week: this pickup's money, its best sellers, and 12 weeks at a glance. */
export function ThisPickupCard() {
  const stats = useWeeklyStats();
  if (stats.isPending)
    return (
      <Card variant="outlined" sx={{ mt: 3 }}>
        Loading this week...
      </Card>
    );
  if (stats.isError) return null;
  const { pickup, topProducts, weeks } = stats.data;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="this-pickup-title">
      <Typography level="title-lg" id="this-pickup-title">
        {pickup ? `This pickup: ${pickupDateText(pickup.pickupDate)}` : 'This pickup: no orders yet'}
      </Typography>
      <Grid container spacing={1.5}>
        <Grid xs={6} md={3}>
          <StatCard label="Orders" value={pickup?.orders ?? 0} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard label="Revenue" value={`$${pickup?.total ?? '0.00'}`} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard label="Paid" value={`$${pickup?.paid ?? '0.00'}`} />
        </Grid>
        <Grid xs={6} md={3}>
          <StatCard label="Owed" value={`$${pickup?.owed ?? '0.00'}`} />
        </Grid>
      </Grid>
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
  );
}
