import { z } from 'zod';

/**
 * The administrators' start page (the spec's /dashboard is an empty page): how much catalogue
 * there is and how many client configurations came in lately. One rule for the REST API, the gateway and the web.
 */

/** "Lately": configurations saved in the last this many days, counted back from the API's clock. */
export const DASHBOARD_RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment that still counts as recent at `now` (epoch ms): exactly DASHBOARD_RECENT_DAYS days ago counts. */
export function recentSince(now: number): Date {
  return new Date(now - DASHBOARD_RECENT_DAYS * DAY_MS);
}

const count = z.number().int().min(0);

/** GET /api/cms/dashboard (administrators only, D14). */
export const dashboardSchema = z.object({
  collections: count.describe('Every collection, active or not'),
  elements: count.describe('Every element of every collection, available or not'),
  kits: count.describe('Every kit of every collection, shown or hidden'),
  recentClientConfigurations: count.describe(`Client configurations saved in the last ${DASHBOARD_RECENT_DAYS} days (from the moment exactly ${DASHBOARD_RECENT_DAYS} × 24 h ago, inclusive)`),
  recentSince: z.string().describe('That moment, ISO 8601'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
