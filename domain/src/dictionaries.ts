import { z } from 'zod';
import { collectionCategorySchema } from './collection.ts';

const codeNameSchema = z.object({ code: z.string(), name: z.string() });

/** GET /api/cms/dictionaries: what the navigation guard loads (spec part 1 "Navigation guard", step 2). */
export const dictionariesSchema = z.object({
  priceGroups: z.array(z.object({ name: z.string(), slug: z.string() })),
  finishTypes: z.array(codeNameSchema),
  connectionCodes: z.array(codeNameSchema),
  /**
   * Collection categories with their collections, in display order (spec part 2 §7); administrators only
   * (D14: salon screens do not need the catalogue, and the graph does not show it to them either).
   */
  collectionCategories: z.array(collectionCategorySchema).optional(),
  /** Spec part 2 §3 "Equipment". */
  equipment: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type Dictionaries = z.infer<typeof dictionariesSchema>;
