import type Router from '@koa/router';
import type { Health } from '#shared/api';
import type { AppDeps } from '../deps';

export function healthRoutes(router: Router, deps: AppDeps): void {
  // The server listens only after migrations and seeding, so answering at all means ready.
  router.get('/api/health', (ctx) => {
    ctx.body = { ok: true, serverEpoch: deps.serverEpoch } satisfies Health;
  });
}
