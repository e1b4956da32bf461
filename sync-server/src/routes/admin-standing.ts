import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { getPickupSettings } from '../services/pickups/pickup-settings';
import { getStandingSettings } from '../services/standing/standing-settings';
import { ownerStandingList } from '../services/standing/standing-view';

/**
 * The owner's standing orders (docs/standing-orders.md): her rules and every regular. Her yes,
 * her no and her rules are edits by name (owner-edits.ts).
 */
export function adminStandingRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/standing-orders', requireAdmin(deps), async (ctx) => {
    ctx.body = await ownerStandingList(deps.db, {
      settings: await getPickupSettings(deps.db, { now: deps.clock.now(), timeZone: deps.config.bakeryTimeZone }),
      standing: await getStandingSettings(deps.db),
      orderLinkKey: deps.orderLinkKey,
    });
  });
}
