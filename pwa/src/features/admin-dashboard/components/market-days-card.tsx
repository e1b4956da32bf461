import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDollars, toCents } from '#shared/money';
import type { MarketDaySummary } from '#shared/owner-orders';
import { pickupDateText } from '#shared/pickup-date';

/** "$1.00 short", "$2.50 over", "right to the cent", "not counted". */
function cashWords(day: MarketDaySummary): string {
  if (day.difference === null) return 'cash not counted';
  const cents = toCents(day.difference);
  if (cents === 0) return 'cash right to the cent';
  return `cash ${formatDollars(Math.abs(cents))} ${cents < 0 ? 'short' : 'over'}`;
}

/**
 * The market days of the dashboard's weeks, newest first (docs/market-day.md, "The dashboard"):
 * what the stall took, the preorders, and the cash box against the phones; each opens its close.
 */
export function MarketDaysCard({ days }: { days: readonly MarketDaySummary[] }) {
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="market-days-title">
      <Typography level="title-lg" id="market-days-title">
        Market days
      </Typography>
      {days.length === 0 ? (
        <Typography level="body-md">
          No market day in these weeks. Start one on{' '}
          <Link component={RouterLink} to="/admin-market">
            Market Day
          </Link>
          .
        </Typography>
      ) : (
        <List size="sm" aria-labelledby="market-days-title">
          {[...days].reverse().map((day) => (
            <ListItem key={day.date} sx={{ display: 'block' }}>
              <Link component={RouterLink} to={`/admin-market?date=${day.date}`} level="title-sm">
                {pickupDateText(day.date)}
              </Link>
              <Typography level="body-sm">
                Stall {formatDollars(toCents(day.stall))} ({day.sales} sale{day.sales === 1 ? '' : 's'}) · preorders{' '}
                {formatDollars(toCents(day.preorders))} · {cashWords(day)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
