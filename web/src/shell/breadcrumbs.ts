import { APP_NAME } from '@meble/domain/app';
import { generatePath } from 'react-router';
import type { Params } from 'react-router';
import { routeByPath, titleOf } from '../routes/table.ts';
import type { AppRoute } from '../routes/table.ts';
import type { PageNames } from './pageNames.tsx';

export interface Crumb {
  title: string;
  /** Absent for the current page. */
  to?: string;
  /** The title is a record's real name (a collection's, an element's…), published by the screen. */
  named: boolean;
}

function linkTo(path: string, params: Params): string | undefined {
  try {
    return generatePath(path, params);
  } catch {
    return undefined;
  }
}

/** The address's params, plus the collection's slug when the address names only a record inside it. */
export function contextParams(params: Params, names: PageNames): Params {
  return names.collectionSlug && !params.slug ? { ...params, slug: names.collectionSlug } : params;
}

function crumbOf(appRoute: AppRoute, params: Params, names: PageNames, to?: string): Crumb {
  const name = appRoute.named ? names[appRoute.named] : undefined;
  return name ? { title: appRoute.namedTitle?.(name) ?? name, to, named: true } : { title: titleOf(appRoute, params), to, named: false };
}

/**
 * The trail from the top section to the current route, following each route's declared parent, with the real
 * names the screen published. A parent whose address needs a value we do not have (yet) is left out.
 */
export function crumbsFor(appRoute: AppRoute, addressParams: Params, names: PageNames = {}): Crumb[] {
  const params = contextParams(addressParams, names);
  const trail: Crumb[] = [crumbOf(appRoute, params, names)];
  const seen = new Set([appRoute.path]);
  let parentPath = appRoute.parent;
  while (parentPath && !seen.has(parentPath)) {
    seen.add(parentPath);
    const parent = routeByPath(parentPath);
    if (!parent) break;
    const to = linkTo(parent.path, params);
    if (to) trail.unshift(crumbOf(parent, params, names, to));
    parentPath = parent.parent;
  }
  return trail;
}

/**
 * The document title: the page, then the records it lies in by name, nearest first, then the application
 * ('Narożnik · Manhattan — …', 'Rabaty · Manhattan — …').
 */
export function documentTitle(crumbs: readonly Crumb[]): string {
  const current = crumbs.at(-1);
  if (!current) return APP_NAME;
  const within = crumbs
    .slice(0, -1)
    .filter((crumb) => crumb.named)
    .reverse()
    .map((crumb) => crumb.title);
  return `${[current.title, ...within].join(' · ')} — ${APP_NAME}`;
}
