import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { Comment } from '#shared/comment';
import { CloseIcon, DeleteIcon, MailIcon } from '../../../components/icons';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { formatDate } from '../../../lib/format';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { LoadMore } from '../../../components/load-more';
import { ownerKeys } from '../../../lib/query-keys';
import { useAdminComments } from '../api';

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

const success = (text: string) => ['Success', text] as [string, string];
const failure = (text: string) => ['Error', text] as [string, string];

function CommentCard({ comment }: { comment: Comment }) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const approve = useAdminEdit();
  const remove = useAdminEdit();
  const sendReply = useAdminEdit();
  const removeReply = useAdminEdit();
  const whose = `comment by ${comment.authorName}`;

  return (
    <Card variant="outlined" component="article" aria-label={`Comment by ${comment.authorName}`}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1} flexWrap="wrap">
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Chip size="sm" variant="soft" color={comment.approved ? 'success' : 'warning'}>
              {comment.approved ? 'Approved' : 'Pending'}
            </Chip>
            <Typography level="body-sm">on {comment.recipeTitle ?? 'Unknown'}</Typography>
          </Stack>
          <Typography level="title-md">{comment.authorName}</Typography>
          {comment.authorEmail && (
            <Typography level="body-xs" sx={{ overflowWrap: 'anywhere' }}>
              {comment.authorEmail}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={0.5}>
          {!comment.approved && (
            <Button
              size="sm"
              color="success"
              loading={approve.busy}
              onClick={() =>
                void approve.edit({ kind: 'approve-comment', id: comment.id }, `Approve ${whose}`, {
                  done: success('Comment approved successfully'),
                  failed: failure('Failed to approve comment'),
                })
              }
            >
              Approve
            </Button>
          )}
          <IconButton
            size="sm"
            variant={replying ? 'soft' : 'plain'}
            aria-label={`Reply to ${comment.authorName}`}
            aria-expanded={replying}
            onClick={() => setReplying(!replying)}
          >
            <MailIcon />
          </IconButton>
          <IconButton
            size="sm"
            color="danger"
            aria-label={`Delete comment by ${comment.authorName}`}
            onClick={() =>
              void remove.edit({ kind: 'delete-comment', id: comment.id }, `Delete ${whose}`, {
                done: success('Comment deleted successfully'),
                failed: failure('Failed to delete comment'),
              })
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.commentText}</Typography>
      {comment.adminReply && (
        <Box
          sx={{
            borderLeft: '3px solid',
            borderColor: 'primary.400',
            pl: 1.5,
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography level="body-xs" fontWeight="lg">
              Admin Reply:
            </Typography>
            <Typography level="body-sm" sx={{ whiteSpace: 'pre-line' }}>
              {comment.adminReply}
            </Typography>
          </Box>
          <IconButton
            size="sm"
            variant="plain"
            aria-label="Delete reply"
            onClick={() =>
              void removeReply.edit({ kind: 'delete-reply', id: comment.id }, `Delete the reply to ${whose}`, {
                done: success('Reply deleted successfully'),
                failed: failure('Failed to delete reply'),
              })
            }
          >
            <CloseIcon />
          </IconButton>
        </Box>
      )}
      {replying && (
        <Stack spacing={1}>
          <Textarea
            minRows={2}
            placeholder="Write your reply..."
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            slotProps={{ textarea: { 'aria-label': `Reply to ${comment.authorName}` } }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              size="sm"
              disabled={!reply.trim()}
              loading={sendReply.busy}
              onClick={() => {
                const replyText = reply.trim();
                setReply('');
                setReplying(false);
                void sendReply.edit({ kind: 'reply-to-comment', id: comment.id, replyText }, `Reply to ${whose}`, {
                  done: success('Reply added successfully'),
                  failed: failure('Failed to add reply'),
                });
              }}
            >
              Send Reply
            </Button>
            <Button size="sm" variant="plain" color="neutral" onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
      <Typography level="body-xs">
        Posted {formatDate(comment.createdAt)}
        {comment.approvedAt ? ` · Approved ${formatDate(comment.approvedAt)}` : ''}
      </Typography>
    </Card>
  );
}
