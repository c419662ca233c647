import { createRoute } from '@hono/zod-openapi';
import type { Collection } from '@meble/domain/collection';
import type { FieldError } from '@meble/domain/errors';
import { legFieldsMisplaced, type Finish, type FinishBody, type FinishKind } from '@meble/domain/finish';
import { finishEndpoints } from '@meble/domain/finish-endpoints';
import { messages } from '@meble/domain/messages';
import { slugify } from '@meble/domain/slug';
import type { Context } from 'hono';
import { findCollectionById, findCollectionBySlug } from '../catalog/collections.ts';
import { collectionRecorder } from '../catalog/recorders.ts';
import { isUniqueViolation } from '../db/ids.ts';
import { changedReferences, finishFileReferences, holdFiles, missingFiles, refusingMissingFiles } from '../files/references.ts';
import { assignedFinishSlugs, assignFinish, deleteFinish, findFinishOfKind, insertFinish, listFinishes, updateFinish, type FinishFields } from '../finishes/finishes.ts';
import { finishRecorder } from '../finishes/recorder.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { recordedCreate, recordedDelete, recordedUpdate } from '../history/recorded.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';

const tags = ['finishes'];
const invalid = { 400: errorResponses[400] } as const;
const missing = { 404: errorResponses[404] } as const;
const inUse = {
  409: { ...writeConflict[409], description: 'Refused: collections use the finish, and the call does not confirm; or `code: CONFLICT`: the record changed since the version the write named' },
} as const;
const assignSummary = (kind: string, field: string) =>
  `Assign a ${kind} finish (${field}) to the collection (cSlug), or take it away (\`isAssigned: false\`); twice, or away when absent, changes nothing`;

const routes = {
  legsAssigned: createRoute({
    ...route(finishEndpoints.legsAssigned, { 200: "Every leg finish and the collection's assignments" }, { ...denied, ...missing }),
    tags,
    summary: "A collection's leg finishes (spec part 2 §7 getAssignedLegsTextures), for the collection's slug",
    security,
  }),
  assignLegs: createRoute({
    ...route(finishEndpoints.assignLegs, { 200: "Every leg finish and the collection's assignments after the change" }, { ...invalid, ...denied }),
    tags,
    summary: assignSummary('leg', 'legColSlug'),
    security,
  }),
  legTextures: createRoute({
    ...route(finishEndpoints.legTextures, { 200: 'Every leg finish, by type then name' }, { ...denied }),
    tags,
    summary: 'Every leg finish (spec part 2 §7)',
    security,
  }),
  elementsAssigned: createRoute({
    ...route(finishEndpoints.elementsAssigned, { 200: "Every element finish and the collection's assignments" }, { ...denied, ...missing }),
    tags,
    summary: "A collection's element finishes (spec part 2 §7 getAssignedElementsTextures), for the collection's slug",
    security,
  }),
  assignElements: createRoute({
    ...route(finishEndpoints.assignElements, { 200: "Every element finish and the collection's assignments after the change" }, { ...invalid, ...denied }),
    tags,
    summary: assignSummary('element', 'elementColSlug'),
    security,
  }),
  list: createRoute({
    ...route(finishEndpoints.list, { 200: 'The finishes by type (w, c, m) then name, each with the collections it is assigned to' }, { ...invalid, ...denied }),
    tags,
    summary: 'Every finish, or one kind’s: a page of collections reads all their finishes in this one call',
    security,
  }),
  one: createRoute({
    ...route(finishEndpoints.one, { 200: 'The finish' }, { ...invalid, ...denied, ...missing }),
    tags,
    summary: 'One finish of the kind, by _id or slug',
    security,
  }),
  create: createRoute({
    ...route(finishEndpoints.create, { 201: 'The new finish' }, { ...invalid, ...denied }),
    tags,
    summary: 'Create a finish (D24): name (60), type w/c/m and an uploaded texture image (40) required; symbol (35), old name and leg texture name for legs only',
    security,
  }),
  update: createRoute({
    ...route(finishEndpoints.update, { 200: 'The updated finish' }, { ...invalid, ...denied, ...missing, ...writeConflict }),
    tags,
    summary: 'Update a finish: every field (its slug follows the name); it stays of its kind',
    security,
  }),
  remove: createRoute({
    ...route(finishEndpoints.remove, { 200: 'What was deleted, and the finish as it was' }, { ...invalid, ...denied, ...missing, ...inUse }),
    tags,
    summary: 'Delete a finish with its collection assignments, in one transaction (D8); while collections use it, only with `confirmed=true` (D24)',
    security,
  }),
};

export function registerFinishRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;
  const context = (c: Context<ApiEnv>) => writeContextOf(deps, actorOf(c));
  const slugTaken = (slug: string) => validationErrorBody([{ field: 'name', message: messages.finishSlugTaken(slug) }]);

  // ---- A collection's finishes ----

  /** The kind's finishes and the collection's assignments, answered with the collection itself. */
  const answerParts = async (collection: Collection, kind: FinishKind) => {
    const [finishes, assigned] = await Promise.all([listFinishes(db, kind), assignedFinishSlugs(db, collection._id, kind)]);
    return { finishes, assigned };
  };
  const legsAnswer = async (collection: Collection) => {
    const { finishes, assigned } = await answerParts(collection, 'legs');
    return { legTextures: finishes, assignedTextures: assigned.map((legColSlug) => ({ legColSlug, cSlug: collection.slug })), collection };
  };
  const elementsAnswer = async (collection: Collection) => {
    const { finishes, assigned } = await answerParts(collection, 'elements');
    return { elementTextures: finishes, assignedTextures: assigned.map((elementColSlug) => ({ elementColSlug, cSlug: collection.slug })), collection };
  };
  /** The collection as an assignment left it (its new version), read after the write. */
  const afterWrite = async (collectionId: string): Promise<Collection> => {
    const collection = await findCollectionById(db, collectionId);
    if (!collection) throw new Error(`the collection ${collectionId} went while its finishes were written`);
    return collection;
  };

  app.openapi(routes.legsAssigned, async (c) => {
    const collection = await findCollectionBySlug(db, c.req.valid('param').slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    return c.json(await legsAnswer(collection), 200);
  });
  app.openapi(routes.elementsAssigned, async (c) => {
    const collection = await findCollectionBySlug(db, c.req.valid('param').slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    return c.json(await elementsAnswer(collection), 200);
  });
  app.openapi(routes.legTextures, async (c) => c.json({ legTextures: await listFinishes(db, 'legs') }, 200));

  /**
   * Assigns or unassigns, recorded as a change of the collection (its legFinishes / elementFinishes), so the history
   * shows it and 'Przywróć' undoes it (D29). The field errors name what the body names wrongly.
   */
  const assign = async (
    c: Context<ApiEnv>,
    kind: FinishKind,
    body: { cSlug: string; finishSlug: string; finishField: string; isAssigned: boolean },
  ): Promise<{ errors: FieldError[] } | { collection: Collection }> => {
    const [collection, finish] = await Promise.all([findCollectionBySlug(db, body.cSlug), findFinishOfKind(db, kind, body.finishSlug)]);
    const errors: FieldError[] = [
      ...(collection ? [] : [{ field: 'cSlug', message: messages.unknownCollection }]),
      ...(finish ? [] : [{ field: body.finishField, message: messages.unknownFinish }]),
    ];
    if (!collection || !finish) return { errors };
    // Twice, or away when absent, writes nothing: no empty history entry, and the collection keeps its version.
    const written = await recordedUpdate(context(c), collectionRecorder, collection._id, { seen: undefined, accept: (changed: boolean | 'gone') => changed === true }, (trx) =>
      assignFinish(trx, collection._id, finish._id, body.isAssigned),
    );
    if (written.kind === 'notFound') return { errors: [{ field: 'cSlug', message: messages.unknownCollection }] };
    if (written.kind === 'refused' && written.value === 'gone') return { errors: [{ field: body.finishField, message: messages.unknownFinish }] };
    return { collection };
  };
  app.openapi(routes.assignLegs, async (c) => {
    const body = c.req.valid('json');
    const done = await assign(c, 'legs', { cSlug: body.cSlug, finishSlug: body.legColSlug, finishField: 'legColSlug', isAssigned: body.isAssigned });
    if ('errors' in done) return c.json(validationErrorBody(done.errors), 400);
    return c.json(await legsAnswer(await afterWrite(done.collection._id)), 200);
  });
  app.openapi(routes.assignElements, async (c) => {
    const body = c.req.valid('json');
    const done = await assign(c, 'elements', { cSlug: body.cSlug, finishSlug: body.elementColSlug, finishField: 'elementColSlug', isAssigned: body.isAssigned });
    if ('errors' in done) return c.json(validationErrorBody(done.errors), 400);
    return c.json(await elementsAnswer(await afterWrite(done.collection._id)), 200);
  });

  // ---- The catalogue ----

  app.openapi(routes.list, async (c) => c.json({ finishes: await listFinishes(db, c.req.valid('query').kind) }, 200));

  app.openapi(routes.one, async (c) => {
    const { kind, id } = c.req.valid('param');
    const finish = await findFinishOfKind(db, kind, id);
    if (!finish) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, finish.version);
    return c.json({ finish }, 200);
  });

  /** The body as stored fields, or the field errors of leg fields sent for an element finish (each next to its field). */
  const fieldsOf = (kind: FinishKind, body: ReturnType<typeof fullBody>): FinishFields | { errors: FieldError[] } =>
    legFieldsMisplaced(kind, body)
      ? { errors: LEG_FIELDS.filter((field) => body[field].trim() !== '').map((field) => ({ field, message: messages.legFieldsOnlyForLegs })) }
      : body;

  app.openapi(routes.create, async (c) => {
    const { kind } = c.req.valid('param');
    const fields = fieldsOf(kind, fullBody(c.req.valid('json')));
    if ('errors' in fields) return c.json(validationErrorBody(fields.errors), 400);
    const files = finishFileReferences(fields);
    const absent = await missingFiles(db, files);
    if (absent.length > 0) return c.json(validationErrorBody(absent), 400);
    const created = await refusingMissingFiles(() =>
      recordedCreate(
        context(c),
        finishRecorder,
        async (trx) => {
          await holdFiles(trx, files);
          return insertFinish(trx, kind, fields);
        },
        (result) => ('slugTaken' in result ? undefined : result._id),
      ),
    ).catch((error: unknown) => {
      // Two creates of one name at once: the second meets the unique slug.
      if (isUniqueViolation(error)) return { errors: [{ field: 'name', message: messages.finishSlugTaken(slugify(fields.name)) }] };
      throw error;
    });
    if ('errors' in created) return c.json(validationErrorBody(created.errors), 400);
    if (created.kind !== 'written' && created.kind !== 'refused') throw new Error(`a finish insert answered ${created.kind}`);
    const result = created.value;
    if ('slugTaken' in result) return c.json(slugTaken(result.slugTaken), 400);
    setVersionEtag(c, result.version);
    return c.json(result, 201);
  });

  app.openapi(routes.update, async (c) => {
    const { kind, id } = c.req.valid('param');
    const { version, ...body } = c.req.valid('json');
    const stored = await findFinishOfKind(db, kind, id);
    if (!stored || stored._id !== id) return c.json(errorBody(messages.notFound), 404);
    const fields = fieldsOf(kind, fullBody(body));
    if ('errors' in fields) return c.json(validationErrorBody(fields.errors), 400);
    // Only a changed name is checked: a name stored before its file was uploaded does not block other edits.
    const files = changedReferences(finishFileReferences(fields), stored);
    const absent = await missingFiles(db, files);
    if (absent.length > 0) return c.json(validationErrorBody(absent), 400);
    const written = await refusingMissingFiles(() =>
      recordedUpdate(
        context(c),
        finishRecorder,
        id,
        { seen: seenVersionOf(c, version), accept: (result: Awaited<ReturnType<typeof updateFinish>>) => result !== undefined && !('slugTaken' in result) },
        async (trx) => {
          await holdFiles(trx, files);
          return updateFinish(trx, id, fields);
        },
      ),
    ).catch((error: unknown) => {
      if (isUniqueViolation(error)) return { errors: [{ field: 'name', message: messages.finishSlugTaken(slugify(fields.name)) }] };
      throw error;
    });
    if ('errors' in written) return c.json(validationErrorBody(written.errors), 400);
    if (written.kind === 'conflict') return c.json(written.body, 409);
    const result = written.kind === 'notFound' ? undefined : written.value;
    if (!result) return c.json(errorBody(messages.notFound), 404);
    if ('slugTaken' in result) return c.json(slugTaken(result.slugTaken), 400);
    setVersionEtag(c, result.version);
    return c.json(result, 200);
  });

  app.openapi(routes.remove, async (c) => {
    const { kind, id } = c.req.valid('param');
    const confirmed = c.req.valid('query').confirmed === 'true';
    const stored = await findFinishOfKind(db, kind, id);
    if (!stored || stored._id !== id) return c.json(errorBody(messages.notFound), 404);
    const recorded = await recordedDelete(
      context(c),
      finishRecorder,
      id,
      { seen: seenVersionOf(c), accept: (result: Awaited<ReturnType<typeof deleteFinish>>) => result !== undefined && 'deleted' in result },
      (trx) => deleteFinish(trx, id, confirmed),
    );
    if (recorded.kind === 'conflict') return c.json(recorded.body, 409);
    const outcome = recorded.kind === 'notFound' ? undefined : recorded.value;
    if (!outcome) return c.json(errorBody(messages.notFound), 404);
    if ('assignedTo' in outcome) return c.json(errorBody(messages.finishAssigned(outcome.assignedTo.map((collection) => collection.name))), 409);
    return c.json(outcome, 200);
  });
}

const LEG_FIELDS = ['symbol', 'oldName', 'legTextureName'] as const;

/** The body with every leg field present ('' where left out). */
function fullBody(body: FinishBody): FinishFields & Pick<Finish, 'symbol' | 'oldName' | 'legTextureName'> {
  return { name: body.name, type: body.type, texture: body.texture, symbol: body.symbol ?? '', oldName: body.oldName ?? '', legTextureName: body.legTextureName ?? '' };
}
