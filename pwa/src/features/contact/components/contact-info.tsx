import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { bakery } from '#shared/bakery';
import { ClockIcon, MailIcon } from '../../../components/icons';

/** The bakery's other ways: `email` is the address its settings name (bakery.ts contactEmailOf). */
export function ContactInfo({ email }: { email: string }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 3, borderRadius: 'lg' }}>
      <Typography level="h3" component="h2" sx={{ mb: 1.5 }}>
        Other Ways to Reach Us
      </Typography>
      <Stack spacing={1.25}>
        <Typography startDecorator={<MailIcon />}>
          <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
        <Typography startDecorator={<ClockIcon />}>We typically respond within {bakery.responseTime}.</Typography>
        <Typography>
          Planning something special? Please allow {bakery.customOrderNotice} notice for custom orders.
        </Typography>
      </Stack>
    </Sheet>
  );
}
