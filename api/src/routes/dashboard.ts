import { createRoute } from '@hono/zod-openapi';
import { DASHBOARD_RECENT_DAYS } from '@meble/domain/dashboard';
import { dashboardEndpoints } from '@meble/domain/dashboard-endpoints';
import { dashboardCounts } from '../dashboard/counts.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { denied, route, security } from '../http/openapi.ts';

export const DASHBOARD_PATH = dashboardEndpoints.counts.path;

const dashboardRoute = createRoute({
  ...route(dashboardEndpoints.counts, { 200: 'The counts' }, denied),
  tags: ['cms'],
  summary: `The start page's counts: collections, elements, kits, and client configurations of the last ${DASHBOARD_RECENT_DAYS} days (administrators only, D14)`,
  description: 'Not in the spec (its /dashboard is an empty placeholder). One database round; "recent" is counted back from the server\'s clock.',
  security,
});

export function registerDashboardRoutes(app: ApiApp, { db, now }: ApiDeps): void {
  app.openapi(dashboardRoute, async (c) => c.json(await dashboardCounts(db, now()), 200));
}
