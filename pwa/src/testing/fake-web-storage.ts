import { vi } from 'vitest';

/** Web storage in memory, as a browser's localStorage or sessionStorage behaves (Node has none). */
export class FakeWebStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/**
 * A browser's window with fresh web storage, for a test of what the app keeps on the phone:
 * call it before the store's module is imported (a store finds its storage when it is made).
 */
export function stubWebStorage(): { local: FakeWebStorage; session: FakeWebStorage } {
  const local = new FakeWebStorage();
  const session = new FakeWebStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
  return { local, session };
}
