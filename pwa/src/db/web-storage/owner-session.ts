/**
 * The owner's sign-in on this device (lib/admin-session.ts): her session token, kept under
 * 'adminSessionToken' (docs/product.md) and sent as a bearer credential, and the address she
 * last signed in with, which the login form starts with. Where storage is refused (a private
 * window) or absent (the server's render), nothing is read back.
 */
const TOKEN_KEY = 'adminSessionToken';
const LAST_EMAIL_KEY = 'adminLastEmail';

export function keptOwnerToken(): string | null {
  return tryStorage((storage) => storage.getItem(TOKEN_KEY)) ?? null;
}

/** `null`: signed out, the token is forgotten. */
export function keepOwnerToken(token: string | null): void {
  if (token === null) window.localStorage.removeItem(TOKEN_KEY);
  else window.localStorage.setItem(TOKEN_KEY, token);
}

/**
 * Not the server's ADMIN_EMAIL: the owner's login address is not public, and a page that
 * anyone can open must not show it; on her own phone it is hers already. Empty on a new device.
 */
export function lastOwnerEmail(): string {
  return tryStorage((storage) => storage.getItem(LAST_EMAIL_KEY)) ?? '';
}

export function rememberOwnerEmail(email: string): void {
  tryStorage((storage) => storage.setItem(LAST_EMAIL_KEY, email));
}

function tryStorage<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(window.localStorage);
  } catch {
    return undefined;
  }
}
