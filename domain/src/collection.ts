import { z } from 'zod';
import { COLLECTION_DISCOUNT_MAX_CHARS, COLLECTION_DISCOUNT_MAX_PERCENT, parseWholePercent, TENTHS_PER_PERCENT } from './discount.ts';
import { elementSchema } from './element.ts';
import { elementCategorySchema } from './element-category.ts';
import { collectionSchema } from './collection-record.ts';
import { seenVersionField } from './history.ts';
import { catalogMessages } from './messages/catalog.ts';
import { validationMessages } from './messages/validation.ts';
import { slugify } from './slug.ts';
import { storableString } from './text.ts';

/** Spec part 2 §3 "Collection". */
export const COLLECTION_NAME_MAX = 50;
export const COLLECTION_DESCRIPTION_MAX = 2000;
export const COLLECTION_THUMB_URL_MAX = 200;

const required = validationMessages.requiredFieldsMissing;
const discountInvalid = catalogMessages.discountInvalid(COLLECTION_DISCOUNT_MAX_PERCENT);

const name = storableString(required)
  .trim()
  .min(1, required)
  .max(COLLECTION_NAME_MAX, validationMessages.tooLong(COLLECTION_NAME_MAX))
  .refine((value) => slugify(value) !== '', catalogMessages.nameWithoutLetters);
const description = storableString(required).trim().max(COLLECTION_DESCRIPTION_MAX, validationMessages.tooLong(COLLECTION_DESCRIPTION_MAX));
const categorySlug = storableString(required).trim().min(1, required);
const thumbUrl = storableString(required).trim().max(COLLECTION_THUMB_URL_MAX, validationMessages.tooLong(COLLECTION_THUMB_URL_MAX));

/** The create form as typed (spec part 2 §5): the discount is integer text of at most 2 characters. */
export const collectionCreateFormSchema = z.object({
  name,
  description,
  categorySlug,
  discount: z.string({ error: required }).transform((text, ctx) => {
    const percent = parseWholePercent(text, COLLECTION_DISCOUNT_MAX_CHARS);
    if (percent !== null) return percent;
    // The spec's message for an empty field; a filled one says what a discount may be.
    ctx.addIssue({ code: 'custom', message: text.trim() === '' ? required : catalogMessages.discountInvalid(COLLECTION_DISCOUNT_MAX_PERCENT) });
    return z.NEVER;
  }),
  thumbUrl,
  isActive: z.boolean(),
});
export type CollectionCreateForm = z.input<typeof collectionCreateFormSchema>;

/** The edit form: name and discount are shown read-only (spec part 2 §5), so they are not part of it. */
export const collectionUpdateFormSchema = z.object({ description, categorySlug, thumbUrl, isActive: z.boolean() });
export type CollectionUpdateForm = z.input<typeof collectionUpdateFormSchema>;

/** The graph's input: the same rules, the discount as a whole percent. */
export const createCollectionInputSchema = collectionCreateFormSchema.omit({ discount: true }).extend({
  discountPercent: z
    .number({ error: required })
    .int(discountInvalid)
    .min(0, discountInvalid)
    .max(COLLECTION_DISCOUNT_MAX_PERCENT, discountInvalid),
});

/** REST bodies in the spec's names (part 2 §7 createCollection): `category_slug`, `discount` in tenths. */
export const collectionCreateBodySchema = z.object({
  name,
  description: description.default(''),
  category_slug: categorySlug,
  discount: z
    .number({ error: required })
    .int(required)
    .min(0, required)
    .max(COLLECTION_DISCOUNT_MAX_PERCENT * TENTHS_PER_PERCENT, required)
    .multipleOf(TENTHS_PER_PERCENT, required),
  thumbUrl: thumbUrl.default(''),
  isActive: z.boolean({ error: required }).default(true),
});
export type CollectionCreateBody = z.input<typeof collectionCreateBodySchema>;

export const collectionUpdateBodySchema = z.object({
  ...seenVersionField,
  description,
  category_slug: categorySlug,
  thumbUrl,
  isActive: z.boolean({ error: required }),
});
export type CollectionUpdateBody = z.input<typeof collectionUpdateBodySchema>;

export { collectionSchema, type Collection } from './collection-record.ts';

/**
 * GET /api/cms/collections: every collection (inactive ones too) with how many elements and kits it holds,
 * counted in the same query, so a client shows them for any number of collections at the cost of one call.
 */
export const collectionSummarySchema = collectionSchema.extend({
  elementCount: z.number().int().describe('Elements of the collection'),
  kitCount: z.number().int().describe('Kits of the collection, hidden ones included'),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
export const collectionListSchema = z.object({ collections: z.array(collectionSummarySchema).describe('By name, in Polish order') });
export type CollectionList = z.infer<typeof collectionListSchema>;

export const collectionCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  collections: z.array(collectionSchema),
});
export type CollectionCategory = z.infer<typeof collectionCategorySchema>;

/** D8: what deleting a collection takes with it. */
export const collectionDeletionImpactSchema = z.object({
  elementCategories: z.number().int(),
  elements: z.number().int(),
  kits: z.number().int(),
  fabricAssignments: z.number().int().describe('Fabric families assigned to the collection (the families stay)'),
  finishAssignments: z.number().int().describe('Leg and element finishes assigned to the collection (the finishes stay)'),
});
export type CollectionDeletionImpact = z.infer<typeof collectionDeletionImpactSchema>;

/** GET /api/cms/collection/{slug} (spec part 2 §7 getCollection): the collection, its element categories, what deleting it takes. */
export const collectionDetailSchema = z.object({
  collection: collectionSchema,
  elementCategories: z.array(elementCategorySchema),
  deletionImpact: collectionDeletionImpactSchema.describe('D8: what the two-step delete will remove with the collection'),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/** POST /api/cms/collection/delete/{id}: how many rows went, per table, in the one transaction (D8). */
export const collectionDeletedSchema = z.object({
  deleted: z.object({
    collections: z.number().int(),
    elementCategories: z.number().int(),
    elements: z.number().int(),
    kits: z.number().int(),
    fabricAssignments: z.number().int(),
    finishAssignments: z.number().int(),
  }),
});
export type CollectionDeleted = z.infer<typeof collectionDeletedSchema>;

/**
 * PATCH /api/cms/collection/discounts/{id}: the collection and every listed element as stored, whole, so
 * a caller shows the saved values without reading them back.
 */
export const collectionDiscountsAnswerSchema = z.object({
  collection: collectionSchema,
  elements: z.array(elementSchema).describe('The listed elements as stored, each once, in the order of the body'),
});
export type CollectionDiscountsAnswer = z.infer<typeof collectionDiscountsAnswerSchema>;

