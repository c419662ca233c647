import DataLoader from 'dataloader';
import type { CollectionDetail, CollectionList } from '@meble/domain/collection';
import type { Dictionaries } from '@meble/domain/dictionaries';
import { FILES_PAGE_MAX, type FileKind, type FileRecord, type FileUse } from '@meble/domain/file';
import type { ElementList } from '@meble/domain/element';
import type { KitList } from '@meble/domain/kit';
import { getCollection, listCollections } from './rest/collections.ts';
import { getDictionaries, type DictionariesCache } from './rest/dictionaries.ts';
import { RestError, type RestClient } from './rest-client.ts';
import { listElementPage, type ElementPageQuery } from './rest/elements.ts';
import { fileUses, filesByName } from './rest/files.ts';
import { listKits } from './rest/kits.ts';
import type { RequestCache } from './request-cache.ts';

/** A page of a collection's elements asked for: the collection and the page's filter, category and range. */
interface ElementsPageKey extends ElementPageQuery {
  slug: string;
}

/** A stored file as the catalogue names it: its kind and stored name. */
export interface FileName {
  kind: FileKind;
  name: string;
}

/** Splits a batch into the REST list's largest pages, so every name or id asked for fits one answer. */
function chunks<T>(items: readonly T[], size: number = FILES_PAGE_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One call per kind (and per page of names) for a batch of names; each key's failure is its own. */
async function loadFilesByName(rest: RestClient, keys: readonly FileName[]): Promise<(FileRecord | null | Error)[]> {
  const found = new Map<string, FileRecord | Error>();
  const keyOf = (kind: FileKind, name: string) => `${kind}/${name}`;
  const kinds = [...new Set(keys.map((key) => key.kind))];
  await Promise.all(
    kinds.flatMap((kind) =>
      chunks([...new Set(keys.filter((key) => key.kind === kind).map((key) => key.name))]).map(async (names) => {
        const answer = await settled(filesByName(rest, kind, names, names.length));
        if (answer instanceof Error) for (const name of names) found.set(keyOf(kind, name), answer);
        else for (const file of answer) found.set(keyOf(file.kind, file.name), file);
      }),
    ),
  );
  return keys.map((key) => found.get(keyOf(key.kind, key.name)) ?? null);
}

/** One call per page of ids; a file nothing uses (or the API does not name) has no uses. */
async function loadFileUses(rest: RestClient, ids: readonly string[]): Promise<(FileUse[] | Error)[]> {
  const found = new Map<string, FileUse[] | Error>();
  await Promise.all(
    chunks(ids).map(async (page) => {
      const answer = await settled(fileUses(rest, page));
      for (const id of page) found.set(id, answer instanceof Error ? answer : (answer.get(id) ?? []));
    }),
  );
  return ids.map((id) => found.get(id) ?? []);
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
  /**
   * Stored files by kind and name (an element's model and icon, a collection's photo, a kit's thumbnail): every name
   * asked for in one tick goes in one call per kind (GET /api/cms/files?kind=…&names=…), null for a name not stored.
   */
  fileByName: DataLoader<FileName, FileRecord | null, string>;
  /** What uses each file, by file id: one call (GET /api/cms/files/uses?ids=…) for every id asked for in one tick. */
  fileUses: DataLoader<string, FileUse[]>;
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
  const fileByName = new DataLoader<FileName, FileRecord | null, string>((keys) => loadFilesByName(rest(), keys), {
    cacheKeyFn: (key) => `${key.kind}/${key.name}`,
  });
  const fileUsesLoader = new DataLoader<string, FileUse[]>((ids) => loadFileUses(rest(), ids));
  return {
    dictionaries: () => cache.once('loaders dictionaries', () => getDictionaries(rest(), dictionariesCache)),
    collectionDetail,
    collectionList: () => cache.once('loaders collections', () => listCollections(rest())),
    elementsPage,
    collectionKits,
    fileByName,
    fileUses: fileUsesLoader,
    clear() {
      collectionDetail.clearAll();
      elementsPage.clearAll();
      collectionKits.clearAll();
      fileByName.clearAll();
      fileUsesLoader.clearAll();
    },
  };
}
