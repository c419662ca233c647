import type { RouteObject } from 'react-router';
import { RouteError } from '../errors/RouteError.tsx';
import { PageNotFound, SectionNotAvailable } from '../screens/EmptyStates.tsx';
import { navigationGuard, shellLoader } from './loaders.ts';
import { withRecordIds } from './recordIds.ts';
import { NOT_FOUND_ROUTE, protectedRoutes } from './table.ts';
import type { AppRoute, RouteHandle } from './table.ts';

function lazyScreen(appRoute: AppRoute): RouteObject['lazy'] {
  const { screen } = appRoute;
  if (!screen) return undefined;
  return async () => {
    const module = await screen();
    const { loader } = module;
    if (!loader) return { Component: module.Component };
    // The screen's query gets the graph's id of the record whether the address carries it or the REST `_id`.
    return { Component: module.Component, loader: (args, context) => loader({ ...args, params: withRecordIds(appRoute.path, args.params) }, context) };
  };
}

function toRouteObject(appRoute: AppRoute): RouteObject {
  const base = { path: appRoute.path, handle: { appRoute } satisfies RouteHandle, ErrorBoundary: RouteError };
  if (appRoute.screen) return { ...base, lazy: lazyScreen(appRoute) };
  // No screen yet: say so honestly (or that the address leads nowhere), never a stand-in screen.
  return { ...base, Component: appRoute === NOT_FOUND_ROUTE ? PageNotFound : SectionNotAvailable };
}

/**
 * The signed-in shell with every route of the table under it (the not-found page last), as fresh objects:
 * react-router caches resolved `lazy` properties on the route definition, so each router gets its own.
 * routes/router.tsx adds it to a router the first time an address needs it; its id comes from there.
 */
export function createShellRoute(id: string): RouteObject {
  return {
    id,
    middleware: [navigationGuard],
    loader: shellLoader,
    lazy: { Component: async () => (await import('../shell/AppShell.tsx')).AppShell },
    ErrorBoundary: RouteError,
    children: [...protectedRoutes.map(toRouteObject), toRouteObject(NOT_FOUND_ROUTE)],
  };
}
