import { z } from 'zod';
import { ELEMENT_DISCOUNT_MAX_CHARS, ELEMENT_DISCOUNT_MAX_PERCENT } from './element.ts';
import { seenVersionField, versionSchema } from './history.ts';
import { catalogMessages } from './messages/catalog.ts';
import { validationMessages } from './messages/validation.ts';
import { storableString } from './text.ts';

/** D2: a collection discount is a whole percent 0–99, typed as integer text of at most 2 characters, stored ×10. */
export const COLLECTION_DISCOUNT_MAX_CHARS = 2;
export const COLLECTION_DISCOUNT_MAX_PERCENT = 99;
export const TENTHS_PER_PERCENT = 10;

const INTEGER_TEXT = /^\d+$/;

/** '15' → 15; anything but digits (or more characters than the field allows) → null. */
export function parseWholePercent(text: string, maxChars: number): number | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > maxChars || !INTEGER_TEXT.test(trimmed)) return null;
  return Number(trimmed);
}

export const percentToTenths = (percent: number): number => percent * TENTHS_PER_PERCENT;
export const tenthsToPercent = (tenths: number): number => Math.round(tenths / TENTHS_PER_PERCENT);

// ---- The discounts screen (spec part 2 §2 collection-discounts, §4, §5; D2, D3) ----

/** Spec part 2 §5: "Discount edits send only integer values" — every other value gets the form's message. */
const onlyIntegers = validationMessages.requiredFieldsMissing;

const wholePercentText = (maxChars: number, maxPercent: number) =>
  z.string({ error: onlyIntegers }).transform((text, ctx) => {
    const percent = parseWholePercent(text, maxChars);
    if (percent === null || percent > maxPercent) {
      // The spec's message for an empty field; a filled one says what a discount may be.
      ctx.addIssue({ code: 'custom', message: text.trim() === '' ? onlyIntegers : catalogMessages.discountInvalid(maxPercent) });
      return z.NEVER;
    }
    return percent;
  });

/** A collection discount as typed (D2): '15' → 15. */
export const collectionDiscountTextSchema = wholePercentText(COLLECTION_DISCOUNT_MAX_CHARS, COLLECTION_DISCOUNT_MAX_PERCENT);
/** An element discount as typed (D3): '100' → 100; also the value the discounts screen sets for many elements at once. */
export const elementDiscountTextSchema = wholePercentText(ELEMENT_DISCOUNT_MAX_CHARS, ELEMENT_DISCOUNT_MAX_PERCENT);

/** The discounts form as typed: the collection's percent (D2, ≤2 characters) and each element's (D3, ≤3 characters). */
export const discountsFormSchema = z.object({
  collection: collectionDiscountTextSchema,
  elements: z.array(
    z.object({
      id: storableString(onlyIntegers).min(1, onlyIntegers),
      discount: elementDiscountTextSchema,
    }),
  ),
});
export type DiscountsForm = z.input<typeof discountsFormSchema>;
/** Whole percents: `{ collection: 15, elements: [{ id, discount: 20 }] }`. */
export type DiscountsFormValues = z.output<typeof discountsFormSchema>;

/** REST body of PATCH /api/cms/collection/discounts/{id}: the collection in tenths (D2), elements in whole percents (D3). */
export const collectionDiscountsBodySchema = z.object({
  // D29: the collection's version (or `If-Match`) and each element's; one stale record refuses the whole save.
  ...seenVersionField,
  discount: z
    .number({ error: onlyIntegers })
    .int(onlyIntegers)
    .min(0, onlyIntegers)
    .max(COLLECTION_DISCOUNT_MAX_PERCENT * TENTHS_PER_PERCENT, onlyIntegers)
    .multipleOf(TENTHS_PER_PERCENT, onlyIntegers),
  elements: z.array(
    z.object({
      _id: storableString(onlyIntegers).min(1, onlyIntegers),
      discount: z.number({ error: onlyIntegers }).int(onlyIntegers).min(0, onlyIntegers).max(ELEMENT_DISCOUNT_MAX_PERCENT, onlyIntegers),
      version: versionSchema.optional().describe('The version of the element the editor saw'),
    }),
  ),
});
export type CollectionDiscountsBody = z.input<typeof collectionDiscountsBodySchema>;

/** The REST body for a parsed form. */
export function discountsBody(values: DiscountsFormValues): z.output<typeof collectionDiscountsBodySchema> {
  return {
    discount: percentToTenths(values.collection),
    elements: values.elements.map((element) => ({ _id: element.id, discount: element.discount })),
  };
}
