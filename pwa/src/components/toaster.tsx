import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useToastStore, type Toast } from '../lib/toast';
import { BareCloseIcon } from './bare-icons';
import './toaster.css';

const TOAST_DURATION_MS = 5000;
/** After the pointer or focus leaves a paused toast, as Joy's Snackbar does: half the time again. */
const RESUME_DURATION_MS = TOAST_DURATION_MS / 2;
const SWIPE_DISMISS_PX = 50;
/** Between a toast at the top of a phone's screen and a dialog moved down below it. */
const GAP_PX = 8;

/**
 * Shows the current toast (docs/product.md, "Numbers it runs on"): one at a time, 5 seconds, failures in the
 * destructive style. F8 moves focus to it; a swipe to the right or Escape dismisses it. Plain
 * elements in Joy's Snackbar look (toaster.css): every page has a toaster, so it is part of the
 * first download, and Joy's Snackbar would bring Joy's styling engine with it.
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

  return (
    <section ref={region} aria-label="Notifications (F8)">
      {current && <ToastCard key={current.id} toast={current} onDismiss={dismiss} />}
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const hideTimer = useAutoHide(onDismiss);
  const swipeStart = useRef<number | null>(null);
  const card = useRef<HTMLDivElement>(null);
  useClearance(card);
  const destructive = toast.variant === 'destructive';
  return (
    <div
      ref={card}
      data-toast
      tabIndex={-1}
      role={destructive ? 'alert' : 'status'}
      className={destructive ? 'toast toast-destructive' : 'toast'}
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
 * Hides the toast after TOAST_DURATION_MS, held while the customer points at it, has focus in
 * it or is in another window (a toast read by nobody should not vanish).
 */
function useAutoHide(onTimeout: () => void) {
  const latest = useRef(onTimeout);
  latest.current = onTimeout;
  const [controls] = useState(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), ms);
    };
    return { start, pause: () => clearTimeout(timer), resume: () => start(RESUME_DURATION_MS) };
  });
  useEffect(() => {
    controls.start(TOAST_DURATION_MS);
    window.addEventListener('blur', controls.pause);
    window.addEventListener('focus', controls.resume);
    return () => {
      controls.pause();
      window.removeEventListener('blur', controls.pause);
      window.removeEventListener('focus', controls.resume);
    };
  }, [controls]);
  return controls;
}

/**
 * On a phone the toast sits at the top of the screen (toaster.css): while it shows, the room it
 * takes is published as --toast-clearance, and an open dialog moves down by it, so the toast
 * covers none of the dialog (checkout's title, its clock, what it says went wrong).
 */
function useClearance(card: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = card.current;
    // At the bottom (a wide screen, the update prompt) it is clear of dialogs' tops.
    if (!element || element.getBoundingClientRect().top > window.innerHeight / 2) return;
    const root = document.documentElement;
    // Its place in the layout, not on screen: it slides in, and a transform moves no layout.
    const publish = () =>
      root.style.setProperty(
        '--toast-clearance',
        `${parseFloat(getComputedStyle(element).top) + element.offsetHeight + GAP_PX}px`,
      );
    publish();
    const resized = new ResizeObserver(publish);
    resized.observe(element);
    return () => {
      resized.disconnect();
      root.style.removeProperty('--toast-clearance');
    };
  }, [card]);
}
