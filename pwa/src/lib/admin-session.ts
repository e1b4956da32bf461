import { create } from 'zustand';

/**
 * The owner's session token, kept in local storage under 'adminSessionToken' (docs/product.md) and sent as a bearer credential. Pages only check that one exists; the server
 * decides whether it is still good.
 */
export const ADMIN_TOKEN_KEY = 'adminSessionToken';

interface AdminSessionState {
  token: string | null;
  signIn(token: string): void;
  signOut(): void;
}

const stored = () => {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
};

/**
 * The address she last signed in with on this device, which the login form starts with. Not the
 * server's ADMIN_EMAIL: the owner's login address is not public, and a page that anyone can open
 * must not show it; on her own phone it is hers already. Empty on a new device.
 */
const LAST_EMAIL_KEY = 'adminLastEmail';

export function lastAdminEmail(): string {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? '';
  } catch {
    return ''; // rendered on the server, or storage refused: start empty
  }
}

export function rememberAdminEmail(email: string): void {
  try {
    localStorage.setItem(LAST_EMAIL_KEY, email);
  } catch {
    // Nothing kept: the form starts empty next time.
  }
}

export const useAdminSession = create<AdminSessionState>()((set) => ({
  token: typeof window === 'undefined' ? null : stored(),
  signIn: (token) => {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    set({ token });
  },
  signOut: () => {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    set({ token: null });
  },
}));
