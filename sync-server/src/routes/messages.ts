import type Router from '@koa/router';
import { contactMessageSchema } from '#shared/contact';
import { reviewSubmissionSchema } from '#shared/review';
import type { AppDeps } from '../deps';
import { answerOnce } from '../http/answer-once';
import { parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { receiveContactMessage } from '../services/contact';
import { listApprovedReviews, submitReview } from '../services/reviews';

/** What customers write to the bakery: contact messages and reviews. */
export function messageRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.messages, 'You have sent a lot of messages. Please try again later.');

  // Messages written offline come from the customer's outbox with an Idempotency-Key, so a
  // resend after a lost answer does not post them twice.
  router.post('/api/contact', limit, async (ctx) => {
    const input = parseBody(ctx, contactMessageSchema);
    const { replayed } = await answerOnce(
      ctx,
      deps,
      'public',
      async (db, now) => {
        const message = await receiveContactMessage(db, input, { now, ownerEmail: deps.config.ownerEmail });
        return { id: message.id, createdAt: message.createdAt };
      },
      201,
    );
    if (!replayed) deps.mailer.kick();
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
        return { id: review.id, approved: review.approved, createdAt: review.createdAt };
      },
      201,
    );
  });
}
