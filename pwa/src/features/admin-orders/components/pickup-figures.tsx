import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { formatDollars } from '#shared/money';
import type { PickupCounts } from '#shared/pickup-figures';
import { StatCard } from '../../../components/stat-card';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * What the figures above count, in words (shared pickup-figures.ts is the rule): the orders
 * counted and where they stand, what no-shows owe, and cancelled orders apart with any refund
 * still owed to a customer.
 */
export function figuresText(counts: PickupCounts): string {
  const toCollect = counts.orders - counts.pickedUp - counts.noShows;
  const noShows =
    counts.noShows === 0
      ? ''
      : `, ${plural(counts.noShows, 'no-show')}${counts.noShowOwedCents > 0 ? ` (owing ${formatDollars(counts.noShowOwedCents)})` : ''}`;
  const standing = counts.standing > 0 ? ` (${counts.standing} of them standing orders)` : '';
  const counted = `${plural(counts.orders, 'order')}${standing} counted: ${counts.pickedUp} picked up, ${toCollect} to collect${noShows}.`;
  if (counts.cancelled === 0) return counted;
  const refunds =
    counts.refundsDue === 0
      ? ''
      : `; ${formatDollars(counts.refundDueCents)} to refund on ${plural(counts.refundsDue, 'order')}`;
  return `${counted} Not counted: ${counts.cancelled} cancelled${refunds}.`;
}

/** The money and counts of the pickup on screen: what came in, what is owed, what to refund. */
export function PickupFigures({ figures, waiting }: { figures: PickupCounts | null; waiting: number }) {
  const cards: [label: string, value: string | number][] = [
    ['Orders', figures?.orders ?? '-'],
    ['Revenue', figures ? formatDollars(figures.totalCents) : '-'],
    ['Paid', figures ? formatDollars(figures.paidCents) : '-'],
    ['Owed', figures ? formatDollars(figures.totalCents - figures.paidCents) : '-'],
  ];
  if (figures && figures.refundsDue > 0) cards.push(['Refund due', formatDollars(figures.refundDueCents)]);
  return (
    <section aria-label="Pickup figures" className="no-print" style={{ marginBottom: 16 }}>
      <Grid container spacing={1.5}>
        {cards.map(([label, value]) => (
          <Grid key={label} xs={6} sm={cards.length > 4 ? 2.4 : 3}>
            <StatCard label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      {figures && (
        <Typography level="body-sm" sx={{ mt: 1 }}>
          {figuresText(figures)}
          {waiting > 0 && ` Includes ${plural(waiting, 'change')} waiting to sync.`}
        </Typography>
      )}
    </section>
  );
}
