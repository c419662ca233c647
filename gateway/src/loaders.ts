import DataLoader from 'dataloader';
import { z } from 'zod';
import type { CollectionDetail } from '@meble/domain/collection';
import type { Dictionaries } from '@meble/domain/dictionaries';
import { elementSchema } from '@meble/domain/element';
import { kitListSchema, type KitList } from '@meble/domain/kit';
import { getCollection } from './rest/collections.ts';
import { getDictionaries } from './rest/dictionaries.ts';
import { RestError, type RestClient } from './rest-client.ts';

/** GET /api/cms/collection/{slug}/elements: one page of a collection's elements. */
export const elementsPageSchema = z.object({ elements: z.array(elementSchema), totalCount: z.number().int() });
export type ElementsPage = z.infer<typeof elementsPageSchema>;
export interface ElementsPageKey {
  slug: string;
  filter: string;
  categoryId: string;
  offset: number;
  limit: number;
}


/**
 * Per-request loaders keyed by REST resource, so a query costs one call per distinct resource it
 * touches, never one per list item. Mutations call `clear()` before reading their answer back.
 */
export interface Loaders {
  dictionaries(): Promise<Dictionaries>;
  collectionDetail: DataLoader<string, CollectionDetail | null>;
  /** Pages of elements, keyed by collection and the page asked for: one REST call per distinct page. */
  elementsPage: DataLoader<ElementsPageKey, ElementsPage | null, string>;
  /** A collection's kits with their elements, keyed by slug. */
  collectionKits: DataLoader<string, KitList | null>;
  clear(): void;
}

export function nullOn404<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof RestError && error.status === 404) return null;
    throw error;
  });
}

export function createLoaders(rest: () => RestClient): Loaders {
  let dictionaries: Promise<Dictionaries> | undefined;
  const collectionDetail = new DataLoader<string, CollectionDetail | null>((slugs) =>
    Promise.all(
      slugs.map((slug) => nullOn404(getCollection(rest(), slug))),
    ),
  );
  const elementsPage = new DataLoader<ElementsPageKey, ElementsPage | null, string>(
    (keys) =>
      Promise.all(
        keys.map(({ slug, filter, categoryId, offset, limit }) => {
          const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
          if (filter) query.set('filter', filter);
          if (categoryId) query.set('categoryId', categoryId);
          return nullOn404(rest().get(`/api/cms/collection/${encodeURIComponent(slug)}/elements?${query}`, elementsPageSchema));
        }),
      ),
    { cacheKeyFn: (key) => JSON.stringify([key.slug, key.filter, key.categoryId, key.offset, key.limit]) },
  );
  const collectionKits = new DataLoader<string, KitList | null>((slugs) =>
    Promise.all(
      slugs.map((slug) => nullOn404(rest().get(`/api/cms/collection/${encodeURIComponent(slug)}/kits`, kitListSchema))),
    ),
  );
  return {
    dictionaries() {
      dictionaries ??= getDictionaries(rest());
      return dictionaries;
    },
    collectionDetail,
    elementsPage,
    collectionKits,
    clear() {
      dictionaries = undefined;
      collectionDetail.clearAll();
      elementsPage.clearAll();
      collectionKits.clearAll();
    },
  };
}
