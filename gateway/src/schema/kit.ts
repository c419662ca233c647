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
  kitEditFormSchema,
  kitFormSchema,
  kitTotalPrices,
  type Kit,
  type KitDetail,
} from '@meble/domain/kit';
import { builder, type GatewayTypes } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { adminMutation, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import * as kits from '../rest/kits.ts';
import { startAhead } from '../selection.ts';
import { CollectionRef, collectionBySlug, collectionReadAheads } from './collection.ts';
import { ElementRef } from './element.ts';
import { PriceRef } from './price.ts';

/**
 * A kit with its elements resolved, in the kit's order (an element used twice appears twice); a kit from a conflict's
 * record comes without them, and its elements are read when asked for.
 */
interface KitNode extends Kit {
  members?: Element[];
}

function withMembers(kit: Kit, elements: readonly Element[]): KitNode {
  const byId = new Map(elements.map((element) => [element._id, element]));
  return { ...kit, members: kit.elements.flatMap((id) => byId.get(id) ?? []) };
}

export const KitRef = builder.loadableNodeRef('Kit', {
  id: { resolve: (kit: KitNode) => kit._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const detail = await nullOn404(kits.getKit(context.rest, id));
        return detail ? withMembers(detail.kit, detail.elements) : new NotFound();
      }),
    ),
});

/** What `node(id)` starts with a kit: the files that add its fields register their loads. */
export const kitReadAheads = nodeReadAheads(KitRef.name);

/** The kit's elements: those its answer carried, else its own answer's. */
async function membersOf(kit: KitNode, context: GatewayContext): Promise<Element[]> {
  if (kit.members) return kit.members;
  const detail = await nullOn404(kits.getKit(context.rest, kit._id));
  return detail ? (withMembers(detail.kit, detail.elements).members ?? []) : [];
}

KitRef.implement({
  description: 'A kit (set) of elements of one collection (spec part 2 §3); hidden kits are labelled UKRYTY.',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    tinydesc: t.exposeString('tinydesc'),
    ord: t.exposeInt('ord', { description: `Order in the list (default ${KIT_DEFAULT_ORD}).` }),
    thumbUrl: t.exposeString('thumbUrl'),
    isActive: t.exposeBoolean('isActive', { description: 'False: hidden (UKRYTY).' }),
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.' }),
    collection: t.field({ type: CollectionRef, resolve: (kit, _args, context) => collectionBySlug(context, kit.cSlug) }),
    elements: t.field({
      type: [ElementRef],
      description: "In the kit's order; an element used twice appears twice.",
      resolve: (kit, _args, context) => membersOf(kit, context),
    }),
    totalPrices: t.field({
      type: [PriceRef],
      description:
        "The kit's price at each group A–I: the sum of its elements' prices after each element's discount and then the collection's, rounded to the grosz per element; null at a group where an element has no price.",
      resolve: async (kit, _args, context) => {
        const [collection, members] = await Promise.all([collectionBySlug(context, kit.cSlug), membersOf(kit, context)]);
        const totals = kitTotalPrices(members, collection.discount);
        return PRICE_GROUPS.map((group) => ({ group, grosze: totals[group] }));
      },
    }),
  }),
});

collectionReadAheads.on('kits', (context, slug, child) => {
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

/** A kit's own fields as typed, the same on create and on its edit screen. */
const kitOwnFields = (t: PothosSchemaTypes.InputFieldBuilder<GatewayTypes, 'InputObject'>) => ({
  name: t.string({ required: true, description: `Max ${KIT_NAME_MAX}.` }),
  tinydesc: t.string({ required: true, description: `Max ${KIT_TINYDESC_MAX}.` }),
  ord: t.string({ required: true, description: `Whole number, at most ${KIT_ORD_MAX_DIGITS} digits; empty means ${KIT_DEFAULT_ORD}.` }),
  thumbUrl: t.string({ required: true, description: `Max ${KIT_THUMB_URL_MAX}.` }),
  isActive: t.boolean({ required: true }),
});

const KitInput = builder.inputType('KitInput', {
  description: 'The kit form as typed (spec part 2 §5): name and at least 2 elements, else "Wypełnij wymagane pola".',
  fields: (t) => ({
    ...kitOwnFields(t),
    elements: t.globalIDList({
      required: true,
      for: [ElementRef],
      description: `Element ids in order, ${KIT_MIN_ELEMENTS} to ${KIT_MAX_ELEMENTS}; one may repeat.`,
    }),
  }),
});

const KitFields = builder.inputType('KitFields', {
  description: "A kit's own fields on its edit screen (D28), by the create form's rules; its elements change on the kit screen.",
  fields: (t) => kitOwnFields(t),
});

const KitPayload = builder.objectRef<{ kit: KitNode }>('KitPayload').implement({
  fields: (t) => ({
    kit: t.field({ type: KitRef, resolve: (p) => p.kit }),
    collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.kit.cSlug) }),
  }),
});

/** Every kit write answers the kit with its elements: nothing to read back. */
const changed = (detail: KitDetail): { kit: KitNode } => ({ kit: withMembers(detail.kit, detail.elements) });

adminMutation('createKit', {
  type: KitPayload,
  description: 'Spec part 2 §7 createKit.',
  errors: [ValidationFailure, NotFoundFailure],
  args: (arg) => ({ collectionId: arg.globalID({ required: true, for: [CollectionRef] }), input: arg({ type: KitInput, required: true }) }),
  input: { schema: kitFormSchema, from: (args) => ({ ...args.input, elements: args.input.elements.map((id) => id.id) }) },
  rest: { fieldNames: { cSlug: 'collectionId' } },
  resolve: async ({ args, input, context }) => changed(await kits.createKit(context.rest, { ...input, cSlug: args.collectionId.id })),
});

adminMutation('updateKit', {
  type: KitPayload,
  description: "Edits the kit's name, tinydesc, ord, thumbUrl and isActive (D28); its elements stay.",
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({ id: arg.globalID({ required: true, for: [KitRef] }), input: arg({ type: KitFields, required: true }), version: arg.int({ description: 'The version of the kit the editor saw.' }) }),
  input: { schema: kitEditFormSchema, from: (args) => args.input },
  resolve: async ({ args, input, context }) => changed(await kits.updateKit(context.rest, args.id.id, input, seenVersion(args.version))),
});

const positionArg = (description: string) => ({ required: false, description: `1-based place in the kit's order: ${description}` }) as const;

adminMutation('addKitElement', {
  type: KitPayload,
  description: 'Appends an element of the same collection, or puts it at `position` (spec part 2 §7 addCollectionKitElement).',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    kitId: arg.globalID({ required: true, for: [KitRef] }),
    elementId: arg.globalID({ required: true, for: [ElementRef] }),
    version: arg.int({ description: 'The version of the kit the editor saw.' }),
    position: arg.int(positionArg('where the element goes (an undone removal puts it back); the end when absent or beyond it.')),
  }),
  resolve: async ({ args, context }) => changed(await kits.addKitElement(context.rest, args.kitId.id, args.elementId.id, args.position ?? undefined, seenVersion(args.version))),
});

adminMutation('removeKitElement', {
  type: KitPayload,
  description: 'Removes one occurrence of the element, the last or the one at `position`; a kit keeps at least 2 (spec part 2 §7 deleteCollectionKitElement).',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    kitId: arg.globalID({ required: true, for: [KitRef] }),
    elementId: arg.globalID({ required: true, for: [ElementRef] }),
    version: arg.int({ description: 'The version of the kit the editor saw.' }),
    position: arg.int(positionArg('the occurrence to remove (the row chosen); the last one when absent.')),
  }),
  resolve: async ({ args, context }) => changed(await kits.removeKitElement(context.rest, args.kitId.id, args.elementId.id, args.position ?? undefined, seenVersion(args.version))),
});

adminMutation('setKitVisibility', {
  type: KitPayload,
  description: 'Shows (isActive true) or hides the kit (UKRYTY).',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({ kitId: arg.globalID({ required: true, for: [KitRef] }), isActive: arg.boolean({ required: true }), version: arg.int({ description: 'The version of the kit the editor saw.' }) }),
  resolve: async ({ args, context }) => changed(await kits.setKitVisibility(context.rest, args.kitId.id, args.isActive, seenVersion(args.version))),
});

const DeleteKitPayload = builder.objectRef<{ deletedId: string; collectionSlug: string }>('DeleteKitPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted kit (for @deleteRecord).', resolve: (p) => p.deletedId }),
    collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.collectionSlug) }),
  }),
});

adminMutation('deleteKit', {
  type: DeleteKitPayload,
  description: 'Deletes the kit (its elements stay), in one transaction (spec part 2 §7 deleteCollectionKit).',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({ id: arg.globalID({ required: true, for: [KitRef] }), version: arg.int({ description: 'The version of the kit the editor saw.' }) }),
  resolve: async ({ args, context }) => {
    const { cSlug } = await kits.deleteKit(context.rest, args.id.id, seenVersion(args.version));
    return { deletedId: encodeGlobalID('Kit', args.id.id), collectionSlug: cSlug };
  },
});
