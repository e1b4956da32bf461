import { ReviewModeration } from '../../../features/admin-reviews/components/review-moderation';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { AdminHeading } from './admin-heading';

export function AdminReviewsPage() {
  return (
    <AccessGate>
      <AdminHeading title="Review Management" />
      <ReviewModeration />
    </AccessGate>
  );
}
