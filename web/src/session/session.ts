import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@meble/domain/session';
import type { StoredUser } from '@meble/domain/session';

export type { StoredUser };

export interface StoredSession {
  token: string;
  user: StoredUser | null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings): behave as signed out rather than crash.
    return null;
  }
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, isSalon, email } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof isSalon !== 'boolean' || typeof email !== 'string') return null;
    return { name, isSalon, email };
  } catch {
    return null;
  }
}

/** Guard step 1: restore the stored session; no token means signed out. */
export function readSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY);
  if (!store || !token) return null;
  return { token, user: parseUser(store.getItem(USER_STORAGE_KEY)) };
}

/** An administrator as the web knows one (the guard's rule: anyone but a salon user); history is theirs alone (D29). */
export function signedInAsAdministrator(): boolean {
  return readSession()?.user?.isSalon === false;
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
}

export function storeSession(token: string, user: StoredUser): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_STORAGE_KEY, token);
  store.setItem(USER_STORAGE_KEY, JSON.stringify({ name: user.name, isSalon: user.isSalon, email: user.email }));
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_STORAGE_KEY);
  store?.removeItem(USER_STORAGE_KEY);
}

type SignedOutListener = () => void;
let signedOutListener: SignedOutListener | null = null;

/** main.tsx registers the router's navigation here, so a 401 anywhere ends on `/`. */
export function onSignedOut(listener: SignedOutListener | null): void {
  signedOutListener = listener;
}

const EXPIRED_KEY = 'sessionExpiredAt';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** A page of this panel to go back to (never another origin, never the login screen itself). */
function isReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && path !== '/';
}

/** Remembers, for this tab, that the session expired on `path`: the login screen says so and returns there. */
export function markSessionExpired(path: string): void {
  const store = tabStorage();
  // A page's other requests may fail once the login screen is shown: they must not replace the page to return to.
  if (!isReturnPath(path) && store?.getItem(EXPIRED_KEY)) return;
  store?.setItem(EXPIRED_KEY, path);
}

/** The page the session expired on, if it did (null: an ordinary visit to the login screen). */
export function sessionExpiredAt(): string | null {
  return tabStorage()?.getItem(EXPIRED_KEY) ?? null;
}

const OPENED_KEY = 'openedSignedOut';

/**
 * Remembers, for this tab, the protected address a signed-out visitor opened (query string included): a link from an
 * e-mail or a bookmark leads there once they have signed in, not to their landing page.
 */
export function rememberOpenedSignedOut(path: string): void {
  if (isReturnPath(path)) tabStorage()?.setItem(OPENED_KEY, path);
}

/**
 * Where to go after signing in: the page the session expired on, else the address opened while signed out, else
 * `landing`; both marks are used up.
 */
export function takeReturnPath(landing: string): string {
  const store = tabStorage();
  const path = sessionExpiredAt() ?? store?.getItem(OPENED_KEY) ?? null;
  store?.removeItem(EXPIRED_KEY);
  store?.removeItem(OPENED_KEY);
  return path && isReturnPath(path) ? path : landing;
}

function currentPath(): string {
  const location = globalThis.location as Location | undefined;
  return location ? `${location.pathname}${location.search}` : '/';
}

/** D11: an expired or revoked session signs the user out (the login screen then says why). */
export function signOutExpired(): void {
  clearSession();
  markSessionExpired(currentPath());
  signedOutListener?.();
}
