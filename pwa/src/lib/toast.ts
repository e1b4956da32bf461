import { create } from 'zustand';

/**
 * How long a toast shows (docs/product.md, "Numbers it runs on"): news briefly, since at a busy
 * stall one follows every tap and the screen is needed again at once; a failure long enough to
 * read why. Either is held while pointed at or focused, and put away with a tap.
 */
export function toastDuration(variant: Toast['variant']): number {
  return variant === 'destructive' ? 6000 : 3000;
}

/** One toast at a time (docs/product.md, "Numbers it runs on"): a new one replaces the one showing. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** Destructive toasts are for failures. */
  variant: 'normal' | 'destructive';
}

interface ToastState {
  current: Toast | null;
  show(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): void;
  dismiss(): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (toast) => set({ current: { variant: 'normal', ...toast, id: nextId++ } }),
  dismiss: () => set({ current: null }),
}));

/** Shows a toast from anywhere, components or not. */
export function toast(title: string, description?: string, variant: Toast['variant'] = 'normal'): void {
  useToastStore.getState().show({ title, description, variant });
}

export const toastFailure = (title: string, description?: string) => toast(title, description, 'destructive');
