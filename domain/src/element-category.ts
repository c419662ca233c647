import { z } from 'zod';
import { recordVersionField, seenVersionField } from './history.ts';
import { validationMessages } from './messages/validation.ts';
import { collectionSchema } from './collection-record.ts';
import { storableString } from './text.ts';

/** Spec part 2 §3 "Element category": names max 150. */
export const ELEMENT_CATEGORY_NAME_MAX = 150;

/** displayOrd: an integer, not 0; at most 4 digits keeps it inside the database's integer. */
export const ELEMENT_CATEGORY_DISPLAY_ORD_MAX_DIGITS = 4;

const fill = validationMessages.fieldsMissing;
const categoryName = storableString(fill).trim().min(1, fill).max(ELEMENT_CATEGORY_NAME_MAX, fill);
// Spec part 2 §5 requires the collection and the name; the English name may stay empty.
const categoryNameEn = storableString(fill).trim().max(ELEMENT_CATEGORY_NAME_MAX, fill);
const INTEGER_TEXT = new RegExp(`^-?\\d{1,${ELEMENT_CATEGORY_DISPLAY_ORD_MAX_DIGITS}}$`);
const DISPLAY_ORD_LIMIT = 10 ** ELEMENT_CATEGORY_DISPLAY_ORD_MAX_DIGITS;

/** The form as typed (spec part 2 §5): names trimmed, displayOrd integer text and not 0; else 'Wypełnij pola'. */
export const elementCategoryFormSchema = z.object({
  name: categoryName,
  nameEn: categoryNameEn,
  displayOrd: z
    .string({ error: fill })
    .trim()
    .refine((text) => INTEGER_TEXT.test(text) && Number(text) !== 0, fill)
    .transform(Number),
  available: z.boolean(),
});
export type ElementCategoryForm = z.input<typeof elementCategoryFormSchema>;

const displayOrd = z
  .number({ error: fill })
  .int(fill)
  .gt(-DISPLAY_ORD_LIMIT, fill)
  .lt(DISPLAY_ORD_LIMIT, fill)
  .refine((n) => n !== 0, fill);

/** The graph's input. */
export const elementCategoryInputSchema = elementCategoryFormSchema.extend({ displayOrd });

/** REST bodies in the spec's names (part 2 §7 createElementCategory: name, name_en, collectionSlug, displayOrd). */
export const elementCategoryCreateBodySchema = z.object({
  collectionSlug: storableString(fill).trim().min(1, fill),
  name: categoryName,
  name_en: categoryNameEn.default(''),
  displayOrd,
  available: z.boolean({ error: fill }).default(true),
});
export type ElementCategoryCreateBody = z.input<typeof elementCategoryCreateBodySchema>;

// Every field is sent on update: a missing `available` must not silently make a category available again.
export const elementCategoryUpdateBodySchema = z.object({
  ...seenVersionField,
  name: categoryName,
  name_en: categoryNameEn,
  displayOrd,
  available: z.boolean({ error: fill }),
});
export type ElementCategoryUpdateBody = z.input<typeof elementCategoryUpdateBodySchema>;

export const elementCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_en: z.string(),
  displayOrd: z.number().int(),
  collectionSlug: z.string(),
  available: z.boolean(),
  // Optional: an older API answers without; the delete is then offered and its answer says whether it went.
  elementCount: z.number().int().optional().describe('Elements in the category: while any, it cannot be deleted (409)'),
  ...recordVersionField,
});
export type ElementCategory = z.infer<typeof elementCategorySchema>;

/**
 * GET /api/cms/element-category/{id} (spec part 2 §7 getElementCategory: returns category), with the collection it
 * belongs to, so a client shows the category with its collection in one call. Optional: an older API answers without.
 */
export const elementCategoryDetailSchema = z.object({
  category: elementCategorySchema.extend({ collection: collectionSchema.optional().describe('The collection the category belongs to') }),
});

/** GET /api/cms/collection/{slug}/element-categories (spec part 2 §7 getElementCategories: returns elementCategories). */
export const elementCategoryListSchema = z.object({ elementCategories: z.array(elementCategorySchema) });

/** POST /api/cms/element-category/delete/{id}: the count, and the category as it was (its collection, for the caller). */
export const elementCategoryDeletedSchema = z.object({
  deleted: z.object({ elementCategories: z.number().int() }),
  category: elementCategorySchema,
});
export type ElementCategoryDeleted = z.infer<typeof elementCategoryDeletedSchema>;
