import { createRoute } from '@hono/zod-openapi';
import { elementSearchQuerySchema, elementSearchSchema } from '@meble/domain/search';
import { searchElements } from '../catalog/elements.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorResponses } from '../http/errors.ts';
import { denied, json, security } from '../http/openapi.ts';

const elementSearchRoute = createRoute({
  method: 'get',
  path: '/api/cms/elements/search',
  tags: ['elements'],
  summary:
    'Elements of every collection whose name contains the text, case-insensitively, with their collection slug (the command palette; administrators only, D14)',
  security,
  request: { query: elementSearchQuerySchema },
  responses: { 200: json('The elements found, in name order', elementSearchSchema), 400: errorResponses[400], ...denied },
});

export function registerSearchRoutes(app: ApiApp, { db }: ApiDeps): void {
  app.openapi(elementSearchRoute, async (c) => c.json({ elements: await searchElements(db, c.req.valid('query')) }, 200));
}
