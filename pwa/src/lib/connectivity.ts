import { create } from 'zustand';

/**
 * Whether the server can be reached. The browser's own online flag is not enough: a phone at
 * the market can have "signal" and still no route to the bakery's server. So a failed fetch
 * marks the server unreachable, and the live socket opening (or any answer) marks it back.
 */
interface ConnectivityState {
  browserOnline: boolean;
  serverReachable: boolean;
  markReachable(): void;
  markUnreachable(): void;
}

export const useConnectivity = create<ConnectivityState>()((set) => ({
  // Online until the browser is asked (restoreBrowserState, after the first render): a page
  // rendered by the server was rendered online, and the first render must match it.
  browserOnline: true,
  serverReachable: true,
  markReachable: () => set({ serverReachable: true }),
  markUnreachable: () => set({ serverReachable: false }),
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useConnectivity.setState({ browserOnline: true, serverReachable: true }));
  window.addEventListener('offline', () => useConnectivity.setState({ browserOnline: false }));
}

/** Reads the browser's own online flag; called once the app has rendered. */
export const readBrowserOnline = () => useConnectivity.setState({ browserOnline: navigator.onLine });

export const isOnline = (state: Pick<ConnectivityState, 'browserOnline' | 'serverReachable'>) =>
  state.browserOnline && state.serverReachable;

/** true while the app can talk to the server. */
export const useOnline = () => useConnectivity(isOnline);
export const onlineNow = () => isOnline(useConnectivity.getState());
