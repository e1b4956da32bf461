import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAllRecipes } from '../services/content/recipes-admin';

/** The owner's list of recipes, drafts too; her edits of them are owner-edits/. */
export function adminRecipeRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/recipes', requireAdmin(deps), async (ctx) => {
    ctx.body = await listAllRecipes(deps.db);
  });
}
