import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { ownerWaitlist } from '../services/waitlist/owner-waitlist';

/** Each product's line and how many were served from it (docs/waitlist.md); her offer time is an edit by name. */
export function adminWaitlistRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/waitlist', requireAdmin(deps), async (ctx) => {
    ctx.body = await ownerWaitlist(deps.db, { now: deps.clock.now(), timeZone: deps.config.bakeryTimeZone });
  });
}
