import type Router from '@koa/router';
import { recordIdParamsSchema } from '#shared/common';
import { publishSchema, recipeInputSchema } from '#shared/recipe';
import type { AppDeps } from '../deps';
import { answerAdminWrite } from '../http/answer-once';
import { parseBody, parseParams } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { createRecipe, deleteRecipe, listAllRecipes, publishRecipe, updateRecipe } from '../services/recipes-admin';

export function adminRecipeRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);

  router.get('/api/admin/recipes', admin, async (ctx) => {
    ctx.body = await listAllRecipes(deps.db);
  });

  router.post('/api/admin/recipes', admin, async (ctx) => {
    const input = parseBody(ctx, recipeInputSchema);
    await answerAdminWrite(ctx, deps, (db, now) => createRecipe(db, input, now), 201);
  });

  router.put('/api/admin/recipes/:id', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    const input = parseBody(ctx, recipeInputSchema);
    await answerAdminWrite(ctx, deps, (db, now) => updateRecipe(db, id, input, now));
  });

  router.patch('/api/admin/recipes/:id/publish', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    const { published } = parseBody(ctx, publishSchema);
    await answerAdminWrite(ctx, deps, (db, now) => publishRecipe(db, id, published, now));
  });

  router.delete('/api/admin/recipes/:id', admin, async (ctx) => {
    const { id } = parseParams(ctx, recordIdParamsSchema);
    await answerAdminWrite(ctx, deps, (db) => deleteRecipe(db, id));
  });
}
