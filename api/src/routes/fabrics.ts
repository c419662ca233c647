import { createRoute } from '@hono/zod-openapi';
import { DEFAULT_APP_CONFIGURATION } from '@meble/domain/app-configuration';
import type { Collection } from '@meble/domain/collection';
import type { FieldError } from '@meble/domain/errors';
import { FABRICS_QUERY_MAX_FAMILIES, PRICE_GROUP_RECORDS, type FabricFamily, type FabricParameterAssignBody, type FabricParameterKind } from '@meble/domain/fabric';
import { fabricEndpoints } from '@meble/domain/fabric-endpoints';
import { messages } from '@meble/domain/messages';
import { slugify } from '@meble/domain/slug';
import type { Context } from 'hono';
import { findCollectionBySlug } from '../catalog/collections.ts';
import { collectionRecorder } from '../catalog/recorders.ts';
import { isUniqueViolation } from '../db/ids.ts';
import {
  deleteFabric,
  familyIdOfFabric,
  findFabricById,
  findFabricParameterById,
  findFabricParameterBySlug,
  insertFabric,
  insertFabricParameter,
  linkFabricParameter,
  listFabricParameters,
  listFabricsOf,
  listFabricsOfFamilies,
  updateFabric,
  updateFabricParameter,
  type FabricParameterFields,
} from '../fabrics/fabrics.ts';
import {
  assignFabricFamily,
  collectionTextures,
  deleteFabricFamily,
  findFabricFamilyById,
  findFabricFamilyByKey,
  findFabricFamilyBySlug,
  insertFabricFamily,
  listFabricFamilies,
  setCollectionDefaultFabric,
  updateFabricFamily,
} from '../fabrics/families.ts';
import { fabricFamilyRecorder, fabricParameterRecorder, fabricRecorder } from '../fabrics/recorders.ts';
import { changedReferences, fabricFileReferences, holdFiles, missingFiles, refusingMissingFiles } from '../files/references.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { recordedCreate, recordedDelete, recordedUpdate } from '../history/recorded.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';

const tags = ['fabrics'];
const invalid = { 400: errorResponses[400] } as const;
const missing = { 404: errorResponses[404] } as const;
const inUse = (what: string) => ({ 409: { ...writeConflict[409], description: `${what}, and the call does not confirm; or \`code: CONFLICT\`: the record changed since the version the write named` } }) as const;

/** POST /api/cms/fabric-item/assign-{kind}: a toggle of one fabric's tag, recorded as an update of the fabric. */
const assignSummary = (what: string, field: string) =>
  `Tag a fabric with a ${what} by its slug, or take the tag away (\`assign: false\`); twice, or away when absent, changes nothing (its \`${field}\`)`;
const assignAnswer = { 200: 'The fabric with its tags after the change' } as const;

const routes = {
  collectionTextures: createRoute({
    ...route(fabricEndpoints.collectionTextures, { 200: "Every family, the collection's assigned families, the price groups" }, { ...denied, ...missing }),
    tags,
    summary: "A collection's fabric families (spec part 1 §7, part 2 §7 getCollectionTextures), for the collection's slug",
    security,
  }),
  assignFamily: createRoute({
    ...route(fabricEndpoints.assignFamily, { 200: "The collection's families after the change" }, { ...invalid, ...denied }),
    tags,
    summary: 'Assign a family to a collection or take it away (part 2 §7 assignTexture); taking away the default fabric\'s family clears the default; twice changes nothing',
    security,
  }),
  setDefaultFabric: createRoute({
    ...route(fabricEndpoints.setDefaultFabric, { 200: "The collection's families after the change" }, { ...invalid, ...denied }),
    tags,
    summary: "Choose the collection's default fabric (part 2 §7 setDefaultCollectionFabric, D25): assigns its family, replaces any other default; null clears it",
    security,
  }),
  family: createRoute({
    ...route(fabricEndpoints.family, { 200: 'The family, its fabrics by name and the application configuration' }, { ...denied, 404: errorResponses[404] }),
    tags,
    summary: 'One fabric family by slug, or by its _id (spec part 1 §7 getTextureAndFabric)',
    security,
  }),
  createFamily: createRoute({
    ...route(fabricEndpoints.createFamily, { 201: 'The new family' }, { ...invalid, ...denied }),
    tags,
    summary: 'Create a fabric family (spec part 1 §5: name, price group and a whole-percent discount required; its slug from the name must be free)',
    security,
  }),
  updateFamily: createRoute({
    ...route(fabricEndpoints.updateFamily, { 200: 'The updated family' }, { ...invalid, ...denied, ...missing, ...writeConflict }),
    tags,
    summary: 'Update a fabric family: descriptions, price group, discount, active (the name stays)',
    security,
  }),
  removeFamily: createRoute({
    ...route(fabricEndpoints.removeFamily, { 200: 'What was deleted, and the family as it was' }, { ...denied, ...missing, ...inUse('Refused: collections use the family') }),
    tags,
    summary: 'Delete a family with its fabrics and its collection assignments, in one transaction (D8); while collections use it, only with `confirmed: true` (D9)',
    security,
  }),
  families: createRoute({
    ...route(fabricEndpoints.families, { 200: 'Every family and the price groups' }, { ...denied }),
    tags,
    summary: 'Every fabric family, by price group then name (the /add/fabric screen)',
    security,
  }),
  fabricsOf: createRoute({
    ...route(fabricEndpoints.fabricsOf, { 200: 'The fabrics, by family slug then name' }, { ...invalid, ...denied }),
    tags,
    summary: `The fabrics of several families in one call: \`families\` (slugs, comma-separated, at most ${FABRICS_QUERY_MAX_FAMILIES}) and/or \`collection\` (its assigned families)`,
    security,
  }),
  fabric: createRoute({
    ...route(fabricEndpoints.fabric, { 200: 'The fabric with its family and every filter parameter' }, { ...denied, ...missing }),
    tags,
    summary: 'One fabric (spec part 1 §7)',
    security,
  }),
  createFabric: createRoute({
    ...route(fabricEndpoints.createFabric, { 201: 'The new fabric' }, { ...invalid, ...denied }),
    tags,
    summary: 'Create a fabric in the family named by tcSlug; its texture (and swatch) name uploaded texture files (D25)',
    security,
  }),
  updateFabric: createRoute({
    ...route(fabricEndpoints.updateFabric, { 200: 'The updated fabric' }, { ...invalid, ...denied, ...missing, ...writeConflict }),
    tags,
    summary: 'Update a fabric (it stays in its family); marking it default takes the marker from the family\'s other default',
    security,
  }),
  removeFabric: createRoute({
    ...route(fabricEndpoints.removeFabric, { 200: 'What was deleted, and the fabric as it was' }, { ...denied, ...missing, ...inUse("Refused: the fabric is a collection's default") }),
    tags,
    summary: "Delete a fabric with its filter tags; while it is a collection's default, only with `confirmed: true`, which leaves those collections without one (D9)",
    security,
  }),
  parameters: createRoute({
    ...route(fabricEndpoints.parameters, { 200: 'Colours, types and properties, each by displayOrd then name' }, { ...denied }),
    tags,
    summary: 'The fabric filter parameters (spec part 1 §7)',
    security,
  }),
  updateParameter: createRoute({
    ...route(fabricEndpoints.updateParameter, { 200: 'The updated parameter' }, { ...invalid, ...denied, ...missing, ...writeConflict }),
    tags,
    summary: 'Update a filter parameter: only the fields sent change (the settings toggle sends isActive alone, D26); objectType must be its kind',
    security,
  }),
  createColor: createRoute({
    ...route(fabricEndpoints.createColor, { 201: 'The new colour' }, { ...invalid, ...denied }),
    tags,
    summary: 'Create a fabric colour: name (60), rgb of 6 hexadecimal characters, order (2 digits)',
    security,
  }),
  createType: createRoute({
    ...route(fabricEndpoints.createType, { 201: 'The new type' }, { ...invalid, ...denied }),
    tags,
    summary: 'Create a fabric type: name and order',
    security,
  }),
  assignColor: createRoute({
    ...route(fabricEndpoints.assignColor, assignAnswer, { ...invalid, ...denied, ...missing, ...writeConflict }),
    tags,
    summary: assignSummary('colour', 'colorCs'),
    security,
  }),
  assignType: createRoute({
    ...route(fabricEndpoints.assignType, assignAnswer, { ...invalid, ...denied, ...missing, ...writeConflict }),
    tags,
    summary: assignSummary('type', 'typeCs'),
    security,
  }),
  assignProperty: createRoute({
    ...route(fabricEndpoints.assignProperty, assignAnswer, { ...invalid, ...denied, ...missing, ...writeConflict }),
    tags,
    summary: assignSummary('property', 'propertyCs'),
    security,
  }),
  createProperty: createRoute({
    ...route(fabricEndpoints.createProperty, { 201: 'The new property' }, { ...invalid, ...denied }),
    tags,
    summary: 'Create a fabric property: name and order',
    security,
  }),
};


export function registerFabricRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;
  const context = (c: Context<ApiEnv>) => writeContextOf(deps, actorOf(c));
  const slugTaken = (message: string) => validationErrorBody([{ field: 'name', message }]);

  // ---- A collection's families ----

  app.openapi(routes.collectionTextures, async (c) => {
    const collection = await findCollectionBySlug(db, c.req.valid('param').slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    return c.json(await collectionTextures(db, collection._id), 200);
  });

  /** The collection and the family a body names, or the field errors of those it names wrongly. */
  const collectionAndFamily = async (body: { cSlug: string; tcSlug: string }): Promise<{ collection: Collection; family: FabricFamily } | { errors: FieldError[] }> => {
    const [collection, family] = await Promise.all([findCollectionBySlug(db, body.cSlug), findFabricFamilyBySlug(db, body.tcSlug)]);
    if (collection && family) return { collection, family };
    return {
      errors: [
        ...(collection ? [] : [{ field: 'cSlug', message: messages.unknownCollection }]),
        ...(family ? [] : [{ field: 'tcSlug', message: messages.unknownFabricFamily }]),
      ],
    };
  };

  app.openapi(routes.assignFamily, async (c) => {
    const body = c.req.valid('json');
    const found = await collectionAndFamily(body);
    if ('errors' in found) return c.json(validationErrorBody(found.errors), 400);
    // Recorded as a change of the collection's offer (its fabricFamilies), so the history shows it and undoes it (D29);
    // twice, or away when absent, writes nothing: no empty entry, and the collection keeps its version.
    const written = await recordedUpdate(context(c), collectionRecorder, found.collection._id, { seen: undefined, accept: (changed: boolean) => changed }, (trx) =>
      assignFabricFamily(trx, found.collection._id, found.family._id, body.assigned),
    );
    if (written.kind === 'notFound') return c.json(validationErrorBody([{ field: 'cSlug', message: messages.unknownCollection }]), 400);
    return c.json(await collectionTextures(db, found.collection._id), 200);
  });

  app.openapi(routes.setDefaultFabric, async (c) => {
    const body = c.req.valid('json');
    const found = await collectionAndFamily(body);
    if ('errors' in found) return c.json(validationErrorBody(found.errors), 400);
    const written = await recordedUpdate(
      context(c),
      collectionRecorder,
      found.collection._id,
      { seen: undefined, accept: (outcome: 'set' | 'notInFamily') => outcome === 'set' },
      (trx) => setCollectionDefaultFabric(trx, found.collection._id, found.family._id, body.defaultFabricId),
    );
    if (written.kind === 'notFound') return c.json(validationErrorBody([{ field: 'cSlug', message: messages.unknownCollection }]), 400);
    if (written.kind === 'refused') return c.json(validationErrorBody([{ field: 'defaultFabricId', message: messages.defaultFabricNotInFamily }]), 400);
    return c.json(await collectionTextures(db, found.collection._id), 200);
  });

  // ---- Families ----

  app.openapi(routes.families, async (c) => c.json({ allTexturesCollections: await listFabricFamilies(db), priceGroups: [...PRICE_GROUP_RECORDS] }, 200));

  app.openapi(routes.fabricsOf, async (c) => {
    const { families, collection } = c.req.valid('query');
    const familySlugs = families === undefined ? undefined : [...new Set(families.split(',').map((slug) => slug.trim()).filter(Boolean))];
    if (familySlugs && familySlugs.length > FABRICS_QUERY_MAX_FAMILIES) return c.json(validationErrorBody([{ field: 'families', message: messages.invalidRequest }]), 400);
    return c.json({ fabrics: await listFabricsOfFamilies(db, { ...(familySlugs ? { familySlugs } : {}), ...(collection === undefined ? {} : { collectionSlug: collection }) }) }, 200);
  });

  app.openapi(routes.family, async (c) => {
    const texture = await findFabricFamilyByKey(db, c.req.valid('param').slug);
    if (!texture) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, texture.version);
    return c.json({ texture, fabrics: await listFabricsOf(db, texture._id), appConfiguration: DEFAULT_APP_CONFIGURATION }, 200);
  });

  app.openapi(routes.createFamily, async (c) => {
    const body = c.req.valid('json');
    try {
      const created = await recordedCreate(context(c), fabricFamilyRecorder, (trx) => insertFabricFamily(trx, body), (result) => ('slugTaken' in result ? undefined : result._id));
      if (created.kind !== 'written' && created.kind !== 'refused') throw new Error(`a fabric family insert answered ${created.kind}`);
      const result = created.value;
      if ('slugTaken' in result) return c.json(slugTaken(messages.fabricFamilySlugTaken(result.slugTaken)), 400);
      setVersionEtag(c, result.version);
      return c.json(result, 201);
    } catch (error) {
      // Two creates of one name at once: the second meets the unique slug.
      if (isUniqueViolation(error)) return c.json(slugTaken(messages.fabricFamilySlugTaken(slugify(body.name))), 400);
      throw error;
    }
  });

  app.openapi(routes.updateFamily, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...fields } = c.req.valid('json');
    const written = await recordedUpdate(context(c), fabricFamilyRecorder, id, { seen: seenVersionOf(c, version) }, (trx) => updateFabricFamily(trx, id, fields));
    if (written.kind === 'conflict') return c.json(written.body, 409);
    if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, written.value.version);
    return c.json(written.value, 200);
  });

  app.openapi(routes.removeFamily, async (c) => {
    const { id } = c.req.valid('param');
    const confirmed = c.req.valid('query').confirmed === 'true';
    const recorded = await recordedDelete(
      context(c),
      fabricFamilyRecorder,
      id,
      { seen: seenVersionOf(c), accept: (result: Awaited<ReturnType<typeof deleteFabricFamily>>) => result !== undefined && 'deleted' in result },
      (trx) => deleteFabricFamily(trx, id, confirmed),
    );
    if (recorded.kind === 'conflict') return c.json(recorded.body, 409);
    const outcome = recorded.kind === 'notFound' ? undefined : recorded.value;
    if (!outcome) return c.json(errorBody(messages.notFound), 404);
    if ('assignedTo' in outcome) return c.json(errorBody(messages.fabricFamilyAssigned(outcome.assignedTo.map((collection) => collection.name))), 409);
    return c.json(outcome, 200);
  });

  // ---- Fabrics ----

  app.openapi(routes.fabric, async (c) => {
    const { id } = c.req.valid('param');
    const fabric = await findFabricById(db, id);
    const familyId = fabric && (await familyIdOfFabric(db, id));
    const [texture, parameters] = await Promise.all([familyId ? findFabricFamilyById(db, familyId) : undefined, listFabricParameters(db)]);
    if (!fabric || !texture) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, fabric.version);
    return c.json(
      {
        texture,
        fabric,
        priceGroups: [...PRICE_GROUP_RECORDS],
        ...parameters,
        fabricItems: { fabricHasColors: fabric.colorCs, fabricHasTypes: fabric.typeCs, fabricHasProperties: fabric.propertyCs },
      },
      200,
    );
  });

  app.openapi(routes.createFabric, async (c) => {
    const { tcSlug, ...fields } = c.req.valid('json');
    const family = await findFabricFamilyBySlug(db, tcSlug);
    const files = fabricFileReferences(fields);
    const missing = await missingFiles(db, files);
    const errors = [...(family ? [] : [{ field: 'tcSlug', message: messages.unknownFabricFamily }]), ...missing];
    if (!family || errors.length > 0) return c.json(validationErrorBody(errors), 400);
    const created = await refusingMissingFiles(() =>
      recordedCreate(
        context(c),
        fabricRecorder,
        async (trx) => {
          await holdFiles(trx, files);
          return insertFabric(trx, family._id, fields);
        },
        (result) => ('slugTaken' in result ? undefined : result._id),
      ),
    ).catch((error: unknown) => {
      // A family deleted meanwhile, or two creates of one name at once.
      if (isUniqueViolation(error)) return { errors: [{ field: 'name', message: messages.fabricSlugTaken(slugify(fields.name)) }] };
      throw error;
    });
    if ('errors' in created) return c.json(validationErrorBody(created.errors), 400);
    if (created.kind !== 'written' && created.kind !== 'refused') throw new Error(`a fabric insert answered ${created.kind}`);
    const result = created.value;
    if ('slugTaken' in result) return c.json(slugTaken(messages.fabricSlugTaken(result.slugTaken)), 400);
    setVersionEtag(c, result.version);
    return c.json({ fabric: result }, 201);
  });

  app.openapi(routes.updateFabric, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...fields } = c.req.valid('json');
    const stored = await findFabricById(db, id);
    if (!stored) return c.json(errorBody(messages.notFound), 404);
    // Only changed names are checked: a name stored before its file was uploaded does not block other edits.
    const files = changedReferences(fabricFileReferences(fields), stored);
    const missing = await missingFiles(db, files);
    if (missing.length > 0) return c.json(validationErrorBody(missing), 400);
    const written = await refusingMissingFiles(() =>
      recordedUpdate(context(c), fabricRecorder, id, { seen: seenVersionOf(c, version), accept: (result: Awaited<ReturnType<typeof updateFabric>>) => result !== undefined && !('slugTaken' in result) }, async (trx) => {
        await holdFiles(trx, files);
        return updateFabric(trx, id, fields);
      }),
    );
    if ('errors' in written) return c.json(validationErrorBody(written.errors), 400);
    if (written.kind === 'conflict') return c.json(written.body, 409);
    const result = written.kind === 'notFound' ? undefined : written.value;
    if (!result) return c.json(errorBody(messages.notFound), 404);
    if ('slugTaken' in result) return c.json(slugTaken(messages.fabricSlugTaken(result.slugTaken)), 400);
    setVersionEtag(c, result.version);
    return c.json({ fabric: result }, 200);
  });

  app.openapi(routes.removeFabric, async (c) => {
    const { id } = c.req.valid('param');
    const confirmed = c.req.valid('query').confirmed === 'true';
    const recorded = await recordedDelete(
      context(c),
      fabricRecorder,
      id,
      { seen: seenVersionOf(c), accept: (result: Awaited<ReturnType<typeof deleteFabric>>) => result !== undefined && 'deleted' in result },
      (trx) => deleteFabric(trx, id, confirmed),
    );
    if (recorded.kind === 'conflict') return c.json(recorded.body, 409);
    const outcome = recorded.kind === 'notFound' ? undefined : recorded.value;
    if (!outcome) return c.json(errorBody(messages.notFound), 404);
    if ('defaultIn' in outcome) return c.json(errorBody(messages.fabricIsDefault(outcome.defaultIn.map((collection) => collection.name))), 409);
    return c.json(outcome, 200);
  });

  // ---- Filter parameters ----

  app.openapi(routes.parameters, async (c) => c.json(await listFabricParameters(db), 200));

  const createParameter = async (c: Context<ApiEnv>, kind: FabricParameterKind, fields: FabricParameterFields) => {
    const created = await recordedCreate(
      context(c),
      fabricParameterRecorder,
      (trx) => insertFabricParameter(trx, kind, fields),
      (result) => ('slugTaken' in result ? undefined : result._id),
    ).catch((error: unknown) => {
      // Two creates of one name at once: the second meets the unique slug.
      if (isUniqueViolation(error)) return { kind: 'refused' as const, value: { slugTaken: slugify(fields.name) } };
      throw error;
    });
    if (created.kind !== 'written' && created.kind !== 'refused') throw new Error(`a fabric ${kind} insert answered ${created.kind}`);
    const result = created.value;
    if ('slugTaken' in result) return c.json(slugTaken(messages.fabricParameterSlugTaken(result.slugTaken)), 400);
    setVersionEtag(c, result.version);
    return c.json(result, 201);
  };
  app.openapi(routes.createColor, (c) => createParameter(c, 'color', c.req.valid('json')));
  app.openapi(routes.createType, (c) => createParameter(c, 'type', { ...c.req.valid('json'), rgb: null }));
  app.openapi(routes.createProperty, (c) => createParameter(c, 'property', { ...c.req.valid('json'), rgb: null }));

  app.openapi(routes.updateParameter, async (c) => {
    const { id } = c.req.valid('param');
    const { version, objectType, ...changes } = c.req.valid('json');
    const stored = await findFabricParameterById(db, id);
    if (!stored || stored.objectType !== objectType) return c.json(errorBody(messages.notFound), 404);
    if (changes.rgb !== undefined && objectType !== 'color') return c.json(validationErrorBody([{ field: 'rgb', message: messages.rgbOnlyForColors }]), 400);
    const written = await recordedUpdate(
      context(c),
      fabricParameterRecorder,
      id,
      { seen: seenVersionOf(c, version), accept: (result: Awaited<ReturnType<typeof updateFabricParameter>>) => result !== undefined && !('slugTaken' in result) },
      (trx) => updateFabricParameter(trx, id, changes),
    );
    if (written.kind === 'conflict') return c.json(written.body, 409);
    const result = written.kind === 'notFound' ? undefined : written.value;
    if (!result) return c.json(errorBody(messages.notFound), 404);
    if ('slugTaken' in result) return c.json(slugTaken(messages.fabricParameterSlugTaken(result.slugTaken)), 400);
    setVersionEtag(c, result.version);
    return c.json(result, 200);
  });

  const assignParameter = async (c: Context<ApiEnv>, kind: FabricParameterKind, body: FabricParameterAssignBody) => {
    const { fabricId, assign: assigned, slug, collectionSlug, version } = body;
    const [fabric, parameter] = await Promise.all([findFabricById(db, fabricId), findFabricParameterBySlug(db, kind, slug)]);
    if (!fabric || (collectionSlug !== undefined && collectionSlug !== fabric.tcSlug)) return c.json(errorBody(messages.notFound), 404);
    if (!parameter) return c.json(validationErrorBody([{ field: 'slug', message: messages.unknownFabricParameter }]), 400);
    const written = await recordedUpdate(context(c), fabricRecorder, fabricId, { seen: seenVersionOf(c, version) }, async (trx) => {
      await linkFabricParameter(trx, fabricId, parameter._id, assigned);
      return findFabricById(trx, fabricId);
    });
    if (written.kind === 'conflict') return c.json(written.body, 409);
    if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, written.value.version);
    return c.json({ fabric: written.value }, 200);
  };
  app.openapi(routes.assignColor, (c) => assignParameter(c, 'color', c.req.valid('json')));
  app.openapi(routes.assignType, (c) => assignParameter(c, 'type', c.req.valid('json')));
  app.openapi(routes.assignProperty, (c) => assignParameter(c, 'property', c.req.valid('json')));
}
