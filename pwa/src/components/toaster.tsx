import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { toastDuration, useToastStore, type Toast } from '../lib/toast';
import { BareCloseIcon } from './bare-icons';
import './toaster.css';

const SWIPE_DISMISS_PX = 50;
/** Between a toast on a phone and the header above it, or a dialog moved down below it. */
const GAP_PX = 8;
/** The page's header (the shop's and the admin's): on a phone a toast sits under it. */
export const APP_HEADER_ATTRIBUTE = 'data-app-header';

/**
 * Shows the current toast (docs/product.md, "Numbers it runs on"): one at a time, news for
 * 3 seconds and failures for 6 (lib/toast.ts), failures in the destructive style. On a phone it
 * sits under the page's header, clear of the cart, the owner's sync line and Logout; on a wide
 * screen at the bottom right. A tap on it, a swipe to the right or Escape puts it away; F8
 * moves focus to it. Plain elements in Joy's Snackbar look (toaster.css): every page has a
 * toaster, so it is part of the first download, and Joy's Snackbar would bring Joy's styling
 * engine with it.
 *
 * A screen reader hears each toast once: its card goes into one of two live regions that are
 * always on the page (news polite, failures assertive). A live region that arrives with its
 * words, as each card did, is read by some screen readers, by none, or twice for an alert.
 */
export function Toaster() {
  const { current, dismiss } = useToastStore();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.querySelector<HTMLElement>('[data-toast]')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const card = current && <ToastCard key={current.id} toast={current} onDismiss={dismiss} />;
  return (
    <section ref={region} aria-label="Notifications (F8)">
      {/* Live regions by their properties, not by role: an empty status or alert of every page
          would be one more "status" to everything that looks for the page's own. */}
      <div aria-live="polite" aria-atomic="true">
        {current?.variant === 'normal' && card}
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {current?.variant === 'destructive' && card}
      </div>
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const hideTimer = useAutoHide(toastDuration(toast.variant), onDismiss);
  const swipeStart = useRef<number | null>(null);
  const card = useRef<HTMLDivElement>(null);
  usePlacement(card);
  return (
    <div
      ref={card}
      data-toast
      tabIndex={-1}
      className={toast.variant === 'destructive' ? 'toast toast-destructive' : 'toast'}
      // A tap anywhere on it puts it away: at a busy stall there is no time to aim for the ×.
      onClick={onDismiss}
      onPointerEnter={hideTimer.pause}
      onPointerLeave={hideTimer.resume}
      onFocus={hideTimer.pause}
      onBlur={hideTimer.resume}
      onKeyDown={(event) => event.key === 'Escape' && onDismiss()}
      onPointerDown={(event) => (swipeStart.current = event.clientX)}
      onPointerUp={(event) => {
        if (swipeStart.current !== null && event.clientX - swipeStart.current > SWIPE_DISMISS_PX) onDismiss();
        swipeStart.current = null;
      }}
    >
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="toast-dismiss" aria-label="Dismiss notification" onClick={onDismiss}>
        <BareCloseIcon />
      </button>
    </div>
  );
}

/**
 * Hides the toast after `ms`, held while the pointer is on it, focus is in it or the person is
 * in another window (a toast read by nobody should not vanish); half the time again after.
 */
function useAutoHide(ms: number, onTimeout: () => void) {
  const latest = useRef(onTimeout);
  latest.current = onTimeout;
  const [controls] = useState(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (wait: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), wait);
    };
    return { start, pause: () => clearTimeout(timer), resume: () => start(ms / 2) };
  });
  useEffect(() => {
    controls.start(ms);
    window.addEventListener('blur', controls.pause);
    window.addEventListener('focus', controls.resume);
    return () => {
      controls.pause();
      window.removeEventListener('blur', controls.pause);
      window.removeEventListener('focus', controls.resume);
    };
  }, [controls, ms]);
  return controls;
}

/**
 * On a phone the toast comes in at the top (toaster.css), under the page's sticky header, whose
 * height changes (the owner's refused-edit banner is part of it): where that is, is published
 * as --toast-top, and the room the toast takes from the top as --toast-clearance, by which an
 * open dialog moves down, so the toast covers none of the dialog (checkout's title, its clock,
 * what it says went wrong). Published whatever the width: the style sheet uses them only on a
 * phone's, so a screen that turns or is resized while a toast shows puts it in the right place.
 */
function usePlacement(card: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>(`[${APP_HEADER_ATTRIBUTE}]`);
    const place = () => {
      const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + GAP_PX;
      element.style.setProperty('--toast-top', `${top}px`);
      root.style.setProperty('--toast-clearance', `${top + element.offsetHeight + GAP_PX}px`);
    };
    place();
    const resized = new ResizeObserver(place);
    resized.observe(element);
    if (header) resized.observe(header);
    return () => {
      resized.disconnect();
      root.style.removeProperty('--toast-clearance');
    };
  }, [card]);
}
