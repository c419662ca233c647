import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  FABRIC_COLOR_NAME_MAX,
  FABRIC_FAMILY_CREATE_DESCRIPTION_MAX,
  FABRIC_FAMILY_EDIT_DESCRIPTION_MAX,
  FABRIC_FAMILY_NAME_MAX,
  FABRIC_FILE_MAX,
  FABRIC_FILTER_MIN_CHARS,
  FABRIC_NAME_MAX,
  FABRIC_PARAMETER_FIELD,
  FABRIC_PARAMETER_KINDS,
  FABRIC_PARAMETER_LIST_KEY,
  FABRIC_PARAMETER_NAME_MAX,
  FABRIC_RGB_LENGTH,
  fabricColorFormSchema,
  fabricFamilyCreateFormSchema,
  fabricFamilyEditFormSchema,
  fabricFilterMatches,
  fabricFormSchema,
  fabricParameterFormSchema,
  priceInFamily,
  type CollectionTextures,
  type Fabric,
  type FabricFamily,
  type FabricParameter,
  type FabricParameterKind,
  type FabricParameters,
} from '@meble/domain/fabric';
import type { HistoryChange } from '@meble/domain/history';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import type { Element } from '@meble/domain/element';
import { kitTotalPrices, type Kit } from '@meble/domain/kit';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { adminMutation, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import * as fabrics from '../rest/fabrics.ts';
import { childSelections, startAhead } from '../selection.ts';
import { CollectionRef, collectionBySlug, collectionReadAheads, collectionsNamed } from './collection.ts';
import { KitRef } from './kit.ts';
import { PriceGroupCodeRef } from './price.ts';

/*
 * The fabrics area (spec part 1 §2–§7, part 2 §2–§7; D9, D25, D26): fabric families in a price group, their fabrics
 * with colour, type and property tags, and the families assigned to a collection with its default fabric. Every list
 * is read in one REST call whatever its length: a collection's families and all their fabrics cost two calls, made in
 * the same round.
 */

// ---- Reads, once per request ----

const familyOnce = perRequest('fabricFamily', (context: GatewayContext, slug: string) => nullOn404(fabrics.getFabricFamily(context.rest, slug)), (slug) => slug);
const familiesOnce = perRequest('fabricFamilies', (context: GatewayContext) => fabrics.listFabricFamilies(context.rest));
const fabricOnce = perRequest('fabric', (context: GatewayContext, id: string) => nullOn404(fabrics.getFabric(context.rest, id)), (id) => id);
const parametersOnce = perRequest('fabricParameters', (context: GatewayContext) => fabrics.listFabricParameters(context.rest));
const collectionTexturesOnce = perRequest(
  'collectionTextures',
  (context: GatewayContext, slug: string) => nullOn404(fabrics.getCollectionTextures(context.rest, slug)),
  (slug) => slug,
);
/** Every fabric, once per request: a list of every family reads its fabrics from it. */
const allFabricsOnce = perRequest('allFabrics', (context: GatewayContext) => fabrics.listFabricsOf(context.rest, {}));
const collectionFabricsOnce = perRequest('collectionFabrics', (context: GatewayContext, slug: string) => fabrics.listFabricsOf(context.rest, { collection: slug }), (slug) => slug);

/**
 * A family as the graph holds it: with its fabrics when its own answer carried them, or the collection whose
 * families were read together (their fabrics then come in one call for all of them).
 */
interface FamilyNode extends FabricFamily {
  fabrics?: Fabric[];
  viaCollection?: string;
  /** Listed with every family: its fabrics come from the one call for every fabric. */
  viaAllFamilies?: boolean;
}

/** A fabric, with its family when the answer that carried it named the family whole. */
interface FabricNode extends Fabric {
  family?: FamilyNode;
}

/** By slug or REST id. */
async function familyBySlug(context: GatewayContext, slug: string): Promise<FamilyNode> {
  const detail = await familyOnce(context, slug);
  if (!detail) throw new NotFoundFailure(fabricMessages.unknownFabricFamily);
  return { ...detail.texture, fabrics: detail.fabrics };
}

/** The family's fabrics: those its answer carried, its collection's batch, or its own answer. */
async function fabricsOf(family: FamilyNode, context: GatewayContext): Promise<FabricNode[]> {
  if (family.fabrics) return family.fabrics;
  if (family.viaCollection !== undefined) return (await collectionFabricsOnce(context, family.viaCollection)).filter((fabric) => fabric.tcSlug === family.slug);
  if (family.viaAllFamilies) return (await allFabricsOnce(context)).filter((fabric) => fabric.tcSlug === family.slug);
  return (await familyBySlug(context, family.slug)).fabrics ?? [];
}

// ---- Filter parameters ----

export const KIND_TYPE_NAMES: Readonly<Record<FabricParameterKind, string>> = { color: 'FabricColor', type: 'FabricType', property: 'FabricProperty' };

async function parameterById(context: GatewayContext, kind: FabricParameterKind, id: string): Promise<FabricParameter | NotFound> {
  const lists = await parametersOnce(context);
  return lists[FABRIC_PARAMETER_LIST_KEY[kind]].find((parameter) => parameter._id === id) ?? new NotFound();
}

const parameterRef = (kind: FabricParameterKind) =>
  builder.loadableNodeRef(KIND_TYPE_NAMES[kind], {
    id: { resolve: (parameter: FabricParameter) => parameter._id },
    load: (ids: string[], context) => Promise.all(ids.map((id) => parameterById(context, kind, id))),
  });

export const FabricColorRef = parameterRef('color');
export const FabricTypeRef = parameterRef('type');
export const FabricPropertyRef = parameterRef('property');
export const PARAMETER_REFS = { color: FabricColorRef, type: FabricTypeRef, property: FabricPropertyRef } as const;
export const fabricColorReadAheads = nodeReadAheads(FabricColorRef.name);
export const fabricTypeReadAheads = nodeReadAheads(FabricTypeRef.name);
export const fabricPropertyReadAheads = nodeReadAheads(FabricPropertyRef.name);
for (const readAheads of [fabricColorReadAheads, fabricTypeReadAheads, fabricPropertyReadAheads]) readAheads.itself((context) => startAhead(parametersOnce(context)));

const VERSION_DESCRIPTION = 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.';

for (const kind of FABRIC_PARAMETER_KINDS) {
  PARAMETER_REFS[kind].implement({
    description: `A fabric ${kind === 'color' ? 'colour' : kind} a fabric can be tagged with, for the configurator's fabric filter (spec part 1 §3).`,
    authScopes: { admin: true },
    fields: (t) => ({
      name: t.exposeString('name'),
      slug: t.exposeString('slug'),
      isActive: t.exposeBoolean('isActive'),
      displayOrd: t.exposeInt('displayOrd'),
      version: t.exposeInt('version', { nullable: true, description: VERSION_DESCRIPTION }),
      ...(kind === 'color' ? { rgb: t.string({ description: `${FABRIC_RGB_LENGTH} hexadecimal characters, lower case.`, resolve: (parameter) => parameter.rgb ?? '' }) } : {}),
    }),
  });
}

const FabricFilterParametersRef = builder.objectRef<FabricParameters>('FabricFilterParameters').implement({
  description: 'The fabric filter parameters, each kind by displayOrd, then name.',
  fields: (t) => ({
    colors: t.field({ type: [FabricColorRef], resolve: (lists) => lists.fabricColors }),
    types: t.field({ type: [FabricTypeRef], resolve: (lists) => lists.fabricTypes }),
    properties: t.field({ type: [FabricPropertyRef], resolve: (lists) => lists.fabricProperties }),
  }),
});

builder.queryField('fabricFilterParameters', (t) =>
  t.field({
    type: FabricFilterParametersRef,
    description: 'Colours, types and properties (spec part 1 §2 /settings-fabrics). Administrators only.',
    authScopes: (_root, _args, context) => {
      startAhead(parametersOnce(context));
      return { admin: true };
    },
    resolve: (_root, _args, context) => parametersOnce(context),
  }),
);

/** A fabric's tags of one kind, in the parameters' order. */
async function tagsOf(context: GatewayContext, fabric: Fabric, kind: FabricParameterKind): Promise<FabricParameter[]> {
  const slugs = new Set(fabric[FABRIC_PARAMETER_FIELD[kind]]);
  return (await parametersOnce(context))[FABRIC_PARAMETER_LIST_KEY[kind]].filter((parameter) => slugs.has(parameter.slug));
}

// ---- Families and fabrics ----

export const FabricFamilyRef = builder.loadableNodeRef('FabricFamily', {
  // The slug is the id, as a collection's: made from the name, which does not change after the create (the family's
  // REST answer also takes its `_id`, so a global id made of that finds it too).
  id: { resolve: (family: FamilyNode) => family.slug },
  load: (ids: string[], context) => Promise.all(ids.map(async (id) => ((await familyOnce(context, id)) ? familyBySlug(context, id) : new NotFound()))),
});
export const fabricFamilyReadAheads = nodeReadAheads(FabricFamilyRef.name);
fabricFamilyReadAheads.itself((context, slug) => startAhead(familyOnce(context, slug)));
fabricFamilyReadAheads.on('assignedTo', (context) => startAhead(context.loaders.collectionList()));

export const FabricRef = builder.loadableNodeRef('Fabric', {
  id: { resolve: (fabric: FabricNode) => fabric._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const detail = await fabricOnce(context, id);
        return detail ? { ...detail.fabric, family: detail.texture } : new NotFound();
      }),
    ),
});
export const fabricReadAheads = nodeReadAheads(FabricRef.name);
fabricReadAheads.itself((context, id) => startAhead(fabricOnce(context, id)));
fabricReadAheads.on('defaultIn', (context) => startAhead(context.loaders.collectionList()));

/** The tags of a list of fabrics come from one call, started with the list. */
const PARAMETER_FIELDS = ['colors', 'types', 'properties'] as const;
for (const field of PARAMETER_FIELDS) fabricReadAheads.on(field, (context) => startAhead(parametersOnce(context)));
fabricFamilyReadAheads.on('fabrics', (context, _slug, child) => {
  if (PARAMETER_FIELDS.some((field) => child.selects(field))) startAhead(parametersOnce(context));
});

const KitPriceRef = builder.objectRef<{ kit: Kit & { members: Element[] }; grosze: number | null }>('FabricFamilyKitPrice').implement({
  description: "A kit's price in a fabric family: at the family's price group, after the elements', the collection's and the family's discounts.",
  fields: (t) => ({
    kit: t.field({ type: KitRef, resolve: (price) => price.kit }),
    grosze: t.exposeInt('grosze', { nullable: true, description: 'Null where an element of the kit has no price at the group.' }),
  }),
});

/** What each of the collection's kits costs in the family (the kit price list of the collection's fabrics screen). */
async function kitPricesIn(context: GatewayContext, family: FabricFamily, collectionSlug: string) {
  const [collection, kitList] = await Promise.all([collectionBySlug(context, collectionSlug), context.loaders.collectionKits.load(collectionSlug)]);
  if (!kitList) return [];
  const elements = new Map(kitList.elements.map((element) => [element._id, element]));
  return kitList.kits.map((kit) => {
    const members = kit.elements.flatMap((id) => elements.get(id) ?? []);
    return { kit: { ...kit, members }, grosze: priceInFamily(kitTotalPrices(members, collection.discount)[family.priceGroupSlug], family.discount) };
  });
}

FabricFamilyRef.implement({
  description: 'A fabric family (texture collection, spec part 1 §3): its price group sets the price of an element in its fabrics.',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    priceGroup: t.field({ type: PriceGroupCodeRef, resolve: (family) => family.priceGroupSlug }),
    discountPercent: t.exposeInt('discount', { description: 'A whole percent, 0–99 (D25).' }),
    descriptionPl: t.exposeString('descriptionPl'),
    descriptionEn: t.exposeString('descriptionEn'),
    isActive: t.exposeBoolean('isActive'),
    fabricCount: t.exposeInt('fabricCount'),
    version: t.exposeInt('version', { nullable: true, description: VERSION_DESCRIPTION }),
    assignedTo: t.field({
      type: [CollectionRef],
      description: 'The collections the family is assigned to, by name.',
      resolve: (family, _args, context) => collectionsNamed(context, family.assignedTo),
    }),
    deleteWarning: t.string({
      nullable: true,
      description: 'What a delete would also remove (D9): the collections the family is assigned to; null when nothing. The delete then needs `confirmed: true`.',
      resolve: (family) => (family.assignedTo.length > 0 ? fabricMessages.fabricFamilyAssigned(family.assignedTo.map((collection) => collection.name)) : null),
    }),
    kitPrices: t.field({
      type: [KitPriceRef],
      description:
        "What each kit of a collection costs in this family's fabrics, by the kits' order: of `collection`, or of the collection whose `textures` listed the family; empty for neither.",
      args: { collection: t.arg.globalID({ for: [CollectionRef] }) },
      resolve: (family, args, context) => {
        const slug = args.collection?.id ?? family.viaCollection;
        return slug === undefined ? [] : kitPricesIn(context, family, slug);
      },
    }),
    fabrics: t.connection({
      type: FabricRef,
      description: `By name. \`filter\` applies from ${FABRIC_FILTER_MIN_CHARS} characters, case and Polish letters ignored (spec part 1 §5, D27).`,
      args: { filter: t.arg.string() },
      resolve: async (family, args, context) => {
        const all = await fabricsOf(family, context);
        const matching = all.filter((fabric) => fabricFilterMatches(args.filter ?? '', fabric.name)).map((fabric) => ({ ...fabric, family }));
        const edges = matching.map((node) => ({ cursor: node._id, node }));
        return { edges, pageInfo: { startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null, hasPreviousPage: false, hasNextPage: false } };
      },
    }),
  }),
});

FabricRef.implement({
  description: 'A fabric of a family (spec part 1 §3): its texture and swatch are uploaded texture images (D25).',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    fileUrl: t.exposeString('fileUrl', { description: "The stored name of its texture file: `/uploads/texture/{fileUrl}`." }),
    thumbUrl: t.exposeString('thumbUrl', { description: "The stored name of its swatch, or '' for the texture's own thumbnail." }),
    isActive: t.exposeBoolean('isActive'),
    isDefault: t.exposeBoolean('isDefault', { description: "The family's default fabric." }),
    version: t.exposeInt('version', { nullable: true, description: VERSION_DESCRIPTION }),
    family: t.field({ type: FabricFamilyRef, resolve: (fabric, _args, context) => fabric.family ?? familyBySlug(context, fabric.tcSlug) }),
    colors: t.field({ type: [FabricColorRef], resolve: (fabric, _args, context) => tagsOf(context, fabric, 'color') }),
    types: t.field({ type: [FabricTypeRef], resolve: (fabric, _args, context) => tagsOf(context, fabric, 'type') }),
    properties: t.field({ type: [FabricPropertyRef], resolve: (fabric, _args, context) => tagsOf(context, fabric, 'property') }),
    defaultIn: t.field({
      type: [CollectionRef],
      description: 'The collections whose default fabric it is.',
      resolve: (fabric, _args, context) => collectionsNamed(context, fabric.defaultIn),
    }),
    deleteWarning: t.string({
      nullable: true,
      description: "What a delete would also change (D9): the collections it is the default of; null when nothing. The delete then needs `confirmed: true`.",
      resolve: (fabric) => (fabric.defaultIn.length > 0 ? fabricMessages.fabricIsDefault(fabric.defaultIn.map((collection) => collection.name)) : null),
    }),
  }),
});

builder.queryField('fabricFamilies', (t) =>
  t.field({
    type: [FabricFamilyRef],
    description: 'Every fabric family by price group, then name; `priceGroup` keeps one group. Administrators only.',
    args: { priceGroup: t.arg({ type: PriceGroupCodeRef }) },
    authScopes: (_root, _args, context, info) => {
      startAhead(familiesOnce(context));
      // Their fabrics in the same round: every fabric, kept by family as each family's field reads them.
      const children = childSelections(info, FabricFamilyRef.name);
      if (children.has('fabrics')) startAhead(allFabricsOnce(context));
      if (children.has('assignedTo')) startAhead(context.loaders.collectionList());
      return { admin: true };
    },
    resolve: async (_root, args, context) => {
      const { allTexturesCollections } = await familiesOnce(context);
      const families = args.priceGroup ? allTexturesCollections.filter((family) => family.priceGroupSlug === args.priceGroup) : allTexturesCollections;
      return families.map((family): FamilyNode => ({ ...family, viaAllFamilies: true }));
    },
  }),
);

builder.queryField('fabricFamily', (t) =>
  t.field({
    type: FabricFamilyRef,
    nullable: true,
    description: 'One family by slug (the /texture/fabrics/{slug} screen); null when there is none. Administrators only.',
    args: { slug: t.arg.string({ required: true }) },
    authScopes: (_root, args, context, info) => {
      fabricFamilyReadAheads.start(context, args.slug, info);
      return { admin: true };
    },
    resolve: async (_root, args, context) => ((await familyOnce(context, args.slug)) ? familyBySlug(context, args.slug) : null),
  }),
);

// ---- A collection's families (spec part 2 §2–§4, D25) ----

/** A collection read by a mutation that answered its families: the answer is used as it is, not read again. */
interface CollectionWithTextures {
  slug: string;
  texturesAnswer?: CollectionTextures;
}

async function texturesOf(context: GatewayContext, collection: CollectionWithTextures): Promise<CollectionTextures | null> {
  return collection.texturesAnswer ?? (await collectionTexturesOnce(context, collection.slug));
}

collectionReadAheads.on('textures', (context, slug, child) => {
  startAhead(collectionTexturesOnce(context, slug));
  if (child.selects('fabrics')) startAhead(collectionFabricsOnce(context, slug));
  if (PARAMETER_FIELDS.some((field) => child.selects(field))) startAhead(parametersOnce(context));
  if (child.selects('kitPrices')) startAhead(context.loaders.collectionKits.load(slug));
});
collectionReadAheads.on('defaultFabric', (context, slug, child) => {
  startAhead(collectionTexturesOnce(context, slug));
  startAhead(collectionFabricsOnce(context, slug));
  if (PARAMETER_FIELDS.some((field) => child.selects(field))) startAhead(parametersOnce(context));
});

builder.objectField(CollectionRef, 'textures', (t) =>
  t.field({
    type: [FabricFamilyRef],
    description: 'The fabric families assigned to the collection, by price group then name; their fabrics are read in one call for all of them.',
    resolve: async (collection, _args, context) => {
      const answer = await texturesOf(context, collection);
      if (!answer) return [];
      const assigned = new Set(answer.collectionTextures.map((texture) => texture.tcSlug));
      return answer.allTexturesCollections.filter((family) => assigned.has(family.slug)).map((family): FamilyNode => ({ ...family, viaCollection: collection.slug }));
    },
  }),
);

builder.objectField(CollectionRef, 'defaultFabric', (t) =>
  t.field({
    type: FabricRef,
    nullable: true,
    description: "The collection's default fabric, one of an assigned family's (D25); null shows 'Brak domyślnej tkaniny!'.",
    resolve: async (collection, _args, context) => {
      const answer = await texturesOf(context, collection);
      const id = answer?.collectionTextures.find((texture) => texture.defaultFabricId !== null)?.defaultFabricId;
      if (!id) return null;
      const fabric = (await collectionFabricsOnce(context, collection.slug)).find((candidate) => candidate._id === id);
      // Its family is in the same answer: no call for it a round later.
      const family = answer?.allTexturesCollections.find((candidate) => candidate.slug === fabric?.tcSlug);
      return fabric ? { ...fabric, ...(family ? { family: { ...family, viaCollection: collection.slug } } : {}) } : null;
    },
  }),
);

// ---- Mutations ----

const FabricFamilyInput = builder.inputType('FabricFamilyInput', {
  description: 'The family create form as typed (spec part 1 §5): name, price group and a whole discount required, else "Wypełnij wymagane pola".',
  fields: (t) => ({
    name: t.string({ required: true, description: `Max ${FABRIC_FAMILY_NAME_MAX}.` }),
    descriptionPl: t.string({ required: true, description: `Max ${FABRIC_FAMILY_CREATE_DESCRIPTION_MAX}.` }),
    descriptionEn: t.string({ required: true, description: `Max ${FABRIC_FAMILY_CREATE_DESCRIPTION_MAX}.` }),
    priceGroup: t.string({ required: true, description: "A to I; '' until chosen." }),
    discount: t.string({ required: true, description: 'A whole percent 0–99 as typed (2 characters).' }),
    isActive: t.boolean({ required: true }),
  }),
});

const FabricFamilyEditInput = builder.inputType('FabricFamilyEditInput', {
  description: 'The family edit form (spec part 1 §2, §5): descriptions up to 1000, price group required; the name stays.',
  fields: (t) => ({
    descriptionPl: t.string({ required: true, description: `Max ${FABRIC_FAMILY_EDIT_DESCRIPTION_MAX}.` }),
    descriptionEn: t.string({ required: true, description: `Max ${FABRIC_FAMILY_EDIT_DESCRIPTION_MAX}.` }),
    priceGroup: t.string({ required: true }),
    discount: t.string({ required: true }),
    isActive: t.boolean({ required: true }),
  }),
});

const FabricFamilyPayload = builder.objectRef<{ family: FamilyNode }>('FabricFamilyPayload').implement({
  fields: (t) => ({ family: t.field({ type: FabricFamilyRef, resolve: (p) => p.family }) }),
});

/** The form's field names: the REST body says priceGroupSlug. */
const familyFieldNames = { fieldNames: { priceGroupSlug: 'priceGroup' } };

adminMutation('createFabricFamily', {
  type: FabricFamilyPayload,
  description: 'Spec part 1 §7 create-texture-collection.',
  errors: [ValidationFailure],
  args: (arg) => ({ input: arg({ type: FabricFamilyInput, required: true }) }),
  input: { schema: fabricFamilyCreateFormSchema, from: (args) => ({ ...args.input, priceGroupSlug: args.input.priceGroup }), fieldName: (path) => (path === 'priceGroupSlug' ? 'priceGroup' : path) },
  rest: familyFieldNames,
  resolve: async ({ input, context }) => ({ family: { ...(await fabrics.createFabricFamily(context.rest, input)), fabrics: [] } }),
});

adminMutation('updateFabricFamily', {
  type: FabricFamilyPayload,
  description: "Edits a family's descriptions, price group, discount and availability; its name stays.",
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [FabricFamilyRef] }),
    input: arg({ type: FabricFamilyEditInput, required: true }),
    version: arg.int({ description: 'The version of the family the editor saw.' }),
  }),
  input: { schema: fabricFamilyEditFormSchema, from: (args) => ({ ...args.input, priceGroupSlug: args.input.priceGroup }), fieldName: (path) => (path === 'priceGroupSlug' ? 'priceGroup' : path) },
  rest: familyFieldNames,
  resolve: async ({ args, input, context }) => {
    const family = await familyBySlug(context, args.id.id);
    return { family: await fabrics.updateFabricFamily(context.rest, family._id, input, seenVersion(args.version)) };
  },
});

const DeleteFabricFamilyPayload = builder.objectRef<{ deletedId: string; fabrics: number; collectionAssignments: number }>('DeleteFabricFamilyPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted family (for @deleteRecord).', resolve: (p) => p.deletedId }),
    deletedFabrics: t.exposeInt('fabrics'),
    deletedCollectionAssignments: t.exposeInt('collectionAssignments'),
  }),
});

adminMutation('deleteFabricFamily', {
  type: DeleteFabricFamilyPayload,
  description: 'Deletes a family with its fabrics, in one transaction (D8). While collections use it, `confirmed: true` is needed, and their assignments go too (D9).',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [FabricFamilyRef] }),
    confirmed: arg.boolean({ description: 'Delete although collections use it (see deleteWarning).' }),
    version: arg.int({ description: 'The version of the family the editor saw.' }),
  }),
  resolve: async ({ args, context }) => {
    const family = await familyBySlug(context, args.id.id);
    const { deleted } = await fabrics.deleteFabricFamily(context.rest, family._id, args.confirmed === true, seenVersion(args.version));
    return { deletedId: encodeGlobalID(FabricFamilyRef.name, family.slug), fabrics: deleted.fabrics, collectionAssignments: deleted.collectionAssignments };
  },
});

const FabricInput = builder.inputType('FabricInput', {
  description: 'The fabric form (spec part 1 §5): name and texture file required; the file a jpg or png of at most 50 characters.',
  fields: (t) => ({
    name: t.string({ required: true, description: `Max ${FABRIC_NAME_MAX}.` }),
    fileUrl: t.string({ required: true, description: `An uploaded texture's stored name, max ${FABRIC_FILE_MAX}.` }),
    thumbUrl: t.string({ required: true, description: "An uploaded texture's stored name for the swatch, or '' for the texture's thumbnail." }),
    isActive: t.boolean({ required: true }),
    isDefault: t.boolean({ required: true }),
  }),
});

const FabricPayload = builder.objectRef<{ fabric: FabricNode }>('FabricPayload').implement({
  fields: (t) => ({
    fabric: t.field({ type: FabricRef, resolve: (p) => p.fabric }),
    family: t.field({ type: FabricFamilyRef, description: 'The family, with its fabric count and default marker as they are now.', resolve: (p, _args, context) => familyBySlug(context, p.fabric.tcSlug) }),
  }),
});

adminMutation('createFabric', {
  type: FabricPayload,
  description: 'Spec part 1 §7 create-fabric.',
  errors: [ValidationFailure, NotFoundFailure],
  args: (arg) => ({ familyId: arg.globalID({ required: true, for: [FabricFamilyRef] }), input: arg({ type: FabricInput, required: true }) }),
  input: { schema: fabricFormSchema, from: (args) => args.input },
  rest: { fieldNames: { tcSlug: 'familyId' } },
  resolve: async ({ args, input, context }) => ({ fabric: await fabrics.createFabric(context.rest, { ...input, tcSlug: (await familyBySlug(context, args.familyId.id)).slug }) }),
});

adminMutation('updateFabric', {
  type: FabricPayload,
  description: 'Saves a fabric (its family stays); the answer shows "Zapiszano" in the panel.',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({ id: arg.globalID({ required: true, for: [FabricRef] }), input: arg({ type: FabricInput, required: true }), version: arg.int({ description: 'The version of the fabric the editor saw.' }) }),
  input: { schema: fabricFormSchema, from: (args) => args.input },
  resolve: async ({ args, input, context }) => ({ fabric: await fabrics.updateFabric(context.rest, args.id.id, input, seenVersion(args.version)) }),
});

const DeleteFabricPayload = builder.objectRef<{ deletedId: string; familySlug: string; collectionDefaults: number }>('DeleteFabricPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted fabric (for @deleteRecord).', resolve: (p) => p.deletedId }),
    deletedCollectionDefaults: t.exposeInt('collectionDefaults', { description: 'Collections left without a default fabric.' }),
    family: t.field({ type: FabricFamilyRef, resolve: (p, _args, context) => familyBySlug(context, p.familySlug) }),
  }),
});

adminMutation('deleteFabric', {
  type: DeleteFabricPayload,
  description: "Deletes a fabric ('Usunięto'). While it is a collection's default, `confirmed: true` is needed, and those collections are left without one (D9).",
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [FabricRef] }),
    confirmed: arg.boolean({ description: 'Delete although it is a default (see deleteWarning).' }),
    version: arg.int({ description: 'The version of the fabric the editor saw.' }),
  }),
  resolve: async ({ args, context }) => {
    const { fabric, deleted } = await fabrics.deleteFabric(context.rest, args.id.id, args.confirmed === true, seenVersion(args.version));
    return { deletedId: encodeGlobalID(FabricRef.name, fabric._id), familySlug: fabric.tcSlug, collectionDefaults: deleted.collectionDefaults };
  },
});

const FabricParameterKindRef = builder.enumType('FabricParameterKind', {
  values: { COLOR: { value: 'color' }, TYPE: { value: 'type' }, PROPERTY: { value: 'property' } } as const,
});

const FabricParameterInput = builder.inputType('FabricParameterInput', {
  description: `A filter parameter as typed (spec part 1 §5): a colour's name (max ${FABRIC_COLOR_NAME_MAX}), rgb (${FABRIC_RGB_LENGTH} hexadecimal characters) and order (2 digits); a type's or property's name (max ${FABRIC_PARAMETER_NAME_MAX}) and order.`,
  fields: (t) => ({
    name: t.string({ required: true }),
    rgb: t.string({ description: 'Colours only.' }),
    displayOrd: t.string({ required: true, description: 'A whole number of at most 2 digits, as typed.' }),
  }),
});

const FabricParameterPayload = builder.objectRef<{ kind: FabricParameterKind; parameter: FabricParameter }>('FabricParameterPayload').implement({
  description: 'The parameter written, in the field of its kind (the others are null).',
  fields: (t) => ({
    color: t.field({ type: FabricColorRef, nullable: true, resolve: (p) => (p.kind === 'color' ? p.parameter : null) }),
    type: t.field({ type: FabricTypeRef, nullable: true, resolve: (p) => (p.kind === 'type' ? p.parameter : null) }),
    property: t.field({ type: FabricPropertyRef, nullable: true, resolve: (p) => (p.kind === 'property' ? p.parameter : null) }),
  }),
});

adminMutation('createFabricParameter', {
  type: FabricParameterPayload,
  description: 'Spec part 1 §7 fabric-items/color, /type, /property.',
  errors: [ValidationFailure],
  args: (arg) => ({ kind: arg({ type: FabricParameterKindRef, required: true }), input: arg({ type: FabricParameterInput, required: true }) }),
  input: {
    schema: fabricColorFormSchema.or(fabricParameterFormSchema),
    from: (args) => (args.kind === 'color' ? { ...args.input, rgb: args.input.rgb ?? '' } : { name: args.input.name, displayOrd: args.input.displayOrd }),
  },
  resolve: async ({ args, input, context }) => ({
    kind: args.kind,
    parameter: await fabrics.createFabricParameter(context.rest, args.kind, { name: input.name, displayOrd: input.displayOrd, ...('rgb' in input ? { rgb: input.rgb } : {}) }),
  }),
});

/** A fabric's tag fields in its history (spec part 2 §3: slugs), by the kind of parameter each lists. */
const TAG_FIELDS: Readonly<Record<string, FabricParameterKind>> = { colorCs: 'color', typeCs: 'type', propertyCs: 'property' };

/** Starts the parameters' list ahead, for a history page whose fabric entries will name tags (one round). */
export function startFabricParametersAhead(context: GatewayContext): void {
  startAhead(parametersOnce(context));
}

/**
 * A recorded value as the history shows it: a fabric's tag list by the parameters' names for its slugs (a slug since
 * gone as it is); any other value as it is.
 */
export async function tagNames(context: GatewayContext, recordKind: string, field: string, value: unknown): Promise<unknown> {
  const kind = recordKind === 'fabric' ? TAG_FIELDS[field] : undefined;
  if (!kind || !Array.isArray(value)) return value;
  const lists = await parametersOnce(context);
  const names = new Map(lists[FABRIC_PARAMETER_LIST_KEY[kind]].map((parameter) => [parameter.slug, parameter.name]));
  return value.map((slug: unknown) => (typeof slug === 'string' ? (names.get(slug) ?? slug) : slug));
}

/** The graph type of a parameter in the history: its kind as the parameters say, else as its entry named it. */
export async function fabricParameterTypename(context: GatewayContext, id: string, changes: readonly HistoryChange[]): Promise<string> {
  const lists = await parametersOnce(context);
  for (const kind of FABRIC_PARAMETER_KINDS) if (lists[FABRIC_PARAMETER_LIST_KEY[kind]].some((parameter) => parameter._id === id)) return KIND_TYPE_NAMES[kind];
  const named = changes.find((change) => change.field === 'objectType');
  const kind = FABRIC_PARAMETER_KINDS.find((candidate) => candidate === named?.after || candidate === named?.before);
  return KIND_TYPE_NAMES[kind ?? 'color'];
}

/** The kind of a parameter's global id. */
export const kindOfType = (typename: string): FabricParameterKind => FABRIC_PARAMETER_KINDS.find((kind) => KIND_TYPE_NAMES[kind] === typename) ?? 'color';

adminMutation('setFabricParameterActive', {
  type: FabricParameterPayload,
  description: 'Turns a colour, type or property on or off on the locked-until-Edycja screen (D26): answered at once, so a refused toggle goes back.',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [FabricColorRef, FabricTypeRef, FabricPropertyRef] }),
    isActive: arg.boolean({ required: true }),
    version: arg.int({ description: 'The version of the parameter the editor saw.' }),
  }),
  resolve: async ({ args, context }) => {
    const kind = kindOfType(args.id.typename);
    return { kind, parameter: await fabrics.updateFabricParameter(context.rest, args.id.id, { objectType: kind, isActive: args.isActive }, seenVersion(args.version)) };
  },
});

adminMutation('tagFabric', {
  type: FabricPayload,
  description: 'Tags a fabric with a colour, type or property, or takes the tag away (spec part 1 §7 assign-color, -type, -property); twice changes nothing.',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    fabricId: arg.globalID({ required: true, for: [FabricRef] }),
    parameterId: arg.globalID({ required: true, for: [FabricColorRef, FabricTypeRef, FabricPropertyRef] }),
    tagged: arg.boolean({ required: true }),
    version: arg.int({ description: 'The version of the fabric the editor saw.' }),
  }),
  resolve: async ({ args, context }) => {
    const kind = kindOfType(args.parameterId.typename);
    const parameter = await parameterById(context, kind, args.parameterId.id);
    if (parameter instanceof NotFound) throw new NotFoundFailure(fabricMessages.unknownFabricParameter);
    return { fabric: await fabrics.tagFabric(context.rest, kind, args.fabricId.id, parameter.slug, args.tagged, seenVersion(args.version)) };
  },
});

const CollectionTexturesPayload = builder.objectRef<{ slug: string; textures: CollectionTextures }>('CollectionTexturesPayload').implement({
  fields: (t) => ({
    collection: t.field({
      type: CollectionRef,
      description: 'The collection with its families and default fabric as they are now.',
      resolve: async (p, _args, context) => ({ ...(await collectionBySlug(context, p.slug)), texturesAnswer: p.textures }),
    }),
  }),
});

adminMutation('assignFabricFamily', {
  type: CollectionTexturesPayload,
  description: "Assigns a family to a collection or takes it away (spec part 2 §4): taking away the default fabric's family clears the default; twice changes nothing.",
  errors: [ValidationFailure, NotFoundFailure],
  args: (arg) => ({
    collectionId: arg.globalID({ required: true, for: [CollectionRef] }),
    familyId: arg.globalID({ required: true, for: [FabricFamilyRef] }),
    assigned: arg.boolean({ required: true }),
  }),
  rest: { fieldNames: { cSlug: 'collectionId', tcSlug: 'familyId' } },
  resolve: async ({ args, context }) => ({
    slug: args.collectionId.id,
    textures: await fabrics.assignFabricFamily(context.rest, { cSlug: args.collectionId.id, tcSlug: (await familyBySlug(context, args.familyId.id)).slug, assigned: args.assigned }),
  }),
});

adminMutation('setCollectionDefaultFabric', {
  type: CollectionTexturesPayload,
  description: "Chooses the collection's default fabric (D25): its family is assigned if it was not, any other default is replaced. `fabricId` null clears the family's default.",
  errors: [ValidationFailure, NotFoundFailure],
  args: (arg) => ({
    collectionId: arg.globalID({ required: true, for: [CollectionRef] }),
    familyId: arg.globalID({ required: true, for: [FabricFamilyRef] }),
    fabricId: arg.globalID({ for: [FabricRef] }),
  }),
  rest: { fieldNames: { cSlug: 'collectionId', tcSlug: 'familyId', defaultFabricId: 'fabricId' } },
  resolve: async ({ args, context }) => ({
    slug: args.collectionId.id,
    textures: await fabrics.setCollectionDefaultFabric(context.rest, {
      cSlug: args.collectionId.id,
      tcSlug: (await familyBySlug(context, args.familyId.id)).slug,
      defaultFabricId: args.fabricId?.id ?? null,
    }),
  }),
});
