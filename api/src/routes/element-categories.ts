import { createRoute } from '@hono/zod-openapi';
import {
  elementCategoryCreateBodySchema,
  elementCategoryDeletedSchema,
  elementCategoryDetailSchema,
  elementCategoryListSchema,
  elementCategorySchema,
  elementCategoryUpdateBodySchema,
} from '@meble/domain/element-category';
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
import { idParams, slugParams } from '../http/params.ts';
import { body, denied, json, security } from '../http/openapi.ts';

const tags = ['element categories'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/cms/collection/{slug}/element-categories',
  tags,
  summary: "A collection's element categories, by displayOrd then name",
  security,
  request: { params: slugParams },
  responses: { 200: json('The element categories', elementCategoryListSchema), ...denied, 404: errorResponses[404] },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/cms/element-category/{id}',
  tags,
  summary: 'One element category',
  security,
  request: { params: idParams },
  responses: { 200: json('The element category', elementCategoryDetailSchema), ...denied, 404: errorResponses[404] },
});

const createCategoryRoute = createRoute({
  method: 'post',
  path: '/api/cms/element-category/create',
  tags,
  summary: 'Create an element category in the collection named by collectionSlug',
  security,
  request: { body: body(elementCategoryCreateBodySchema) },
  responses: { 201: json('The new element category', elementCategorySchema), 400: errorResponses[400], ...denied },
});

const updateCategoryRoute = createRoute({
  method: 'patch',
  path: '/api/cms/element-category/update/{id}',
  tags,
  summary: 'Update an element category (its collection stays)',
  security,
  request: {
    params: idParams,
    body: body(elementCategoryUpdateBodySchema),
  },
  responses: { 200: json('The updated element category', elementCategorySchema), 400: errorResponses[400], ...denied, 404: errorResponses[404] },
});

const deleteCategoryRoute = createRoute({
  method: 'post',
  path: '/api/cms/element-category/delete/{id}',
  tags,
  summary: 'Delete an element category (D8); refused (409) while elements use it',
  security,
  request: { params: idParams },
  responses: {
    200: json('What was deleted, and the category as it was', elementCategoryDeletedSchema),
    ...denied,
    404: errorResponses[404],
    409: errorResponses[409],
  },
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
