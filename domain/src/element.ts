import { z } from 'zod';
import { recordVersionField, seenVersionField } from './history.ts';
import { appConfigurationSchema } from './app-configuration.ts';
import { CONNECTION_CODES, PRICE_GROUPS, type ConnectionCode, type PriceGroup } from './catalog.ts';
import { elementCategorySchema } from './element-category.ts';
import { catalogMessages } from './messages/catalog.ts';
import { validationMessages } from './messages/validation.ts';
import { pageLimitParam, pageOffsetParam } from './query-params.ts';
import { formatPrice, parsePrice, PRICE_MAX_GROSZE, priceText } from './money.ts';
import { storableString } from './text.ts';

/** Spec part 2 §3 "Element" (thumbUrl: the spec shows both 60 and 40; the larger loses nothing). */
export const ELEMENT_NAME_MAX = 60;
export const ELEMENT_FILE_MAX = 35;
export const ELEMENT_THUMB_URL_MAX = 60;
export const ELEMENT_DESCRIPTION_MAX = 255;
export const ELEMENT_TINYDESC_MAX = 60;
export const ELEMENT_ANGLE_MAX_DIGITS = 3;
export const ELEMENT_DISPLAY_ORD_MAX_DIGITS = 2;
/** D3: a whole percent 0–100; the field takes 3 characters so that 100 fits. */
export const ELEMENT_DISCOUNT_MAX_CHARS = 3;
export const MODEL_FILE_PATTERN = /\.(gltf|glb|glt|glf)$/i;

/** dimb (bottom width) matters only for an angled element (spec part 2 §3). */
export function showsBottomWidth(angle: number | null): boolean {
  return angle !== null && angle !== 90;
}

/** D6: two checkboxes in the form, one code in the data. */
export function connectionCode(left: boolean, right: boolean): ConnectionCode | null {
  if (left && right) return 'a';
  if (left) return 'l';
  if (right) return 'r';
  return null;
}
export function connectionSides(code: ConnectionCode): { left: boolean; right: boolean } {
  return { left: code !== 'r', right: code !== 'l' };
}

const DIMENSION_TEXT = /^\d{1,4}(?:[.,]\d)?$/;
const angleOf = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);
const parseDimension = (text: string): number | null => {
  const trimmed = text.trim();
  return DIMENSION_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
};

export type ElementPrices = Record<PriceGroup, number | null>;

/** What the element form holds, as typed (CSV lines are read into the same shape, D21). */
export interface ElementFormValues {
  name: string;
  file: string;
  thumbUrl: string;
  categoryId: string;
  available: boolean;
  isDefault: boolean;
  connectLeft: boolean;
  connectRight: boolean;
  angle: string;
  dimb: string;
  dx: string;
  dy: string;
  dz: string;
  description: string;
  descriptionEn: string;
  tinydesc: string;
  tinydescEn: string;
  displayOrd: string;
  equipment: string[];
}
export type PriceField = `price${PriceGroup}`;
export const PRICE_FIELDS = PRICE_GROUPS.map((group): PriceField => `price${group}`);
/** Form values with the nine price texts, flat, named as in the REST API and the graph (priceA…priceI). */
export type ElementFormInput = ElementFormValues & Record<PriceField, string>;

/** The element after its rules: what is stored (prices in grosze, D1). */
export interface ElementFields {
  name: string;
  file: string;
  thumbUrl: string;
  categoryId: string;
  available: boolean;
  isDefault: boolean;
  connect: ConnectionCode;
  angle: number;
  dimb: number | null;
  dx: number;
  dy: number;
  dz: number;
  description: string;
  descriptionEn: string;
  tinydesc: string;
  tinydescEn: string;
  prices: ElementPrices;
  displayOrd: number;
  equipment: string[];
}

const text = (max: number, required?: string) => {
  const base = storableString(required ?? validationMessages.invalidRequest).trim().max(max, validationMessages.tooLong(max));
  return required ? base.min(1, required) : base;
};

/**
 * Spec part 2 §5, one rule set for the form, the graph, the REST API and CSV lines (D12, D21).
 * `mode`: on create an unticked connection is 'Wybierz typ łączenia', on update 'Wybierz rodzaj łączenia'.
 */
export function elementFormSchema(mode: 'create' | 'update') {
  return z
    .object({
      name: text(ELEMENT_NAME_MAX, catalogMessages.elementNameRequired),
      file: text(ELEMENT_FILE_MAX, catalogMessages.elementFileRequired).refine(
        (file) => file === '' || MODEL_FILE_PATTERN.test(file),
        catalogMessages.elementFileType,
      ),
      thumbUrl: text(ELEMENT_THUMB_URL_MAX),
      categoryId: storableString(catalogMessages.elementCategoryRequired).trim().min(1, catalogMessages.elementCategoryRequired),
      available: z.boolean(),
      isDefault: z.boolean(),
      connectLeft: z.boolean(),
      connectRight: z.boolean(),
      angle: z
        .string()
        .trim()
        .min(1, catalogMessages.angleRequired)
        .regex(new RegExp(`^\\d{1,${ELEMENT_ANGLE_MAX_DIGITS}}$`), catalogMessages.angleInvalid),
      dimb: z.string(),
      dx: z.string(),
      dy: z.string(),
      dz: z.string(),
      description: text(ELEMENT_DESCRIPTION_MAX),
      descriptionEn: text(ELEMENT_DESCRIPTION_MAX),
      tinydesc: text(ELEMENT_TINYDESC_MAX),
      tinydescEn: text(ELEMENT_TINYDESC_MAX),
      ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, z.string()])) as Record<PriceField, z.ZodString>),
      displayOrd: z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{0,${ELEMENT_DISPLAY_ORD_MAX_DIGITS}}$`), catalogMessages.displayOrdInvalid),
      equipment: z.array(storableString(catalogMessages.unknownEquipment)),
    })
    // Checked even when simple fields failed, so an empty form shows every message at once.
    .superRefine(
      (values, ctx) => {
        if (!connectionCode(values.connectLeft, values.connectRight)) {
          const message = mode === 'create' ? catalogMessages.connectionTypeRequired : catalogMessages.connectionSideRequired;
          ctx.addIssue({ code: 'custom', path: ['connect'], message });
        }
        for (const key of ['dx', 'dy', 'dz'] as const) {
          if (parseDimension(values[key]) !== null) continue;
          // The spec's message for an empty field; a filled one says what a size may be.
          const message = values[key].trim() === '' ? catalogMessages.dimensionsRequired : catalogMessages.dimensionInvalid;
          ctx.addIssue({ code: 'custom', path: [key], message });
        }
        if (showsBottomWidth(angleOf(values.angle)) && values.dimb.trim() !== '' && parseDimension(values.dimb) === null) {
          ctx.addIssue({ code: 'custom', path: ['dimb'], message: catalogMessages.dimensionInvalid });
        }
        for (const group of PRICE_GROUPS) {
          const field: PriceField = `price${group}`;
          const typed = values[field].trim();
          const grosze = typed === '' ? null : parsePrice(typed);
          if (typed !== '' && grosze === null) {
            ctx.addIssue({ code: 'custom', path: [field], message: catalogMessages.priceInvalid });
          } else if (grosze !== null && grosze > PRICE_MAX_GROSZE) {
            // Checked here, not left to the database: a CSV import or a REST call would otherwise end in a 500.
            ctx.addIssue({ code: 'custom', path: [field], message: catalogMessages.priceTooLarge(formatPrice(PRICE_MAX_GROSZE)) });
          } else if (group === 'A' && typed === '') {
            ctx.addIssue({ code: 'custom', path: [field], message: catalogMessages.priceARequired });
          }
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((values): ElementFields => {
      const angle = Number(values.angle);
      const prices = {} as ElementPrices;
      for (const group of PRICE_GROUPS) {
        const typed = values[`price${group}`].trim();
        prices[group] = typed === '' ? null : parsePrice(typed);
      }
      const dimb = showsBottomWidth(angle) && values.dimb.trim() !== '' ? parseDimension(values.dimb) : null;
      return {
        name: values.name,
        file: values.file,
        thumbUrl: values.thumbUrl,
        categoryId: values.categoryId,
        available: values.available,
        isDefault: values.isDefault,
        connect: connectionCode(values.connectLeft, values.connectRight) ?? 'a',
        angle,
        dimb,
        dx: parseDimension(values.dx) ?? 0,
        dy: parseDimension(values.dy) ?? 0,
        dz: parseDimension(values.dz) ?? 0,
        description: values.description,
        descriptionEn: values.descriptionEn,
        tinydesc: values.tinydesc,
        tinydescEn: values.tinydescEn,
        prices,
        displayOrd: values.displayOrd === '' ? 0 : Number(values.displayOrd),
        equipment: [...new Set(values.equipment)],
      };
    });
}

/** An element as the REST API answers it (spec part 2 §3 names; prices in grosze, discount a whole percent). */
export const elementSchema = z.object({
  _id: z.string(),
  name: z.string(),
  file: z.string(),
  thumbUrl: z.string(),
  categoryId: z.string(),
  collectionSlug: z.string(),
  available: z.boolean(),
  isDefault: z.boolean(),
  connect: z.enum(CONNECTION_CODES.map((c) => c.code) as [ConnectionCode, ...ConnectionCode[]]),
  angle: z.number(),
  dimb: z.number().nullable(),
  dx: z.number(),
  dy: z.number(),
  dz: z.number(),
  description: z.string(),
  descriptionEn: z.string(),
  tinydesc: z.string(),
  tinydescEn: z.string(),
  ...(Object.fromEntries(PRICE_GROUPS.map((group) => [`price${group}`, z.number().int().nullable()])) as Record<
    `price${PriceGroup}`,
    z.ZodNullable<z.ZodNumber>
  >),
  displayOrd: z.number().int(),
  equipment: z.array(z.string()),
  discount: z.number().int(),
  ...recordVersionField,
  // Optional: an older API answers without; the delete is then offered and its answer says whether it went.
  kitNames: z.array(z.string()).optional().describe('The kits that hold the element, in Polish order: while any, it cannot be deleted (409)'),
  kits: z
    .array(z.object({ _id: z.string(), name: z.string() }))
    .optional()
    .describe('The same kits with their ids, in the same order: what a refused delete links to'),
});
export type Element = z.infer<typeof elementSchema>;

/** The form's text for a stored element (edit screen, CSV export). */
export function elementFormValues(element: Omit<Element, '_id' | 'collectionSlug' | 'discount'>): ElementFormInput {
  const sides = connectionSides(element.connect);
  const number = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
  const prices = Object.fromEntries(
    PRICE_FIELDS.map((field) => {
      const grosze = element[field];
      return [field, grosze === null ? '' : priceText(grosze)];
    }),
  ) as Record<PriceField, string>;
  return {
    name: element.name,
    file: element.file,
    thumbUrl: element.thumbUrl,
    categoryId: element.categoryId,
    available: element.available,
    isDefault: element.isDefault,
    connectLeft: sides.left,
    connectRight: sides.right,
    angle: String(element.angle),
    dimb: number(element.dimb),
    dx: number(element.dx),
    dy: number(element.dy),
    dz: number(element.dz),
    description: element.description,
    descriptionEn: element.descriptionEn,
    tinydesc: element.tinydesc,
    tinydescEn: element.tinydescEn,
    ...prices,
    displayOrd: String(element.displayOrd),
    equipment: element.equipment,
  };
}

/** A text field of a REST body: a string, or absent/null for empty; anything else is refused with `error`, never made text. */
const bodyText = (error: string) => z.string({ error }).nullish();
/** A number field of a REST body: a number or its text (the form's), or absent/null for empty; anything else is refused. */
const bodyNumber = (error: string) => z.union([z.number(), z.string()], { error }).nullish();
const textOf = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * A REST body in the spec's names (numbers for angle, dimensions and prices in grosze), checked by the very
 * same rules as the form: it is turned into form text first, so every message is the form's (D12). Each field
 * takes only its own type (`name: {"a":1}` is refused with the name's message, not stored as text).
 */
export function elementBodySchema(mode: 'create' | 'update') {
  return z
    .object({
      name: bodyText(catalogMessages.elementNameRequired),
      file: bodyText(catalogMessages.elementFileRequired),
      thumbUrl: bodyText(validationMessages.invalidRequest),
      categoryId: bodyText(catalogMessages.elementCategoryRequired),
      available: z.boolean({ error: validationMessages.invalidRequest }).default(true),
      isDefault: z.boolean({ error: validationMessages.invalidRequest }).default(false),
      connect: z
        .enum(['a', 'l', 'r'], { error: mode === 'create' ? catalogMessages.connectionTypeRequired : catalogMessages.connectionSideRequired })
        .nullish(),
      angle: bodyNumber(catalogMessages.angleRequired),
      dimb: bodyNumber(catalogMessages.dimensionInvalid),
      dx: bodyNumber(catalogMessages.dimensionsRequired),
      dy: bodyNumber(catalogMessages.dimensionsRequired),
      dz: bodyNumber(catalogMessages.dimensionsRequired),
      description: bodyText(validationMessages.invalidRequest),
      descriptionEn: bodyText(validationMessages.invalidRequest),
      tinydesc: bodyText(validationMessages.invalidRequest),
      tinydescEn: bodyText(validationMessages.invalidRequest),
      ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, bodyNumber(catalogMessages.priceInvalid)])) as Record<PriceField, ReturnType<typeof bodyNumber>>),
      displayOrd: bodyNumber(catalogMessages.displayOrdInvalid),
      equipment: z.array(z.string({ error: catalogMessages.unknownEquipment }), { error: catalogMessages.unknownEquipment }).default([]),
    })
    .transform((body): ElementFormInput => {
      const sides = body.connect ? connectionSides(body.connect) : { left: false, right: false };
      // Prices come in grosze: a whole number of them, or the field is wrong (text is not read as złote here).
      const price = (value: string | number | null | undefined) =>
        typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? priceText(value) : textOf(value) === '' ? '' : 'x';
      const number = (value: string | number | null | undefined) => textOf(value).replace('.', ',');
      return {
        name: textOf(body.name),
        file: textOf(body.file),
        thumbUrl: textOf(body.thumbUrl),
        categoryId: textOf(body.categoryId),
        available: body.available,
        isDefault: body.isDefault,
        connectLeft: sides.left,
        connectRight: sides.right,
        angle: textOf(body.angle),
        dimb: number(body.dimb),
        dx: number(body.dx),
        dy: number(body.dy),
        dz: number(body.dz),
        description: textOf(body.description),
        descriptionEn: textOf(body.descriptionEn),
        tinydesc: textOf(body.tinydesc),
        tinydescEn: textOf(body.tinydescEn),
        ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, price(body[field])])) as Record<PriceField, string>),
        displayOrd: textOf(body.displayOrd),
        equipment: body.equipment,
      };
    })
    .pipe(elementFormSchema(mode));
}

/** D3: an element discount is a whole percent 0–100, typed as integer text of at most 3 characters. */
export const ELEMENT_DISCOUNT_MAX_PERCENT = 100;

// The REST contract of the element paths (spec part 2 §7), shared by the API's routes and the gateway.

/** An equipment item (spec part 2 §3 "Equipment"), as the dictionaries and the element answer list it. */
export const equipmentItemSchema = z.object({ _id: z.string(), name: z.string() });
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;

/** GET /api/cms/collection/{slug}/elements (spec part 2 §7 getCollectionElements: elements, elementsCategories, appConfiguration). */
export const elementListSchema = z.object({
  elements: z.array(elementSchema).describe('One page, in the order asked for (by default displayOrd, then name)'),
  elementsCategories: z.array(elementCategorySchema).describe("Every element category of the collection, in display order"),
  appConfiguration: appConfigurationSchema,
  totalCount: z.number().int().describe('Every element matching the filters (the page is a part of them)'),
});
export type ElementList = z.infer<typeof elementListSchema>;

/** GET /api/cms/element/{id} (spec part 2 §7 getCollectionElement: element, elementCategories, equipment, appConfiguration); element writes answer it too. */
export const elementDetailSchema = z.object({
  element: elementSchema,
  elementCategories: z.array(elementCategorySchema).describe("The element's collection's categories, in display order"),
  equipment: z.array(equipmentItemSchema).describe('The whole equipment dictionary (what the form offers)'),
  appConfiguration: appConfigurationSchema,
});
export type ElementDetail = z.infer<typeof elementDetailSchema>;

/** POST /api/cms/element/delete/{id}: what was deleted, and where it was (so a client need not read it first). */
export const elementDeletedSchema = z.object({ deleted: z.object({ elements: z.number().int() }), collectionSlug: z.string() });

/** Spec part 2 §7 createElement: elementData in the spec's names, with the collection's slug. */
export const elementCreateBodySchema = z
  .object({ collectionSlug: storableString(catalogMessages.unknownCollection).trim().min(1, catalogMessages.unknownCollection) })
  .and(elementBodySchema('create'));
/** D29: may name the version its editor saw (as `If-Match` may). */
export const elementUpdateBodySchema = z.object(seenVersionField).and(elementBodySchema('update'));
/** D3: a whole percent 0–100 (spec part 2 §5: discount edits send only integers). */
export const elementDiscountBodySchema = z.object({
  ...seenVersionField,
  discount: z
    .number({ error: validationMessages.requiredFieldsMissing })
    .int(validationMessages.requiredFieldsMissing)
    .min(0, validationMessages.requiredFieldsMissing)
    .max(ELEMENT_DISCOUNT_MAX_PERCENT, validationMessages.requiredFieldsMissing),
});

/* The element list's limits and filter rule, once for the API, the gateway and the web. */

/** The name filter applies from this many characters, trimmed (spec part 2 §9: "list filter 3 or more"). */
export const ELEMENT_FILTER_MIN_CHARS = 3;
/** A page of the elements list when the caller names no size (REST `limit`, the graph's `first`, the web's pages). */
export const ELEMENT_PAGE_SIZE = 50;
/** The largest page GET /api/cms/collection/{slug}/elements answers. */
export const ELEMENT_PAGE_MAX = 500;
/** The largest `first` of the graph's Collection.elements (within ELEMENT_PAGE_MAX); the discounts screen reads pages this big. */
export const ELEMENT_GRAPH_PAGE_MAX = 200;
/** Search results the kit screens' element picker shows at once; a longer name narrows them. */
export const ELEMENT_PICKER_PAGE_SIZE = 20;

/** The filter as applied: trimmed, and only from ELEMENT_FILTER_MIN_CHARS characters on (else no filter). */
export function effectiveElementFilter(filter: string | null | undefined): string | undefined {
  const trimmed = filter?.trim() ?? '';
  return trimmed.length >= ELEMENT_FILTER_MIN_CHARS ? trimmed : undefined;
}

/**
 * The element list's orders: the catalogue's own (displayOrd, then name), by name, by price A; each breaks ties by
 * name (unique in a collection), so the order is total and a page boundary never moves. The REST `orderBy`, the
 * graph's `ElementOrder` and the web's address use these very values.
 */
export const ELEMENT_ORDERS = ['DISPLAY_ORDER', 'NAME_ASC', 'NAME_DESC', 'PRICE_A_ASC', 'PRICE_A_DESC'] as const;
export type ElementOrder = (typeof ELEMENT_ORDERS)[number];
export const DEFAULT_ELEMENT_ORDER: ElementOrder = 'DISPLAY_ORDER';

/** An order as written in an address: one of ELEMENT_ORDERS, else (missing, mistyped, old link) the default. */
export function elementOrderOf(text: string | null | undefined): ElementOrder {
  return ELEMENT_ORDERS.find((order) => order === text) ?? DEFAULT_ELEMENT_ORDER;
}

/** The list's query (REST): a name part, an element category, the order, the page. */
export const elementListQuerySchema = z.object({
  filter: storableString(validationMessages.invalidRequest)
    .optional()
    .describe(`Case-insensitive part of the name; applies from ${ELEMENT_FILTER_MIN_CHARS} characters (trimmed), shorter is ignored`),
  categoryId: storableString(validationMessages.invalidRequest).optional().describe('Only elements of this element category'),
  orderBy: z
    .enum(ELEMENT_ORDERS, { error: catalogMessages.elementOrderInvalid })
    .default(DEFAULT_ELEMENT_ORDER)
    .describe('DISPLAY_ORDER: displayOrd, then name; NAME_*: by name (Polish order); PRICE_A_*: by price A, then name (either direction)'),
  offset: pageOffsetParam(),
  limit: pageLimitParam(ELEMENT_PAGE_MAX, ELEMENT_PAGE_SIZE),
});
