import Stack from '@mui/joy/Stack';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { LoadMore } from '../../../components/load-more';
import { ownerKeys } from '../../../lib/query-keys';
import { useAdminComments } from '../api';
import { CommentCard } from './comment-card';

export function CommentsTab() {
  const comments = useAdminComments();
  if (comments.isPending) return <LoadingState text="Loading comments..." />;
  if (comments.isError) return <ErrorState title="Failed to fetch comments" onRetry={comments.refetch} />;
  if (comments.data.length === 0) {
    return <EmptyState title="No Comments Yet" text="Comments from your recipe visitors will appear here." />;
  }
  return (
    <Stack spacing={1.5}>
      {comments.data.map((comment) => (
        <CommentCard key={comment.id} comment={comment} />
      ))}
      <LoadMore queryKey={ownerKeys.comments} shown={comments.data.length} />
    </Stack>
  );
}
