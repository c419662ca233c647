import type { GraphQLResolveInfo } from 'graphql';
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
import { NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { fromRest, validInput } from '../mutations.ts';
import { createCollection, deleteCollection, updateCollection } from '../rest/collections.ts';
import { childSelections, readAheadOnNode, startAhead, type ChildSelection } from '../selection.ts';

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
  fields: (t) => ({ elementCategories: t.exposeInt('elementCategories'), elements: t.exposeInt('elements'), kits: t.exposeInt('kits') }),
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
    viewerCanDelete: t.boolean({
      description: 'Computed by the rule the API enforces: administrators delete collections (D14).',
      resolve: async (_collection, _args, context) => (await context.viewer())?.isAdmin === true,
    }),
  }),
});

/** Starts what a field of Collection, selected as `child`, will load for the collection `slug`. */
type CollectionReadAhead = (context: GatewayContext, slug: string, child: ChildSelection) => void;
const readAheads = new Map<string, CollectionReadAhead>();

/**
 * Registers what a Collection field loads, so `collection(slug)` starts it in the same round as the collection
 * itself: the fields live in files that import this one (elements, kits, category), never the other way round.
 */
export function readAheadOnCollection(field: string, readAhead: CollectionReadAhead): void {
  readAheads.set(field, readAhead);
}

/**
 * Starts the collection and what the fields selected below the field being resolved (which returns this
 * collection) will load: every load of a collection page depends only on the slug.
 */
function startCollectionLoads(context: GatewayContext, slug: string, info: GraphQLResolveInfo): void {
  startAhead(context.loaders.collectionDetail.load(slug));
  for (const [field, children] of childSelections(info, 'Collection')) {
    const readAhead = readAheads.get(field);
    if (readAhead) for (const child of children) readAhead(context, slug, child);
  }
}

// The counts come with the list of every collection.
for (const field of ['elementCount', 'kitCount']) readAheadOnCollection(field, (context) => startAhead(context.loaders.collectionList()));

// The node's id is the slug.
readAheadOnNode('Collection', startCollectionLoads);

builder.queryField('collection', (t) =>
  t.field({
    type: CollectionRef,
    nullable: true,
    // All loads start now, with the viewer's; none reaches the answer before the check passed (the resolvers that
    // read them run after it).
    authScopes: (_root, { slug }, context, info) => {
      startCollectionLoads(context, slug, info);
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

builder.mutationField('createCollection', (t) =>
  t.field({
    type: CollectionPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationFailure] },
    args: { input: t.arg({ type: CreateCollectionInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const fields = validInput(createCollectionInputSchema, input);
      const body = {
        name: fields.name,
        description: fields.description,
        category_slug: fields.categorySlug,
        discount: percentToTenths(fields.discountPercent),
        thumbUrl: fields.thumbUrl,
        isActive: fields.isActive,
      };
      const collection = await fromRest(createCollection(context.rest, body), { fieldNames: FIELD_NAMES });
      context.loaders.clear();
      return { collection };
    },
  }),
);

const UpdateCollectionInput = builder.inputType('UpdateCollectionInput', {
  description: 'Name and discount are read-only on the edit screen (spec part 2 §5).',
  fields: (t) => ({
    description: t.string({ required: true }),
    categorySlug: t.string({ required: true }),
    thumbUrl: t.string({ required: true }),
    isActive: t.boolean({ required: true }),
  }),
});

builder.mutationField('updateCollection', (t) =>
  t.field({
    type: CollectionPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: {
      id: t.arg.globalID({ required: true, for: [CollectionRef] }),
      input: t.arg({ type: UpdateCollectionInput, required: true }),
    },
    resolve: async (_root, { id, input }, context) => {
      const fields = validInput(collectionUpdateFormSchema, input);
      const body = { description: fields.description, category_slug: fields.categorySlug, thumbUrl: fields.thumbUrl, isActive: fields.isActive };
      // The graph's id is the slug, which the write path takes as it is: no read first.
      const collection = await fromRest(updateCollection(context.rest, id.id, body), { fieldNames: FIELD_NAMES, notFound: noCollection(id.id) });
      context.loaders.clear();
      return { collection };
    },
  }),
);

export const DeleteCollectionPayload = builder
  .objectRef<{ deletedId: string } & CollectionDeleted>('DeleteCollectionPayload')
  .implement({
    fields: (t) => ({
      deletedId: t.id({ description: 'Global id of the deleted collection (for @deleteRecord).', resolve: (p) => p.deletedId }),
      deletedElementCategories: t.int({ resolve: (p) => p.deleted.elementCategories }),
      deletedElements: t.int({ resolve: (p) => p.deleted.elements }),
      deletedKits: t.int({ resolve: (p) => p.deleted.kits }),
    }),
  });

builder.mutationField('deleteCollection', (t) =>
  t.field({
    type: DeleteCollectionPayload,
    authScopes: { admin: true },
    errors: { types: [NotFoundFailure] },
    description: 'Deletes the collection with its element categories, elements and kits in one transaction (D8).',
    args: { id: t.arg.globalID({ required: true, for: [CollectionRef] }) },
    resolve: async (_root, { id }, context) => {
      const answer = await fromRest(deleteCollection(context.rest, id.id), { notFound: noCollection(id.id) });
      context.loaders.clear();
      return { deletedId: encodeGlobalID('Collection', id.id), ...answer };
    },
  }),
);
