import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { bakery } from '#shared/bakery';
import type { PickupSettings } from '#shared/pickup-settings';
import { ClockIcon, PinIcon } from '../../../components/icons';

/**
 * The banner over the products (customer spec section 2): the owner's own message if she wrote
 * one, else whether orders are open; the pickup date while open; always the pickup address.
 */
export function StatusBanner({ settings }: { settings: PickupSettings }) {
  const custom = settings.bannerMessage.trim() && settings.bannerMessage !== bakery.defaultBannerMessage;
  const headline = custom
    ? settings.bannerMessage
    : settings.ordersOpen
      ? bakery.defaultBannerMessage
      : 'Orders are currently closed';
  return (
    <Alert
      variant="soft"
      color={settings.ordersOpen ? 'primary' : 'warning'}
      sx={{ borderRadius: 'lg', alignItems: 'flex-start', my: 2 }}
      aria-label="Ordering status"
    >
      <Stack spacing={0.75}>
        <Typography level="title-lg" textColor="inherit">
          {headline}
        </Typography>
        {settings.ordersOpen && settings.pickupDate && (
          <Typography level="body-md" textColor="inherit" startDecorator={<ClockIcon fontSize="sm" />}>
            Pickup: {settings.pickupDate}
          </Typography>
        )}
        <Typography level="body-md" textColor="inherit" startDecorator={<PinIcon fontSize="sm" />}>
          {settings.pickupAddress || bakery.defaultPickupAddress}
        </Typography>
      </Stack>
    </Alert>
  );
}
