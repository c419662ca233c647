import { START_PATTERNS } from '../routes/startPaths.ts';

/** Where the navigation guard sends a visitor; the spec's "Navigation guard" as a pure decision. */
export const LOGIN_PATH = START_PATTERNS.login;
export const LANDING_PATH = START_PATTERNS.collections;
export const SALON_LANDING_PATH = START_PATTERNS.clientConfigurations;

/** Where a signed-in person starts: a salon user on their list (never via an admin page and its 'Brak dostępu'). */
export function landingPathFor(viewer: { isSalon: boolean } | null | undefined): string {
  return viewer?.isSalon ? SALON_LANDING_PATH : LANDING_PATH;
}

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
    // The login screen: a signed-in visitor goes on to their landing page (the guard then applies there).
    return hasToken ? landingPathFor(viewer) : null;
  }
  if (!hasToken) return LOGIN_PATH;
  if (viewer === undefined) return null;
  if (viewer === null) return LOGIN_PATH;
  if (viewer.isSalon && !route.salon) return SALON_LANDING_PATH;
  return null;
}
