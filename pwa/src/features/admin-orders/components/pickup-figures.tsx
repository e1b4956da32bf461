import Grid from '@mui/joy/Grid';
import { formatDollars } from '#shared/money';
import { StatCard } from '../../../components/stat-card';
import type { pickupFigures } from '../order-filters';

/** The money and counts of the pickup on screen: what came in, what is still owed. */
export function PickupFigures({ figures }: { figures: ReturnType<typeof pickupFigures> | null }) {
  const cards: [label: string, value: string | number][] = figures
    ? [
        ['Orders', figures.orders],
        ['Revenue', formatDollars(figures.total)],
        ['Paid', formatDollars(figures.paid)],
        ['Owed', formatDollars(figures.owed)],
        ['Picked up', figures.pickedUp],
        ['No-shows', figures.noShows],
        ['Cancelled', figures.cancelled],
      ]
    : [['Orders', '-']];
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }} className="no-print" component="section" aria-label="Pickup figures">
      {cards.map(([label, value]) => (
        <Grid key={label} xs={6} sm={3} md={12 / 7}>
          <StatCard label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}
