import DataLoader from 'dataloader';
import type { CollectionDetail, CollectionList } from '@meble/domain/collection';
import type { Dictionaries } from '@meble/domain/dictionaries';
import type { ElementList } from '@meble/domain/element';
import type { KitList } from '@meble/domain/kit';
import { getCollection, listCollections } from './rest/collections.ts';
import { getDictionaries, type DictionariesCache } from './rest/dictionaries.ts';
import { RestError, type RestClient } from './rest-client.ts';
import { listElementPage, type ElementPageQuery } from './rest/elements.ts';
import { listKits } from './rest/kits.ts';
import type { RequestCache } from './request-cache.ts';

/** A page of a collection's elements asked for: the collection and the page's filter, category and range. */
interface ElementsPageKey extends ElementPageQuery {
  slug: string;
}

/**
 * Per-request loaders keyed by REST resource, so a query costs one call per distinct resource it
 * touches, never one per list item. Every mutation field clears them (GatewayContext.forget) before its payload reads.
 */
export interface Loaders {
  dictionaries(): Promise<Dictionaries>;
  collectionDetail: DataLoader<string, CollectionDetail | null>;
  /** Every collection with its element and kit counts: one REST call per request, whatever the number asked about. */
  collectionList(): Promise<CollectionList>;
  /** Pages of elements, keyed by collection and the page asked for: one REST call per distinct page. */
  elementsPage: DataLoader<ElementsPageKey, ElementList | null, string>;
  /** A collection's kits with their elements, keyed by slug. */
  collectionKits: DataLoader<string, KitList | null>;
  /** Empties the DataLoaders; GatewayContext.forget calls it with the request cache's clear, after every mutation field. */
  clear(): void;
}

export function nullOn404<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof RestError && error.status === 404) return null;
    throw error;
  });
}

/**
 * A key's failure as its value: DataLoader then keeps it for the rest of the request (a failed batch would be
 * dropped from the cache), so a load started ahead of its scope check that failed is not made a second time
 * when the resolver asks, and one key's failure does not fail the other keys of its batch.
 */
function settled<T>(work: Promise<T>): Promise<T | Error> {
  return work.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}

/**
 * `dictionaries`: the gateway's copies, kept across requests and revalidated once per request. The single-answer
 * resources are memos of the request's cache, which is cleared with the loaders.
 */
export function createLoaders(rest: () => RestClient, dictionariesCache: DictionariesCache, cache: RequestCache): Loaders {
  const collectionDetail = new DataLoader<string, CollectionDetail | null>((slugs) =>
    Promise.all(
      slugs.map((slug) => settled(nullOn404(getCollection(rest(), slug)))),
    ),
  );
  const elementsPage = new DataLoader<ElementsPageKey, ElementList | null, string>(
    (keys) =>
      Promise.all(keys.map(({ slug, ...query }) => settled(nullOn404(listElementPage(rest(), slug, query))))),
    { cacheKeyFn: (key) => JSON.stringify([key.slug, key.filter, key.categoryId, key.orderBy, key.offset, key.limit]) },
  );
  const collectionKits = new DataLoader<string, KitList | null>((slugs) =>
    Promise.all(slugs.map((slug) => settled(nullOn404(listKits(rest(), slug))))),
  );
  return {
    dictionaries: () => cache.once('loaders dictionaries', () => getDictionaries(rest(), dictionariesCache)),
    collectionDetail,
    collectionList: () => cache.once('loaders collections', () => listCollections(rest())),
    elementsPage,
    collectionKits,
    clear() {
      collectionDetail.clearAll();
      elementsPage.clearAll();
      collectionKits.clearAll();
    },
  };
}
