import { createRoute } from '@hono/zod-openapi';
import { DEFAULT_APP_CONFIGURATION } from '@meble/domain/app-configuration';
import type { Element, ElementDetail, ElementFields } from '@meble/domain/element';
import { elementEndpoints } from '@meble/domain/element-endpoints';
import type { FieldError } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import type { Kysely } from 'kysely';
import { findCollectionBySlug } from '../catalog/collections.ts';
import { listElementCategoriesOf } from '../catalog/element-categories.ts';
import {
  deleteElement,
  elementReferenceProblems,
  elementUpdateBasis,
  findElementById,
  insertElement,
  listElementsOf,
  updateElement,
  updateElementDiscount,
} from '../catalog/elements.ts';
import { listEquipment } from '../catalog/equipment.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { elementRecorder } from '../catalog/recorders.ts';
import { changedReferences, elementFileReferences, holdFiles, missingFiles, MissingFilesError } from '../files/references.ts';
import { recordedCreate, recordedDelete, recordedUpdate } from '../history/recorded.ts';

const tags = ['elements'];

const listRoute = createRoute({
  ...route(elementEndpoints.list, { 200: 'The elements' }, { 400: errorResponses[400], ...denied, 404: errorResponses[404] }),
  tags,
  summary:
    "A page of a collection's elements by displayOrd then name, with their equipment ids, the collection's element categories, the application configuration and the total (spec part 2 §7 getCollectionElements)",
  security,
});

const getRoute = createRoute({
  ...route(elementEndpoints.one, { 200: 'The element and what its form needs' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: "One element with its collection's element categories, the equipment dictionary and the application configuration (spec part 2 §7 getCollectionElement)",
  security,
});

const createElementRoute = createRoute({
  ...route(elementEndpoints.create, { 201: `The new element, as GET ${elementEndpoints.one.path} answers it` }, { 400: errorResponses[400], ...denied }),
  tags,
  summary: 'Create an element in the collection named by collectionSlug (spec part 2 §5 rules)',
  security,
});

const updateElementRoute = createRoute({
  ...route(
    elementEndpoints.update,
    { 200: `The updated element, as GET ${elementEndpoints.one.path} answers it` },
    { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict },
  ),
  tags,
  summary: 'Update an element; its discount stays as it is (D3), its equipment is replaced',
  security,
});

const deleteElementRoute = createRoute({
  ...route(elementEndpoints.remove, { 200: 'What was deleted, and the collection it was in' }, { ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: 'Delete an element with its equipment links (D8; spec part 2 §7 deleteElement); refused (409) while kits use it',
  security,
});

const discountRoute = createRoute({
  ...route(elementEndpoints.discount, { 200: 'The element' }, { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: "Set an element's discount, a whole percent 0–100 (D3; spec part 2 §7 updateElementDiscount)",
  security,
});

/** An element with what its form needs (spec part 2 §7 getCollectionElement): one answer for the read and the writes. */
async function detailOf(db: Kysely<Database>, element: Element): Promise<ElementDetail> {
  const [elementCategories, equipment] = await Promise.all([listElementCategoriesOf(db, element.collectionSlug), listEquipment(db)]);
  return { element, elementCategories, equipment, appConfiguration: DEFAULT_APP_CONFIGURATION };
}

/** The stored element an update starts from: its id, and the file names it holds (only changed names are checked). */
type Stored = { id: string; file: string; thumbUrl: string };

/** The checks against stored data, as field errors in the form's order. */
async function referenceErrors(db: Kysely<Database>, collectionId: string, fields: ElementFields, stored?: Stored): Promise<FieldError[]> {
  const [problems, files] = await Promise.all([
    elementReferenceProblems(db, collectionId, fields, stored?.id),
    missingFiles(db, changedReferences(elementFileReferences(fields), stored)),
  ]);
  return [
    ...(problems.nameTaken ? [nameTaken(fields.name)] : []),
    ...files,
    ...(problems.categoryOutsideCollection ? [unknownCategory] : []),
    ...(problems.unknownEquipment ? [unknownEquipment] : []),
  ];
}
const nameTaken = (name: string): FieldError => ({ field: 'name', message: messages.elementNameTaken(name) });
const unknownCategory: FieldError = { field: 'categoryId', message: messages.unknownElementCategory };
const unknownEquipment: FieldError = { field: 'equipment', message: messages.unknownEquipment };

/** A write refused after the checks passed (a concurrent change): the same answers as the checks. */
async function raceErrors(db: Kysely<Database>, error: unknown, collectionId: string, fields: ElementFields, stored?: Stored) {
  if (error instanceof MissingFilesError) return error.errors;
  if (isUniqueViolation(error)) return [nameTaken(fields.name)];
  if (isForeignKeyViolation(error)) {
    const errors = await referenceErrors(db, collectionId, fields, stored);
    return errors.length > 0 ? errors : [unknownCategory];
  }
  return undefined;
}

export function registerElementRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  app.openapi(listRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const query = c.req.valid('query');
    const collection = await findCollectionBySlug(db, slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    const [page, elementsCategories] = await Promise.all([
      listElementsOf(db, { ...query, collectionId: collection._id }),
      listElementCategoriesOf(db, collection.slug),
    ]);
    return c.json({ elements: page.elements, elementsCategories, appConfiguration: DEFAULT_APP_CONFIGURATION, totalCount: page.totalCount }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const element = await findElementById(db, c.req.valid('param').id);
    if (!element) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, element.version);
    return c.json(await detailOf(db, element), 200);
  });

  app.openapi(createElementRoute, async (c) => {
    const { collectionSlug, ...fields } = c.req.valid('json');
    const collection = await findCollectionBySlug(db, collectionSlug);
    if (!collection) return c.json(validationErrorBody([{ field: 'collectionSlug', message: messages.unknownCollection }]), 400);
    const errors = await referenceErrors(db, collection._id, fields);
    if (errors.length > 0) return c.json(validationErrorBody(errors), 400);
    try {
      const created = await recordedCreate(
        writeContextOf(deps, actorOf(c)),
        elementRecorder,
        async (trx) => {
          await holdFiles(trx, elementFileReferences(fields));
          return insertElement(trx, collection._id, fields);
        },
        (element) => element._id,
      );
      if (created.kind !== 'written') throw new Error(`an element insert answered ${created.kind}`);
      setVersionEtag(c, created.value.version);
      return c.json(await detailOf(db, created.value), 201);
    } catch (error) {
      if (isForeignKeyViolation(error) && !(await findCollectionBySlug(db, collectionSlug))) {
        return c.json(validationErrorBody([{ field: 'collectionSlug', message: messages.unknownCollection }]), 400);
      }
      const race = await raceErrors(db, error, collection._id, fields);
      if (race) return c.json(validationErrorBody(race), 400);
      throw error;
    }
  });

  app.openapi(updateElementRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...fields } = c.req.valid('json');
    const basis = await elementUpdateBasis(db, id);
    if (!basis) return c.json(errorBody(messages.notFound), 404);
    const { collectionId } = basis;
    const stored: Stored = { id, file: basis.file, thumbUrl: basis.thumbUrl };
    const errors = await referenceErrors(db, collectionId, fields, stored);
    if (errors.length > 0) return c.json(validationErrorBody(errors), 400);
    try {
      const written = await recordedUpdate(writeContextOf(deps, actorOf(c)), elementRecorder, id, { seen: seenVersionOf(c, version), written: (element: Element | undefined) => element }, async (trx, before) => {
        await holdFiles(trx, changedReferences(elementFileReferences(fields), stored));
        // The version claim read the element's equipment: an unchanged set is not deleted and inserted again.
        return updateElement(trx, id, fields, Array.isArray(before?.['equipment']) ? before['equipment'].map(String) : undefined);
      });
      if (written.kind === 'conflict') return c.json(written.body, 409);
      if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
      setVersionEtag(c, written.value.version);
      return c.json(await detailOf(db, written.value), 200);
    } catch (error) {
      const race = await raceErrors(db, error, collectionId, fields, stored);
      if (race) return c.json(validationErrorBody(race), 400);
      throw error;
    }
  });

  app.openapi(deleteElementRoute, async (c) => {
    const { id } = c.req.valid('param');
    // Read first so the answer can name the collection (a client then needs no read of its own before deleting).
    const element = await findElementById(db, id);
    if (!element) return c.json(errorBody(messages.notFound), 404);
    const outcome = await recordedDelete(
      writeContextOf(deps, actorOf(c)),
      elementRecorder,
      id,
      { seen: seenVersionOf(c), accept: (result: Awaited<ReturnType<typeof deleteElement>>) => result !== undefined && !('inKits' in result) },
      (trx) => deleteElement(trx, id),
    );
    if (outcome.kind === 'conflict') return c.json(outcome.body, 409);
    if (outcome.kind === 'notFound' || !outcome.value) return c.json(errorBody(messages.notFound), 404);
    if ('inKits' in outcome.value) return c.json(errorBody(messages.elementInKits(outcome.value.inKits)), 409);
    return c.json({ deleted: outcome.value.deleted, collectionSlug: element.collectionSlug }, 200);
  });

  app.openapi(discountRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { discount, version } = c.req.valid('json');
    const written = await recordedUpdate(writeContextOf(deps, actorOf(c)), elementRecorder, id, { seen: seenVersionOf(c, version), written: (element: Element | undefined) => element }, (trx) =>
      updateElementDiscount(trx, id, discount),
    );
    if (written.kind === 'conflict') return c.json(written.body, 409);
    if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, written.value.version);
    return c.json(written.value, 200);
  });
}
