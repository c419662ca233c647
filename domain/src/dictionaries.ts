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

/**
 * Which answer a caller gets: administrators' holds the collection categories (D14). The ETag names it, so a
 * cache shared by callers of both roles keys its copies by the API's word, never by its own guess of the role.
 */
export type DictionariesVariant = 'admin' | 'salon';

/** The dictionaries are revalidated on every use (a cheap version read in the API), and never kept by a shared cache. */
export const DICTIONARIES_CACHE_CONTROL = 'private, no-cache';

/** A strong ETag naming the variant and the versions the answer was built from. */
export function dictionariesEtag(variant: DictionariesVariant, versions: readonly string[]): string {
  return `"${[variant, ...versions].join('.')}"`;
}

/**
 * The variant a dictionaries ETag names; undefined for one that `dictionariesEtag` did not make (a legacy API's).
 * A proxy that compresses may have weakened it (`W/`): it still names the same variant.
 */
export function dictionariesEtagVariant(etag: string): DictionariesVariant | undefined {
  const variant = /^(?:W\/)?"(admin|salon)\.[^"]+"$/.exec(etag)?.[1];
  return variant === 'admin' || variant === 'salon' ? variant : undefined;
}
