import type { CollectionCategory } from '@meble/domain/collection';
import { builder } from '../builder.ts';
import { NotFound } from '../errors.ts';
import { CollectionPayload, CollectionRef, collectionReadAheads, DeleteCollectionPayload } from './collection.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { selectsField, startAhead } from '../selection.ts';

const CollectionCategoryRef = builder.loadableNodeRef('CollectionCategory', {
  id: { resolve: (category: CollectionCategory) => category.slug },
  // Categories come with the dictionaries: one REST call, whatever the number of categories asked for.
  load: async (slugs: string[], context) => {
    const collectionCategories = (await context.loaders.dictionaries()).collectionCategories ?? [];
    // A copy: the gateway's dictionaries are frozen, shared by every request, and node(id) brands what it answers.
    return slugs.map((slug) => {
      const category = collectionCategories.find((c) => c.slug === slug);
      return category ? { ...category } : new NotFound();
    });
  },
});

CollectionCategoryRef.implement({
  description: 'A group of collections on the collections screen (spec part 2 §3).',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    collections: t.field({
      type: [CollectionRef],
      description: 'Ordered by name; inactive collections included (marked by isActive).',
      resolve: (category) => category.collections,
    }),
  }),
});

// `node(id)` of a category starts its dictionaries and, when its collections are counted, the list that counts them.
const collectionCategoryReadAheads = nodeReadAheads(CollectionCategoryRef.name);
collectionCategoryReadAheads.itself((context) => startAhead(context.loaders.dictionaries()));
collectionCategoryReadAheads.on('collections', (context, _slug, child) => {
  if (child.selects('elementCount') || child.selects('kitCount')) startAhead(context.loaders.collectionList());
});

builder.queryField('collectionCategories', (t) =>
  t.field({
    type: [CollectionCategoryRef],
    // Started with the viewer; read by the resolver only after the check.
    authScopes: (_root, _args, context, info) => {
      startAhead(context.loaders.dictionaries());
      if (selectsField(info, 'elementCount') || selectsField(info, 'kitCount')) startAhead(context.loaders.collectionList());
      return { admin: true };
    },
    description: 'Collections grouped by category: the post-login landing screen.',
    resolve: async (_root, _args, context) => (await context.loaders.dictionaries()).collectionCategories ?? [],
  }),
);

// The categories come with the dictionaries.
collectionReadAheads.on('category', (context) => startAhead(context.loaders.dictionaries()));

builder.objectField(CollectionRef, 'category', (t) =>
  t.field({
    type: CollectionCategoryRef,
    resolve: async (collection, _args, context) => {
      const collectionCategories = (await context.loaders.dictionaries()).collectionCategories ?? [];
      const category = collectionCategories.find((c) => c.slug === collection.category_slug);
      if (!category) throw new Error(`collection ${collection.slug} has an unknown category ${collection.category_slug}`);
      return category;
    },
  }),
);

builder.objectField(CollectionPayload, 'collectionCategories', (t) =>
  t.field({
    type: [CollectionCategoryRef],
    description: 'All categories re-read (spec part 2 §4: dictionaries are reloaded after a change).',
    resolve: async (_p, _args, context) => (await context.loaders.dictionaries()).collectionCategories ?? [],
  }),
);

builder.objectField(DeleteCollectionPayload, 'collectionCategories', (t) =>
  t.field({
    type: [CollectionCategoryRef],
    resolve: async (_p, _args, context) => (await context.loaders.dictionaries()).collectionCategories ?? [],
  }),
);
