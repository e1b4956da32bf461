/**
 * The lines of a stored order, read back from its `items` text. The text was written by the
 * server, so this only guards against a damaged row: an unreadable text gives no lines (docs/product.md). No zod, so order confirmations render without the schema library.
 */
export interface StoredOrderLine {
  product: string;
  name?: string;
  flavor?: string | null;
  quantity: number;
  unitPrice?: string;
  totalPrice: string;
}

export function parseOrderItems(items: string | null | undefined): StoredOrderLine[] {
  if (!items) return [];
  try {
    const value: unknown = JSON.parse(items);
    return Array.isArray(value) ? value.filter(isLine) : [];
  } catch {
    return [];
  }
}

function isLine(value: unknown): value is StoredOrderLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line.product === 'string' && typeof line.quantity === 'number' && typeof line.totalPrice === 'string';
}
