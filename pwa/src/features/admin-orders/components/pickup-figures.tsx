import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { formatDollars } from '#shared/money';
import { StatCard } from '../../../components/stat-card';
import type { pickupFigures } from '../order-filters';

/** The money and counts of the pickup on screen: what came in, what is still owed. */
export function PickupFigures({ figures }: { figures: ReturnType<typeof pickupFigures> | null }) {
  const cards: [label: string, value: string | number][] = [
    ['Orders', figures?.orders ?? '-'],
    ['Revenue', figures ? formatDollars(figures.total) : '-'],
    ['Paid', figures ? formatDollars(figures.paid) : '-'],
    ['Owed', figures ? formatDollars(figures.owed) : '-'],
  ];
  return (
    <section aria-label="Pickup figures" className="no-print" style={{ marginBottom: 16 }}>
      <Grid container spacing={1.5}>
        {cards.map(([label, value]) => (
          <Grid key={label} xs={6} sm={3}>
            <StatCard label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      {figures && (
        <Typography level="body-sm" sx={{ mt: 1 }}>
          Picked up {figures.pickedUp} · No-shows {figures.noShows} · Cancelled {figures.cancelled} (not counted above)
        </Typography>
      )}
    </section>
  );
}
