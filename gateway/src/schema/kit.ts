import { encodeGlobalID } from '@pothos/plugin-relay';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import type { Element } from '@meble/domain/element';
import {
  KIT_MAX_ELEMENTS,
  KIT_MIN_ELEMENTS,
  KIT_NAME_MAX,
  KIT_ORD_MAX_DIGITS,
  KIT_DEFAULT_ORD,
  KIT_THUMB_URL_MAX,
  KIT_TINYDESC_MAX,
  kitFormSchema,
  kitTotalPrices,
  type Kit,
  type KitDetail,
} from '@meble/domain/kit';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { fromRest, validInput } from '../mutations.ts';
import * as kits from '../rest/kits.ts';
import { startAhead } from '../selection.ts';
import { CollectionRef, collectionBySlug, readAheadOnCollection } from './collection.ts';
import { ElementRef } from './element.ts';
import { PriceRef } from './price.ts';

/** A kit with its elements resolved, in the kit's order (an element used twice appears twice). */
interface KitNode extends Kit {
  members: Element[];
}

function withMembers(kit: Kit, elements: readonly Element[]): KitNode {
  const byId = new Map(elements.map((element) => [element._id, element]));
  return { ...kit, members: kit.elements.flatMap((id) => byId.get(id) ?? []) };
}

const KitRef = builder.loadableNodeRef('Kit', {
  id: { resolve: (kit: KitNode) => kit._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const detail = await nullOn404(kits.getKit(context.rest, id));
        return detail ? withMembers(detail.kit, detail.elements) : new NotFound();
      }),
    ),
});

KitRef.implement({
  description: 'A kit (set) of elements of one collection (spec part 2 §3); hidden kits are labelled UKRYTY.',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    tinydesc: t.exposeString('tinydesc'),
    ord: t.exposeInt('ord', { description: `Order in the list (default ${KIT_DEFAULT_ORD}).` }),
    thumbUrl: t.exposeString('thumbUrl'),
    isActive: t.exposeBoolean('isActive', { description: 'False: hidden (UKRYTY).' }),
    collection: t.field({ type: CollectionRef, resolve: (kit, _args, context) => collectionBySlug(context, kit.cSlug) }),
    elements: t.field({
      type: [ElementRef],
      description: "In the kit's order; an element used twice appears twice.",
      resolve: (kit) => kit.members,
    }),
    totalPrices: t.field({
      type: [PriceRef],
      description:
        "The kit's price at each group A–I: the sum of its elements' prices after each element's discount and then the collection's, rounded to the grosz per element; null at a group where an element has no price.",
      resolve: async (kit, _args, context) => {
        const collection = await collectionBySlug(context, kit.cSlug);
        const totals = kitTotalPrices(kit.members, collection.discount);
        return PRICE_GROUPS.map((group) => ({ group, grosze: totals[group] }));
      },
    }),
    viewerCanDelete: t.boolean({ resolve: async (_kit, _args, context) => (await context.viewer())?.isAdmin === true }),
  }),
});

readAheadOnCollection('kits', (context, slug, child) => {
  startAhead(context.loaders.collectionKits.load(slug));
  // The kits' elements carry equipment ids; the names come with the dictionaries.
  if (child.selects('equipment')) startAhead(context.loaders.dictionaries());
});

builder.objectField(CollectionRef, 'kits', (t) =>
  t.field({
    type: [KitRef],
    description: 'By ord, then name; hidden kits included (isActive false).',
    resolve: async (collection, _args, context) => {
      const answer = await context.loaders.collectionKits.load(collection.slug);
      return answer ? answer.kits.map((kit) => withMembers(kit, answer.elements)) : [];
    },
  }),
);

const KitInput = builder.inputType('KitInput', {
  description: 'The kit form as typed (spec part 2 §5): name and at least 2 elements, else "Wypełnij wymagane pola".',
  fields: (t) => ({
    name: t.string({ required: true, description: `Max ${KIT_NAME_MAX}.` }),
    tinydesc: t.string({ required: true, description: `Max ${KIT_TINYDESC_MAX}.` }),
    ord: t.string({ required: true, description: `Whole number, at most ${KIT_ORD_MAX_DIGITS} digits; empty means ${KIT_DEFAULT_ORD}.` }),
    thumbUrl: t.string({ required: true, description: `Max ${KIT_THUMB_URL_MAX}.` }),
    isActive: t.boolean({ required: true }),
    elements: t.globalIDList({
      required: true,
      for: [ElementRef],
      description: `Element ids in order, ${KIT_MIN_ELEMENTS} to ${KIT_MAX_ELEMENTS}; one may repeat.`,
    }),
  }),
});

const KitPayload = builder.objectRef<{ kit: KitNode }>('KitPayload').implement({
  fields: (t) => ({
    kit: t.field({ type: KitRef, resolve: (p) => p.kit }),
    collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.kit.cSlug) }),
  }),
});

/** Every kit write answers the kit with its elements: nothing to read back. */
function changed(context: GatewayContext, detail: KitDetail): { kit: KitNode } {
  context.loaders.clear();
  return { kit: withMembers(detail.kit, detail.elements) };
}

builder.mutationField('createKit', (t) =>
  t.field({
    type: KitPayload,
    authScopes: { admin: true },
    description: 'Spec part 2 §7 createKit.',
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { collectionId: t.arg.globalID({ required: true, for: [CollectionRef] }), input: t.arg({ type: KitInput, required: true }) },
    resolve: async (_root, { collectionId, input }, context) => {
      const fields = validInput(kitFormSchema, { ...input, elements: input.elements.map((id) => id.id) });
      const body = { ...fields, cSlug: collectionId.id };
      return changed(context, await fromRest(kits.createKit(context.rest, body), { fieldNames: { cSlug: 'collectionId' } }));
    },
  }),
);


builder.mutationField('addKitElement', (t) =>
  t.field({
    type: KitPayload,
    authScopes: { admin: true },
    description: 'Appends an element of the same collection (spec part 2 §7 addCollectionKitElement).',
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { kitId: t.arg.globalID({ required: true, for: [KitRef] }), elementId: t.arg.globalID({ required: true, for: [ElementRef] }) },
    resolve: async (_root, { kitId, elementId }, context) => {
      return changed(context, await fromRest(kits.addKitElement(context.rest, kitId.id, elementId.id)));
    },
  }),
);

builder.mutationField('removeKitElement', (t) =>
  t.field({
    type: KitPayload,
    authScopes: { admin: true },
    description: 'Removes one occurrence (the last) of the element; a kit keeps at least 2 (spec part 2 §7 deleteCollectionKitElement).',
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { kitId: t.arg.globalID({ required: true, for: [KitRef] }), elementId: t.arg.globalID({ required: true, for: [ElementRef] }) },
    resolve: async (_root, { kitId, elementId }, context) => {
      return changed(context, await fromRest(kits.removeKitElement(context.rest, kitId.id, elementId.id)));
    },
  }),
);

builder.mutationField('setKitVisibility', (t) =>
  t.field({
    type: KitPayload,
    authScopes: { admin: true },
    description: 'Shows (isActive true) or hides the kit (UKRYTY).',
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { kitId: t.arg.globalID({ required: true, for: [KitRef] }), isActive: t.arg.boolean({ required: true }) },
    resolve: async (_root, { kitId, isActive }, context) => {
      return changed(context, await fromRest(kits.setKitVisibility(context.rest, kitId.id, isActive)));
    },
  }),
);

const DeleteKitPayload = builder.objectRef<{ deletedId: string; collectionSlug: string }>('DeleteKitPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted kit (for @deleteRecord).', resolve: (p) => p.deletedId }),
    collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.collectionSlug) }),
  }),
});

builder.mutationField('deleteKit', (t) =>
  t.field({
    type: DeleteKitPayload,
    authScopes: { admin: true },
    description: 'Deletes the kit (its elements stay), in one transaction (spec part 2 §7 deleteCollectionKit).',
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { id: t.arg.globalID({ required: true, for: [KitRef] }) },
    resolve: async (_root, { id }, context) => {
      const { cSlug } = await fromRest(kits.deleteKit(context.rest, id.id));
      context.loaders.clear();
      return { deletedId: encodeGlobalID('Kit', id.id), collectionSlug: cSlug };
    },
  }),
);
