import { messageCalls } from '#shared/calls/message';
import { nothingChanged } from '../services/announce';
import { submitComment } from '../services/content/comments';
import { receiveContactMessage } from '../services/content/contact';
import { submitReview } from '../services/content/reviews';
import { handlers } from './handler';

/**
 * What customers write to the bakery. Each runs in the transaction that keeps its
 * Idempotency-Key (`db`), so a resend from her outbox after a lost answer posts it once.
 */
export const messageHandlers = handlers(messageCalls, {
  'message.contact': async ({ body }, { db, now, deps }) =>
    receiveContactMessage(db, body, { now, ownerEmail: deps.config.ownerEmail }),
  'message.review': async ({ body }, { db, now }) => {
    const review = await submitReview(db, body, now);
    // Shown once she approves it (approve-review): the public list has not changed yet.
    return {
      answer: { id: review.id, approved: review.approved, createdAt: review.createdAt },
      changed: nothingChanged,
    };
  },
  // A comment waits for her approval: nothing anyone sees has changed yet.
  'message.comment': async ({ params, body }, { db, now }) => ({
    answer: await submitComment(db, params.id, body, now),
    changed: nothingChanged,
  }),
});
