import { z } from 'zod';
import { recordVersionField, seenVersionField } from './history.ts';
import { PRICE_GROUPS, type PriceGroup } from './catalog.ts';
import { TENTHS_PER_PERCENT } from './discount.ts';
import { elementSchema } from './element.ts';
import { catalogMessages } from './messages/catalog.ts';
import { validationMessages } from './messages/validation.ts';
import { storableString } from './text.ts';

/** Spec part 2 §3 "Kit", §5, §9. */
export const KIT_NAME_MAX = 60;
export const KIT_TINYDESC_MAX = 60;
export const KIT_ORD_MAX_DIGITS = 2;
export const KIT_THUMB_URL_MAX = 40;
/** Spec part 2 §5: "at least 2 elements"; a kit keeps at least as many (removing below it is refused). */
export const KIT_MIN_ELEMENTS = 2;
/** No rule in the spec; a bound so that no request can build a kit no sofa has (and no insert outgrows the database). */
export const KIT_MAX_ELEMENTS = 100;
/** Spec part 2 §9: "Default kit order 1". */
export const KIT_DEFAULT_ORD = 1;

const required = validationMessages.requiredFieldsMissing;
const text = (max: number) => storableString(required).trim().max(max, validationMessages.tooLong(max));

/** The create form as typed (spec part 2 §5): every failure of a required part is 'Wypełnij wymagane pola'. */
export const kitFormSchema = z.object({
  name: text(KIT_NAME_MAX).min(1, required),
  tinydesc: text(KIT_TINYDESC_MAX),
  ord: z
    .string({ error: required })
    .trim()
    .regex(new RegExp(`^\\d{0,${KIT_ORD_MAX_DIGITS}}$`), catalogMessages.kitOrdInvalid)
    .transform((ord) => (ord === '' ? KIT_DEFAULT_ORD : Number(ord))),
  thumbUrl: text(KIT_THUMB_URL_MAX),
  isActive: z.boolean({ error: required }),
  /** Element ids in the kit's order; one element may appear more than once (two middle modules). */
  elements: z
    .array(storableString(validationMessages.invalidRequest).min(1, required), { error: required })
    .min(KIT_MIN_ELEMENTS, required)
    .max(KIT_MAX_ELEMENTS, catalogMessages.kitTooManyElements(KIT_MAX_ELEMENTS)),
});
export type KitForm = z.input<typeof kitFormSchema>;
export type KitFields = z.output<typeof kitFormSchema>;

/** The edit form (D28): the kit's own fields by the create form's rules; its elements change on the kit screen. */
export const kitEditFormSchema = kitFormSchema.omit({ elements: true });
export type KitEditForm = z.input<typeof kitEditFormSchema>;
export type KitEditFields = z.output<typeof kitEditFormSchema>;

/** A REST body's ord as the form's text: a whole number as its digits, any other number what the form's rule refuses. */
const ordText = (ord: unknown): unknown => (typeof ord === 'number' ? (Number.isSafeInteger(ord) ? String(ord) : 'x') : ord);

/**
 * REST body of POST /api/cms/kit/create (spec part 2 §7 createKit: ord, name, elements, in the spec's names),
 * checked by the very same rules as the form: ord may come as a number or as text.
 */
export const kitCreateBodySchema = z
  .object({
    cSlug: storableString(catalogMessages.unknownCollection).trim().min(1, catalogMessages.unknownCollection),
    name: z.unknown().optional(),
    tinydesc: z.unknown().optional(),
    ord: z.unknown().optional(),
    thumbUrl: z.unknown().optional(),
    isActive: z.boolean({ error: required }).default(true),
    elements: z.unknown().optional(),
  })
  .transform(({ cSlug, ...body }) => ({
    cSlug,
    name: body.name ?? '',
    tinydesc: body.tinydesc ?? '',
    ord: ordText(body.ord ?? ''),
    thumbUrl: body.thumbUrl ?? '',
    isActive: body.isActive,
    elements: body.elements ?? [],
  }))
  // Flat, so that a failure names the body's own field (`name`, `elements.1`), as the form does.
  .pipe(kitFormSchema.extend({ cSlug: z.string() }));

/**
 * REST body of PATCH /api/cms/kit/update/{id} (D28), by the edit form's rules: every field is sent, so a missing one
 * is refused ('Wypełnij wymagane pola') rather than reset, and a hidden kit is never shown again by an omission.
 */
export const kitUpdateBodySchema = z
  .object({
    ...seenVersionField,
    name: z.unknown().optional(),
    tinydesc: z.unknown().optional(),
    ord: z.unknown().optional(),
    thumbUrl: z.unknown().optional(),
    isActive: z.unknown().optional(),
  })
  .transform((body) => ({ ...body, ord: ordText(body.ord) }))
  .pipe(kitEditFormSchema.extend(seenVersionField));

/** A kit as the REST API answers it (spec part 2 §3 names); `elements` are element ids in the kit's order. */
export const kitSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tinydesc: z.string(),
  ord: z.number().int(),
  cSlug: z.string(),
  isActive: z.boolean(),
  thumbUrl: z.string(),
  elements: z.array(z.string()),
  ...recordVersionField,
});
export type Kit = z.infer<typeof kitSchema>;

/** GET /api/cms/collection/{slug}/kits: the kits with every element they use, each once, so no call per kit. */
export const kitListSchema = z.object({
  kits: z.array(kitSchema),
  elements: z.array(elementSchema).describe('Every element the kits use, each once, in order of first appearance'),
});
export type KitList = z.infer<typeof kitListSchema>;
/** GET /api/cms/kit/{id} (spec part 2 §7 getCollectionKit: kit, elements); every kit write answers it too. */
export const kitDetailSchema = z.object({ kit: kitSchema, elements: z.array(elementSchema).describe('Every element the kit uses, each once, in order of first appearance') });
export type KitDetail = z.infer<typeof kitDetailSchema>;
/** POST /api/cms/kit/delete/{id}: what was deleted, and the collection it was in (so a client need not read it first). */
export const kitDeletedSchema = z.object({ deleted: z.object({ kits: z.number().int() }), cSlug: z.string() });
/** PATCH /api/cms/kit/visibility/{id}. */
export const kitVisibilityBodySchema = z.object({ ...seenVersionField, isActive: z.boolean({ error: required }) });
/** POST /api/cms/kit/add-element/{id} and remove-element/{id} (spec part 2 §7: id, elementId). */
export const kitElementBodySchema = z.object({
  ...seenVersionField,
  elementId: storableString(required).trim().min(1, required),
  // Not in the spec: where an undone removal puts the element back, and which of two occurrences a removal takes.
  position: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe("1-based place in the kit's order: add puts the element there (the end when absent or beyond it); remove takes the occurrence there (the last one when absent)"),
});

/** What a kit's total needs of each element: its prices in grosze and its discount in whole percent (D3). */
export type PricedElement = Record<`price${PriceGroup}`, number | null> & { discount: number };

/** One element's price at a group after its own discount (D3) and then the collection's (D2, tenths), rounded to the grosz. */
export function discountedPrice(grosze: number, elementDiscountPercent: number, collectionDiscountTenths: number): number {
  // Integers only (D1): grosze × (100 − d) × (1000 − c) stays far below 2^53 for any real price.
  const numerator = grosze * (100 - elementDiscountPercent) * (100 * TENTHS_PER_PERCENT - collectionDiscountTenths);
  const denominator = 100 * 100 * TENTHS_PER_PERCENT;
  return Math.floor((numerator + denominator / 2) / denominator);
}

/**
 * A kit's price list: at each group the sum of its elements' discounted prices (an element that appears
 * twice counts twice). A group where any element has no price has no kit price (null), rather than a
 * total that silently leaves a module out.
 */
export function kitTotalPrices(elements: readonly PricedElement[], collectionDiscountTenths: number): Record<PriceGroup, number | null> {
  const totals = {} as Record<PriceGroup, number | null>;
  for (const group of PRICE_GROUPS) {
    let total: number | null = elements.length === 0 ? null : 0;
    for (const element of elements) {
      const price = element[`price${group}`];
      if (price === null || total === null) {
        total = null;
        break;
      }
      total += discountedPrice(price, element.discount, collectionDiscountTenths);
    }
    totals[group] = total;
  }
  return totals;
}
