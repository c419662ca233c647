import { createRoute, z } from '@hono/zod-openapi';
import {
  collectionCreateBodySchema,
  collectionDeletedSchema,
  collectionDetailSchema,
  collectionDiscountsAnswerSchema,
  collectionListSchema,
  collectionSchema,
  collectionUpdateBodySchema,
} from '@meble/domain/collection';
import { collectionDiscountsBodySchema } from '@meble/domain/discount';
import type { FieldError } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import { slugify } from '@meble/domain/slug';
import {
  collectionSlugExists,
  deleteCollection,
  findCollectionByKey,
  findCollectionBySlug,
  findCollectionCategoryBySlug,
  insertCollection,
  listCollectionSummaries,
  updateCollection,
  updateCollectionDiscounts,
} from '../catalog/collections.ts';
import { listElementCategoriesOf } from '../catalog/element-categories.ts';
import { countElements } from '../catalog/elements.ts';
import { countKits } from '../catalog/kits.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/ids.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody } from '../http/errors.ts';
import { slugParams } from '../http/params.ts';
import { body, denied, json, security } from '../http/openapi.ts';

const tags = ['collections'];

/** The write paths name the collection by its `_id` or by its slug (the graph's id), so no read is needed first. */
const collectionKeyParams = z.object({
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    description: "The collection's _id, or its slug (a uuid is taken as the _id)",
    example: 'manhattan',
  }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/cms/collections',
  tags,
  summary: 'Every collection by name, inactive ones too, with its element and kit counts (one query)',
  security,
  responses: { 200: json('The collections', collectionListSchema), ...denied },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/cms/collection/{slug}',
  tags,
  summary: 'One collection with its element categories and what deleting it would remove',
  security,
  request: { params: slugParams },
  responses: { 200: json('The collection', collectionDetailSchema), ...denied, 404: errorResponses[404] },
});

const createCollectionRoute = createRoute({
  method: 'post',
  path: '/api/cms/collection/create',
  tags,
  summary: 'Create a collection; its slug is made from the name (D5) and must be free',
  security,
  request: { body: body(collectionCreateBodySchema) },
  responses: { 201: json('The new collection', collectionSchema), 400: errorResponses[400], ...denied },
});

const updateCollectionRoute = createRoute({
  method: 'patch',
  path: '/api/cms/collection/update/{id}',
  tags,
  summary: 'Update a collection; name, slug and discount stay as they are (spec part 2 §5)',
  security,
  request: {
    params: collectionKeyParams,
    body: body(collectionUpdateBodySchema),
  },
  responses: { 200: json('The updated collection', collectionSchema), 400: errorResponses[400], ...denied, 404: errorResponses[404] },
});

const deleteCollectionRoute = createRoute({
  method: 'post',
  path: '/api/cms/collection/delete/{id}',
  tags,
  summary: 'Delete a collection with its kits, elements and element categories, in one transaction (D8)',
  security,
  request: { params: collectionKeyParams },
  responses: { 200: json('What was deleted', collectionDeletedSchema), ...denied, 404: errorResponses[404] },
});

const discountsRoute = createRoute({
  method: 'patch',
  path: '/api/cms/collection/discounts/{id}',
  tags,
  summary:
    "The discounts screen's save: the collection's discount in tenths (D2; spec part 2 §7 updateCollectionDiscount) and each listed element's whole percent (D3; updateElementDiscount), in one transaction. Every element must belong to the collection, else nothing is written.",
  security,
  request: {
    params: collectionKeyParams,
    body: body(collectionDiscountsBodySchema),
  },
  responses: {
    200: json('The collection and the listed elements, whole, as stored', collectionDiscountsAnswerSchema),
    400: errorResponses[400],
    ...denied,
    404: errorResponses[404],
  },
});

export function registerCollectionRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  app.openapi(listRoute, async (c) => c.json({ collections: await listCollectionSummaries(db) }, 200));

  app.openapi(getRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const collection = await findCollectionBySlug(db, slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    const [elementCategories, elements, kits] = await Promise.all([
      listElementCategoriesOf(db, slug),
      countElements(db, { collectionId: collection._id }),
      countKits(db, collection._id),
    ]);
    return c.json({ collection, elementCategories, deletionImpact: { elementCategories: elementCategories.length, elements, kits } }, 200);
  });

  app.openapi(createCollectionRoute, async (c) => {
    const body = c.req.valid('json');
    const slug = slugify(body.name);
    const slugTaken: FieldError = { field: 'name', message: messages.collectionSlugTaken(slug) };
    const unknownCategory: FieldError = { field: 'category_slug', message: messages.unknownCollectionCategory };

    const [taken, category] = await Promise.all([collectionSlugExists(db, slug), findCollectionCategoryBySlug(db, body.category_slug)]);
    const errors = [...(taken ? [slugTaken] : []), ...(category ? [] : [unknownCategory])];
    if (errors.length > 0 || !category) return c.json(validationErrorBody(errors), 400);

    try {
      const collection = await insertCollection(db, {
        name: body.name,
        slug,
        description: body.description,
        categoryId: category.id,
        discount: body.discount,
        thumbUrl: body.thumbUrl,
        isActive: body.isActive,
      });
      return c.json(collection, 201);
    } catch (error) {
      // A concurrent create of the same slug, or the category deleted meanwhile: the same answers as above.
      if (isUniqueViolation(error)) return c.json(validationErrorBody([slugTaken]), 400);
      if (isForeignKeyViolation(error)) return c.json(validationErrorBody([unknownCategory]), 400);
      throw error;
    }
  });

  app.openapi(updateCollectionRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const category = await findCollectionCategoryBySlug(db, body.category_slug);
    // An unknown collection is 404 whatever the body says.
    if (!category) {
      const exists = await findCollectionByKey(db, id);
      if (!exists) return c.json(errorBody(messages.notFound), 404);
      return c.json(validationErrorBody([{ field: 'category_slug', message: messages.unknownCollectionCategory }]), 400);
    }
    const collection = await updateCollection(db, id, {
      description: body.description,
      categoryId: category.id,
      thumbUrl: body.thumbUrl,
      isActive: body.isActive,
    });
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    return c.json(collection, 200);
  });

  app.openapi(deleteCollectionRoute, async (c) => {
    const { id } = c.req.valid('param');
    const deleted = await deleteCollection(db, id);
    if (!deleted) return c.json(errorBody(messages.notFound), 404);
    return c.json({ deleted }, 200);
  });

  app.openapi(discountsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const result = await updateCollectionDiscounts(db, id, c.req.valid('json'));
    if (result.kind === 'notFound') return c.json(errorBody(messages.notFound), 404);
    if (result.kind === 'foreignElements') {
      return c.json(validationErrorBody(result.indexes.map((index) => ({ field: `elements.${index}._id`, message: messages.notFound }))), 400);
    }
    return c.json({ collection: result.collection, elements: result.elements }, 200);
  });
}
