import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Collection } from '@meble/domain/collection';
import { elementCategoryDeleteBlocker } from '@meble/domain/delete-rules';
import { elementCategoryInputSchema, type ElementCategory } from '@meble/domain/element-category';
import { builder } from '../builder.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { adminMutation, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { createElementCategory, deleteElementCategory, getElementCategory, updateElementCategory } from '../rest/element-categories.ts';
import { CollectionRef, collectionBySlug, detailOf } from './collection.ts';

/** A category as the graph resolves it: read by its id, the answer carries its collection too (one call for both). */
type ElementCategoryNode = ElementCategory & { readonly collection?: Collection | undefined };

export const ElementCategoryRef = builder.loadableNodeRef('ElementCategory', {
  id: { resolve: (category: ElementCategoryNode) => category._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const found = await nullOn404(getElementCategory(context.rest, id));
        return found ?? new NotFound();
      }),
    ),
});

/** What `node(id)` starts with a category: the files that add its fields register their loads. */
export const elementCategoryReadAheads = nodeReadAheads(ElementCategoryRef.name);

/** The delete rule on what the category's answer says of it; an older API that counts nothing leaves the refusal to the delete. */
const deleteBlockerOf = (category: ElementCategory): string | null => elementCategoryDeleteBlocker({ elementCount: category.elementCount ?? 0 });

ElementCategoryRef.implement({
  description: 'A category of elements within one collection (spec part 2 §3).',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    nameEn: t.exposeString('name_en'),
    displayOrd: t.exposeInt('displayOrd'),
    available: t.exposeBoolean('available'),
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.' }),
    collection: t.field({
      type: CollectionRef,
      resolve: async (category, _args, context) => category.collection ?? collectionBySlug(context, category.collectionSlug),
    }),
    viewerCanDelete: t.boolean({
      description: 'Whether the viewer may delete the category now: by the rule the API enforces, an administrator, while no element uses it (D8).',
      resolve: async (category, _args, context) => (await context.viewer())?.isAdmin === true && deleteBlockerOf(category) === null,
    }),
    viewerCannotDeleteReason: t.string({
      nullable: true,
      description: 'Why the category cannot be deleted now, in Polish, as the API would refuse it (how many elements use it); null when it can.',
      resolve: (category) => deleteBlockerOf(category),
    }),
  }),
});

builder.objectField(CollectionRef, 'elementCategories', (t) =>
  t.field({
    type: [ElementCategoryRef],
    description: 'In displayOrd order.',
    resolve: async (collection, _args, context) => (await detailOf(context, collection)).elementCategories,
  }),
);

// REST field names → input field names, so a message lands next to its field.
const FIELD_NAMES = { name_en: 'nameEn', collectionSlug: 'collectionId' };

const ElementCategoryPayload = builder
  .objectRef<{ elementCategory: ElementCategory; collectionSlug: string }>('ElementCategoryPayload')
  .implement({
    fields: (t) => ({
      elementCategory: t.field({ type: ElementCategoryRef, resolve: (p) => p.elementCategory }),
      collection: t.field({
        type: CollectionRef,
        description: 'The collection with its categories re-read, so a list on screen is current.',
        resolve: (p, _args, context) => collectionBySlug(context, p.collectionSlug),
      }),
    }),
  });

const ElementCategoryFields = builder.inputType('ElementCategoryFields', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameEn: t.string({ required: true }),
    displayOrd: t.int({ required: true, description: 'Not 0.' }),
    available: t.boolean({ required: true }),
  }),
});

adminMutation('createElementCategory', {
  type: ElementCategoryPayload,
  errors: [ValidationFailure, NotFoundFailure],
  args: (arg) => ({
    collectionId: arg.globalID({ required: true, for: [CollectionRef] }),
    input: arg({ type: ElementCategoryFields, required: true }),
  }),
  input: { schema: elementCategoryInputSchema, from: (args) => args.input },
  rest: { fieldNames: FIELD_NAMES },
  resolve: async ({ args, input, context }) => {
    const body = { collectionSlug: args.collectionId.id, name: input.name, name_en: input.nameEn, displayOrd: input.displayOrd, available: input.available };
    const created = await createElementCategory(context.rest, body);
    return { elementCategory: created, collectionSlug: created.collectionSlug };
  },
});

adminMutation('updateElementCategory', {
  type: ElementCategoryPayload,
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [ElementCategoryRef] }),
    input: arg({ type: ElementCategoryFields, required: true }),
    version: arg.int({ description: 'The version of the category the editor saw.' }),
  }),
  input: { schema: elementCategoryInputSchema, from: (args) => args.input },
  rest: { fieldNames: FIELD_NAMES },
  resolve: async ({ args, input, context }) => {
    const body = { name: input.name, name_en: input.nameEn, displayOrd: input.displayOrd, available: input.available };
    const updated = await updateElementCategory(context.rest, args.id.id, body, seenVersion(args.version));
    return { elementCategory: updated, collectionSlug: updated.collectionSlug };
  },
});

const DeleteElementCategoryPayload = builder
  .objectRef<{ deletedId: string; collectionSlug: string }>('DeleteElementCategoryPayload')
  .implement({
    fields: (t) => ({
      deletedId: t.id({ description: 'Global id of the deleted category (for @deleteRecord).', resolve: (p) => p.deletedId }),
      collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.collectionSlug) }),
    }),
  });

adminMutation('deleteElementCategory', {
  type: DeleteElementCategoryPayload,
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({ id: arg.globalID({ required: true, for: [ElementCategoryRef] }), version: arg.int({ description: 'The version of the category the editor saw.' }) }),
  resolve: async ({ args, context }) => {
    // The answer names the category's collection: no read before the write.
    const { category } = await deleteElementCategory(context.rest, args.id.id, seenVersion(args.version));
    return { deletedId: encodeGlobalID('ElementCategory', args.id.id), collectionSlug: category.collectionSlug };
  },
});
