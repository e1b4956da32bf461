import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { keptCart } from '../db/web-storage/cart';
import { keptShoppingFor } from '../db/web-storage/shopping-for';
import { isKeptOnPhone } from '../db/web-storage/kept-store';
import { useCartStore } from '../features/cart/store';
import { useShoppingFor } from '../features/cart/shopping-for';
import { readBrowserOnline } from '../lib/connectivity';
import { PageDataProvider, type PageData } from '../lib/page-data';
import { SyncRoot } from '../sync/sync-root';
import { afterPageLoad } from '../lib/on-demand';
import './theme-variables.css';
import './baseline.css';

// Registers the service worker (workbox-window) and says when a new version waits: not needed to
// paint, so fetched once the page has loaded (as service workers are best registered: their
// install downloads the whole app). React.lazy, not onDemand: plain elements, so none of the
// style scope onDemand brings for Joy. Only a page a service worker already controls can have
// a new version waiting; a first visit registers the worker itself (FirstInstall), and its
// 3 KB of workbox-window stay out of the first download.
const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

/** The owner's outbox with every feature's edit kinds: admin code, fetched only when needed. */
const loadAdminOutbox = () => import('./admin-edits').then((module) => module.adminOutbox);

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** The lists a server-rendered page carries; null for the app shell. */
  pageData: PageData | null;
  children: ReactNode;
}

/**
 * What every page runs inside. No Joy provider: Joy's components take the bakery's theme as
 * their default (vite.config.ts) and its CSS variables and baseline are plain style sheets
 * (theme-variables.css, baseline.css), so a page drawn in plain elements, as the first screen
 * of every public page is, downloads none of Joy nor of emotion. Emotion's cache comes with the first component loaded on demand (lib/style-scope.tsx).
 */
export function AppProviders({ queryClient, pageData, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageDataProvider value={pageData}>
        <BrowserState />
        <SyncRoot loadAdminOutbox={loadAdminOutbox} />
        {children}
        <Toaster />
        <AfterPageLoad>
          <ServiceWorker />
        </AfterPageLoad>
      </PageDataProvider>
    </QueryClientProvider>
  );
}

/** A page a service worker controls can be told of a new version; any other installs the app. */
function ServiceWorker() {
  return navigator.serviceWorker?.controller ? <UpdatePrompt /> : <FirstInstall />;
}

/**
 * A page no service worker controls yet (the first visit, or a hard reload): the worker is
 * registered as workbox-window would register it, installs the app for offline, and controls
 * the next visit, where UpdatePrompt takes over. Nothing can be waiting to update yet.
 */
function FirstInstall() {
  useEffect(() => {
    // In dev mode there is no service worker (vite-plugin-pwa's devOptions are off).
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('The app could not be installed for offline use', error));
  }, []);
  return null;
}

/** Browser-only parts, rendered once the page has loaded (never on the server, never in hydration). */
function AfterPageLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * What only this browser knows (the saved cart, whether it is offline) is read once the first
 * render is done, so that render matches the HTML the server sent; a layout effect, so the
 * cart is back before anything else starts (the outbox sends with the cart's session id).
 */
function BrowserState() {
  useLayoutEffect(() => {
    readBrowserOnline();
    // Only a saved cart: restoring an empty one would still re-render (and so hydrate at once)
    // every part of the page that shows the cart.
    if (isKeptOnPhone(keptCart)) void useCartStore.persist.rehydrate();
    if (isKeptOnPhone(keptShoppingFor)) void useShoppingFor.persist.rehydrate();
  }, []);
  return null;
}
