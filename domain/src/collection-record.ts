import { z } from 'zod';
import { recordVersionField } from './history.ts';

/**
 * A collection as the REST API answers it (spec part 2 §3). Apart from collection.ts so that the answers of its
 * children (an element category's) can carry it: collection.ts imports those children's schemas.
 */
export const collectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  category_slug: z.string(),
  discount: z.number().int(),
  thumbUrl: z.string(),
  isActive: z.boolean(),
  ...recordVersionField,
});
export type Collection = z.infer<typeof collectionSchema>;
