import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Typography from '@mui/joy/Typography';
import { OfflineNotice } from '../../components/offline-notice';
import { ErrorState, LoadingState } from '../../components/status-views';
import { useOnline } from '../../lib/connectivity';
import { useInventory, usePickupSettings } from '../../features/catalogue/api';
import { Hero } from '../../features/catalogue/components/hero';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { StatusBanner } from '../../features/catalogue/components/status-banner';
import { CartDialog } from '../../features/cart/components/cart-dialog';
import { ConfirmationDialog } from '../../features/cart/components/confirmation-dialog';
import { useCartDialogs } from '../../features/cart/dialogs';
import { useCartStore } from '../../features/cart/store';
import { useAddToCart } from '../../features/cart/use-add-to-cart';

// Checkout brings the form validation (the shared zod schemas): loaded when a cart exists.
const CheckoutDialog = lazy(async () => ({
  default: (await import('../../features/cart/components/checkout-dialog')).CheckoutDialog,
}));

/** '/': the products, the cart, checkout and confirmation. */
export function OrderPage() {
  const inventory = useInventory();
  const settings = usePickupSettings();
  const ordersOpen = settings.data?.ordersOpen ?? false;
  const addToCart = useAddToCart(ordersOpen);
  const online = useOnline();
  const offlineReason = online ? undefined : "Offline: can't hold stock now";
  const cartHasItems = useCartStore((state) => state.holds.length > 0);
  const checkingOut = useCartDialogs((state) => state.step === 'checkout');
  useOpenCartFromNavigation();

  return (
    <>
      <title>Order · Bridger Gluten-Free Bakery</title>
      <Hero />
      {settings.data && <StatusBanner settings={settings.data} />}
      <OfflineNotice since={inventory.offlineSince} />
      {!online && (
        <Typography level="body-sm" sx={{ mb: 1 }}>
          You're offline. You can look around; adding to the cart and ordering come back with your connection, and
          anything you typed is kept.
        </Typography>
      )}
      {inventory.isPending || settings.isPending ? (
        <LoadingState text="Loading bakery items..." />
      ) : inventory.isError || settings.isError ? (
        <ErrorState
          title="We couldn't load today's bakes"
          text="Please check your connection and try again."
          onRetry={() => {
            inventory.refetch();
            settings.refetch();
          }}
        />
      ) : (
        inventory.data && (
          <ProductGrid
            items={inventory.data}
            ordersOpen={ordersOpen}
            onAdd={addToCart}
            unavailableReason={offlineReason}
          />
        )
      )}
      <CartDialog inventory={inventory.data ?? []} />
      {(cartHasItems || checkingOut) && (
        <Suspense fallback={null}>
          <CheckoutDialog
            inventory={inventory.data ?? []}
            settings={settings.data}
            unavailableReason={online ? undefined : 'Offline: ordering needs a connection'}
          />
        </Suspense>
      )}
      <ConfirmationDialog settings={settings.data} />
    </>
  );
}

/** 'View Cart' on another page brings the shopper here with the cart open. */
function useOpenCartFromNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCartDialogs((state) => state.open);
  useEffect(() => {
    if ((location.state as { openCart?: boolean } | null)?.openCart) {
      open('cart');
      void navigate('.', { replace: true, state: null });
    }
  }, [location.state, navigate, open]);
}
