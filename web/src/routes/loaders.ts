import { redirect } from 'react-router';
import type { LoaderFunctionArgs, MiddlewareFunction } from 'react-router';
import type { PreloadedQuery } from 'react-relay';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { UnauthenticatedError } from '../errors/AppError.ts';
import { noteAccessDenied } from '../session/accessDenied.ts';
import { guardRedirect, SALON_LANDING_PATH } from '../session/guard.ts';
import { clearSession, markSessionExpired, readSession, rememberOpenedSignedOut } from '../session/session.ts';
import { PATTERNS } from './paths.ts';
import { protectedRouteAt } from './table.ts';

/** The spec's Navigation guard, before every navigation inside the shell (middleware runs even without loaders). */
export const navigationGuard: MiddlewareFunction = async ({ request }) => {
  const { pathname, search } = new URL(request.url);
  const appRoute = protectedRouteAt(pathname);
  const routeInfo = { isPublic: false, salon: appRoute.salon };
  // 1. Restore the stored session; 4. a signed-out visitor goes to the login screen.
  const session = readSession();
  const early = guardRedirect({ hasToken: session !== null, route: routeInfo });
  if (early || !session) {
    if (!session) rememberOpenedSignedOut(`${pathname}${search}`);
    throw redirect(early ?? PATTERNS.login);
  }
  // 2. Load the viewer and the dictionaries (Relay is loaded here, never in the login chunk).
  const { loadViewer } = await import('../shell/shellData.ts');
  let viewer: { isSalon: boolean } | null;
  try {
    viewer = await loadViewer(session.token);
  } catch (error) {
    // D11: an expired or revoked token has already cleared the session; any other failure stays on the page.
    if (error instanceof UnauthenticatedError) {
      // The transport marked the page on screen; signing in again leads to the page being entered.
      markSessionExpired(`${pathname}${search}`);
      throw redirect(PATTERNS.login);
    }
    throw error;
  }
  if (viewer === null) {
    // The server no longer knows the token (a deleted user, a new secret): the same as an expired session.
    clearSession();
    markSessionExpired(`${pathname}${search}`);
  }
  // 3. A salon user only enters salon routes, and is told why they landed on their list instead.
  const target = guardRedirect({ hasToken: true, viewer, route: routeInfo });
  if (target === SALON_LANDING_PATH) noteAccessDenied(pathname);
  if (target) throw redirect(target);
};

export interface ShellLoaderData {
  queryRef: PreloadedQuery<AppShellQuery>;
}

/**
 * The shell's loader; its type gives the shell `useLoaderData<typeof shellLoader>()`. The (unused) args
 * parameter is what makes react-router type the data as a client loader's, unserialized (functions kept).
 */
export async function shellLoader(_args: LoaderFunctionArgs): Promise<ShellLoaderData | Response> {
  const session = readSession();
  if (!session) return redirect(PATTERNS.login);
  const { loadShellQuery } = await import('../shell/shellData.ts');
  return { queryRef: loadShellQuery(session.token) };
}
