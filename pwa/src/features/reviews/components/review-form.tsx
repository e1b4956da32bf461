import Button from '@mui/joy/Button';
import { Checkbox } from '../../../components/checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useState, type FormEvent } from 'react';
import { reviewLimits } from '#shared/review';
import { toast, toastFailure } from '../../../lib/toast';
import { useSubmitReview } from '../api';
import { StarRating } from './star-rating';

/** Write a review (docs/product.md, "What the forms refuse"); it is shown after the owner approves it. */
export function ReviewForm() {
  const [anonymous, setAnonymous] = useState(false);
  const [name, setName] = useState('');
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const submitReview = useSubmitReview();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!anonymous && !name.trim()) {
      toastFailure('Missing Information', 'Please enter your name or select anonymous.');
      return;
    }
    if (!text.trim() || rating < 1) {
      toastFailure('Missing Information', 'Please fill in your review and select a rating.');
      return;
    }
    const review = { customerName: anonymous ? 'Anonymous' : name.trim(), rating, reviewText: text.trim() };
    void submitReview.submit(review).then((outcome) => {
      // The server's own words: what to change (too long, too many reviews from here for now).
      if (outcome.kind === 'refused') return toastFailure('Review not sent', outcome.error);
      setName('');
      setRating(0);
      setText('');
      setAnonymous(false);
      if (outcome.kind === 'queued') {
        toast('Review Saved', "You're offline: we'll send your review as soon as you're back online.");
      } else {
        toast('Review Submitted!', 'Thank you for your review! It will be posted after approval.');
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Write a review">
      <Stack spacing={2}>
        <Checkbox
          label="Post anonymously"
          name="anonymous"
          checked={anonymous}
          onChange={(event) => setAnonymous(event.target.checked)}
        />
        {!anonymous && (
          <FormControl>
            <FormLabel>First name</FormLabel>
            <Input
              name="customerName"
              autoComplete="given-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ input: { maxLength: reviewLimits.customerName } }}
            />
          </FormControl>
        )}
        <StarRating label="Your rating" value={rating} onChange={setRating} />
        <FormControl>
          <FormLabel>Your review</FormLabel>
          <Textarea
            name="reviewText"
            minRows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ textarea: { maxLength: reviewLimits.reviewText, 'aria-describedby': 'review-text-limit' } }}
          />
          <FormHelperText id="review-text-limit">
            {text.length} / {reviewLimits.reviewText} characters
          </FormHelperText>
        </FormControl>
        <Button type="submit" disabled={submitReview.pending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {submitReview.pending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </Stack>
    </form>
  );
}
