import type Router from '@koa/router';
import { recordIdParamsSchema } from '#shared/common';
import { publishSchema, recipeInputSchema } from '#shared/recipe';
import type { AppDeps } from '../deps';
import { adminWrite, mountAdminWrites } from '../http/admin-writes';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { createRecipe, deleteRecipe, listAllRecipes, publishRecipe, updateRecipe } from '../services/recipes-admin';

/** The /recipes page (and its kept render) shows published recipes. */
const recipesChanged = (deps: AppDeps) => deps.changes.contentChanged(['recipes']);

/** The owner's recipes, alone or in her outbox's batches. */
export const recipeWrites = [
  adminWrite({
    method: 'POST',
    path: '/api/admin/recipes',
    body: recipeInputSchema,
    status: 201,
    write: (db, { body }, now) => createRecipe(db, body, now),
    announce: recipesChanged,
  }),
  adminWrite({
    method: 'PUT',
    path: '/api/admin/recipes/:id',
    params: recordIdParamsSchema,
    body: recipeInputSchema,
    write: (db, { params, body }, now) => updateRecipe(db, params.id, body, now),
    announce: recipesChanged,
  }),
  adminWrite({
    method: 'PATCH',
    path: '/api/admin/recipes/:id/publish',
    params: recordIdParamsSchema,
    body: publishSchema,
    write: (db, { params, body }, now) => publishRecipe(db, params.id, body.published, now),
    announce: recipesChanged,
  }),
  adminWrite({
    method: 'DELETE',
    path: '/api/admin/recipes/:id',
    params: recordIdParamsSchema,
    write: (db, { params }) => deleteRecipe(db, params.id),
    announce: recipesChanged,
  }),
];

export function adminRecipeRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/recipes', requireAdmin(deps), async (ctx) => {
    ctx.body = await listAllRecipes(deps.db);
  });
  mountAdminWrites(router, deps, recipeWrites);
}
