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
