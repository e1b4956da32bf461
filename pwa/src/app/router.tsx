import { Route, Routes } from 'react-router-dom';
import { ownerPages, recipePagePattern } from '#shared/site-pages';
import { PageBoundary } from '../components/page-boundary';
import { onDemand } from '../lib/on-demand';
import { PublicLayout } from './layouts/public-layout';
import { OrderPage } from './routes/order-page';

const AboutPage = onDemand(() => import('./routes/about-page'), 'AboutPage');
const ContactPage = onDemand(() => import('./routes/contact-page'), 'ContactPage');
const RecipesPage = onDemand(() => import('./routes/recipes-page'), 'RecipesPage');
const RecipePage = onDemand(() => import('./routes/recipe-page'), 'RecipePage');
const ReviewsPage = onDemand(() => import('./routes/reviews-page'), 'ReviewsPage');
const NotFoundPage = onDemand(() => import('./routes/not-found-page'), 'NotFoundPage');
const CustomerOrderPage = onDemand(() => import('./routes/customer-order-page'), 'CustomerOrderPage');
const OwnOrdersPage = onDemand(() => import('./routes/own-orders-page'), 'OwnOrdersPage');
const StandingOrderPage = onDemand(() => import('./routes/standing-order-page'), 'StandingOrderPage');
const ConfirmSubscriptionPage = onDemand(() => import('./routes/subscription-pages'), 'ConfirmSubscriptionPage');
const UnsubscribePage = onDemand(() => import('./routes/subscription-pages'), 'UnsubscribePage');

/** The public pages that load when opened, by path (the order page is in the first download). */
const publicPages: Record<string, { preload(): Promise<unknown> }> = {
  '/about': AboutPage,
  '/contact': ContactPage,
  '/recipes': RecipesPage,
  '/reviews': ReviewsPage,
};

/** Fetches the code of the page at `pathname`, if it has its own: before hydrating it. */
export const preloadPage = (pathname: string): Promise<unknown> =>
  (recipePagePattern.test(pathname) ? RecipePage : publicPages[pathname])?.preload() ?? Promise.resolve();

const AdminLayout = onDemand(() => import('./layouts/admin-layout'), 'AdminLayout');

/**
 * Every route of the product (docs/product.md, "The shop's screens"). The order page is in the first
 * download because most visits start there; the other pages load when first opened, and the
 * admin area is a separate download that a customer never fetches. Declarative routes, not
 * a data router: no page uses loaders, and the data router is twice the download. The router
 * around them is the entry's: the browser's history in main.tsx, the request's URL on the server.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <PageBoundary>
            <AdminLayout />
          </PageBoundary>
        }
      >
        {/* Her layout shows the page (app/admin-pages.tsx), so the shop's first download does not
            carry the list of her pages' chunks; `null` here says the route has nothing of its own. */}
        {ownerPages.map((page) => (
          <Route key={page} path={page.slice(1)} element={null} />
        ))}
      </Route>
      <Route element={<PublicLayout />}>
        <Route index element={<OrderPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="recipes" element={<RecipesPage />} />
        <Route path="recipes/:slug" element={<RecipePage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="orders" element={<OwnOrdersPage />} />
        <Route path="orders/:id" element={<CustomerOrderPage />} />
        <Route path="standing/:id" element={<StandingOrderPage />} />
        <Route path="subscribe/confirm" element={<ConfirmSubscriptionPage />} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
