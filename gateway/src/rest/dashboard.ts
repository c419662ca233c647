import { dashboardSchema, type Dashboard } from '@meble/domain/dashboard';
import type { RestClient } from '../rest-client.ts';

/** The start page's path of the REST API, written once. */
const at = { dashboard: '/api/cms/dashboard' };

/** GET /api/cms/dashboard: the four counts in one call (administrators only, D14). */
export function getDashboard(rest: RestClient): Promise<Dashboard> {
  return rest.get(at.dashboard, dashboardSchema);
}
