import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { listAdminInventory } from '../services/catalogue/catalogue';

/** The owner's list of products (docs/api.md); her edits of them are owner-edits/. */
export function adminInventoryRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/inventory', requireAdmin(deps), async (ctx) => {
    ctx.body = await listAdminInventory(deps.db, deps.clock.now());
  });
}
