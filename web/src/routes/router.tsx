import type { RouteObject } from 'react-router';
import { PageLoading } from '../errors/PageLoading.tsx';
import { RouteError } from '../errors/RouteError.tsx';
import { PageNotFound, SectionNotAvailable } from '../screens/EmptyStates.tsx';
import { loginLoader, navigationGuard, shellLoader } from './loaders.ts';
import { LOGIN_ROUTE, NOT_FOUND_ROUTE, protectedRoutes } from './table.ts';
import type { AppRoute, RouteHandle } from './table.ts';

function lazyScreen(appRoute: AppRoute): RouteObject['lazy'] {
  const { screen } = appRoute;
  if (!screen) return undefined;
  return async () => {
    const module = await screen();
    return module.loader ? { Component: module.Component, loader: module.loader } : { Component: module.Component };
  };
}

function toRouteObject(appRoute: AppRoute): RouteObject {
  const base = { path: appRoute.path, handle: { appRoute } satisfies RouteHandle, ErrorBoundary: RouteError };
  if (appRoute.screen) return { ...base, lazy: lazyScreen(appRoute) };
  // No screen yet: say so honestly (or that the address leads nowhere), never a stand-in screen.
  return { ...base, Component: appRoute === NOT_FOUND_ROUTE ? PageNotFound : SectionNotAvailable };
}

/**
 * The one route tree of the app, built from the route table, as fresh objects: react-router caches resolved
 * `lazy` properties on the route definition, so each router (one in the browser, one per test) gets its own.
 */
export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { ...toRouteObject(LOGIN_ROUTE), loader: loginLoader },
      {
        id: 'shell',
        middleware: [navigationGuard],
        loader: shellLoader,
        lazy: { Component: async () => (await import('../shell/AppShell.tsx')).AppShell },
        ErrorBoundary: RouteError,
        children: [...protectedRoutes.map(toRouteObject), toRouteObject(NOT_FOUND_ROUTE)],
      },
    ],
  },
];
