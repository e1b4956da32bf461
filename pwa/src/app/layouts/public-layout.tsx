import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageBoundary } from '../../components/page-boundary';
import { useCartExpiry } from '../../features/cart/use-cart-expiry';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site.css';

/** The frame of every public page: navigation, the page, the footer; and the cart's clock. */
export function PublicLayout() {
  useCartExpiry();
  return (
    <div className="site">
      {/* Their own boundaries, as the page's (PageBoundary): hydrated apart, in short tasks. */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main" className="site-main" tabIndex={-1}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
