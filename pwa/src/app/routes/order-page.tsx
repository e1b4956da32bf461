import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/status-views';
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
  const cartHasItems = useCartStore((state) => state.holds.length > 0);
  const checkingOut = useCartDialogs((state) => state.step === 'checkout');
  useOpenCartFromNavigation();

  return (
    <>
      <title>Order · Bridger Gluten-Free Bakery</title>
      <Hero />
      {settings.data && <StatusBanner settings={settings.data} />}
      {inventory.isPending || settings.isPending ? (
        <LoadingState text="Loading bakery items..." />
      ) : inventory.isError || settings.isError ? (
        <ErrorState
          title="We couldn't load today's bakes"
          text="Please check your connection and try again."
          onRetry={() => {
            void inventory.refetch();
            void settings.refetch();
          }}
        />
      ) : (
        <ProductGrid items={inventory.data} ordersOpen={ordersOpen} onAdd={addToCart} />
      )}
      <CartDialog inventory={inventory.data ?? []} />
      {(cartHasItems || checkingOut) && (
        <Suspense fallback={null}>
          <CheckoutDialog inventory={inventory.data ?? []} settings={settings.data} />
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
