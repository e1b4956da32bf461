import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { OrderPage } from './routes/order-page';

/**
 * Every route of the product (customer spec section 2). The order page is in the first
 * download because most visits start there; the other pages load when first opened.
 */
export const router = createBrowserRouter([
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
