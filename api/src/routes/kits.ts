import { createRoute } from '@hono/zod-openapi';
import { KIT_MAX_ELEMENTS, KIT_MIN_ELEMENTS, type Kit, type KitDetail } from '@meble/domain/kit';
import { kitEndpoints } from '@meble/domain/kit-endpoints';
import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { messages } from '@meble/domain/messages';
import { findCollectionBySlug } from '../catalog/collections.ts';
import { addKitElement, deleteKit, elementsOfKits, findKitById, insertKit, listKitsOf, removeKitElement, setKitVisibility, updateKit } from '../catalog/kits.ts';
import type { Database } from '../db/schema.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { kitRecorder } from '../catalog/recorders.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { recordedCreate, recordedDelete, recordedUpdate, type Recorded } from '../history/recorded.ts';
import { changedReferences, holdFiles, kitFileReferences, missingFiles, refusingMissingFiles } from '../files/references.ts';
import { denied, route, security } from '../http/openapi.ts';

const tags = ['kits'];

/** A kit with its elements (spec part 2 §7 getCollectionKit): one answer for the read and every write. */
async function detailOf(db: Kysely<Database>, kit: Kit): Promise<KitDetail> {
  return { kit, elements: await elementsOfKits(db, [kit]) };
}

/** How every write answers (see kitEndpoints). */
const asOne = `The kit with its elements, as GET ${kitEndpoints.one.path} answers it`;

const listRoute = createRoute({
  ...route(kitEndpoints.list, { 200: 'The kits and their elements' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: "A collection's kits by ord then name, with every element they use (spec part 2 §7 getCollectionKits)",
  security,
});

const getRoute = createRoute({
  ...route(kitEndpoints.one, { 200: 'The kit and its elements' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'One kit with its elements, each once in order of first appearance (spec part 2 §7 getCollectionKit)',
  security,
});

const createKitRoute = createRoute({
  ...route(kitEndpoints.create, { 201: `The new kit with its elements, as GET ${kitEndpoints.one.path} answers it` }, { 400: errorResponses[400], ...denied }),
  tags,
  summary: 'Create a kit in the collection named by cSlug from at least 2 of its elements (spec part 2 §7 createKit, §5 rules)',
  security,
});

const updateRoute = createRoute({
  ...route(kitEndpoints.update, { 200: asOne }, { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: "Edit a kit's name, tinydesc, ord, thumbUrl and isActive by the create form's rules; its elements stay (D28; not in the spec's §7)",
  security,
});

const visibilityRoute = createRoute({
  ...route(kitEndpoints.visibility, { 200: asOne }, { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: "Show or hide a kit (spec part 2 §4: active or hidden, 'UKRYTY'; the call is not shown in §7)",
  security,
});

const addElementRoute = createRoute({
  ...route(
    kitEndpoints.addElement,
    { 200: asOne },
    {
      400: errorResponses[400],
      ...denied,
      404: errorResponses[404],
      409: { ...writeConflict[409], description: `Refused: the kit has ${KIT_MAX_ELEMENTS} elements already, or \`code: CONFLICT\`: the kit changed since the version the write named` },
    },
  ),
  tags,
  summary: "Append an element of the kit's collection at the end of the kit, or put it at `position` (spec part 2 §7 addCollectionKitElement)",
  security,
});

const removeElementRoute = createRoute({
  ...route(
    kitEndpoints.removeElement,
    { 200: asOne },
    {
      400: errorResponses[400],
      ...denied,
      404: errorResponses[404],
      409: { ...writeConflict[409], description: `Refused: the kit would keep fewer than ${KIT_MIN_ELEMENTS} elements, or \`code: CONFLICT\`: the kit changed since the version the write named` },
    },
  ),
  tags,
  summary: `Remove the last occurrence of an element from a kit, or the one at \`position\` (spec part 2 §7 deleteCollectionKitElement); refused (409) below ${KIT_MIN_ELEMENTS} elements`,
  security,
});

const deleteKitRoute = createRoute({
  ...route(kitEndpoints.remove, { 200: 'What was deleted, and the collection it was in' }, { ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary: 'Delete a kit with its element list, in one transaction (D8; spec part 2 §7 deleteCollectionKit)',
  security,
});

export function registerKitRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  /**
   * A write of one kit (its fields, its visibility or its element list: membership is the kit's `elements`, before →
   * after) under the version check, recorded; a refusal of the write itself rolls the claim back.
   */
  const recordedKitWrite = <R extends { kind: string; kit?: Kit }>(
    c: Context<ApiEnv>,
    id: string,
    version: number | undefined,
    write: (trx: Transaction<Database>) => Promise<R>,
  ): Promise<Recorded<R>> =>
    recordedUpdate(
      writeContextOf(deps, actorOf(c)),
      kitRecorder,
      id,
      // The state is read again rather than taken from the answer: the history names the kit's elements, not only their ids.
      { seen: seenVersionOf(c, version), accept: (result: R) => result.kind === 'saved' },
      write,
    );

  app.openapi(listRoute, async (c) => {
    const collection = await findCollectionBySlug(db, c.req.valid('param').slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    return c.json(await listKitsOf(db, collection._id), 200);
  });

  app.openapi(getRoute, async (c) => {
    const kit = await findKitById(db, c.req.valid('param').id);
    if (!kit) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, kit.version);
    return c.json(await detailOf(db, kit), 200);
  });

  app.openapi(createKitRoute, async (c) => {
    const { cSlug, ...fields } = c.req.valid('json');
    const unknownCollection = validationErrorBody([{ field: 'cSlug', message: messages.unknownCollection }]);
    const collection = await findCollectionBySlug(db, cSlug);
    if (!collection) return c.json(unknownCollection, 400);
    const files = kitFileReferences(fields);
    const missing = await missingFiles(db, files);
    if (missing.length > 0) return c.json(validationErrorBody(missing), 400);
    const created = await refusingMissingFiles(() =>
      recordedCreate(
        writeContextOf(deps, actorOf(c)),
        kitRecorder,
        async (trx) => {
          await holdFiles(trx, files);
          return insertKit(trx, collection._id, fields);
        },
        (result) => (result.kind === 'saved' ? result.kit._id : undefined),
      ),
    );
    if ('errors' in created) return c.json(validationErrorBody(created.errors), 400);
    if (created.kind !== 'written' && created.kind !== 'refused') throw new Error(`a kit insert answered ${created.kind}`);
    const result = created.value;
    if (result.kind === 'unknownCollection') return c.json(unknownCollection, 400);
    if (result.kind === 'elementsOutsideCollection') {
      return c.json(validationErrorBody([{ field: 'elements', message: messages.kitElementOutsideCollection }]), 400);
    }
    setVersionEtag(c, result.kit.version);
    return c.json(await detailOf(db, result.kit), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...fields } = c.req.valid('json');
    const stored = await findKitById(db, id);
    if (!stored) return c.json(errorBody(messages.notFound), 404);
    // Only a changed name is checked: a thumbnail named before the files area existed does not block other edits.
    const files = changedReferences(kitFileReferences(fields), stored);
    const missing = await missingFiles(db, files);
    if (missing.length > 0) return c.json(validationErrorBody(missing), 400);
    const written = await refusingMissingFiles(() =>
      recordedKitWrite(c, id, version, async (trx) => {
        await holdFiles(trx, files);
        return updateKit(trx, id, fields);
      }),
    );
    if ('errors' in written) return c.json(validationErrorBody(written.errors), 400);
    if (written.kind === 'conflict') return c.json(written.body, 409);
    const result = written.kind === 'notFound' ? written : written.value;
    if (result.kind !== 'saved') return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, result.kit.version);
    return c.json(await detailOf(db, result.kit), 200);
  });

  app.openapi(visibilityRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, isActive } = c.req.valid('json');
    const written = await recordedKitWrite(c, id, version, async (trx) => {
      const kit = await setKitVisibility(trx, id, isActive);
      return kit ? { kind: 'saved' as const, kit } : { kind: 'notFound' as const };
    });
    if (written.kind === 'conflict') return c.json(written.body, 409);
    const result = written.kind === 'notFound' ? written : written.value;
    if (result.kind !== 'saved') return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, result.kit.version);
    return c.json(await detailOf(db, result.kit), 200);
  });

  app.openapi(addElementRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { elementId, position, version } = c.req.valid('json');
    const written = await recordedKitWrite(c, id, version, (trx) => addKitElement(trx, id, elementId, position));
    if (written.kind === 'conflict') return c.json(written.body, 409);
    const result = written.kind === 'notFound' ? written : written.value;
    if (result.kind === 'notFound') return c.json(errorBody(messages.notFound), 404);
    if (result.kind === 'elementOutsideCollection') {
      return c.json(validationErrorBody([{ field: 'elementId', message: messages.kitElementOutsideCollection }]), 400);
    }
    if (result.kind === 'tooManyElements') return c.json(errorBody(messages.kitTooManyElements(KIT_MAX_ELEMENTS)), 409);
    setVersionEtag(c, result.kit.version);
    return c.json(await detailOf(db, result.kit), 200);
  });

  app.openapi(removeElementRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { elementId, position, version } = c.req.valid('json');
    const written = await recordedKitWrite(c, id, version, (trx) => removeKitElement(trx, id, elementId, position));
    if (written.kind === 'conflict') return c.json(written.body, 409);
    const result = written.kind === 'notFound' ? written : written.value;
    if (result.kind === 'notFound') return c.json(errorBody(messages.notFound), 404);
    if (result.kind === 'elementMissing') return c.json(validationErrorBody([{ field: 'elementId', message: messages.kitElementMissing }]), 400);
    if (result.kind === 'tooFewElements') return c.json(errorBody(messages.kitTooFewElements(KIT_MIN_ELEMENTS)), 409);
    setVersionEtag(c, result.kit.version);
    return c.json(await detailOf(db, result.kit), 200);
  });

  app.openapi(deleteKitRoute, async (c) => {
    const { id } = c.req.valid('param');
    // Read first so the answer can name the collection (a kit never changes collection).
    const kit = await findKitById(db, id);
    if (!kit) return c.json(errorBody(messages.notFound), 404);
    const outcome = await recordedDelete(writeContextOf(deps, actorOf(c)), kitRecorder, id, { seen: seenVersionOf(c) }, (trx) => deleteKit(trx, id));
    if (outcome.kind === 'conflict') return c.json(outcome.body, 409);
    if (outcome.kind !== 'written' || !outcome.value) return c.json(errorBody(messages.notFound), 404);
    return c.json({ deleted: outcome.value, cSlug: kit.cSlug }, 200);
  });
}
