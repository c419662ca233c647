import { z } from 'zod';
import { messages } from './messages.ts';

/** Spec part 2 §3 "Element category": names max 150. */
export const ELEMENT_CATEGORY_NAME_MAX = 150;

const fill = messages.fieldsMissing;
const categoryName = z.string({ error: fill }).trim().min(1, fill).max(ELEMENT_CATEGORY_NAME_MAX, fill);
const INTEGER_TEXT = /^-?\d+$/;

/** The form as typed (spec part 2 §5): names trimmed, displayOrd integer text and not 0; else 'Wypełnij pola'. */
export const elementCategoryFormSchema = z.object({
  name: categoryName,
  nameEn: categoryName,
  displayOrd: z
    .string({ error: fill })
    .trim()
    .refine((text) => INTEGER_TEXT.test(text) && Number(text) !== 0, fill)
    .transform(Number),
  available: z.boolean(),
});
export type ElementCategoryForm = z.input<typeof elementCategoryFormSchema>;

const displayOrd = z.number({ error: fill }).int(fill).refine((n) => n !== 0, fill);

/** The graph's input. */
export const elementCategoryInputSchema = elementCategoryFormSchema.extend({ displayOrd });

/** REST bodies in the spec's names (part 2 §7 createElementCategory: name, name_en, collectionSlug, displayOrd). */
export const elementCategoryCreateBodySchema = z.object({
  collectionSlug: z.string({ error: fill }).trim().min(1, fill),
  name: categoryName,
  name_en: categoryName,
  displayOrd,
  available: z.boolean({ error: fill }).default(true),
});
export type ElementCategoryCreateBody = z.input<typeof elementCategoryCreateBodySchema>;

export const elementCategoryUpdateBodySchema = elementCategoryCreateBodySchema.omit({ collectionSlug: true });
export type ElementCategoryUpdateBody = z.input<typeof elementCategoryUpdateBodySchema>;

export const elementCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_en: z.string(),
  displayOrd: z.number().int(),
  collectionSlug: z.string(),
  available: z.boolean(),
});
export type ElementCategory = z.infer<typeof elementCategorySchema>;
