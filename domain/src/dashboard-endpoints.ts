import { dashboardSchema } from './dashboard.ts';
import { endpoint } from './endpoint.ts';

/** The start page's counts (not in the spec, whose /dashboard is an empty page). */
export const dashboardEndpoints = {
  counts: endpoint({ method: 'get', path: '/api/cms/dashboard', responses: { 200: dashboardSchema } }),
};
