import { z } from 'zod';
import { appConfigurationSchema } from './app-configuration.ts';
import { PRICE_GROUPS, type PriceGroup } from './catalog.ts';
import { COLLECTION_DISCOUNT_MAX_CHARS, COLLECTION_DISCOUNT_MAX_PERCENT, parseWholePercent } from './discount.ts';
import { recordVersionField, seenVersionField } from './history.ts';
import { catalogMessages } from './messages/catalog.ts';
import { fabricMessages } from './messages/fabrics.ts';
import { validationMessages } from './messages/validation.ts';
import { nameSearchKey } from './name-keys.ts';
import { slugify } from './slug.ts';
import { storableString } from './text.ts';

// ---- Limits (spec part 1 §5, D25) ----

/** Create fabric family: name 100, descriptions 300; the family edit allows descriptions of 1000. */
export const FABRIC_FAMILY_NAME_MAX = 100;
export const FABRIC_FAMILY_CREATE_DESCRIPTION_MAX = 300;
export const FABRIC_FAMILY_EDIT_DESCRIPTION_MAX = 1000;
/** D25: a family's discount is a whole percent 0–99, typed in 2 characters, as the collection discount. */
export const FABRIC_FAMILY_DISCOUNT_MAX_CHARS = COLLECTION_DISCOUNT_MAX_CHARS;
export const FABRIC_FAMILY_DISCOUNT_MAX_PERCENT = COLLECTION_DISCOUNT_MAX_PERCENT;
/** Create fabric: name 100, file name 50; the file is a jpg or png texture. */
export const FABRIC_NAME_MAX = 100;
export const FABRIC_FILE_MAX = 50;
export const FABRIC_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** Colour: name 60, rgb exactly 6 hexadecimal characters; every parameter's order at most 2 digits. */
export const FABRIC_COLOR_NAME_MAX = 60;
export const FABRIC_RGB_LENGTH = 6;
export const FABRIC_PARAMETER_NAME_MAX = 60;
export const FABRIC_DISPLAY_ORD_MAX_DIGITS = 2;
/** The fabric filter inside a family applies from 2 characters (spec part 1 §5, D27). */
export const FABRIC_FILTER_MIN_CHARS = 2;

/** The three kinds of fabric filter parameter (spec part 1 §3), as the REST `objectType` names them. */
export const FABRIC_PARAMETER_KINDS = ['color', 'type', 'property'] as const;
export type FabricParameterKind = (typeof FABRIC_PARAMETER_KINDS)[number];

/** Their Polish names, singular and as a group heading. */
export const FABRIC_PARAMETER_LABELS: Readonly<Record<FabricParameterKind, { one: string; group: string }>> = {
  color: { one: 'kolor', group: 'Kolory' },
  type: { one: 'typ', group: 'Typy' },
  property: { one: 'właściwość', group: 'Właściwości' },
};

/** Spec part 1 §3 "Price group": name and slug, A to I. */
export const priceGroupSchema = z.object({ name: z.string(), slug: z.enum(PRICE_GROUPS) });
export type PriceGroupRecord = z.infer<typeof priceGroupSchema>;
export const PRICE_GROUP_RECORDS: readonly PriceGroupRecord[] = PRICE_GROUPS.map((slug) => ({ name: `Grupa ${slug}`, slug }));

const required = validationMessages.requiredFieldsMissing;
const discountInvalid = catalogMessages.discountInvalid(FABRIC_FAMILY_DISCOUNT_MAX_PERCENT);

/** A whole name: trimmed, required, at most `max`, with a letter or digit (its slug names it, D5). */
const nameOf = (max: number) =>
  storableString(required)
    .trim()
    .min(1, required)
    .max(max, validationMessages.tooLong(max))
    .refine((value) => slugify(value) !== '', catalogMessages.nameWithoutLetters);
const descriptionOf = (max: number) => storableString(required).trim().max(max, validationMessages.tooLong(max));
const priceGroup = z.enum(PRICE_GROUPS, { error: fabricMessages.priceGroupRequired });
/** The price group as a form holds it: '' until one is chosen. */
const priceGroupField = z
  .string({ error: fabricMessages.priceGroupRequired })
  .refine((value): value is PriceGroup => (PRICE_GROUPS as readonly string[]).includes(value), fabricMessages.priceGroupRequired);
const discountText = z.string({ error: required }).transform((text, ctx) => {
  const percent = parseWholePercent(text, FABRIC_FAMILY_DISCOUNT_MAX_CHARS);
  if (percent !== null) return percent;
  // The spec's message for an empty field; a filled one says what a discount may be.
  ctx.addIssue({ code: 'custom', message: text.trim() === '' ? required : discountInvalid });
  return z.NEVER;
});
// A refinement, not .int(): zod reports .int() as a wrong type, which the API answers with its generic message.
const discountPercent = z
  .number({ error: required })
  .refine(Number.isInteger, discountInvalid)
  .refine((percent) => percent >= 0 && percent <= FABRIC_FAMILY_DISCOUNT_MAX_PERCENT, discountInvalid);

// ---- Fabric families (texture collections) ----

/** The create form as typed (spec part 1 §5): name, price group and an integer discount required. */
export const fabricFamilyCreateFormSchema = z.object({
  name: nameOf(FABRIC_FAMILY_NAME_MAX),
  descriptionPl: descriptionOf(FABRIC_FAMILY_CREATE_DESCRIPTION_MAX),
  descriptionEn: descriptionOf(FABRIC_FAMILY_CREATE_DESCRIPTION_MAX),
  priceGroupSlug: priceGroupField,
  discount: discountText,
  isActive: z.boolean(),
});
export type FabricFamilyCreateForm = z.input<typeof fabricFamilyCreateFormSchema>;

/** The edit form (spec part 1 §2, §5): descriptions up to 1000, the price group required; the name stays. */
export const fabricFamilyEditFormSchema = z.object({
  descriptionPl: descriptionOf(FABRIC_FAMILY_EDIT_DESCRIPTION_MAX),
  descriptionEn: descriptionOf(FABRIC_FAMILY_EDIT_DESCRIPTION_MAX),
  priceGroupSlug: priceGroupField,
  discount: discountText,
  isActive: z.boolean(),
});
export type FabricFamilyEditForm = z.input<typeof fabricFamilyEditFormSchema>;

/** POST /api/cms/collection/create-texture-collection (spec part 1 §7: family fields), the discount a whole percent. */
export const fabricFamilyCreateBodySchema = z.object({
  name: nameOf(FABRIC_FAMILY_NAME_MAX),
  descriptionPl: descriptionOf(FABRIC_FAMILY_CREATE_DESCRIPTION_MAX).default(''),
  descriptionEn: descriptionOf(FABRIC_FAMILY_CREATE_DESCRIPTION_MAX).default(''),
  priceGroupSlug: priceGroup,
  discount: discountPercent,
  isActive: z.boolean({ error: required }).default(true),
});
export type FabricFamilyCreateBody = z.input<typeof fabricFamilyCreateBodySchema>;

/** PATCH /api/cms/texture/update/{id}: every edited field is sent, so a missing flag never changes silently. */
export const fabricFamilyUpdateBodySchema = z.object({
  ...seenVersionField,
  descriptionPl: descriptionOf(FABRIC_FAMILY_EDIT_DESCRIPTION_MAX),
  descriptionEn: descriptionOf(FABRIC_FAMILY_EDIT_DESCRIPTION_MAX),
  priceGroupSlug: priceGroup,
  discount: discountPercent,
  isActive: z.boolean({ error: required }),
});
export type FabricFamilyUpdateBody = z.input<typeof fabricFamilyUpdateBodySchema>;

/** A collection named by a record that uses it: with its id, so a client links to it. */
export const namedCollectionSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type NamedCollection = z.infer<typeof namedCollectionSchema>;

/** Spec part 1 §3 "Texture collection (fabric family)", with what its delete rule needs (D9). */
export const fabricFamilySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  priceGroupSlug: z.enum(PRICE_GROUPS),
  discount: z.number().int().describe('A whole percent, 0–99 (D25)'),
  isActive: z.boolean(),
  descriptionPl: z.string(),
  descriptionEn: z.string(),
  fabricCount: z.number().int().describe('Fabrics of the family'),
  assignedTo: z.array(namedCollectionSchema).describe('The collections the family is assigned to, by name: its delete removes these assignments (D9)'),
  ...recordVersionField,
});
export type FabricFamily = z.infer<typeof fabricFamilySchema>;

/**
 * A delete that would remove assignments says so and goes only when the caller confirms (D9). A query, not a body:
 * the spec's delete calls send none; the version goes as `If-Match`.
 */
export const confirmedDeleteQuerySchema = z.object({
  confirmed: z.enum(['true', 'false']).optional().describe('`true`: delete although collections use the record (their assignments or default go too)'),
});
export type ConfirmedDeleteQuery = z.input<typeof confirmedDeleteQuerySchema>;

/** POST /api/cms/texture-collection/delete/{id}: how many rows went, and the family as it was. */
export const fabricFamilyDeletedSchema = z.object({
  deleted: z.object({ fabricFamilies: z.number().int(), fabrics: z.number().int(), collectionAssignments: z.number().int() }),
  texture: fabricFamilySchema,
});
export type FabricFamilyDeleted = z.infer<typeof fabricFamilyDeletedSchema>;

// ---- Fabrics ----

const fabricFile = storableString(fabricMessages.fabricFileRequired)
  .trim()
  .min(1, fabricMessages.fabricFileRequired)
  .max(FABRIC_FILE_MAX, validationMessages.tooLong(FABRIC_FILE_MAX))
  .refine((name) => FABRIC_FILE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)), fabricMessages.fabricFileType);
/** The swatch: a texture file too (D25), or '' for the texture's own thumbnail. */
const fabricThumb = storableString(required)
  .trim()
  .max(FABRIC_FILE_MAX, validationMessages.tooLong(FABRIC_FILE_MAX))
  .refine((name) => name === '' || FABRIC_FILE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)), fabricMessages.fabricFileType);

/** The fabric form (spec part 1 §5): name and file required, the file a jpg or png of at most 50 characters. */
export const fabricFormSchema = z.object({
  name: nameOf(FABRIC_NAME_MAX),
  fileUrl: fabricFile,
  thumbUrl: fabricThumb,
  isActive: z.boolean(),
  isDefault: z.boolean(),
});
export type FabricForm = z.input<typeof fabricFormSchema>;

/** POST /api/cms/collection/create-fabric: the fabric fields and its family's slug. */
export const fabricCreateBodySchema = fabricFormSchema.extend({
  tcSlug: storableString(fabricMessages.unknownFabricFamily).trim().min(1, fabricMessages.unknownFabricFamily).describe('The family (texture collection) slug'),
  thumbUrl: fabricThumb.default(''),
  isActive: z.boolean({ error: required }).default(true),
  isDefault: z.boolean({ error: required }).default(false),
});
export type FabricCreateBody = z.input<typeof fabricCreateBodySchema>;

/** PATCH /api/cms/fabric/update/{id}: every field; a fabric stays in its family. */
export const fabricUpdateBodySchema = fabricFormSchema.extend({
  ...seenVersionField,
  isActive: z.boolean({ error: required }),
  isDefault: z.boolean({ error: required }),
});
export type FabricUpdateBody = z.input<typeof fabricUpdateBodySchema>;

/** Spec part 1 §3 "Fabric", with its family and its filter parameters by slug (colorCs, typeCs, propertyCs). */
export const fabricSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  tcSlug: z.string().describe("The family's slug"),
  fileUrl: z.string().describe('The stored name of its texture file (kind texture)'),
  thumbUrl: z.string().describe("The stored name of its swatch file, or '' for the texture's own thumbnail"),
  isActive: z.boolean(),
  isDefault: z.boolean().describe("The family's default fabric (its marker in the list)"),
  colorCs: z.array(z.string()).describe('Slugs of its colours'),
  typeCs: z.array(z.string()).describe('Slugs of its types'),
  propertyCs: z.array(z.string()).describe('Slugs of its properties'),
  defaultIn: z.array(namedCollectionSchema).describe('The collections whose default fabric it is: its delete clears those defaults (D9)'),
  ...recordVersionField,
});
export type Fabric = z.infer<typeof fabricSchema>;

/** POST /api/cms/fabric/delete/{id}. */
export const fabricDeletedSchema = z.object({
  deleted: z.object({ fabrics: z.number().int(), collectionDefaults: z.number().int() }),
  fabric: fabricSchema,
});
export type FabricDeleted = z.infer<typeof fabricDeletedSchema>;

// ---- Filter parameters: colours, types, properties ----

// The same rule as an element's order: at most 2 digits.
const displayOrdInvalid = catalogMessages.displayOrdInvalid;
const DISPLAY_ORD_TEXT = new RegExp(`^\\d{1,${FABRIC_DISPLAY_ORD_MAX_DIGITS}}$`);
const displayOrdText = z
  .string({ error: required })
  .trim()
  .refine((text) => DISPLAY_ORD_TEXT.test(text), displayOrdInvalid)
  .transform(Number);
const displayOrd = z
  .number({ error: displayOrdInvalid })
  .int(displayOrdInvalid)
  .min(0, displayOrdInvalid)
  .lt(10 ** FABRIC_DISPLAY_ORD_MAX_DIGITS, displayOrdInvalid);
const rgb = z
  .string({ error: fabricMessages.rgbInvalid })
  .trim()
  .regex(new RegExp(`^[0-9a-fA-F]{${FABRIC_RGB_LENGTH}}$`), fabricMessages.rgbInvalid)
  .transform((value) => value.toLowerCase());

/** The create forms (spec part 1 §5): a colour's name (60), rgb (6) and order (2 digits); a type's or property's name and order. */
export const fabricColorFormSchema = z.object({ name: nameOf(FABRIC_COLOR_NAME_MAX), rgb, displayOrd: displayOrdText });
export type FabricColorForm = z.input<typeof fabricColorFormSchema>;
export const fabricParameterFormSchema = z.object({ name: nameOf(FABRIC_PARAMETER_NAME_MAX), displayOrd: displayOrdText });
export type FabricParameterForm = z.input<typeof fabricParameterFormSchema>;

/** POST /api/cms/fabric-items/color. */
export const fabricColorCreateBodySchema = z.object({
  name: nameOf(FABRIC_COLOR_NAME_MAX),
  rgb,
  displayOrd,
  isActive: z.boolean({ error: required }).default(true),
});
export type FabricColorCreateBody = z.input<typeof fabricColorCreateBodySchema>;
/** POST /api/cms/fabric-items/type and /property. */
export const fabricParameterCreateBodySchema = z.object({
  name: nameOf(FABRIC_PARAMETER_NAME_MAX),
  displayOrd,
  isActive: z.boolean({ error: required }).default(true),
});
export type FabricParameterCreateBody = z.input<typeof fabricParameterCreateBodySchema>;

/**
 * PATCH /api/cms/fabric-item/update/{id} (spec part 1 §7: objectType color, type or property, plus fields). Only the
 * fields sent change: the settings screen's toggle sends `isActive` alone (D26).
 */
export const fabricParameterUpdateBodySchema = z.object({
  ...seenVersionField,
  objectType: z.enum(FABRIC_PARAMETER_KINDS, { error: fabricMessages.fabricParameterKindInvalid }),
  name: nameOf(FABRIC_PARAMETER_NAME_MAX).optional(),
  rgb: rgb.optional().describe('Colours only'),
  displayOrd: displayOrd.optional(),
  isActive: z.boolean({ error: required }).optional(),
});
export type FabricParameterUpdateBody = z.input<typeof fabricParameterUpdateBodySchema>;

/** Spec part 1 §3 "Fabric colour" / "Fabric type and fabric property". */
export const fabricParameterSchema = z.object({
  _id: z.string(),
  objectType: z.enum(FABRIC_PARAMETER_KINDS),
  name: z.string(),
  slug: z.string(),
  rgb: z.string().nullable().describe('Colours: 6 hexadecimal characters; null for types and properties'),
  isActive: z.boolean(),
  displayOrd: z.number().int(),
  ...recordVersionField,
});
export type FabricParameter = z.infer<typeof fabricParameterSchema>;

/** GET /api/cms/fabric-items (spec part 1 §7): each kind by displayOrd, then name. */
export const fabricParametersSchema = z.object({
  fabricColors: z.array(fabricParameterSchema),
  fabricTypes: z.array(fabricParameterSchema),
  fabricProperties: z.array(fabricParameterSchema),
});
export type FabricParameters = z.infer<typeof fabricParametersSchema>;

/** The answer key of each kind's list. */
export const FABRIC_PARAMETER_LIST_KEY = { color: 'fabricColors', type: 'fabricTypes', property: 'fabricProperties' } as const satisfies Record<
  FabricParameterKind,
  keyof FabricParameters
>;
/** The fabric's field that lists its parameters of each kind. */
export const FABRIC_PARAMETER_FIELD = { color: 'colorCs', type: 'typeCs', property: 'propertyCs' } as const satisfies Record<FabricParameterKind, keyof Fabric>;

/**
 * POST /api/cms/fabric-item/assign-color, assign-type, assign-property (spec part 1 §7: fabricId, assign flag, slug,
 * collectionSlug): `slug` names the parameter, `collectionSlug` the fabric's family. Assigning twice, or removing
 * what is not there, changes nothing.
 */
export const fabricParameterAssignBodySchema = z.object({
  ...seenVersionField,
  fabricId: z.string({ error: fabricMessages.unknownFabric }),
  assign: z.boolean({ error: required }),
  slug: storableString(fabricMessages.unknownFabricParameter).min(1, fabricMessages.unknownFabricParameter),
  collectionSlug: storableString(fabricMessages.unknownFabricFamily).optional().describe("The fabric's family; when sent, it must be the fabric's"),
});
export type FabricParameterAssignBody = z.input<typeof fabricParameterAssignBodySchema>;

// ---- Answers of the family and fabric screens ----

/** GET /api/cms/texture/{slug} (spec part 1 §7: texture, fabrics, appConfiguration). */
export const fabricFamilyDetailSchema = z.object({
  texture: fabricFamilySchema,
  fabrics: z.array(fabricSchema).describe('By name, in Polish order'),
  appConfiguration: appConfigurationSchema,
});
export type FabricFamilyDetail = z.infer<typeof fabricFamilyDetailSchema>;

/** GET /api/cms/texture/fabric/{id} (spec part 1 §7). */
export const fabricDetailSchema = z.object({
  texture: fabricFamilySchema,
  fabric: fabricSchema,
  priceGroups: z.array(priceGroupSchema),
  fabricColors: z.array(fabricParameterSchema),
  fabricTypes: z.array(fabricParameterSchema),
  fabricProperties: z.array(fabricParameterSchema),
  fabricItems: z
    .object({ fabricHasColors: z.array(z.string()), fabricHasTypes: z.array(z.string()), fabricHasProperties: z.array(z.string()) })
    .describe("The fabric's parameters by slug, as colorCs, typeCs and propertyCs"),
});
export type FabricDetail = z.infer<typeof fabricDetailSchema>;

// ---- A collection's fabric families (spec part 2 §3, §4; D25) ----

/** Spec part 2 §3 "Collection texture assignment": the family, the collection, and the default fabric if it is this family's. */
export const collectionTextureSchema = z.object({
  tcSlug: z.string(),
  cSlug: z.string(),
  isDefault: z.boolean().describe("Whether the collection's default fabric is one of this family's"),
  defaultFabricId: z.string().nullable(),
});
export type CollectionTexture = z.infer<typeof collectionTextureSchema>;

/** GET /api/cms/texture-collection/{slug} (spec part 1 §7, part 2 §7 getCollectionTextures), for a collection's slug. */
export const collectionTexturesSchema = z.object({
  allTexturesCollections: z.array(fabricFamilySchema).describe('Every family, by price group, then name'),
  collectionTextures: z.array(collectionTextureSchema).describe("The collection's assigned families"),
  priceGroups: z.array(priceGroupSchema),
});
export type CollectionTextures = z.infer<typeof collectionTexturesSchema>;

/**
 * POST /api/cms/collection-texture/assign (part 2 §7 assignTexture: assigned, isDefault, tcSlug, cSlug). Unassigning
 * the family of the default fabric clears the default (part 2 §4); assigning twice changes nothing.
 */
export const collectionTextureAssignBodySchema = z.object({
  tcSlug: storableString(fabricMessages.unknownFabricFamily).min(1, fabricMessages.unknownFabricFamily),
  cSlug: storableString(catalogMessages.unknownCollection).min(1, catalogMessages.unknownCollection),
  assigned: z.boolean({ error: required }),
});
export type CollectionTextureAssignBody = z.input<typeof collectionTextureAssignBodySchema>;

/**
 * POST /api/cms/collection-texture/default (part 2 §7 setDefaultCollectionFabric: tcSlug, cSlug, defaultFabricId).
 * Choosing a default assigns its family (ticking default forces assigned); null clears it.
 */
export const collectionDefaultFabricBodySchema = z.object({
  tcSlug: storableString(fabricMessages.unknownFabricFamily).min(1, fabricMessages.unknownFabricFamily),
  cSlug: storableString(catalogMessages.unknownCollection).min(1, catalogMessages.unknownCollection),
  defaultFabricId: z.string().nullable(),
});
export type CollectionDefaultFabricBody = z.input<typeof collectionDefaultFabricBodySchema>;

/** GET /api/cms/texture-collections: every family (the /add/fabric screen), without a collection. */
export const fabricFamilyListSchema = z.object({
  allTexturesCollections: z.array(fabricFamilySchema).describe('Every family, by price group, then name'),
  priceGroups: z.array(priceGroupSchema),
});
export type FabricFamilyList = z.infer<typeof fabricFamilyListSchema>;

/** At most this many families per GET /api/cms/fabrics (a graph page of families asks once for all of them). */
export const FABRICS_QUERY_MAX_FAMILIES = 200;

/**
 * GET /api/cms/fabrics: the fabrics of several families in one call, by family slug or by a collection's assigned
 * families, so a page of families with their fabrics costs one call whatever their number.
 */
export const fabricQuerySchema = z.object({
  families: z
    .string()
    .max(FABRICS_QUERY_MAX_FAMILIES * 110, validationMessages.invalidRequest)
    .optional()
    .describe(`Family slugs separated by commas (at most ${FABRICS_QUERY_MAX_FAMILIES})`),
  collection: z.string().max(200, validationMessages.invalidRequest).optional().describe("A collection's slug: the fabrics of its assigned families"),
});
export type FabricQuery = z.input<typeof fabricQuerySchema>;
export const fabricQueryAnswerSchema = z.object({ fabrics: z.array(fabricSchema).describe('By family slug, then name in Polish order') });

// ---- Rules the screens and the server share ----

/** Whether the family screen's fabric filter applies (2 characters), and what it matches (D27: case and accents folded). */
export function fabricFilterMatches(phrase: string, name: string): boolean {
  const key = nameSearchKey(phrase.trim());
  return key.length < FABRIC_FILTER_MIN_CHARS || nameSearchKey(name).includes(key);
}

/** A family's price group, as REST (`priceGroupSlug`) or the graph (`priceGroup`) names it. */
type WithPriceGroup = { name: string } & ({ priceGroupSlug: string } | { priceGroup: string });
const groupOf = (family: WithPriceGroup): string => ('priceGroupSlug' in family ? family.priceGroupSlug : family.priceGroup);

/**
 * The families by price group, A to I, each group by name (the /add/fabric screen, the collection's textures); a
 * group outside A–I (from a newer server) is left out.
 */
export function familiesByPriceGroup<F extends WithPriceGroup>(families: readonly F[]): { group: PriceGroup; families: F[] }[] {
  return PRICE_GROUPS.map((group) => ({
    group,
    families: families.filter((family) => groupOf(family) === group).sort((a, b) => a.name.localeCompare(b.name, 'pl')),
  })).filter((entry) => entry.families.length > 0);
}

/**
 * A price in a fabric family: the price at the family's group (already after the element's and the collection's
 * discounts) less the family's own whole-percent discount (D25), rounded to the grosz; null where there is none.
 */
export function priceInFamily(grosze: number | null, familyDiscountPercent: number): number | null {
  return grosze === null ? null : Math.round((grosze * (100 - familyDiscountPercent)) / 100);
}
