import Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { AdminState } from '../http/require-admin';
import { mountOwnerEditRoutes } from '../owner-edits/run';
import { adminCommentRoutes } from './admin-comments';
import { adminEditRoutes } from './admin-edits';
import { adminInventoryRoutes } from './admin-inventory';
import { adminMarketRoutes } from './admin-market';
import { adminStandingRoutes } from './admin-standing';
import { adminWaitlistRoutes } from './admin-waitlist';
import { adminOrderRoutes } from './admin-orders';
import { adminPickupRoutes } from './admin-pickups';
import { adminRecipeRoutes } from './admin-recipes';
import { adminReviewRoutes } from './admin-reviews';
import { adminSessionRoutes } from './admin-session';
import { adminSubscriberRoutes } from './admin-subscribers';
import { cartRoutes } from './cart';
import { customerOrderRoutes } from './customer-orders';
import { healthRoutes } from './health';
import { messageRoutes } from './messages';
import { orderRoutes } from './orders';
import { pushRoutes } from './push';
import { subscriberRoutes } from './subscribers';
import { recipeRoutes } from './recipes';
import { standingOrderRoutes } from './standing-orders';
import { waitlistRoutes } from './waitlist';
import { referenceRoutes } from './reference';
import { uploadRoutes } from './uploads';

export { publicReads } from './catalogue';

/**
 * The customer calls (docs/api.md). A router of their own, matched first:
 * every request is tested against each route of its router in turn, and the storefront's
 * requests, the many, then never wait on the owner's routes.
 */
export function customerRouter(deps: AppDeps): Router {
  const router = new Router();
  healthRoutes(router, deps);
  referenceRoutes(router);
  cartRoutes(router, deps);
  orderRoutes(router, deps);
  customerOrderRoutes(router, deps);
  standingOrderRoutes(router, deps);
  waitlistRoutes(router, deps);
  messageRoutes(router, deps);
  subscriberRoutes(router, deps);
  pushRoutes(router, deps);
  recipeRoutes(router, deps);
  return router;
}

/** The owner's calls (docs/api.md), each behind requireAdmin or a signed link. */
export function adminRouter(deps: AppDeps): Router<AdminState> {
  const router = new Router<AdminState>();
  adminSessionRoutes(router, deps);
  adminInventoryRoutes(router, deps);
  adminSubscriberRoutes(router, deps);
  adminOrderRoutes(router, deps);
  adminPickupRoutes(router, deps);
  adminMarketRoutes(router, deps);
  adminStandingRoutes(router, deps);
  adminWaitlistRoutes(router, deps);
  adminReviewRoutes(router, deps);
  // Before the edits' routes: PUT /api/admin/recipes/photo must not be read as a recipe id.
  uploadRoutes(router, deps);
  adminRecipeRoutes(router, deps);
  adminCommentRoutes(router, deps);
  // Each of her edits' own route (docs/api.md), and her outbox's batches of them.
  mountOwnerEditRoutes(router, deps);
  adminEditRoutes(router, deps);
  return router;
}
