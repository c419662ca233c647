import { PATTERNS } from '../routes/paths.ts';

/** Where the navigation guard sends a visitor; the spec's "Navigation guard" as a pure decision. */
export const LOGIN_PATH = PATTERNS.login;
export const LANDING_PATH = PATTERNS.collections;
export const SALON_LANDING_PATH = PATTERNS.clientConfigurations;

export interface GuardInput {
  /** Step 1: a stored token was restored. */
  hasToken: boolean;
  /**
   * Step 2: the viewer loaded with the dictionaries. `undefined` = not loaded yet (first pass,
   * before any request); `null` = the server does not know the token.
   */
  viewer?: { isSalon: boolean } | null;
  /** The route being entered. */
  route: { isPublic: boolean; salon: boolean };
}

/** Returns the path to redirect to, or null to let the navigation through. */
export function guardRedirect({ hasToken, viewer, route }: GuardInput): string | null {
  if (route.isPublic) {
    // The login screen: a signed-in visitor goes on to the landing page (the guard then applies there).
    return hasToken ? LANDING_PATH : null;
  }
  if (!hasToken) return LOGIN_PATH;
  if (viewer === undefined) return null;
  if (viewer === null) return LOGIN_PATH;
  if (viewer.isSalon && !route.salon) return SALON_LANDING_PATH;
  return null;
}
