import { use, type ComponentType } from 'react';

/**
 * A component whose code downloads the first time it renders, so the first visit to '/' loads
 * only what the product grid needs. `preload()` fetches it early (see whenIdle), so a dialog
 * opens at once even on the market's slow signal.
 *
 * It renders inside the style scope Joy's components need (see lib/style-scope.tsx), which
 * downloads with it.
 *
 * Once its code is here it renders at once, without suspending (React.lazy suspends on every
 * first render, loaded or not): a server-rendered page whose code main.tsx fetched before
 * hydrating hydrates in the same pass as the rest, with nothing to show a spinner for. Its
 * promise says it is settled the way React marks the promises it has seen, so `use()` reads it
 * at once; every render calls `use()`, as React requires of a component that suspended.
 */
export function onDemand<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  // A failed download stays failed for the screens showing it (the page boundary offers a
  // reload), as React.lazy does; only a failed preload lets the next render try again.
  const start = (): Promise<ComponentType<Props>> => {
    if (loading) return loading;
    const started = Promise.all([load(), import('./style-scope')]).then(
      ([module, { StyleScope }]): ComponentType<Props> => {
        const Component: ComponentType<Props> = module[name];
        return (props: Props) => (
          <StyleScope>
            <Component {...props} />
          </StyleScope>
        );
      },
    );
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
    );
    return (loading = started);
  };
  function OnDemand(props: Props) {
    const Component = use(start());
    return <Component {...props} />;
  }
  OnDemand.displayName = `OnDemand(${name})`;
  return Object.assign(OnDemand, {
    preload: (): Promise<unknown> =>
      start().catch(() => {
        loading = undefined;
      }),
  });
}

/** Runs `work` once the browser has nothing better to do, after the page has shown. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}

/**
 * Runs `work` once the page has loaded (its code and first pictures) and the browser is then
 * idle: for what a first visit does not wait for (the live socket, the outboxes and IndexedDB's
 * code, the service worker), so it neither competes with the page's own start nor delays it.
 */
export function afterPageLoad(work: () => void): () => void {
  let cancel: () => void = () => undefined;
  const start = () => {
    cancel = whenIdle(work);
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    cancel = () => window.removeEventListener('load', start);
  }
  return () => cancel();
}

/** What counts as using the page: a tap, a key, a scroll. */
const USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Marks a control that leaves the page (the update prompt's reload): using it is not a use of
 * the page, so it starts nothing. Its downloads would go through the service worker that is
 * handing over to the new version, and Chromium then keeps the new one waiting.
 */
export const LEAVES_PAGE_ATTRIBUTE = 'data-leaves-page';

function leavesPage(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(`[${LEAVES_PAGE_ATTRIBUTE}]`) !== null;
}

/**
 * Runs `work` once, at the first of: the visitor using the page (see USE_EVENTS), the page
 * being hidden (she switched away or is leaving), or `quietMs` after the page has loaded and
 * the browser was idle. For what a visit needs soon but not to show the page or take its
 * first tap (IndexedDB, see db/open-on-use.ts): it waits for the first use so as not to
 * compete with the page's own start on a slow phone, and not longer than a quiet reader
 * would notice.
 */
export function onFirstUse(work: () => void, quietMs: number): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    cancelLoad();
    for (const type of USE_EVENTS) window.removeEventListener(type, runOnUse, options);
    document.removeEventListener('visibilitychange', runWhenHidden);
  };
  const run = () => {
    if (done) return;
    stop();
    work();
  };
  const runOnUse = (event: Event) => {
    if (!leavesPage(event)) run();
  };
  const runWhenHidden = () => {
    if (document.visibilityState === 'hidden') run();
  };
  for (const type of USE_EVENTS) window.addEventListener(type, runOnUse, options);
  document.addEventListener('visibilitychange', runWhenHidden);
  const cancelLoad = afterPageLoad(() => {
    if (!done) timer = setTimeout(run, quietMs);
  });
  return stop;
}
