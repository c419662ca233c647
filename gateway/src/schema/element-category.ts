import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { elementCategoryInputSchema, elementCategorySchema, type ElementCategory } from '@meble/domain/element-category';
import { builder } from '../builder.ts';
import { NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { fromRest, validInput } from '../mutations.ts';
import { CollectionRef, collectionBySlug } from './collection.ts';

export const ElementCategoryRef = builder.loadableNodeRef('ElementCategory', {
  id: { resolve: (category: ElementCategory) => category._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const found = await nullOn404(context.rest.get(`/api/cms/element-category/${encodeURIComponent(id)}`, elementCategorySchema));
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
      const created = await fromRest(context.rest.send('POST', '/api/cms/element-category/create', body, elementCategorySchema), FIELD_NAMES);
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
      const path = `/api/cms/element-category/update/${encodeURIComponent(id.id)}`;
      const updated = await fromRest(context.rest.send('PATCH', path, body, elementCategorySchema), FIELD_NAMES);
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
      const category = await fromRest(context.rest.get(`/api/cms/element-category/${encodeURIComponent(id.id)}`, elementCategorySchema));
      await fromRest(context.rest.send('POST', `/api/cms/element-category/delete/${encodeURIComponent(id.id)}`, undefined, z.unknown()));
      context.loaders.clear();
      return { deletedId: encodeGlobalID('ElementCategory', id.id), collectionSlug: category.collectionSlug };
    },
  }),
);
