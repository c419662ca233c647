import { protectedRoutes, routeByPath } from '../routes/table.ts';
import type { AppRoute } from '../routes/table.ts';

/** The route and its breadcrumb ancestors, nearest first: the paths a menu item may stand for. */
export function trailOf(appRoute: AppRoute): string[] {
  const trail: string[] = [appRoute.path];
  let parent = appRoute.parent;
  while (parent && !trail.includes(parent)) {
    trail.push(parent);
    parent = routeByPath(parent)?.parent;
  }
  return trail;
}

/**
 * Of the menu's paths, the one the current route belongs to: itself, else its nearest ancestor in the
 * breadcrumb trail (an element's page belongs to 'Lista elementów', a collection's pages to 'Kolekcje').
 */
export function activePathOf(appRoute: AppRoute, menuPaths: readonly string[]): string | undefined {
  return trailOf(appRoute).find((path) => menuPaths.includes(path));
}

/** Whether any screen of the menu item's part of the panel is built: the route itself or one under it. */
export function isSectionBuilt(path: string, routes: readonly AppRoute[] = protectedRoutes): boolean {
  return routes.some((route) => route.screen !== undefined && trailOf(route).includes(path));
}
