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
import { formatDate } from '../../../lib/format';
import { useAdminEdit } from '../../../sync/use-admin-edit';

const success = (text: string) => ['Success', text] as [string, string];
const failure = (text: string) => ['Error', text] as [string, string];

/** One visitor's comment: who and on what, Approve, Reply and Delete, her reply, and when. */
export function CommentCard({ comment }: { comment: Comment }) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  return (
    <Card variant="outlined" component="article" aria-label={`Comment by ${comment.authorName}`}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1} flexWrap="wrap">
        <CommentAuthor comment={comment} />
        <CommentActions comment={comment} replying={replying} onReply={() => setReplying(!replying)} />
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.commentText}</Typography>
      {comment.adminReply && <OwnerReply comment={comment} reply={comment.adminReply} />}
      {replying && <ReplyForm comment={comment} reply={reply} onChange={setReply} onClose={() => setReplying(false)} />}
      <Typography level="body-xs">
        Posted {formatDate(comment.createdAt)}
        {comment.approvedAt ? ` · Approved ${formatDate(comment.approvedAt)}` : ''}
      </Typography>
    </Card>
  );
}

const whoseOf = (comment: Comment) => `comment by ${comment.authorName}`;

function CommentAuthor({ comment }: { comment: Comment }) {
  return (
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
  );
}

/** Approve (while pending), open the reply, delete. */
function CommentActions(props: { comment: Comment; replying: boolean; onReply: () => void }) {
  const { comment, replying } = props;
  const approve = useAdminEdit();
  const remove = useAdminEdit();
  const whose = whoseOf(comment);
  return (
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
        onClick={props.onReply}
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
  );
}

/** Her reply under the comment, with a button to delete it. */
function OwnerReply({ comment, reply }: { comment: Comment; reply: string }) {
  const removeReply = useAdminEdit();
  return (
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
          {reply}
        </Typography>
      </Box>
      <IconButton
        size="sm"
        variant="plain"
        aria-label="Delete reply"
        onClick={() =>
          void removeReply.edit({ kind: 'delete-reply', id: comment.id }, `Delete the reply to ${whoseOf(comment)}`, {
            done: success('Reply deleted successfully'),
            failed: failure('Failed to delete reply'),
          })
        }
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

/** Her reply being written (kept while the form is closed): Send Reply sends it and closes the form. */
function ReplyForm(props: { comment: Comment; reply: string; onChange: (reply: string) => void; onClose: () => void }) {
  const { comment, reply, onChange, onClose } = props;
  const sendReply = useAdminEdit();
  return (
    <Stack spacing={1}>
      <Textarea
        minRows={2}
        placeholder="Write your reply..."
        value={reply}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ textarea: { 'aria-label': `Reply to ${comment.authorName}` } }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          size="sm"
          disabled={!reply.trim()}
          loading={sendReply.busy}
          onClick={() => {
            const replyText = reply.trim();
            onChange('');
            onClose();
            void sendReply.edit(
              { kind: 'reply-to-comment', id: comment.id, replyText },
              `Reply to ${whoseOf(comment)}`,
              {
                done: success('Reply added successfully'),
                failed: failure('Failed to add reply'),
              },
            );
          }}
        >
          Send Reply
        </Button>
        <Button size="sm" variant="plain" color="neutral" onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
