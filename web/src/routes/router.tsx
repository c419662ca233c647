import { redirect } from 'react-router';
import type { LoaderFunction, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoading } from '../errors/PageLoading.tsx';
import { RouteError } from '../errors/RouteError.tsx';
import { guardRedirect } from '../session/guard.ts';
import { readSession } from '../session/session.ts';
import { START_PATTERNS } from './startPaths.ts';

const ROOT_ID = 'root';
const SHELL_ID = 'shell';

/** Guard for the login screen: a signed-in visitor goes on to their landing page (and the guard there). */
const loginLoader: LoaderFunction = () => {
  const session = readSession();
  const target = guardRedirect({ hasToken: session !== null, viewer: session?.user, route: { isPublic: true, salon: false } });
  return target ? redirect(target) : null;
};

/**
 * The first address outside the login screen adds the signed-in shell and every route of the table
 * (routes/shellRoute.tsx, its own chunk): the app's entry carries only the login route, whatever the table holds.
 * Later calls (react-router asks again for addresses with params) find the shell already there.
 */
export const addSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  if (matches.some(({ route }) => route.id === SHELL_ID)) return;
  const { createShellRoute } = await import('./shellRoute.tsx');
  patch(ROOT_ID, [createShellRoute(SHELL_ID)]);
};

/** What every router of the app is created with, in the browser (main.tsx) and in tests, beside `createRoutes()`. */
export const routerOptions = { patchRoutesOnNavigation: addSignedInRoutes };

/**
 * The app's route tree as the entry knows it, as fresh objects (react-router caches resolved `lazy` properties on
 * the route definition, so each router gets its own): the login screen; `routerOptions` brings in the rest.
 */
export const createRoutes = (): RouteObject[] => [
  {
    id: ROOT_ID,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: START_PATTERNS.login,
        loader: loginLoader,
        lazy: { Component: async () => (await import('../screens/login/LoginScreen.tsx')).Component },
        ErrorBoundary: RouteError,
      },
    ],
  },
];
