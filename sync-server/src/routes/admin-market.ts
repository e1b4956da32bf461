import type Router from '@koa/router';
import { marketDateParamsSchema } from '#shared/market-day';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { marketDayView } from '../services/market/market-days';

/**
 * The market day as her phones read it (docs/market-day.md): the day, the market's preorders of
 * that date, the sales, handovers and releases. Every change of it is one of her edits by name
 * (owner-edits.ts), on its own route or in her outbox's batches.
 */
export function adminMarketRoutes(router: Router<AdminState>, deps: AppDeps): void {
  router.get('/api/admin/market-days/:date', requireAdmin(deps), async (ctx) => {
    const { date } = marketDateParamsSchema.parse(ctx.params);
    ctx.body = await marketDayView(deps.db, date);
  });
}
