import type { ComponentType } from 'react';
import { onDemand } from '../lib/on-demand';
import type { ownerPages } from '#shared/site-pages';

const AdminHomePage = onDemand(() => import('./routes/admin/admin-home-page'), 'AdminHomePage');
const AdminOrdersPage = onDemand(() => import('./routes/admin/admin-orders-page'), 'AdminOrdersPage');
const AdminFailedOrdersPage = onDemand(
  () => import('./routes/admin/admin-failed-orders-page'),
  'AdminFailedOrdersPage',
);
const BakeListPage = onDemand(() => import('./routes/admin/bake-list-page'), 'BakeListPage');
const NewSalePage = onDemand(() => import('./routes/admin/new-sale-page'), 'NewSalePage');
const MarketPage = onDemand(() => import('./routes/admin/market-page'), 'MarketPage');
const StandingPage = onDemand(() => import('./routes/admin/standing-page'), 'StandingPage');
const WaitlistPage = onDemand(() => import('./routes/admin/waitlist-page'), 'WaitlistPage');
const AdminInventoryPage = onDemand(() => import('./routes/admin/admin-inventory-page'), 'AdminInventoryPage');
const AdminReviewsPage = onDemand(() => import('./routes/admin/admin-reviews-page'), 'AdminReviewsPage');
const AdminRecipesPage = onDemand(() => import('./routes/admin/admin-recipes-page'), 'AdminRecipesPage');
const AdminResetPasswordPage = onDemand(
  () => import('./routes/admin/admin-reset-password-page'),
  'AdminResetPasswordPage',
);

/**
 * Her pages by path (shared site-pages.ts names them, and the router routes them to her layout);
 * each loads when first opened. Here, in her own download, and not in the router: each dynamic
 * import brings the list of the chunks its page is made of into the file that holds it.
 */
const adminPages: Record<(typeof ownerPages)[number], ComponentType> = {
  '/admin': AdminHomePage,
  '/admin-orders': AdminOrdersPage,
  '/admin-failed-orders': AdminFailedOrdersPage,
  '/admin-bake-list': BakeListPage,
  '/admin-new-sale': NewSalePage,
  '/admin-market': MarketPage,
  '/admin-standing': StandingPage,
  '/admin-waitlist': WaitlistPage,
  '/admin-inventory': AdminInventoryPage,
  '/admin-reviews': AdminReviewsPage,
  '/admin-recipes': AdminRecipesPage,
  '/admin-reset-password': AdminResetPasswordPage,
};

/** The page of hers at `pathname` ("/admin-orders", or "/admin-orders/" as the router also matches). */
export function AdminPage({ pathname }: { pathname: string }) {
  const Page = adminPages[(pathname.replace(/\/+$/, '') || '/') as keyof typeof adminPages];
  return Page ? <Page /> : null;
}
