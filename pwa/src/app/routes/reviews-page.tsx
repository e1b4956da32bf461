import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { ReviewForm } from '../../features/reviews/components/review-form';
import { ReviewList } from '../../features/reviews/components/review-list';
import { PageHeading } from './page-heading';

export function ReviewsPage() {
  return (
    <>
      <PageHeading title="Customer Reviews" tabTitle="Reviews">
        Tell us how you liked your bakes; every review is read by the baker.
      </PageHeading>
      <Grid container spacing={4}>
        <Grid xs={12} md={5}>
          <Card variant="outlined">
            <Typography level="title-lg" component="h2">
              Write a Review
            </Typography>
            <ReviewForm />
          </Card>
        </Grid>
        <Grid xs={12} md={7}>
          <Typography level="title-lg" component="h2" sx={{ mb: 2 }}>
            What customers say
          </Typography>
          <ReviewList />
        </Grid>
      </Grid>
    </>
  );
}
