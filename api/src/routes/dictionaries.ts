import { createRoute } from '@hono/zod-openapi';
import { CONNECTION_CODES, FINISH_TYPES, PRICE_GROUPS } from '@meble/domain/catalog';
import { dictionariesSchema, type Dictionaries } from '@meble/domain/dictionaries';
import type { Kysely } from 'kysely';
import { listCollectionCategories } from '../catalog/collections.ts';
import { listEquipment } from '../catalog/equipment.ts';
import type { Database } from '../db/schema.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorResponses } from '../http/errors.ts';
import { json, security } from '../http/openapi.ts';

const dictionariesRoute = createRoute({
  method: 'get',
  path: '/api/cms/dictionaries',
  tags: ['cms'],
  summary: 'Dictionaries the navigation guard loads (any signed-in user: they hold no customer data)',
  security,
  responses: {
    200: json('Dictionaries', dictionariesSchema),
    401: errorResponses[401],
  },
});

export async function dictionaries(db: Kysely<Database>, forAdmin: boolean): Promise<Dictionaries> {
  const [collectionCategories, equipment] = await Promise.all([
    forAdmin ? listCollectionCategories(db) : undefined,
    listEquipment(db),
  ]);
  return {
    priceGroups: PRICE_GROUPS.map((group) => ({ name: group, slug: group })),
    finishTypes: FINISH_TYPES.map(({ code, name }) => ({ code, name })),
    connectionCodes: CONNECTION_CODES.map(({ code, name }) => ({ code, name })),
    ...(collectionCategories ? { collectionCategories } : {}),
    equipment,
  };
}

export function registerDictionaryRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(dictionariesRoute, async (c) => c.json(await dictionaries(deps.db, c.get('user').is_admin), 200));
}
