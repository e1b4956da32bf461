import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../../components/status-views';
import { formatDate } from '../../../lib/format';
import { toast, toastFailure } from '../../../lib/toast';
import { useComments, usePostComment } from '../api';

/** 'Questions & Comments' under a recipe: approved comments, and a form for a new one. */
export function RecipeComments({ recipeId }: { recipeId: string }) {
  const comments = useComments(recipeId);
  const post = usePostComment(recipeId);
  const [authorName, setAuthorName] = useState('');
  const [commentText, setCommentText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!authorName.trim() || !commentText.trim()) {
      toastFailure('Missing Fields', 'Please fill in your name and comment to post.');
      return;
    }
    void post.submit({ authorName: authorName.trim(), commentText: commentText.trim() }).then((outcome) => {
      if (outcome.kind === 'refused')
        return toastFailure('Error', outcome.error || 'Failed to post comment. Please try again.');
      setAuthorName('');
      setCommentText('');
      if (outcome.kind === 'queued') {
        toast('Comment Saved', "You're offline: we'll send your comment as soon as you're back online.");
      } else {
        toast('Comment Posted', 'Your comment has been submitted and is pending approval.');
      }
    });
  }

  return (
    <Box component="section" aria-labelledby="comments-title">
      <Typography id="comments-title" level="title-lg" component="h2" sx={{ mb: 1.5 }}>
        Questions & Comments
      </Typography>
      <form noValidate onSubmit={submit} aria-label="Post a comment">
        <Stack spacing={1.5}>
          <FormControl>
            <FormLabel>Your First Name</FormLabel>
            <Input name="authorName" value={authorName} onChange={(e) => setAuthorName(e.target.value)} />
          </FormControl>
          <FormControl>
            <FormLabel>Your Question or Comment</FormLabel>
            <Textarea
              name="commentText"
              minRows={3}
              value={commentText}
              onChange={(e) => setCommentText(e.target.value)}
            />
          </FormControl>
          <Button type="submit" disabled={post.pending} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {post.pending ? 'Posting...' : 'Post Comment'}
          </Button>
        </Stack>
      </form>

      <Box sx={{ mt: 3 }}>
        {comments.isPending ? (
          <LoadingState text="Loading comments..." />
        ) : comments.isError ? (
          <ErrorState title="We couldn't load the comments" onRetry={comments.refetch} />
        ) : (
          <>
            <Typography level="title-md" component="h3" sx={{ mb: 1 }}>
              Comments ({comments.data.length})
            </Typography>
            {comments.data.length === 0 ? (
              <Typography level="body-md">No comments yet. Be the first to ask a question!</Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {comments.data.map((comment) => (
                  <Card key={comment.id} component="li" variant="soft" size="sm">
                    <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
                      <Typography level="title-sm" sx={{ overflowWrap: 'anywhere' }}>
                        {comment.authorName}
                      </Typography>
                      <Typography level="body-xs">{formatDate(comment.createdAt)}</Typography>
                    </Stack>
                    <Typography level="body-sm" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {comment.commentText}
                    </Typography>
                    {comment.adminReply && (
                      <Box sx={{ borderLeft: '3px solid', borderColor: 'primary.400', pl: 1.5, mt: 0.5 }}>
                        <Typography level="body-xs" fontWeight="lg">
                          Reply from the bakery
                        </Typography>
                        <Typography level="body-sm" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                          {comment.adminReply}
                        </Typography>
                      </Box>
                    )}
                  </Card>
                ))}
              </Stack>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
