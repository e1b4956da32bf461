import { Suspense, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import type { Reservation } from '#shared/cart';
import type { InventoryItem } from '#shared/inventory';
import type { NextPickup } from '#shared/pickup-slots';
import { useLocation, useNavigate } from 'react-router-dom';
import { OfflineNotice } from '../../components/offline-notice';
import { ErrorState, LoadingState } from '../../components/status-views';
import { useOnline } from '../../lib/connectivity';
import { useInventory, usePickupSettings } from '../../features/catalogue/api';
import { Hero } from '../../features/catalogue/components/hero';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { productCardId } from '../../features/catalogue/components/product-card';
import { StatusBanner } from '../../features/catalogue/components/status-banner';
import { SubscribeOffer } from '../../features/subscribe/components/subscribe-offer';
import { useCheckoutForm } from '../../features/cart/checkout-form';
import { useCartDialogs } from '../../features/cart/dialogs';
import { useCartStore } from '../../features/cart/store';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { hasBakesToChoose, useItemsShoppedFor } from '../../features/cart/shopping-for';
import { onDemand, whenIdle } from '../../lib/on-demand';
import { WaitlistButton } from '../../features/waitlist/components/waitlist-button';
import { withKeptPlace } from '../../features/waitlist/kept-place';
import type { PickupPlaceInLine } from '../../db/web-storage/waitlist';
import { useWaitlistPlaces } from '../../features/waitlist/store';
import { useKeptPlace } from '../../features/waitlist/use-kept-place';
import { useWaitlistLinks } from '../../features/waitlist/use-waitlist-links';
import { useMyTurn } from '../../features/waitlist/use-my-turn';
import { YourTurn } from '../../features/waitlist/components/your-turn';

// The dialogs are not in the first download: the grid shows sooner on a slow phone. They are
// fetched once the cart has something in it: checkout, which brings the form validation (the
// shared zod schemas), at once; the cart and confirmation when the phone is idle.
const CartDialog = onDemand(() => import('../../features/cart/components/cart-dialog'), 'CartDialog');
const ConfirmationDialog = onDemand(
  () => import('../../features/cart/components/confirmation-dialog'),
  'ConfirmationDialog',
);
const CheckoutDialog = onDemand(() => import('../../features/cart/components/checkout-dialog'), 'CheckoutDialog');
// Only a shop whose next pickups are baked on more than one day shows it.
const ShoppingForChoice = onDemand(
  () => import('../../features/cart/components/shopping-for-choice'),
  'ShoppingForChoice',
);
// Only a checkout with a full pickup or time shows it.
const PlaceWaitlistAction = onDemand(
  () => import('../../features/waitlist/components/place-waitlist-action'),
  'PlaceWaitlistAction',
);

/** '/': the products, the cart, checkout and confirmation. */
export function OrderPage() {
  const inventory = useInventory();
  const settings = usePickupSettings();
  // The cards as the bake she shops for has them, when it is not the shop's (shopping-for.ts).
  const { shown, shopBake, otherBake } = useItemsShoppedFor(inventory.data, settings.data);
  // Rendering the grid is the heaviest work of the page. Deferred, React renders it in slices
  // between which the phone still answers taps and scrolls, instead of in one long freeze.
  const items = useDeferredValue(shown);
  const ordersOpen = settings.data?.ordersOpen ?? false;
  const addToCart = useAddToCart(ordersOpen);
  const online = useOnline();
  const offlineReason = online ? undefined : "Offline: can't hold stock now";
  const cartHasItems = useCartStore((state) => state.holds.length > 0);
  const step = useCartDialogs((state) => state.step);
  useOpenCartFromNavigation();
  useOpenProductFromLink(items !== undefined);
  const sessionId = useCartStore((state) => state.sessionId);
  useWaitlistLinks({ sessionOf: currentSession, onOffer: takeOffer, onPlaceOffer: keepPlace });
  // Her turn, seen by this phone when it joined the line: in the cart, and said over the products.
  useMyTurn({ sessionOf: currentSession, onTurn: ({ hold, name }) => putInCart(hold, name) });
  const holds = useCartStore((state) => state.holds);
  useEndPlacesInLineOnOrder();
  // A place kept for her from the waitlist is hers in checkout, though it reads full to others.
  const kept = useKeptPlace();
  const checkoutSettings = useMemo(
    () =>
      settings.data && kept
        ? { ...settings.data, nextPickups: withKeptPlace(settings.data.nextPickups, kept) }
        : settings.data,
    [settings.data, kept],
  );
  // What she typed in checkout is where the line's dialog starts: she is not asked twice.
  const checkoutEmail = useCheckoutForm((state) => state.email);
  const fullAction = useCallback(
    (pickup: NextPickup, items: number) => (
      <Suspense fallback={null}>
        <PlaceWaitlistAction
          pickup={pickup}
          items={items}
          sessionId={sessionId}
          email={checkoutEmail}
          places={settings.data ?? {}}
        />
      </Suspense>
    ),
    [sessionId, checkoutEmail, settings.data],
  );
  // A sold-out card, or one asked for more than is left, offers the waitlist; stable, so the
  // memoised cards do not render again.
  const soldOutAction = useCallback(
    (item: InventoryItem, flavor: string | null, quantity?: number) => (
      <WaitlistButton item={item} flavor={flavor} sessionId={sessionId} quantity={quantity} useInCart={useInCart} />
    ),
    [sessionId],
  );
  // The cart's dialogs come once there is a cart (or on the first tap of Cart): a first visit
  // that only looks downloads none of them.
  useEffect(() => {
    if (!cartHasItems) return;
    return whenIdle(() => {
      CartDialog.preload();
      ConfirmationDialog.preload();
    });
  }, [cartHasItems]);

  return (
    <>
      <title>Order · Bridger Gluten-Free Bakery</title>
      <Hero />
      {settings.data && <StatusBanner settings={settings.data} />}
      <YourTurn heldIds={holds.map((hold) => hold.reservationId)} onOpenCart={() => openCart()} />
      {settings.data && <SubscribeOffer ordersOpen={settings.data.ordersOpen} />}
      <OfflineNotice since={inventory.offlineSince} />
      {!online && (
        <p className="offline-line">
          You're offline. You can look around; adding to the cart and ordering come back with your connection, and
          anything you typed is kept.
        </p>
      )}
      {settings.data?.ordersOpen && hasBakesToChoose(settings.data) && (
        // Its room is kept while it downloads, so the cards below do not move when it comes.
        <Suspense fallback={<div className="shopping-for-room" />}>
          <ShoppingForChoice settings={settings.data} shopBake={shopBake} />
        </Suspense>
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
      ) : items ? (
        <ProductGrid
          items={items}
          ordersOpen={ordersOpen}
          onAdd={addToCart}
          unavailableReason={offlineReason}
          // The waitlist's lines are for the shop's bake: shopping for another, a card is just sold out.
          soldOutAction={otherBake ? undefined : soldOutAction}
        />
      ) : (
        <LoadingState text="Loading bakery items..." />
      )}
      {/* One boundary each: a dialog still downloading never hides another. */}
      <Suspense fallback={null}>{step === 'cart' && <CartDialog inventory={inventory.data ?? []} />}</Suspense>
      <Suspense fallback={null}>
        {(cartHasItems || step === 'checkout') && (
          <CheckoutDialog
            inventory={inventory.data ?? []}
            settings={checkoutSettings}
            fullAction={fullAction}
            keptPlace={
              kept && {
                pickupDate: kept.pickupDate,
                pickupLocation: kept.pickupLocation,
                pickupSlot: kept.pickupSlot,
                until: kept.offerExpiresAt!,
              }
            }
            unavailableReason={online ? undefined : 'Offline: ordering needs a connection'}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>{step === 'confirmed' && <ConfirmationDialog settings={settings.data} />}</Suspense>
    </>
  );
}

const currentSession = () => useCartStore.getState().sessionId;

/** Her waitlist offer, in this phone's cart once, however often it is taken (her link, her turn seen here). */
function putInCart(hold: Reservation, name: string) {
  const cart = useCartStore.getState();
  if (!cart.holds.some((each) => each.reservationId === hold.id)) cart.addHold(hold, name);
}

const openCart = () => useCartDialogs.getState().open('cart');

/** Whether this phone's cart holds a hold: what a card's waitlist asks to say her turn is in it. */
const useInCart = (reservationId: string | undefined) =>
  useCartStore(
    (state) => reservationId !== undefined && state.holds.some((hold) => hold.reservationId === reservationId),
  );

/** Her offer's link: the offer in this phone's cart, and the cart opened. */
function takeOffer(hold: Reservation, name: string) {
  putInCart(hold, name);
  openCart();
}

/**
 * The place kept for her at a full pickup: her checkout set to its pickup and time, and the cart
 * opened (her cart may have run out while she waited: she fills it again, then checks out).
 */
function keepPlace(place: PickupPlaceInLine) {
  const form = useCheckoutForm.getState();
  form.set('pickupLocation', place.pickupLocation);
  form.set('pickupSlot', place.pickupSlot ?? '');
  useCartDialogs.getState().open(useCartStore.getState().holds.length > 0 ? 'checkout' : 'cart');
}

/** Her order ends her places in line at its pickup, as the server ends them (docs/waitlist.md). */
function useEndPlacesInLineOnOrder() {
  const lastOrder = useCartDialogs((state) => state.lastOrder);
  const orderedAt = useWaitlistPlaces((state) => state.orderedAt);
  useEffect(() => {
    if (lastOrder) orderedAt(lastOrder.pickupDate, lastOrder.pickupLocation);
  }, [lastOrder, orderedAt]);
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

/**
 * A product's own link, /?product=<id> (the one its structured data and a shared link name):
 * once the grid is there, its card is brought into view and focused, so the phone shows that
 * loaf first and a screen reader starts there. An unknown or hidden product leaves the shop as it is.
 */
function useOpenProductFromLink(gridShown: boolean) {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('product');
  useEffect(() => {
    if (!asked || !gridShown) return;
    const card = document.getElementById(productCardId(asked));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [asked, gridShown]);
}
