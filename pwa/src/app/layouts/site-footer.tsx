import Box from '@mui/joy/Box';
import Grid from '@mui/joy/Grid';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { bakery } from '#shared/bakery';
import { usePickupSettings } from '../../features/catalogue/api';

/** Contact, pickup and payment, the Local Food Choice Act notice, and the way to the admin. */
export function SiteFooter() {
  const pickupSettings = usePickupSettings();
  const settings = pickupSettings.data;
  return (
    <Sheet component="footer" variant="soft" color="primary" sx={{ mt: 'auto', py: 4, px: { xs: 2, sm: 3 } }}>
      <Grid container spacing={3} sx={{ maxWidth: 1280, mx: 'auto' }}>
        <Grid xs={12} md={4}>
          <Typography level="title-md" component="h2" sx={{ mb: 1 }}>
            Contact
          </Typography>
          <Link href={`mailto:${bakery.contactEmail}`}>{bakery.contactEmail}</Link>
        </Grid>
        <Grid xs={12} md={4}>
          <Typography level="title-md" component="h2" sx={{ mb: 1 }}>
            Pickup
          </Typography>
          <Typography level="body-sm">{settings?.pickupAddress || bakery.defaultPickupAddress}</Typography>
          {/* The real day or nothing: while loading a placeholder of its size, never a made-up date. */}
          {settings ? (
            <Typography level="body-sm" data-testid="footer-pickup-date">
              {settings.pickupDate}
            </Typography>
          ) : pickupSettings.isError ? (
            <Typography level="body-sm" data-testid="footer-pickup-date">
              Pickup day: see the order page when you're online
            </Typography>
          ) : (
            <Skeleton variant="text" level="body-sm" width="14em" aria-label="Loading the pickup day" />
          )}
          <Typography level="body-sm">Or at the {bakery.farmersMarket.label}</Typography>
          <Typography level="body-sm" sx={{ mt: 1 }}>
            Payment: Venmo or Cash
          </Typography>
        </Grid>
        <Grid xs={12} md={4}>
          <Typography level="title-md" component="h2" sx={{ mb: 1 }}>
            Important Notice
          </Typography>
          <Typography level="body-sm">
            Made in a home kitchen under the Montana Local Food Choice Act. These foods are unregulated and not
            inspected by the state, and we cannot guarantee they are free of allergens.
          </Typography>
        </Grid>
      </Grid>
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          mt: 3,
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography level="body-xs">
          © {new Date().getFullYear()} {bakery.name}, {bakery.city}
        </Typography>
        <Link component={RouterLink} to="/admin" level="body-xs">
          Admin Access
        </Link>
      </Box>
    </Sheet>
  );
}
