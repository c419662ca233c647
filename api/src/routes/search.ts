import { createRoute } from '@hono/zod-openapi';
import { searchEndpoints } from '@meble/domain/search-endpoints';
import { searchElements } from '../catalog/elements.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorResponses } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';

const elementSearchRoute = createRoute({
  ...route(searchEndpoints.elements, { 200: 'The elements found, in name order' }, { 400: errorResponses[400], ...denied }),
  tags: ['elements'],
  summary:
    'Elements of every collection whose name contains the text, case-insensitively, with their collection slug (the command palette; administrators only, D14)',
  security,
});

export function registerSearchRoutes(app: ApiApp, { db }: ApiDeps): void {
  app.openapi(elementSearchRoute, async (c) => c.json({ elements: await searchElements(db, c.req.valid('query')) }, 200));
}
