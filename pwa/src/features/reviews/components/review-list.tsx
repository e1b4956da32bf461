import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { OfflineNotice } from '../../../components/offline-notice';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { formatDate } from '../../../lib/format';
import { useApprovedReviews } from '../api';
import { Stars } from './star-rating';

export function ReviewList() {
  const reviews = useApprovedReviews();
  if (reviews.isPending) return <LoadingState text="Loading reviews..." />;
  if (reviews.isError) return <ErrorState title="We couldn't load the reviews" onRetry={reviews.refetch} />;
  if (reviews.data.length === 0) return <EmptyState title="No reviews yet. Be the first to share your experience!" />;
  return (
    <>
      <OfflineNotice since={reviews.offlineSince} />
      <Stack component="ul" spacing={2} aria-label="Customer reviews" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reviews.data.map((review) => (
          <Card key={review.id} component="li" variant="outlined">
            <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
              <Typography level="title-md" sx={{ overflowWrap: 'anywhere' }}>
                {review.customerName}
              </Typography>
              <Stars rating={review.rating} />
            </Stack>
            {/* A word longer than the card (a link, a joke) breaks inside it, never widens the page. */}
            <Typography level="body-md" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reviewText}
            </Typography>
            <Typography level="body-xs">{formatDate(review.createdAt)}</Typography>
          </Card>
        ))}
      </Stack>
    </>
  );
}
