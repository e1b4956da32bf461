import type Router from '@koa/router';
import { commentSubmissionSchema } from '#shared/comment';
import { recordIdParamsSchema } from '#shared/common';
import type { AppDeps } from '../deps';
import { answerOnce } from '../http/answer-once';
import { parseBody, parseParams } from '../http/parse';
import { limitPerAddress } from '../http/rate-limit';
import { nothingChanged } from '../services/announce';
import { listApprovedComments, submitComment } from '../services/content/comments';
import { listPublishedRecipes } from '../services/content/recipes';

export function recipeRoutes(router: Router, deps: AppDeps): void {
  const limit = limitPerAddress(deps.limits.messages, 'You have sent a lot of messages. Please try again later.');

  router.get('/api/recipes', async (ctx) => {
    ctx.body = await listPublishedRecipes(deps.db);
  });

  router.get('/api/recipes/:id/comments', async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    ctx.body = await listApprovedComments(deps.db, id);
  });

  router.post('/api/recipes/:id/comments', limit, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    const submission = parseBody(ctx, commentSubmissionSchema);
    // A comment waits for her approval: nothing anyone sees has changed yet.
    await answerOnce(
      ctx,
      deps,
      'public',
      async (db, now) => ({ answer: await submitComment(db, id, submission, now), changed: nothingChanged }),
      201,
    );
  });
}
