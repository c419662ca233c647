import { DASHBOARD_RECENT_DAYS, type Dashboard } from '@meble/domain/dashboard';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { getDashboard } from '../rest/dashboard.ts';
import { perRequest } from '../request-cache.ts';
import { startAhead } from '../selection.ts';

/** GET /api/cms/dashboard once per request: started with the scope check, read by the resolver after it. */
const dashboardOnce = perRequest('dashboard', (context: GatewayContext): Promise<Dashboard> => getDashboard(context.rest));

const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
  description: 'The administrators\' start page (/dashboard; an empty placeholder in the spec): how much catalogue there is and how many designs came in lately.',
  fields: (t) => ({
    collections: t.exposeInt('collections', { description: 'Every collection, active or not.' }),
    elements: t.exposeInt('elements', { description: 'Every element of every collection, available or not.' }),
    kits: t.exposeInt('kits', { description: 'Every kit of every collection, shown or hidden.' }),
    recentClientConfigurations: t.exposeInt('recentClientConfigurations', {
      description: `Client configurations saved in the last ${DASHBOARD_RECENT_DAYS} days (since \`recentSince\`).`,
    }),
    recentDays: t.int({ description: 'How many days count as recent.', resolve: () => DASHBOARD_RECENT_DAYS }),
    recentSince: t.exposeString('recentSince', { description: 'The first moment that counts as recent, ISO 8601 (the server\'s clock).' }),
  }),
});

builder.queryField('dashboard', (t) =>
  t.field({
    type: DashboardRef,
    description: 'The start page\'s counts, in one REST call (administrators only, D14).',
    // Started with the viewer (whose stamp it carries; none without a session); its answer is read only after the check.
    authScopes: (_root, _args, context) => {
      if (context.rest.token) startAhead(dashboardOnce(context));
      return { admin: true };
    },
    resolve: (_root, _args, context) => dashboardOnce(context),
  }),
);
