import { z } from 'zod';

const codeNameSchema = z.object({ code: z.string(), name: z.string() });

/** GET /api/cms/dictionaries: what the navigation guard loads (spec part 1 "Navigation guard", step 2). */
export const dictionariesSchema = z.object({
  priceGroups: z.array(z.object({ name: z.string(), slug: z.string() })),
  finishTypes: z.array(codeNameSchema),
  connectionCodes: z.array(codeNameSchema),
});
export type Dictionaries = z.infer<typeof dictionariesSchema>;
