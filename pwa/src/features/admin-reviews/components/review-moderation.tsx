import { useState } from 'react';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Review } from '#shared/review';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { StatCard } from '../../../components/stat-card';
import { formatDate } from '../../../lib/format';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { useAdminReviews } from '../api';
import { LoadMore } from '../../../components/load-more';
import { ownerKeys } from '../../../lib/query-keys';

export function ReviewModeration() {
  const reviews = useAdminReviews();
  if (reviews.isPending) return <LoadingState text="Loading reviews..." />;
  if (reviews.isError) return <ErrorState title="Error loading reviews" onRetry={reviews.refetch} />;
  const pending = reviews.data.filter((review) => !review.approved);
  const approved = reviews.data.filter((review) => review.approved);
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid xs={4}>
          <StatCard label="Total" value={reviews.data.length} />
        </Grid>
        <Grid xs={4}>
          <StatCard label="Pending" value={pending.length} />
        </Grid>
        <Grid xs={4}>
          <StatCard label="Approved" value={approved.length} />
        </Grid>
      </Grid>
      <section aria-labelledby="pending-reviews">
        <Typography id="pending-reviews" level="title-lg" component="h2" sx={{ mb: 1.5 }}>
          Pending Approval
        </Typography>
        {pending.length === 0 ? (
          <EmptyState title="All caught up! No reviews pending approval." />
        ) : (
          <Stack spacing={1.5}>
            {pending.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="approved-reviews">
        <Typography id="approved-reviews" level="title-lg" component="h2" sx={{ mb: 1.5 }}>
          Approved Reviews
        </Typography>
        {approved.length === 0 ? (
          <EmptyState title="No approved reviews yet" />
        ) : (
          <Stack spacing={1.5}>
            {approved.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </Stack>
        )}
      </section>
      <LoadMore queryKey={ownerKeys.reviews} shown={reviews.data.length} />
    </Stack>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const approve = useAdminEdit();
  const remove = useAdminEdit();
  const [confirming, setConfirming] = useState(false);
  const who = `Review by ${review.customerName}`;
  const deleteReview = () => {
    setConfirming(false);
    void remove.edit({ kind: 'delete-review', id: review.id }, `Delete ${who.toLowerCase()}`, {
      done: ['Review Deleted', 'The review is gone for good.'],
      failed: ['Deletion Failed', 'Failed to delete the review.'],
    });
  };
  return (
    <Card variant="outlined" component="article" aria-label={who}>
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Typography level="title-md" sx={{ overflowWrap: 'anywhere' }}>
          {review.customerName}
        </Typography>
        <Typography level="body-sm" aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.reviewText}</Typography>
      <Typography level="body-xs">
        Submitted {formatDate(review.createdAt)}
        {review.approvedAt ? ` · Approved ${formatDate(review.approvedAt)}` : ''}
      </Typography>
      <Stack direction="row" spacing={1}>
        {!review.approved && (
          <Button
            size="sm"
            color="success"
            loading={approve.busy}
            onClick={() =>
              void approve.edit({ kind: 'approve-review', id: review.id }, `Approve ${who.toLowerCase()}`, {
                done: ['Review Approved', 'It is now on the reviews page.'],
                failed: ['Approval Failed', 'Failed to approve the review.'],
              })
            }
          >
            Approve
          </Button>
        )}
        <Button size="sm" color="danger" variant="outlined" loading={remove.busy} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </Stack>
      <Modal open={confirming} onClose={() => setConfirming(false)}>
        <ModalDialog role="alertdialog" aria-labelledby={`delete-review-${review.id}`}>
          <DialogTitle id={`delete-review-${review.id}`}>Delete this review?</DialogTitle>
          <DialogContent>
            {review.customerName}'s review will be gone for good{review.approved ? ', also from the reviews page' : ''}.
          </DialogContent>
          <DialogActions>
            <Button color="danger" onClick={deleteReview}>
              Delete
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Card>
  );
}
