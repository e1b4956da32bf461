/**
 * What a shopper can still put in a cart. The server computes it from stock and unexpired holds;
 * the client falls back to stock when a message carries no availableStock (docs/product.md).
 */
export function availableFrom(stock: number, heldByAll: number): number {
  return Math.max(0, stock - heldByAll);
}

export function availableOf(item: { stock: number; availableStock?: number }): number {
  return Math.max(0, item.availableStock ?? item.stock);
}

export function isSoldOut(item: { stock: number; availableStock?: number }): boolean {
  return availableOf(item) === 0;
}
