import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Collection } from '@meble/domain/collection';
import {
  FINISH_NAME_MAX,
  FINISH_SYMBOL_MAX,
  FINISH_TEXTURE_MAX,
  FINISH_TYPE_GRAPH_NAMES,
  FINISH_TYPES,
  finishFormSchema,
  finishTypeCode,
  type Finish,
  type FinishKind,
  type FinishType,
} from '@meble/domain/finish';
import { finishMessages } from '@meble/domain/messages/finishes';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { adminMutation, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import * as finishes from '../rest/finishes.ts';
import { startAhead } from '../selection.ts';
import { CollectionRef, collectionReadAheads, collectionsNamed } from './collection.ts';

/*
 * Leg and element finishes (D24) and their assignment to collections (spec part 2 §2–§4). Every finish comes with the
 * collections it is assigned to, so one REST call answers the catalogue, any finish by id and every collection's
 * finishes: a page of collections with 3 or 30 finishes each costs that one call, in the first round.
 */

/** Every finish, once per request. */
const finishesOnce = perRequest('finishes', (context: GatewayContext) => finishes.listFinishes(context.rest));

async function finishById(context: GatewayContext, id: string): Promise<Finish | undefined> {
  return (await finishesOnce(context)).find((finish) => finish._id === id);
}

const FinishKindRef = builder.enumType('FinishKind', {
  description: 'What a finish colours: the legs, or the wooden and metal parts of the elements (D24).',
  values: { LEGS: { value: 'legs' }, ELEMENTS: { value: 'elements' } } as const,
});

const TYPE_DESCRIPTIONS: Readonly<Record<FinishType, string>> = { w: 'w: visible wood grain.', c: 'c: a solid colour (uniform effect).', m: 'm: metal.' };
const FinishTypeRef = builder.enumType('FinishTypeCode', {
  description: 'Spec part 2 §9 finish types, in the order every screen groups them.',
  values: Object.fromEntries(FINISH_TYPES.map((type) => [FINISH_TYPE_GRAPH_NAMES[type], { value: type, description: TYPE_DESCRIPTIONS[type] }])) as Record<
    (typeof FINISH_TYPE_GRAPH_NAMES)[FinishType],
    { value: FinishType; description: string }
  >,
});

export const FinishRef = builder.loadableNodeRef('Finish', {
  id: { resolve: (finish: Finish) => finish._id },
  load: (ids: string[], context) => Promise.all(ids.map(async (id) => (await finishById(context, id)) ?? new NotFound())),
});
export const finishReadAheads = nodeReadAheads(FinishRef.name);
finishReadAheads.itself((context) => startAhead(finishesOnce(context)));
finishReadAheads.on('assignedTo', (context) => startAhead(context.loaders.collectionList()));

FinishRef.implement({
  description: 'A leg or element finish (spec part 2 §3, D24): its texture is an uploaded texture image.',
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.field({ type: FinishKindRef, resolve: (finish) => finish.kind }),
    type: t.field({ type: FinishTypeRef, resolve: (finish) => finish.type }),
    name: t.exposeString('name', { description: `Max ${FINISH_NAME_MAX}.` }),
    slug: t.exposeString('slug', { description: 'Unique within its kind; the REST assignment calls name the finish by it.' }),
    textureName: t.exposeString('texture', { description: `The stored name of its texture image (max ${FINISH_TEXTURE_MAX}): \`/uploads/texture/{textureName}\`.` }),
    symbol: t.exposeString('symbol', { description: `Legs only (max ${FINISH_SYMBOL_MAX}); '' on an element finish.` }),
    oldName: t.exposeString('oldName', { description: "Legs only; '' on an element finish." }),
    legTextureName: t.exposeString('legTextureName', { description: "Legs only; '' on an element finish." }),
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.' }),
    assignedTo: t.field({
      type: [CollectionRef],
      description: 'The collections it is assigned to, by name.',
      resolve: (finish, _args, context) => collectionsNamed(context, finish.assignedTo),
    }),
    deleteWarning: t.string({
      nullable: true,
      description: 'What a delete would also remove (D24): the collections it is assigned to; null when nothing. The delete then needs `confirmed: true`.',
      resolve: (finish) => (finish.assignedTo.length > 0 ? finishMessages.finishAssigned(finish.assignedTo.map((collection) => collection.name)) : null),
    }),
  }),
});

builder.queryField('finishes', (t) =>
  t.field({
    type: [FinishRef],
    description: 'The finishes of a kind by type (w, c, m), then name; `type` keeps one type. Administrators only.',
    args: { kind: t.arg({ type: FinishKindRef, required: true }), type: t.arg({ type: FinishTypeRef }) },
    authScopes: (_root, _args, context, info) => {
      finishReadAheads.start(context, '', info);
      return { admin: true };
    },
    resolve: async (_root, args, context) =>
      (await finishesOnce(context)).filter((finish) => finish.kind === args.kind && (args.type === null || args.type === undefined || finish.type === args.type)),
  }),
);

// ---- A collection's finishes (spec part 2 §2–§4) ----

/** A collection read by an assignment, with the kind's finishes its answer carried: used as they are, not read again. */
interface CollectionWithFinishes {
  slug: string;
  finishesAnswer?: { kind: FinishKind; finishes: Finish[] };
}

async function assignedOf(context: GatewayContext, collection: CollectionWithFinishes, kind: FinishKind): Promise<Finish[]> {
  const all = collection.finishesAnswer?.kind === kind ? collection.finishesAnswer.finishes : await finishesOnce(context);
  return all.filter((finish) => finish.kind === kind && finish.assignedTo.some((assigned) => assigned.slug === collection.slug));
}

const COLLECTION_FIELDS = { legFinishes: 'legs', elementFinishes: 'elements' } as const satisfies Record<string, FinishKind>;
for (const [field, kind] of Object.entries(COLLECTION_FIELDS)) {
  collectionReadAheads.on(field, (context) => startAhead(finishesOnce(context)));
  builder.objectField(CollectionRef, field, (t) =>
    t.field({
      type: [FinishRef],
      description: `The ${kind === 'legs' ? 'leg' : 'element'} finishes assigned to the collection, by type (w, c, m) then name, the type on each; read in one call with every other collection's.`,
      resolve: (collection, _args, context) => assignedOf(context, collection, kind),
    }),
  );
}

// ---- Mutations ----

const FinishInput = builder.inputType('FinishInput', {
  description: `A finish as typed: name (max ${FINISH_NAME_MAX}), type and texture (an uploaded texture image, max ${FINISH_TEXTURE_MAX}) required; the leg fields only on a leg finish.`,
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.string({ required: true, description: "w, c or m (or WOOD_GRAIN, SOLID, METAL); '' until chosen." }),
    texture: t.string({ required: true, description: "An uploaded texture's stored name." }),
    symbol: t.string({ description: `Legs only, max ${FINISH_SYMBOL_MAX}.` }),
    oldName: t.string({ description: 'Legs only.' }),
    legTextureName: t.string({ description: 'Legs only.' }),
  }),
});

/** The input in the form's shape: the type as its code, a leg field left out as ''. */
function formOf(input: { name: string; type: string; texture: string; symbol?: string | null; oldName?: string | null; legTextureName?: string | null }) {
  const type = finishTypeCode(input.type) ?? input.type;
  return { name: input.name, type, texture: input.texture, symbol: input.symbol ?? '', oldName: input.oldName ?? '', legTextureName: input.legTextureName ?? '' };
}

const FinishPayload = builder.objectRef<{ finish: Finish }>('FinishPayload').implement({
  fields: (t) => ({ finish: t.field({ type: FinishRef, resolve: (p) => p.finish }) }),
});

adminMutation('createFinish', {
  type: FinishPayload,
  description: 'Creates a leg or element finish (D24).',
  errors: [ValidationFailure],
  args: (arg) => ({ kind: arg({ type: FinishKindRef, required: true }), input: arg({ type: FinishInput, required: true }) }),
  input: { schema: finishFormSchema, from: (args) => formOf(args.input) },
  resolve: async ({ args, input, context }) => ({ finish: await finishes.createFinish(context.rest, args.kind, input) }),
});

/** The finish a global id names, for its kind (the REST paths carry it). */
async function storedFinish(context: GatewayContext, id: string): Promise<Finish> {
  const finish = await finishById(context, id);
  if (!finish) throw new NotFoundFailure(finishMessages.unknownFinish);
  return finish;
}

adminMutation('updateFinish', {
  type: FinishPayload,
  description: 'Saves a finish: every field (its slug follows the name); it stays of its kind.',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [FinishRef] }),
    input: arg({ type: FinishInput, required: true }),
    version: arg.int({ description: 'The version of the finish the editor saw.' }),
  }),
  input: { schema: finishFormSchema, from: (args) => formOf(args.input) },
  resolve: async ({ args, input, context }) => {
    const stored = await storedFinish(context, args.id.id);
    return { finish: await finishes.updateFinish(context.rest, stored.kind, stored._id, input, seenVersion(args.version)) };
  },
});

const DeleteFinishPayload = builder.objectRef<{ deletedId: string; collectionAssignments: number }>('DeleteFinishPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted finish (for @deleteRecord).', resolve: (p) => p.deletedId }),
    deletedCollectionAssignments: t.exposeInt('collectionAssignments'),
  }),
});

adminMutation('deleteFinish', {
  type: DeleteFinishPayload,
  description: 'Deletes a finish, in one transaction (D8). While collections use it, `confirmed: true` is needed, and their assignments go too (D24).',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [FinishRef] }),
    confirmed: arg.boolean({ description: 'Delete although collections use it (see deleteWarning).' }),
    version: arg.int({ description: 'The version of the finish the editor saw.' }),
  }),
  resolve: async ({ args, context }) => {
    const stored = await storedFinish(context, args.id.id);
    const { finish, deleted } = await finishes.deleteFinish(context.rest, stored.kind, stored._id, args.confirmed === true, seenVersion(args.version));
    return { deletedId: encodeGlobalID(FinishRef.name, finish._id), collectionAssignments: deleted.collectionAssignments };
  },
});

const FinishAssignmentPayload = builder
  .objectRef<{ collection: Collection; finish: Finish; kind: FinishKind; finishes: Finish[] }>('FinishAssignmentPayload')
  .implement({
    fields: (t) => ({
      collection: t.field({
        type: CollectionRef,
        description: "The collection with the kind's finishes as they are now (`legFinishes` or `elementFinishes`).",
        // The write's answer carries the collection: no read after it.
        resolve: (p) => ({ ...p.collection, finishesAnswer: { kind: p.kind, finishes: p.finishes } }),
      }),
      finish: t.field({
        type: FinishRef,
        description: 'The finish, with the collections it is assigned to now.',
        resolve: (p) => p.finishes.find((finish) => finish._id === p.finish._id) ?? p.finish,
      }),
    }),
  });

/** Assigns or unassigns through the kind's REST call: twice, or away when absent, changes nothing. */
async function setAssigned(context: GatewayContext, collectionSlug: string, finishId: string, assigned: boolean) {
  const finish = await storedFinish(context, finishId);
  if (finish.kind === 'legs') {
    const answer = await finishes.assignLegFinish(context.rest, collectionSlug, finish.slug, assigned);
    return { collection: answer.collection, finish, kind: finish.kind, finishes: answer.legTextures };
  }
  const answer = await finishes.assignElementFinish(context.rest, collectionSlug, finish.slug, assigned);
  return { collection: answer.collection, finish, kind: finish.kind, finishes: answer.elementTextures };
}

for (const [name, assigned] of [
  ['assignFinish', true],
  ['unassignFinish', false],
] as const) {
  adminMutation(name, {
    type: FinishAssignmentPayload,
    description: assigned
      ? 'Assigns a finish to a collection (spec part 2 §4); assigning twice changes nothing.'
      : 'Takes a finish away from a collection (spec part 2 §4); taking away one that is not assigned changes nothing.',
    errors: [ValidationFailure, NotFoundFailure],
    args: (arg) => ({
      collectionId: arg.globalID({ required: true, for: [CollectionRef] }),
      finishId: arg.globalID({ required: true, for: [FinishRef] }),
    }),
    rest: { fieldNames: { cSlug: 'collectionId', legColSlug: 'finishId', elementColSlug: 'finishId' } },
    resolve: ({ args, context }) => setAssigned(context, args.collectionId.id, args.finishId.id, assigned),
  });
}

