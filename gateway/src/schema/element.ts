import { decodeGlobalID, encodeGlobalID, offsetForArgs, offsetToCursor, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import { CONNECTION_CODES, PRICE_GROUPS } from '@meble/domain/catalog';
import {
  DEFAULT_ELEMENT_ORDER,
  ELEMENT_ORDERS,
  ELEMENT_ANGLE_MAX_DIGITS,
  ELEMENT_DESCRIPTION_MAX,
  ELEMENT_DISPLAY_ORD_MAX_DIGITS,
  ELEMENT_FILE_MAX,
  ELEMENT_FILTER_MIN_CHARS,
  ELEMENT_NAME_MAX,
  ELEMENT_GRAPH_PAGE_MAX,
  ELEMENT_PAGE_SIZE,
  effectiveElementFilter,
  ELEMENT_THUMB_URL_MAX,
  ELEMENT_TINYDESC_MAX,
  elementFormSchema,
  PRICE_FIELDS,
  type Element,
  type ElementDetail,
  type ElementFields,
  type ElementOrder,
  type EquipmentItem,
  type PriceField,
} from '@meble/domain/element';
import type { ElementCategory } from '@meble/domain/element-category';
import { elementDeleteBlocker } from '@meble/domain/delete-rules';
import { builder } from '../builder.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { pageSize, refuseUnstorableArgs } from '../keyset.ts';
import { nullOn404 } from '../loaders.ts';
import { adminMutation, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import * as elements from '../rest/elements.ts';
import { selectsField, startAhead } from '../selection.ts';
import { CollectionRef, collectionBySlug, collectionReadAheads } from './collection.ts';
import { EquipmentRef } from './dictionaries.ts';
import { ElementCategoryRef } from './element-category.ts';
import { PriceGroupCodeRef, PriceRef } from './price.ts';

/**
 * An element as the graph resolves it: what REST answered, with the categories and equipment the same answer
 * carried (the list and the element answers do), so its fields need no further call.
 */
type ElementNode = Element & { readonly categories?: readonly ElementCategory[]; readonly equipmentItems?: readonly EquipmentItem[] };

/** An element answer (GET, create, update) as a node. */
function elementNode(detail: ElementDetail): ElementNode {
  return { ...detail.element, categories: detail.elementCategories, equipmentItems: detail.equipment };
}

export const ElementRef = builder.loadableNodeRef('Element', {
  id: { resolve: (element: ElementNode) => element._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const detail = await nullOn404(elements.getElement(context.rest, id));
        return detail ? elementNode(detail) : new NotFound();
      }),
    ),
});

/** What `node(id)` starts with an element: the files that add its fields register their loads. */
export const elementReadAheads = nodeReadAheads(ElementRef.name);

/** A kit as an element's answer names it: enough to link to the kit without loading it. */
const ElementKitRef = builder.objectRef<{ _id: string; name: string }>('ElementKit').implement({
  description: 'A kit that holds an element, as the element answer names it (its id and name).',
  fields: (t) => ({
    id: t.id({ description: "The kit's global id (a Kit node).", resolve: (kit) => encodeGlobalID('Kit', kit._id) }),
    name: t.exposeString('name'),
  }),
});

/** The delete rule on what the element's answer says of it; an older API that names no kits leaves the refusal to the delete. */
const deleteBlockerOf = (element: Element): string | null => elementDeleteBlocker({ kitNames: element.kitNames ?? [] });

const ElementConnectRef = builder.enumType('ElementConnect', {
  description: 'How an element connects to its neighbours (D6).',
  values: Object.fromEntries(CONNECTION_CODES.map(({ code, name }) => [code, { value: code, description: name }])) as Record<
    (typeof CONNECTION_CODES)[number]['code'],
    { value: (typeof CONNECTION_CODES)[number]['code']; description: string }
  >,
});

ElementRef.implement({
  description: 'A sofa module with its 3D model, dimensions in cm, connections and nine prices (spec part 2 §3).',
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name', { description: `The index (max ${ELEMENT_NAME_MAX}).` }),
    file: t.exposeString('file', { description: `The 3D model file name (max ${ELEMENT_FILE_MAX}).` }),
    thumbUrl: t.exposeString('thumbUrl', { description: `The icon file name (max ${ELEMENT_THUMB_URL_MAX}).` }),
    category: t.field({
      type: ElementCategoryRef,
      // From the categories its answer carried, else the collection's: one REST call per collection, not one per element.
      resolve: (element, _args, context) => {
        const categoryOf = (categories: readonly ElementCategory[] | undefined) => {
          const category = categories?.find((c) => c._id === element.categoryId);
          if (!category) throw new Error(`element ${element._id} has an unknown category ${element.categoryId}`);
          return category;
        };
        // Synchronous when the answer carried them (a page of elements): no promise per element for graphql-js to wait on.
        if (element.categories) return categoryOf(element.categories);
        return context.loaders.collectionDetail.load(element.collectionSlug).then((detail) => categoryOf(detail?.elementCategories));
      },
    }),
    collection: t.field({ type: CollectionRef, resolve: (element, _args, context) => collectionBySlug(context, element.collectionSlug) }),
    available: t.exposeBoolean('available'),
    isDefault: t.exposeBoolean('isDefault', { description: 'The starting element.' }),
    connect: t.expose('connect', { type: ElementConnectRef, description: 'a = both sides (Dowolnie), l = left, r = right (D6).' }),
    connectLeft: t.boolean({ resolve: (element) => element.connect !== 'r' }),
    connectRight: t.boolean({ resolve: (element) => element.connect !== 'l' }),
    angle: t.exposeInt('angle'),
    dimb: t.exposeFloat('dimb', { nullable: true, description: 'Bottom width, for an angled element.' }),
    dx: t.exposeFloat('dx', { description: 'Width in cm.' }),
    dy: t.exposeFloat('dy', { description: 'Depth in cm.' }),
    dz: t.exposeFloat('dz', { description: 'Height in cm.' }),
    description: t.exposeString('description', { description: `Max ${ELEMENT_DESCRIPTION_MAX}.` }),
    descriptionEn: t.exposeString('descriptionEn', { description: `Max ${ELEMENT_DESCRIPTION_MAX}.` }),
    tinydesc: t.exposeString('tinydesc', { description: `Max ${ELEMENT_TINYDESC_MAX}.` }),
    tinydescEn: t.exposeString('tinydescEn', { description: `Max ${ELEMENT_TINYDESC_MAX}.` }),
    prices: t.field({
      type: [PriceRef],
      description: 'Nine levels, A to I, in order; with `groups`, those levels only, in the order given (a list that shows price A asks for A alone).',
      args: { groups: t.arg({ type: [PriceGroupCodeRef], required: false }) },
      resolve: (element, { groups }) => (groups ?? PRICE_GROUPS).map((group) => ({ group, grosze: element[`price${group}`] })),
    }),
    displayOrd: t.exposeInt('displayOrd'),
    equipment: t.field({
      type: [EquipmentRef],
      resolve: async (element, _args, context) => {
        const equipment = element.equipmentItems ?? (await context.loaders.dictionaries()).equipment;
        return element.equipment.flatMap((id) => equipment.filter((item) => item._id === id));
      },
    }),
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.' }),
    discountPercent: t.exposeInt('discount', { description: 'Whole percent 0–100 (D3); changed only on the discounts screen.' }),
    viewerCanDelete: t.boolean({
      description: 'Whether the viewer may delete the element now: by the rule the API enforces, an administrator, while no kit holds it (D8).',
      resolve: async (element, _args, context) => (await context.viewer())?.isAdmin === true && deleteBlockerOf(element) === null,
    }),
    viewerCannotDeleteReason: t.string({
      nullable: true,
      description: 'Why the element cannot be deleted now, in Polish, as the API would refuse it (the kits that hold it); null when it can.',
      resolve: (element) => deleteBlockerOf(element),
    }),
    kitsHoldingIt: t.field({
      type: [ElementKitRef],
      description: 'The kits that hold the element, in Polish order: the records in the way of its delete (D8).',
      resolve: (element) => element.kits ?? [],
    }),
  }),
});

interface ElementsArgs extends DefaultConnectionArguments {
  filter?: string | null;
  orderBy?: ElementOrder | null;
}

const ELEMENT_ORDER_DESCRIPTIONS: Record<ElementOrder, string> = {
  DISPLAY_ORDER: 'The catalogue\'s order: displayOrd, then name (the default).',
  NAME_ASC: 'By name, A to Ż (Polish order, numbers by value).',
  NAME_DESC: 'By name, Ż to A.',
  PRICE_A_ASC: 'By price A, lowest first; equal prices by name.',
  PRICE_A_DESC: 'By price A, highest first; equal prices by name, Ż to A.',
};

const ElementOrderRef = builder.enumType('ElementOrder', {
  description: 'The order of a collection\'s elements; every order is total (ties by name, unique in a collection), so pages never overlap.',
  values: Object.fromEntries(ELEMENT_ORDERS.map((order) => [order, { value: order, description: ELEMENT_ORDER_DESCRIPTIONS[order] }])) as Record<
    ElementOrder,
    { value: ElementOrder; description: string }
  >,
});

/**
 * The REST page a `Collection.elements` selection asks for, and its paging: the one derivation, used by the
 * resolver and by the read-ahead of `collection(slug)`, so the page started early is the page the resolver loads.
 * `categoryId` is the category's raw id. Throws for arguments the caller got wrong (the shared rules of keyset.ts).
 */
function elementsPageOf(slug: string, args: ElementsArgs, categoryId: string | undefined) {
  refuseUnstorableArgs({ filter: args.filter, after: args.after });
  const first = pageSize(args.first, { size: ELEMENT_PAGE_SIZE, max: ELEMENT_GRAPH_PAGE_MAX });
  const paging = offsetForArgs({ args: { after: args.after, first }, maxSize: ELEMENT_GRAPH_PAGE_MAX });
  const key = {
    slug,
    filter: effectiveElementFilter(args.filter) ?? '',
    categoryId: categoryId ?? '',
    orderBy: args.orderBy ?? DEFAULT_ELEMENT_ORDER,
    offset: paging.offset,
    // The answer's totalCount says whether a next page exists: no element beyond the page is asked for (and the API's
    // smallest page is one, for a `first: 0`).
    limit: Math.max(1, paging.expectedSize),
  };
  return { key, paging };
}

collectionReadAheads.on('elements', (context, slug, child) => {
  const args = child.args as ElementsArgs & { categoryId?: string | null };
  let categoryId: string | undefined;
  try {
    if (args.categoryId) {
      const decoded = decodeGlobalID(args.categoryId);
      if (decoded.typename !== ElementCategoryRef.name) return;
      categoryId = decoded.id;
    }
    startAhead(context.loaders.elementsPage.load(elementsPageOf(slug, args, categoryId).key));
  } catch {
    // An id or cursor the resolver will refuse: nothing to start.
    return;
  }
  if (child.selects('equipment')) startAhead(context.loaders.dictionaries());
});

builder.objectField(CollectionRef, 'elements', (t) =>
  t.connection(
    {
      type: ElementRef,
      description: `In \`orderBy\` order (by default displayOrd, then name); pages of ${ELEMENT_PAGE_SIZE} unless \`first\` says otherwise (at most ${ELEMENT_GRAPH_PAGE_MAX}); \`filter\` applies from ${ELEMENT_FILTER_MIN_CHARS} characters (server-side).`,
      args: {
        filter: t.arg.string({ description: `Part of the name, any case; trimmed, and ignored below ${ELEMENT_FILTER_MIN_CHARS} characters.` }),
        categoryId: t.arg.globalID({ for: [ElementCategoryRef] }),
        orderBy: t.arg({ type: ElementOrderRef, defaultValue: DEFAULT_ELEMENT_ORDER, description: 'DISPLAY_ORDER unless said otherwise.' }),
      },
      resolve: async (collection, args, context, info) => {
        // The elements' equipment names come from the dictionaries: asked for now, they arrive with the page.
        if (selectsField(info, 'equipment')) context.loaders.dictionaries().catch(() => undefined);
        const { key, paging } = elementsPageOf(collection.slug, args, args.categoryId?.id);
        const { offset, expectedSize, hasPreviousPage } = paging;
        const page = await context.loaders.elementsPage.load(key);
        const found = page?.elements ?? [];
        const totalCount = page?.totalCount ?? 0;
        // The page's answer carries the collection's categories: each element resolves its own without a call. They
        // are set on the page's own elements, parsed for this request, rather than on copies: copying each element
        // cost about a tenth of the elements screen's work after its last REST answer.
        const categories = page?.elementsCategories;
        const edges = found
          .slice(0, expectedSize)
          .map((element, i): { node: ElementNode; cursor: string } => ({ node: Object.assign(element, { categories }), cursor: offsetToCursor(offset + i) }));
        return {
          edges,
          totalCount,
          pageInfo: {
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
            hasPreviousPage,
            hasNextPage: offset + edges.length < totalCount,
          },
        };
      },
    },
    {
      name: 'CollectionElementsConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount }) }),
    },
  ),
);

const ElementInput = builder.inputType('ElementInput', {
  description: 'The element form as typed: numbers and prices as text (e.g. 1234,50), checked by the form rules.',
  fields: (t) => ({
    name: t.string({ required: true, description: `Max ${ELEMENT_NAME_MAX}.` }),
    file: t.string({ required: true, description: `Max ${ELEMENT_FILE_MAX}; .gltf or .glb.` }),
    thumbUrl: t.string({ required: true, description: `Max ${ELEMENT_THUMB_URL_MAX}.` }),
    categoryId: t.globalID({ required: true, for: [ElementCategoryRef] }),
    available: t.boolean({ required: true }),
    isDefault: t.boolean({ required: true }),
    connectLeft: t.boolean({ required: true }),
    connectRight: t.boolean({ required: true }),
    angle: t.string({ required: true, description: `Whole degrees, at most ${ELEMENT_ANGLE_MAX_DIGITS} digits.` }),
    dimb: t.string({ required: true }),
    dx: t.string({ required: true }),
    dy: t.string({ required: true }),
    dz: t.string({ required: true }),
    description: t.string({ required: true, description: `Max ${ELEMENT_DESCRIPTION_MAX}.` }),
    descriptionEn: t.string({ required: true, description: `Max ${ELEMENT_DESCRIPTION_MAX}.` }),
    tinydesc: t.string({ required: true, description: `Max ${ELEMENT_TINYDESC_MAX}.` }),
    tinydescEn: t.string({ required: true, description: `Max ${ELEMENT_TINYDESC_MAX}.` }),
    ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, t.string({ required: true })])) as Record<
      PriceField,
      ReturnType<typeof t.string>
    >),
    displayOrd: t.string({ required: true, description: `Whole number, at most ${ELEMENT_DISPLAY_ORD_MAX_DIGITS} digits; empty means 0.` }),
    equipment: t.globalIDList({ required: true, for: [EquipmentRef] }),
  }),
});

/** The REST body in the spec's names (prices in grosze). */
function restBody(fields: ElementFields) {
  const { prices, ...rest } = fields;
  return { ...rest, ...Object.fromEntries(PRICE_GROUPS.map((group) => [`price${group}`, prices[group]])) };
}

function formValues(input: typeof ElementInput.$inferInput) {
  return { ...input, categoryId: input.categoryId.id, equipment: input.equipment.map((id) => id.id) };
}

const FIELD_NAMES = { collectionSlug: 'collectionId' };

const ElementPayload = builder.objectRef<{ element: ElementNode }>('ElementPayload').implement({
  fields: (t) => ({
    element: t.field({ type: ElementRef, resolve: (p) => p.element }),
    collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.element.collectionSlug) }),
  }),
});

// The writes answer the element with its categories and equipment: nothing to read back.
adminMutation('createElement', {
  type: ElementPayload,
  errors: [ValidationFailure, NotFoundFailure],
  args: (arg) => ({ collectionId: arg.globalID({ required: true, for: [CollectionRef] }), input: arg({ type: ElementInput, required: true }) }),
  input: { schema: elementFormSchema('create'), from: (args) => formValues(args.input) },
  rest: { fieldNames: FIELD_NAMES },
  resolve: async ({ args, input, context }) => ({
    element: elementNode(await elements.createElement(context.rest, { ...restBody(input), collectionSlug: args.collectionId.id })),
  }),
});

adminMutation('updateElement', {
  type: ElementPayload,
  description: 'Leaves the discount as it is (D3). With `version`, a save from a stale form answers a ConflictError and writes nothing.',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [ElementRef] }),
    input: arg({ type: ElementInput, required: true }),
    version: arg.int({ description: 'The version the form was opened at.' }),
  }),
  input: { schema: elementFormSchema('update'), from: (args) => formValues(args.input) },
  rest: { fieldNames: FIELD_NAMES },
  resolve: async ({ args, input, context }) => ({ element: elementNode(await elements.updateElement(context.rest, args.id.id, restBody(input), seenVersion(args.version))) }),
});

const DeleteElementPayload = builder.objectRef<{ deletedId: string; collectionSlug: string }>('DeleteElementPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted element (for @deleteRecord).', resolve: (p) => p.deletedId }),
    collection: t.field({ type: CollectionRef, resolve: (p, _args, context) => collectionBySlug(context, p.collectionSlug) }),
  }),
});

adminMutation('deleteElement', {
  type: DeleteElementPayload,
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({ id: arg.globalID({ required: true, for: [ElementRef] }), version: arg.int({ description: 'The version the delete was confirmed at.' }) }),
  resolve: async ({ args, context }) => {
    const { collectionSlug } = await elements.removeElement(context.rest, args.id.id, seenVersion(args.version));
    return { deletedId: encodeGlobalID('Element', args.id.id), collectionSlug };
  },
});
