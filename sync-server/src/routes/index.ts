import Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { AdminState } from '../http/require-admin';
import { adminInventoryRoutes } from './admin-inventory';
import { adminSessionRoutes } from './admin-session';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { healthRoutes } from './health';
import { messageRoutes } from './messages';
import { orderRoutes } from './orders';
import { recipeRoutes } from './recipes';

/** Every API route. Customer calls: customer-side.md section 7; admin calls: admin-side.md 7. */
export function apiRouter(deps: AppDeps): Router<AdminState> {
  const router = new Router<AdminState>();
  healthRoutes(router, deps);
  catalogueRoutes(router, deps);
  cartRoutes(router, deps);
  orderRoutes(router, deps);
  messageRoutes(router, deps);
  recipeRoutes(router, deps);
  adminSessionRoutes(router, deps);
  adminInventoryRoutes(router, deps);
  return router;
}
