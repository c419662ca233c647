import { createRoute } from '@hono/zod-openapi';
import { collectionEndpoints } from '@meble/domain/collection-endpoints';
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
import { denied, route, security } from '../http/openapi.ts';

const tags = ['collections'];

const listRoute = createRoute({
  ...route(collectionEndpoints.list, { 200: 'The collections' }, denied),
  tags,
  summary: 'Every collection by name, inactive ones too, with its element and kit counts (one query)',
  security,
});

const getRoute = createRoute({
  ...route(collectionEndpoints.one, { 200: 'The collection' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'One collection with its element categories and what deleting it would remove',
  security,
});

const createCollectionRoute = createRoute({
  ...route(collectionEndpoints.create, { 201: 'The new collection' }, { 400: errorResponses[400], ...denied }),
  tags,
  summary: 'Create a collection; its slug is made from the name (D5) and must be free',
  security,
});

const updateCollectionRoute = createRoute({
  ...route(collectionEndpoints.update, { 200: 'The updated collection' }, { 400: errorResponses[400], ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'Update a collection; name, slug and discount stay as they are (spec part 2 §5)',
  security,
});

const deleteCollectionRoute = createRoute({
  ...route(collectionEndpoints.remove, { 200: 'What was deleted' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'Delete a collection with its kits, elements and element categories, in one transaction (D8)',
  security,
});

const discountsRoute = createRoute({
  ...route(
    collectionEndpoints.discounts,
    { 200: 'The collection and the listed elements, whole, as stored' },
    { 400: errorResponses[400], ...denied, 404: errorResponses[404] },
  ),
  tags,
  summary:
    "The discounts screen's save: the collection's discount in tenths (D2; spec part 2 §7 updateCollectionDiscount) and each listed element's whole percent (D3; updateElementDiscount), in one transaction. Every element must belong to the collection, else nothing is written.",
  security,
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
