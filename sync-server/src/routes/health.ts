import type Router from '@koa/router';
import type { Health } from '#shared/api';
import type { AppDeps } from '../deps';

/** How long the readiness check waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2000;

export function healthRoutes(router: Router, deps: AppDeps): void {
  // The server listens only after migrations and seeding, so answering at all means started.
  router.get('/api/health', (ctx) => {
    ctx.body = { ok: true, serverEpoch: deps.serverEpoch } satisfies Health;
  });

  // For a load balancer's health check (docs/operations.md, "Growing beyond one machine"): a server that
  // cannot reach the database answers 503, so traffic goes to the servers that can.
  router.get('/api/ready', async (ctx) => {
    const reached = await Promise.race([
      deps.db.raw('select 1').then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DATABASE_CHECK_MS).unref()),
    ]);
    ctx.status = reached ? 200 : 503;
    ctx.body = reached ? { ok: true } : { message: 'This server cannot reach the database right now' };
  });
}
