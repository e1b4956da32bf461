import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { listPublicInventory } from '../services/catalogue';
import { getPickupSettings } from '../services/pickup-settings';

export function catalogueRoutes(router: Router, deps: AppDeps): void {
  router.get('/api/inventory', async (ctx) => {
    ctx.body = await listPublicInventory(deps.db, deps.clock.now());
  });

  router.get('/api/pickup-settings', async (ctx) => {
    ctx.body = await getPickupSettings(deps.db);
  });
}
