import { formatCents } from '#shared/money';

/** The add-to-cart button's text and state (docs/product.md, "What the forms refuse"), in the spec's order. */
export function addButtonState(input: {
  ordersOpen: boolean;
  available: number;
  quantity: number;
  minimumOrder: number;
  totalCents: number;
}): { label: string; disabled: boolean } {
  if (!input.ordersOpen) return { label: 'Orders Closed', disabled: true };
  if (input.available === 0) return { label: 'Sold Out', disabled: true };
  if (input.quantity === 0) return { label: 'Select Quantity', disabled: true };
  if (input.quantity < input.minimumOrder) return { label: `Minimum ${input.minimumOrder} required`, disabled: true };
  return { label: `Add to Cart - $${formatCents(input.totalCents)}`, disabled: false };
}

/** Keeps a selector between 0 and what is left. */
export function clampQuantity(quantity: number, available: number): number {
  return Math.min(Math.max(0, quantity), Math.max(0, available));
}

/** At most this many left, a card says how many ("3 left"): a customer deciding should know. */
export const FEW_LEFT = 5;

/** "3 left" while few are, and orders are open; nothing otherwise. */
export const fewLeftText = (available: number, ordersOpen: boolean) =>
  ordersOpen && available > 0 && available <= FEW_LEFT ? `${available} left` : null;
