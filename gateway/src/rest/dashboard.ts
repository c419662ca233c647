import type { Dashboard } from '@meble/domain/dashboard';
import { dashboardEndpoints } from '@meble/domain/dashboard-endpoints';
import type { RestClient } from '../rest-client.ts';

/** The four counts in one call (administrators only, D14). */
export function getDashboard(rest: RestClient): Promise<Dashboard> {
  return rest.call(dashboardEndpoints.counts);
}
