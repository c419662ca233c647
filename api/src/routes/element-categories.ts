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
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { elementCategoryRecorder } from '../catalog/recorders.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { recordedCreate, recordedDelete, recordedUpdate } from '../history/recorded.ts';
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
  ...route(elementCategoryEndpoints.update, { 200: 'The updated element category' }, { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: 'Update an element category (its collection stays)',
  security,
});

const deleteCategoryRoute = createRoute({
  ...route(
    elementCategoryEndpoints.remove,
    { 200: 'What was deleted, and the category as it was' },
    { ...denied, 404: errorResponses[404], ...writeConflict },
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
    setVersionEtag(c, category.version);
    return c.json({ category }, 200);
  });

  app.openapi(createCategoryRoute, async (c) => {
    const body = c.req.valid('json');
    const unknownCollection = validationErrorBody([{ field: 'collectionSlug', message: messages.unknownCollection }]);
    const collection = await findCollectionBySlug(db, body.collectionSlug);
    if (!collection) return c.json(unknownCollection, 400);
    try {
      const created = await recordedCreate(
        writeContextOf(deps, actorOf(c)),
        elementCategoryRecorder,
        (trx) =>
          insertElementCategory(trx, {
            collectionId: collection._id,
            name: body.name,
            nameEn: body.name_en,
            displayOrd: body.displayOrd,
            available: body.available,
          }),
        (category) => category._id,
      );
      if (created.kind !== 'written') throw new Error(`an element category insert answered ${created.kind}`);
      setVersionEtag(c, created.value.version);
      return c.json(created.value, 201);
    } catch (error) {
      // The collection was deleted between the look-up and the insert.
      if (isForeignKeyViolation(error)) return c.json(unknownCollection, 400);
      throw error;
    }
  });

  app.openapi(updateCategoryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...body } = c.req.valid('json');
    const written = await recordedUpdate(
      writeContextOf(deps, actorOf(c)),
      elementCategoryRecorder,
      id,
      { seen: seenVersionOf(c, version) },
      (trx) => updateElementCategory(trx, id, { name: body.name, nameEn: body.name_en, displayOrd: body.displayOrd, available: body.available }),
    );
    if (written.kind === 'conflict') return c.json(written.body, 409);
    if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, written.value.version);
    return c.json(written.value, 200);
  });

  app.openapi(deleteCategoryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const recorded = await recordedDelete(
      writeContextOf(deps, actorOf(c)),
      elementCategoryRecorder,
      id,
      { seen: seenVersionOf(c), accept: (result: Awaited<ReturnType<typeof deleteElementCategory>>) => result !== undefined && !('inUse' in result) },
      (trx) => deleteElementCategory(trx, id),
    );
    if (recorded.kind === 'conflict') return c.json(recorded.body, 409);
    const outcome = recorded.kind === 'notFound' ? undefined : recorded.value;
    if (!outcome) return c.json(errorBody(messages.notFound), 404);
    if ('inUse' in outcome) return c.json(errorBody(messages.elementCategoryInUse(outcome.inUse)), 409);
    return c.json({ deleted: outcome.deleted, category: outcome.category }, 200);
  });
}
