import { create } from 'zustand';
import { keepOwnerToken, keptOwnerToken } from '../db/web-storage/owner-session';

/**
 * The owner's session token, kept on her device (db/web-storage/owner-session.ts) and sent as a
 * bearer credential. Pages only check that one exists; the server decides whether it is still good.
 */
interface AdminSessionState {
  token: string | null;
  signIn(token: string): void;
  signOut(): void;
}

export const useAdminSession = create<AdminSessionState>()((set) => ({
  token: typeof window === 'undefined' ? null : keptOwnerToken(),
  signIn: (token) => {
    keepOwnerToken(token);
    set({ token });
  },
  signOut: () => {
    keepOwnerToken(null);
    set({ token: null });
  },
}));
