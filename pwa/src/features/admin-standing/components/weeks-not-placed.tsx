import Alert from '@mui/joy/Alert';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { pickupDateText } from '#shared/pickup-date';
import type { OwnerStandingOrder } from '#shared/standing-orders';

/**
 * The weeks of her regulars the rules did not place (docs/standing-orders.md, "A week not
 * placed"), above the list, so she sees them without reading every card: what she can do is to
 * set the week's stock (each is tried again at once) or press "Place now" on it.
 */
export function WeeksNotPlaced({ standingOrders }: { standingOrders: readonly OwnerStandingOrder[] }) {
  const refused = standingOrders.flatMap((standing) =>
    standing.weeks
      .filter((week) => week.canPlaceNow)
      .map((week) => ({ who: `${standing.firstName} ${standing.lastName}`, week })),
  );
  if (refused.length === 0) return null;
  return (
    <Alert color="warning" variant="soft" role="status" sx={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Typography level="title-md" textColor="inherit">
        {refused.length === 1 ? '1 week not placed' : `${refused.length} weeks not placed`}
      </Typography>
      <Typography level="body-md" textColor="inherit">
        {refused
          .map(({ who, week }) => `${who}, ${pickupDateText(week.pickupDate)}: ${week.reason ?? 'not placed'}`)
          .join(' · ')}
      </Typography>
      <Typography level="body-sm" textColor="inherit">
        When the bake is in, set its stock on{' '}
        <Link component={RouterLink} to="/admin-inventory">
          Inventory
        </Link>
        : each week is tried again at once, before any customer. Or press “Place now” on a week below.
      </Typography>
    </Alert>
  );
}
