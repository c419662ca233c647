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
  type DiscountsWriteResult,
} from '../catalog/collections.ts';
import { listElementCategoriesOf } from '../catalog/element-categories.ts';
import { countElements } from '../catalog/elements.ts';
import { countKits } from '../catalog/kits.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/ids.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { collectionRecorder, elementRecorder } from '../catalog/recorders.ts';
import { findElementsByIds } from '../catalog/elements.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { changedReferences, collectionFileReferences, holdFiles, missingFiles, MissingFilesError } from '../files/references.ts';
import { recordedCreate, recordedDelete, recordedMany, recordedUpdate } from '../history/recorded.ts';
import { countCollectionFabricAssignments } from '../fabrics/families.ts';
import { countCollectionFinishAssignments } from '../finishes/finishes.ts';
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
  ...route(collectionEndpoints.update, { 200: 'The updated collection' }, { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: 'Update a collection; name, slug and discount stay as they are (spec part 2 §5)',
  security,
});

const deleteCollectionRoute = createRoute({
  ...route(collectionEndpoints.remove, { 200: 'What was deleted' }, { ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: 'Delete a collection with its kits, elements and element categories, in one transaction (D8)',
  security,
});

const discountsRoute = createRoute({
  ...route(
    collectionEndpoints.discounts,
    { 200: 'The collection and the listed elements, whole, as stored' },
    { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict },
  ),
  tags,
  summary:
    "The discounts screen's save: the collection's discount in tenths (D2; spec part 2 §7 updateCollectionDiscount) and each listed element's whole percent (D3; updateElementDiscount), in one transaction. Every element must belong to the collection, else nothing is written. The collection's `version` (or If-Match) and each element's are checked: one stale record refuses the whole save (409 CONFLICT, `records` names them).",
  security,
});

export function registerCollectionRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  app.openapi(listRoute, async (c) => c.json({ collections: await listCollectionSummaries(db) }, 200));

  app.openapi(getRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const collection = await findCollectionBySlug(db, slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    const [elementCategories, elements, kits, fabricAssignments, finishAssignments] = await Promise.all([
      listElementCategoriesOf(db, slug),
      countElements(db, { collectionId: collection._id }),
      countKits(db, collection._id),
      countCollectionFabricAssignments(db, collection._id),
      countCollectionFinishAssignments(db, collection._id),
    ]);
    setVersionEtag(c, collection.version);
    return c.json(
      { collection, elementCategories, deletionImpact: { elementCategories: elementCategories.length, elements, kits, fabricAssignments, finishAssignments } },
      200,
    );
  });

  app.openapi(createCollectionRoute, async (c) => {
    const body = c.req.valid('json');
    const slug = slugify(body.name);
    const slugTaken: FieldError = { field: 'name', message: messages.collectionSlugTaken(slug) };
    const unknownCategory: FieldError = { field: 'category_slug', message: messages.unknownCollectionCategory };

    const files = collectionFileReferences(body);
    const [taken, category, missing] = await Promise.all([collectionSlugExists(db, slug), findCollectionCategoryBySlug(db, body.category_slug), missingFiles(db, files)]);
    const errors = [...(taken ? [slugTaken] : []), ...(category ? [] : [unknownCategory]), ...missing];
    if (errors.length > 0 || !category) return c.json(validationErrorBody(errors), 400);

    try {
      const created = await recordedCreate(
        writeContextOf(deps, actorOf(c)),
        collectionRecorder,
        async (trx) => {
          await holdFiles(trx, files);
          return insertCollection(trx, {
            name: body.name,
            slug,
            description: body.description,
            categoryId: category.id,
            discount: body.discount,
            thumbUrl: body.thumbUrl,
            isActive: body.isActive,
          });
        },
        (collection) => collection._id,
      );
      if (created.kind !== 'written') throw new Error(`a collection insert answered ${created.kind}`);
      setVersionEtag(c, created.value.version);
      return c.json(created.value, 201);
    } catch (error) {
      // A concurrent create of the same slug, or the category deleted meanwhile: the same answers as above.
      if (isUniqueViolation(error)) return c.json(validationErrorBody([slugTaken]), 400);
      if (isForeignKeyViolation(error)) return c.json(validationErrorBody([unknownCategory]), 400);
      if (error instanceof MissingFilesError) return c.json(validationErrorBody(error.errors), 400);
      throw error;
    }
  });

  app.openapi(updateCollectionRoute, async (c) => {
    const { id: key } = c.req.valid('param');
    const { version, ...body } = c.req.valid('json');
    // The key may be the slug: the version claim names the row by its id. An unknown collection is 404 whatever the body says.
    const [existing, category] = await Promise.all([findCollectionByKey(db, key), findCollectionCategoryBySlug(db, body.category_slug)]);
    if (!existing) return c.json(errorBody(messages.notFound), 404);
    // Only a changed name is checked: a picture named before the files area existed does not block other edits.
    const files = changedReferences(collectionFileReferences(body), existing);
    const missing = await missingFiles(db, files);
    const errors = [...(category ? [] : [{ field: 'category_slug', message: messages.unknownCollectionCategory }]), ...missing];
    if (errors.length > 0 || !category) return c.json(validationErrorBody(errors), 400);
    try {
      const written = await recordedUpdate(
        writeContextOf(deps, actorOf(c)),
        collectionRecorder,
        existing._id,
        // Read again after the write: the history's state holds the collection's fabric offer, which the answer lacks.
        { seen: seenVersionOf(c, version) },
        async (trx) => {
          await holdFiles(trx, files);
          return updateCollection(trx, existing._id, { description: body.description, categoryId: category.id, thumbUrl: body.thumbUrl, isActive: body.isActive });
        },
      );
      if (written.kind === 'conflict') return c.json(written.body, 409);
      if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
      setVersionEtag(c, written.value.version);
      return c.json(written.value, 200);
    } catch (error) {
      // The category was deleted between the look-up and the update.
      if (isForeignKeyViolation(error)) return c.json(validationErrorBody([{ field: 'category_slug', message: messages.unknownCollectionCategory }]), 400);
      if (error instanceof MissingFilesError) return c.json(validationErrorBody(error.errors), 400);
      throw error;
    }
  });

  app.openapi(deleteCollectionRoute, async (c) => {
    const existing = await findCollectionByKey(db, c.req.valid('param').id);
    if (!existing) return c.json(errorBody(messages.notFound), 404);
    const outcome = await recordedDelete(writeContextOf(deps, actorOf(c)), collectionRecorder, existing._id, { seen: seenVersionOf(c) }, (trx) => deleteCollection(trx, existing._id));
    if (outcome.kind === 'conflict') return c.json(outcome.body, 409);
    if (outcome.kind !== 'written' || !outcome.value) return c.json(errorBody(messages.notFound), 404);
    return c.json({ deleted: outcome.value }, 200);
  });

  app.openapi(discountsRoute, async (c) => {
    const body = c.req.valid('json');
    const existing = await findCollectionByKey(db, c.req.valid('param').id);
    if (!existing) return c.json(errorBody(messages.notFound), 404);
    // The version each element's row showed the editor; the last one listed wins, as its discount does.
    const seenElement = new Map(body.elements.map((element) => [element._id.toLowerCase(), element.version]));
    const outcome = await recordedMany(
      writeContextOf(deps, actorOf(c)),
      [
        { recorder: collectionRecorder, ids: [existing._id], seen: () => seenVersionOf(c, body.version), required: true },
        { recorder: elementRecorder, ids: body.elements.map((element) => element._id), seen: (id) => seenElement.get(id), readMany: findElementsByIds },
      ],
      { accept: (result: DiscountsWriteResult) => result.kind === 'saved' },
      (trx) => updateCollectionDiscounts(trx, existing._id, body),
    );
    if (outcome.kind === 'conflict') return c.json(outcome.body, 409);
    if (outcome.kind === 'notFound' || outcome.value.kind === 'notFound') return c.json(errorBody(messages.notFound), 404);
    const result = outcome.value;
    if (result.kind === 'foreignElements') {
      return c.json(validationErrorBody(result.indexes.map((index) => ({ field: `elements.${index}._id`, message: messages.notFound }))), 400);
    }
    // The answer was read before the versions were bumped, at the end of the same transaction.
    const versions = outcome.kind === 'written' ? outcome.versions : new Map<string, number>();
    const collection = { ...result.collection, version: versions.get(result.collection._id) ?? result.collection.version };
    setVersionEtag(c, collection.version);
    return c.json({ collection, elements: result.elements.map((element) => ({ ...element, version: versions.get(element._id) ?? element.version })) }, 200);
  });
}
