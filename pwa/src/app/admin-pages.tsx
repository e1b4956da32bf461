import type { ComponentType } from 'react';
import { onDemand } from '../lib/on-demand';
import type { AdminPath } from './admin-paths';

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

/** Her pages by path (admin-paths.ts names them for the router); each loads when first opened. */
const adminPages: Record<AdminPath, ComponentType> = {
  admin: AdminHomePage,
  'admin-orders': AdminOrdersPage,
  'admin-failed-orders': AdminFailedOrdersPage,
  'admin-bake-list': BakeListPage,
  'admin-new-sale': NewSalePage,
  'admin-market': MarketPage,
  'admin-standing': StandingPage,
  'admin-waitlist': WaitlistPage,
  'admin-inventory': AdminInventoryPage,
  'admin-reviews': AdminReviewsPage,
  'admin-recipes': AdminRecipesPage,
  'admin-reset-password': AdminResetPasswordPage,
};

/** The page of hers at `pathname` ("/admin-orders"); the router sends only her paths here. */
export function AdminPage({ pathname }: { pathname: string }) {
  const Page = adminPages[pathname.replace(/^\/+|\/+$/g, '') as AdminPath];
  return Page ? <Page /> : null;
}
