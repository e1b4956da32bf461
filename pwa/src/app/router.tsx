import type React from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { OrderPage } from './routes/order-page';

const adminPage = (load: () => Promise<Record<string, React.ComponentType>>, name: string) => async () => ({
  Component: (await load())[name],
});

/**
 * Every route of the product (customer spec section 2). The order page is in the first
 * download because most visits start there; the other pages load when first opened, and the
 * admin area is a separate download that a customer never fetches.
 */
export const router = createBrowserRouter([
  {
    lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
    children: [
      { path: 'admin', lazy: adminPage(() => import('./routes/admin/admin-home-page'), 'AdminHomePage') },
      { path: 'admin-orders', lazy: adminPage(() => import('./routes/admin/admin-orders-page'), 'AdminOrdersPage') },
      {
        path: 'admin-failed-orders',
        lazy: adminPage(() => import('./routes/admin/admin-failed-orders-page'), 'AdminFailedOrdersPage'),
      },
      {
        path: 'admin-inventory',
        lazy: adminPage(() => import('./routes/admin/admin-inventory-page'), 'AdminInventoryPage'),
      },
      { path: 'admin-reviews', lazy: adminPage(() => import('./routes/admin/admin-reviews-page'), 'AdminReviewsPage') },
      { path: 'admin-recipes', lazy: adminPage(() => import('./routes/admin/admin-recipes-page'), 'AdminRecipesPage') },
      {
        path: 'admin-reset-password',
        lazy: adminPage(() => import('./routes/admin/admin-reset-password-page'), 'AdminResetPasswordPage'),
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <OrderPage /> },
      { path: 'about', lazy: async () => ({ Component: (await import('./routes/about-page')).AboutPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('./routes/contact-page')).ContactPage }) },
      { path: 'recipes', lazy: async () => ({ Component: (await import('./routes/recipes-page')).RecipesPage }) },
      { path: 'reviews', lazy: async () => ({ Component: (await import('./routes/reviews-page')).ReviewsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }) },
    ],
  },
]);
