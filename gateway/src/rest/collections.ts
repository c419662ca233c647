import {
  collectionDeletedSchema,
  collectionDetailSchema,
  collectionDiscountsAnswerSchema,
  collectionListSchema,
  collectionSchema,
  type Collection,
  type CollectionCreateBody,
  type CollectionDeleted,
  type CollectionDetail,
  type CollectionDiscountsAnswer,
  type CollectionList,
  type CollectionUpdateBody,
} from '@meble/domain/collection';
import type { CollectionDiscountsBody } from '@meble/domain/discount';
import { segment, type RestClient } from '../rest-client.ts';

/**
 * The collection paths of the REST API (spec part 2 §7), each written once. The write paths take
 * the collection's `_id` or its slug (the graph's id), so a write needs no read first.
 */
const at = {
  list: '/api/cms/collections',
  one: (slug: string) => `/api/cms/collection/${segment(slug)}`,
  create: '/api/cms/collection/create',
  update: (key: string) => `/api/cms/collection/update/${segment(key)}`,
  remove: (key: string) => `/api/cms/collection/delete/${segment(key)}`,
  discounts: (key: string) => `/api/cms/collection/discounts/${segment(key)}`,
};

/** GET /api/cms/collections: every collection with its element and kit counts, in one call. */
export function listCollections(rest: RestClient): Promise<CollectionList> {
  return rest.get(at.list, collectionListSchema);
}

/** GET /api/cms/collection/{slug}: the collection, its element categories and what deleting it takes. */
export function getCollection(rest: RestClient, slug: string): Promise<CollectionDetail> {
  return rest.get(at.one(slug), collectionDetailSchema);
}

export function createCollection(rest: RestClient, body: CollectionCreateBody): Promise<Collection> {
  return rest.send('POST', at.create, body, collectionSchema);
}

/** `key`: the collection's `_id` or slug. */
export function updateCollection(rest: RestClient, key: string, body: CollectionUpdateBody): Promise<Collection> {
  return rest.send('PATCH', at.update(key), body, collectionSchema);
}

export function deleteCollection(rest: RestClient, key: string): Promise<CollectionDeleted> {
  return rest.send('POST', at.remove(key), undefined, collectionDeletedSchema);
}

/** The collection's and the listed elements' discounts in one transaction; answers them whole, as stored. */
export function updateCollectionDiscounts(rest: RestClient, key: string, body: CollectionDiscountsBody): Promise<CollectionDiscountsAnswer> {
  return rest.send('PATCH', at.discounts(key), body, collectionDiscountsAnswerSchema);
}
