import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { sendPrepared } from '../http/prepared-body';

export function catalogueRoutes(router: Router, deps: AppDeps): void {
  // Served from the catalogue cache, already encoded, with an ETag: a phone that has the current
  // list gets a 304.
  router.get('/api/inventory', async (ctx) => sendPrepared(ctx, (await deps.catalogue.get()).body));

  router.get('/api/pickup-settings', async (ctx) => {
    ctx.type = 'application/json';
    ctx.body = await deps.publicSettings.json();
  });
}
