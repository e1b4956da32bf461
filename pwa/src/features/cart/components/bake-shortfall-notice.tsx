import Alert from '@mui/joy/Alert';
import Typography from '@mui/joy/Typography';
import { pickupDateText } from '#shared/order-text';
import type { Shortfall } from '../bake-shortfall';

/**
 * Under her pickup, when its bake has fewer of something than her cart holds (the shop's counts
 * are another bake's): what she can have, and what to do. The order would be refused otherwise.
 */
export function BakeShortfallNotice({ bakeDay, shortfalls }: { bakeDay: string; shortfalls: readonly Shortfall[] }) {
  if (shortfalls.length === 0) return null;
  return (
    <Alert color="warning" variant="soft" role="status" sx={{ display: 'block' }}>
      <Typography level="title-sm" component="p">
        This pickup is baked on {pickupDateText(bakeDay)}, which has fewer:
      </Typography>
      <Typography level="body-sm" component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {shortfalls.map((short) => (
          <li key={short.productId}>
            {short.name}: {short.left === 0 ? 'none left' : `only ${short.left} of your ${short.held}`}
          </li>
        ))}
      </Typography>
      <Typography level="body-sm" component="p">
        Take what it lacks out of your cart, or choose another pickup.
      </Typography>
    </Alert>
  );
}
