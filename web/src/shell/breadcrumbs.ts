import { generatePath } from 'react-router';
import type { Params } from 'react-router';
import { routeByPath, titleOf } from '../routes/table.ts';
import type { AppRoute } from '../routes/table.ts';

export interface Crumb {
  title: string;
  /** Absent for the current page and for a parent whose path needs a value we do not have. */
  to?: string;
}

function linkTo(path: string, params: Params): string | undefined {
  try {
    return generatePath(path, params);
  } catch {
    return undefined;
  }
}

/** The trail from the top section to the current route, following each route's declared parent. */
export function crumbsFor(appRoute: AppRoute, params: Params): Crumb[] {
  const trail: Crumb[] = [{ title: titleOf(appRoute, params) }];
  const seen = new Set([appRoute.path]);
  let parentPath = appRoute.parent;
  while (parentPath && !seen.has(parentPath)) {
    seen.add(parentPath);
    const parent = routeByPath(parentPath);
    if (!parent) break;
    trail.unshift({ title: titleOf(parent, params), to: linkTo(parent.path, params) });
    parentPath = parent.parent;
  }
  return trail;
}
