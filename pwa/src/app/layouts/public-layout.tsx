import Box from '@mui/joy/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageBoundary } from '../../components/page-boundary';
import { useCartExpiry } from '../../features/cart/use-cart-expiry';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public page: navigation, the page, the footer; and the cart's clock. */
export function PublicLayout() {
  useCartExpiry();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {/* Their own boundaries, as the page's (PageBoundary): hydrated apart, in short tasks. */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, pb: 6, outline: 'none' }}
      >
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
