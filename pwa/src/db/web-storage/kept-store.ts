import type { StateCreator } from 'zustand';
import { persist, type PersistOptions, type PersistStorage } from 'zustand/middleware';
import { isRecord } from './read';

/**
 * What a store of the app keeps in this browser's web storage, and how it is read back. The
 * value is kept with its version; one kept by an older version is carried across by `upgrade`,
 * and every value read back, of this version or carried across, goes through `read`: what does
 * not fit this version's shape is left out, and the store's own start stands for it. A phone's
 * storage is not the app's own: another version of the app, an extension or a full disk may
 * have written it.
 */
export interface KeptShape<Kept> {
  /** The key in web storage. Never renamed: a phone would lose what it kept. */
  key: string;
  /** Raised with every change of what is kept, with `upgrade` saying how the older reads. */
  version: number;
  /** The fields of `stored` that fit this version's shape (a list keeps the entries that fit). */
  read(stored: unknown): Partial<Kept>;
  /** A value kept by an older version, as this version keeps it. Unchanged when left out. */
  upgrade?(stored: unknown, fromVersion: number): unknown;
  /** For as long as the tab is open ('session'), or on the phone until it is changed ('local'). */
  lasts: 'local' | 'session';
}

type KeptCreator<State> = StateCreator<State, [['zustand/persist', unknown]], []>;

/**
 * The store `create` makes of `initializer`, kept as `shape` says. `skipHydration`: read back
 * when the caller says (the cart, after the first render, so it matches the server's HTML).
 */
export function keptOnPhone<State extends Kept, Kept>(
  shape: KeptShape<Kept>,
  initializer: KeptCreator<State>,
  { skipHydration = false } = {},
): StateCreator<State, [], [['zustand/persist', unknown]]> {
  const options: PersistOptions<State, unknown> = {
    name: shape.key,
    version: shape.version,
    storage: webStorage(shape.lasts),
    migrate: (stored, fromVersion) => (shape.upgrade ? shape.upgrade(stored, fromVersion) : stored),
    merge: (stored, current) => ({ ...current, ...shape.read(stored) }),
    skipHydration,
  };
  return persist(initializer, options);
}

/** Whether this browser keeps a value for `shape` (false where there is no web storage). */
export function isKeptOnPhone(shape: Pick<KeptShape<unknown>, 'key' | 'lasts'>): boolean {
  return storageFor(shape.lasts)?.getItem(shape.key) != null;
}

/** The browser's storage; none on the server, or where the browser refuses it (a private window). */
function storageFor(lasts: KeptShape<unknown>['lasts']): Storage | undefined {
  try {
    return lasts === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * JSON in web storage. A value that is not JSON, or not the `{state, version}` the store wrote,
 * is removed and reads as nothing kept, so it is neither trusted nor read again.
 */
export function webStorage(lasts: KeptShape<unknown>['lasts']): PersistStorage<unknown> | undefined {
  const storage = storageFor(lasts);
  if (!storage) return undefined;
  return {
    getItem: (key) => {
      const text = storage.getItem(key);
      if (text === null) return null;
      const kept = parseJson(text);
      if (isRecord(kept) && 'state' in kept) {
        return { state: kept.state, version: typeof kept.version === 'number' ? kept.version : undefined };
      }
      storage.removeItem(key);
      return null;
    },
    setItem: (key, value) => storage.setItem(key, JSON.stringify(value)),
    removeItem: (key) => storage.removeItem(key),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
