import { createRoute } from '@hono/zod-openapi';
import { elementCategoryEndpoints } from '@meble/domain/element-category-endpoints';
import { messages } from '@meble/domain/messages';
import { findCollectionBySlug } from '../catalog/collections.ts';
import {
  deleteElementCategory,
  findElementCategoryById,
  insertElementCategory,
  listElementCategoriesOf,
  updateElementCategory,
} from '../catalog/element-categories.ts';
import { isForeignKeyViolation } from '../db/ids.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';

const tags = ['element categories'];

const listRoute = createRoute({
  ...route(elementCategoryEndpoints.list, { 200: 'The element categories' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: "A collection's element categories, by displayOrd then name",
  security,
});

const getRoute = createRoute({
  ...route(elementCategoryEndpoints.one, { 200: 'The element category' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'One element category',
  security,
});

const createCategoryRoute = createRoute({
  ...route(elementCategoryEndpoints.create, { 201: 'The new element category' }, { 400: errorResponses[400], ...denied }),
  tags,
  summary: 'Create an element category in the collection named by collectionSlug',
  security,
});

const updateCategoryRoute = createRoute({
  ...route(elementCategoryEndpoints.update, { 200: 'The updated element category' }, { 400: errorResponses[400], ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'Update an element category (its collection stays)',
  security,
});

const deleteCategoryRoute = createRoute({
  ...route(
    elementCategoryEndpoints.remove,
    { 200: 'What was deleted, and the category as it was' },
    { ...denied, 404: errorResponses[404], 409: errorResponses[409] },
  ),
  tags,
  summary: 'Delete an element category (D8); refused (409) while elements use it',
  security,
});

export function registerElementCategoryRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  app.openapi(listRoute, async (c) => {
    const { slug } = c.req.valid('param');
    if (!(await findCollectionBySlug(db, slug))) return c.json(errorBody(messages.notFound), 404);
    return c.json({ elementCategories: await listElementCategoriesOf(db, slug) }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const category = await findElementCategoryById(db, c.req.valid('param').id);
    if (!category) return c.json(errorBody(messages.notFound), 404);
    return c.json({ category }, 200);
  });

  app.openapi(createCategoryRoute, async (c) => {
    const body = c.req.valid('json');
    const unknownCollection = validationErrorBody([{ field: 'collectionSlug', message: messages.unknownCollection }]);
    const collection = await findCollectionBySlug(db, body.collectionSlug);
    if (!collection) return c.json(unknownCollection, 400);
    try {
      const category = await insertElementCategory(db, {
        collectionId: collection._id,
        name: body.name,
        nameEn: body.name_en,
        displayOrd: body.displayOrd,
        available: body.available,
      });
      return c.json(category, 201);
    } catch (error) {
      // The collection was deleted between the look-up and the insert.
      if (isForeignKeyViolation(error)) return c.json(unknownCollection, 400);
      throw error;
    }
  });

  app.openapi(updateCategoryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const category = await updateElementCategory(db, id, {
      name: body.name,
      nameEn: body.name_en,
      displayOrd: body.displayOrd,
      available: body.available,
    });
    if (!category) return c.json(errorBody(messages.notFound), 404);
    return c.json(category, 200);
  });

  app.openapi(deleteCategoryRoute, async (c) => {
    const outcome = await deleteElementCategory(db, c.req.valid('param').id);
    if (!outcome) return c.json(errorBody(messages.notFound), 404);
    if ('inUse' in outcome) return c.json(errorBody(messages.elementCategoryInUse(outcome.inUse)), 409);
    return c.json({ deleted: outcome.deleted, category: outcome.category }, 200);
  });
}
