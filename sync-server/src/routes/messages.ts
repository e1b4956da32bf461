import type Router from '@koa/router';
import { contactMessageSchema } from '#shared/contact';
import { reviewSubmissionSchema } from '#shared/review';
import type { AppDeps } from '../deps';
import { parseBody } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { receiveContactMessage } from '../services/contact';
import { listApprovedReviews, submitReview } from '../services/reviews';

/** What customers write to the bakery: contact messages and reviews. */
export function messageRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.messages, 'You have sent a lot of messages. Please try again later.');

  router.post('/api/contact', limit, async (ctx) => {
    const input = parseBody(ctx, contactMessageSchema);
    const message = await receiveContactMessage(deps.db, input, {
      now: deps.clock.now(),
      ownerEmail: deps.config.ownerEmail,
    });
    deps.mailer.kick();
    ctx.status = 201;
    ctx.body = { id: message.id, createdAt: message.createdAt };
  });

  router.get('/api/reviews', async (ctx) => {
    ctx.body = await listApprovedReviews(deps.db);
  });

  router.post('/api/reviews', limit, async (ctx) => {
    const submission = parseBody(ctx, reviewSubmissionSchema);
    const review = await submitReview(deps.db, submission, deps.clock.now());
    ctx.status = 201;
    ctx.body = { id: review.id, approved: review.approved, createdAt: review.createdAt };
  });
}
