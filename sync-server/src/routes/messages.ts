import type Router from '@koa/router';
import { contactMessageSchema } from '#shared/contact';
import { reviewSubmissionSchema } from '#shared/review';
import type { AppDeps } from '../deps';
import { answerOnce } from '../http/answer-once';
import { parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { nothingChanged } from '../services/announce';
import { receiveContactMessage } from '../services/content/contact';
import { listApprovedReviews, submitReview } from '../services/content/reviews';

/** What customers write to the bakery: contact messages and reviews. */
export function messageRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.messages, 'You have sent a lot of messages. Please try again later.');

  // Messages written offline come from the customer's outbox with an Idempotency-Key, so a
  // resend after a lost answer does not post them twice.
  router.post('/api/contact', limit, async (ctx) => {
    const input = parseBody(ctx, contactMessageSchema);
    await answerOnce(
      ctx,
      deps,
      'public',
      (db, now) => receiveContactMessage(db, input, { now, ownerEmail: deps.config.ownerEmail }),
      201,
    );
  });

  router.get('/api/reviews', async (ctx) => {
    ctx.body = await listApprovedReviews(deps.db);
  });

  router.post('/api/reviews', limit, async (ctx) => {
    const submission = parseBody(ctx, reviewSubmissionSchema);
    await answerOnce(
      ctx,
      deps,
      'public',
      async (db, now) => {
        const review = await submitReview(db, submission, now);
        // Shown once she approves it (approve-review): the public list has not changed yet.
        return {
          answer: { id: review.id, approved: review.approved, createdAt: review.createdAt },
          changed: nothingChanged,
        };
      },
      201,
    );
  });
}
