import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  collectionUpdateFormSchema,
  createCollectionInputSchema,
  type Collection,
  type CollectionDeleted,
  type CollectionDeletionImpact,
  type CollectionDetail,
} from '@meble/domain/collection';
import { percentToTenths, tenthsToPercent } from '@meble/domain/discount';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { adminMutation, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { createCollection, deleteCollection, updateCollection } from '../rest/collections.ts';
import { startAhead } from '../selection.ts';

// `category` and `elementCategories` (and the payloads' `collectionCategories`) are added by
// collection-category.ts and element-category.ts, which import this file: nothing here imports them back.

/** What a form shows when the collection it acts on is gone (deleted meanwhile in another tab). */
export const noCollection = (slug: string): string => `Nie ma kolekcji ${slug}`;

/** The collection by slug, through the per-request loader (one REST call per slug). */
export async function collectionBySlug(context: GatewayContext, slug: string): Promise<Collection> {
  const detail = await context.loaders.collectionDetail.load(slug);
  if (!detail) throw new NotFoundFailure(noCollection(slug));
  return detail.collection;
}

/**
 * The collections a record names (a finish's or a family's assignments), from the list of every collection (one call
 * per request, read ahead in the round of the record): not one call per collection a round later. One created since
 * the list was read is read by its slug.
 */
export async function collectionsNamed(context: GatewayContext, named: readonly { slug: string }[]): Promise<Collection[]> {
  if (named.length === 0) return [];
  const listed = (await context.loaders.collectionList()).collections;
  return Promise.all(named.map((collection) => listed.find((summary) => summary.slug === collection.slug) ?? collectionBySlug(context, collection.slug)));
}

export async function detailOf(context: GatewayContext, collection: Collection): Promise<CollectionDetail> {
  const detail = await context.loaders.collectionDetail.load(collection.slug);
  if (!detail) throw new NotFoundFailure(noCollection(collection.slug));
  return detail;
}

/**
 * A collection's element and kit counts from the list every collection comes in (one call per request); a
 * collection created after that list was read (a race) is counted from its own detail instead.
 */
async function countsOf(context: GatewayContext, collection: Collection): Promise<{ elements: number; kits: number }> {
  const listed = (await context.loaders.collectionList()).collections.find((summary) => summary.slug === collection.slug);
  if (listed) return { elements: listed.elementCount, kits: listed.kitCount };
  const { elements, kits } = (await detailOf(context, collection)).deletionImpact;
  return { elements, kits };
}

const DeletionImpactRef = builder.objectRef<CollectionDeletionImpact>('CollectionDeletionImpact').implement({
  description: 'What deleting the collection takes with it, in one transaction (D8).',
  fields: (t) => ({
    elementCategories: t.exposeInt('elementCategories'),
    elements: t.exposeInt('elements'),
    kits: t.exposeInt('kits'),
    fabricAssignments: t.exposeInt('fabricAssignments', { description: 'Fabric families assigned to the collection: the assignments go, the families stay.' }),
    finishAssignments: t.exposeInt('finishAssignments', { description: 'Leg and element finishes assigned to the collection: the assignments go, the finishes stay.' }),
  }),
});

// The slug is the id: it is made from the name, which cannot change after creation (spec part 2 §5).
export const CollectionRef = builder.loadableNodeRef('Collection', {
  id: { resolve: (collection: Collection) => collection.slug },
  load: async (slugs: string[], context) =>
    (await context.loaders.collectionDetail.loadMany(slugs)).map((detail) =>
      detail instanceof Error ? detail : (detail?.collection ?? new NotFound()),
    ),
});

CollectionRef.implement({
  description: 'A collection of furniture: the root of the catalogue graph (spec part 2 §3).',
  authScopes: { admin: true },
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    discountPercent: t.int({
      description: 'Whole percent 0–99 (stored in tenths, D2).',
      resolve: (collection) => tenthsToPercent(collection.discount),
    }),
    thumbUrl: t.exposeString('thumbUrl', { description: 'Main photo: a collection picture file name, or empty.' }),
    isActive: t.exposeBoolean('isActive'),
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.' }),
    elementCount: t.int({
      description: 'How many elements the collection holds. Every collection of a query is counted by one REST call (GET /api/cms/collections).',
      resolve: async (collection, _args, context) => (await countsOf(context, collection)).elements,
    }),
    kitCount: t.int({
      description: 'How many kits the collection holds, hidden ones included; counted by the same one call as elementCount.',
      resolve: async (collection, _args, context) => (await countsOf(context, collection)).kits,
    }),
    deletionImpact: t.field({
      type: DeletionImpactRef,
      resolve: async (collection, _args, context) => (await detailOf(context, collection)).deletionImpact,
    }),
  }),
});

/**
 * What `collection(slug)` and `node(id)` start with the collection, so a collection page is one round: every load of
 * it depends only on the slug. Its fields live in files that import this one (elements, kits, category) and register
 * their loads there, never the other way round.
 */
export const collectionReadAheads = nodeReadAheads(CollectionRef.name);

collectionReadAheads.itself((context, slug) => startAhead(context.loaders.collectionDetail.load(slug)));
// The counts come with the list of every collection.
for (const field of ['elementCount', 'kitCount']) collectionReadAheads.on(field, (context) => startAhead(context.loaders.collectionList()));

builder.queryField('collection', (t) =>
  t.field({
    type: CollectionRef,
    nullable: true,
    // All loads start now, with the viewer's; none reaches the answer before the check passed (the resolvers that
    // read them run after it).
    authScopes: (_root, { slug }, context, info) => {
      collectionReadAheads.start(context, slug, info);
      return { admin: true };
    },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, context) => (await context.loaders.collectionDetail.load(slug))?.collection ?? null,
  }),
);

export const CollectionPayload = builder.objectRef<{ collection: Collection }>('CollectionPayload').implement({
  fields: (t) => ({
    collection: t.field({ type: CollectionRef, resolve: (p) => p.collection }),
  }),
});

// REST field names → input field names, so a message lands next to its field.
const FIELD_NAMES = { category_slug: 'categorySlug', discount: 'discountPercent' };

const CreateCollectionInput = builder.inputType('CreateCollectionInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Max 50; the slug is made from it (D5).' }),
    description: t.string({ required: true }),
    categorySlug: t.string({ required: true }),
    discountPercent: t.int({ required: true, description: 'Whole percent 0–99.' }),
    thumbUrl: t.string({ required: true }),
    isActive: t.boolean({ required: true }),
  }),
});

adminMutation('createCollection', {
  type: CollectionPayload,
  errors: [ValidationFailure],
  args: (arg) => ({ input: arg({ type: CreateCollectionInput, required: true }) }),
  input: { schema: createCollectionInputSchema, from: (args) => args.input },
  rest: { fieldNames: FIELD_NAMES },
  resolve: async ({ input, context }) => {
    const body = {
      name: input.name,
      description: input.description,
      category_slug: input.categorySlug,
      discount: percentToTenths(input.discountPercent),
      thumbUrl: input.thumbUrl,
      isActive: input.isActive,
    };
    return { collection: await createCollection(context.rest, body) };
  },
});

const UpdateCollectionInput = builder.inputType('UpdateCollectionInput', {
  description: 'Name and discount are read-only on the edit screen (spec part 2 §5).',
  fields: (t) => ({
    description: t.string({ required: true }),
    categorySlug: t.string({ required: true }),
    thumbUrl: t.string({ required: true }),
    isActive: t.boolean({ required: true }),
  }),
});

adminMutation('updateCollection', {
  type: CollectionPayload,
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [CollectionRef] }),
    input: arg({ type: UpdateCollectionInput, required: true }),
    version: arg.int({ description: 'The version of the collection the editor saw.' }),
  }),
  input: { schema: collectionUpdateFormSchema, from: (args) => args.input },
  rest: (args) => ({ fieldNames: FIELD_NAMES, notFound: noCollection(args.id.id) }),
  resolve: async ({ args, input, context }) => {
    const body = { description: input.description, category_slug: input.categorySlug, thumbUrl: input.thumbUrl, isActive: input.isActive };
    // The graph's id is the slug, which the write path takes as it is: no read first.
    return { collection: await updateCollection(context.rest, args.id.id, body, seenVersion(args.version)) };
  },
});

export const DeleteCollectionPayload = builder
  .objectRef<{ deletedId: string } & CollectionDeleted>('DeleteCollectionPayload')
  .implement({
    fields: (t) => ({
      deletedId: t.id({ description: 'Global id of the deleted collection (for @deleteRecord).', resolve: (p) => p.deletedId }),
      deletedElementCategories: t.int({ resolve: (p) => p.deleted.elementCategories }),
      deletedElements: t.int({ resolve: (p) => p.deleted.elements }),
      deletedKits: t.int({ resolve: (p) => p.deleted.kits }),
      deletedFabricAssignments: t.int({ resolve: (p) => p.deleted.fabricAssignments }),
      deletedFinishAssignments: t.int({ resolve: (p) => p.deleted.finishAssignments }),
    }),
  });

adminMutation('deleteCollection', {
  type: DeleteCollectionPayload,
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  description: 'Deletes the collection with its element categories, elements and kits in one transaction (D8).',
  args: (arg) => ({ id: arg.globalID({ required: true, for: [CollectionRef] }), version: arg.int({ description: 'The version of the collection the editor saw.' }) }),
  rest: (args) => ({ notFound: noCollection(args.id.id) }),
  resolve: async ({ args, context }) => ({ deletedId: encodeGlobalID('Collection', args.id.id), ...(await deleteCollection(context.rest, args.id.id, seenVersion(args.version))) }),
});
