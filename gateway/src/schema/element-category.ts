import { encodeGlobalID } from '@pothos/plugin-relay';
import { elementCategoryInputSchema, type ElementCategory } from '@meble/domain/element-category';
import { builder } from '../builder.ts';
import { NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { fromRest, validInput } from '../mutations.ts';
import { createElementCategory, deleteElementCategory, getElementCategory, updateElementCategory } from '../rest/element-categories.ts';
import { CollectionRef, collectionBySlug, detailOf } from './collection.ts';

export const ElementCategoryRef = builder.loadableNodeRef('ElementCategory', {
  id: { resolve: (category: ElementCategory) => category._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const found = await nullOn404(getElementCategory(context.rest, id));
        return found ?? new NotFound();
      }),
    ),
});

ElementCategoryRef.implement({
  description: 'A category of elements within one collection (spec part 2 §3).',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    nameEn: t.exposeString('name_en'),
    displayOrd: t.exposeInt('displayOrd'),
    available: t.exposeBoolean('available'),
    collection: t.field({
      type: CollectionRef,
      resolve: async (category, _args, context) => collectionBySlug(context, category.collectionSlug),
    }),
    viewerCanDelete: t.boolean({
      description: 'Administrators may delete a category; one that elements use is refused by the API with their count.',
      resolve: async (_category, _args, context) => (await context.viewer())?.isAdmin === true,
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

builder.mutationField('createElementCategory', (t) =>
  t.field({
    type: ElementCategoryPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: {
      collectionId: t.arg.globalID({ required: true, for: [CollectionRef] }),
      input: t.arg({ type: ElementCategoryFields, required: true }),
    },
    resolve: async (_root, { collectionId, input }, context) => {
      const fields = validInput(elementCategoryInputSchema, input);
      const body = { collectionSlug: collectionId.id, name: fields.name, name_en: fields.nameEn, displayOrd: fields.displayOrd, available: fields.available };
      const created = await fromRest(createElementCategory(context.rest, body), { fieldNames: FIELD_NAMES });
      context.loaders.clear();
      return { elementCategory: created, collectionSlug: created.collectionSlug };
    },
  }),
);

builder.mutationField('updateElementCategory', (t) =>
  t.field({
    type: ElementCategoryPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: {
      id: t.arg.globalID({ required: true, for: [ElementCategoryRef] }),
      input: t.arg({ type: ElementCategoryFields, required: true }),
    },
    resolve: async (_root, { id, input }, context) => {
      const fields = validInput(elementCategoryInputSchema, input);
      const body = { name: fields.name, name_en: fields.nameEn, displayOrd: fields.displayOrd, available: fields.available };
      const updated = await fromRest(updateElementCategory(context.rest, id.id, body), { fieldNames: FIELD_NAMES });
      context.loaders.clear();
      return { elementCategory: updated, collectionSlug: updated.collectionSlug };
    },
  }),
);

const DeleteElementCategoryPayload = builder
  .objectRef<{ deletedId: string; collectionSlug: string }>('DeleteElementCategoryPayload')
  .implement({
    fields: (t) => ({
      deletedId: t.id({ description: 'Global id of the deleted category (for @deleteRecord).', resolve: (p) => p.deletedId }),
      collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.collectionSlug) }),
    }),
  });

builder.mutationField('deleteElementCategory', (t) =>
  t.field({
    type: DeleteElementCategoryPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { id: t.arg.globalID({ required: true, for: [ElementCategoryRef] }) },
    resolve: async (_root, { id }, context) => {
      // The answer names the category's collection: no read before the write.
      const { category } = await fromRest(deleteElementCategory(context.rest, id.id));
      context.loaders.clear();
      return { deletedId: encodeGlobalID('ElementCategory', id.id), collectionSlug: category.collectionSlug };
    },
  }),
);
