import Grid from '@mui/joy/Grid';
import Link from '@mui/joy/Link';
import { Link as RouterLink } from 'react-router-dom';
import { contactEmailOf } from '#shared/bakery';
import { usePickupSettings } from '../../features/catalogue/api';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactInfo } from '../../features/contact/components/contact-info';
import { PageHeading } from './page-heading';

export function ContactPage() {
  const settings = usePickupSettings().data;
  return (
    <>
      <PageHeading title="Get In Touch" tabTitle="Contact">
        Questions about an order, an allergen or a custom bake? Send us a note.
      </PageHeading>
      <Grid container spacing={4}>
        <Grid xs={12} md={7}>
          <ContactForm />
        </Grid>
        <Grid xs={12} md={5}>
          <ContactInfo email={contactEmailOf(settings)} />
        </Grid>
      </Grid>
      <Link component={RouterLink} to="/" sx={{ mt: 4, display: 'inline-block' }}>
        Back to Order
      </Link>
    </>
  );
}
