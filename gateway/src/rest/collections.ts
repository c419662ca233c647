import type {
  Collection,
  CollectionCreateBody,
  CollectionDeleted,
  CollectionDetail,
  CollectionDiscountsAnswer,
  CollectionList,
  CollectionUpdateBody,
} from '@meble/domain/collection';
import { collectionEndpoints } from '@meble/domain/collection-endpoints';
import type { CollectionDiscountsBody } from '@meble/domain/discount';
import type { RestClient } from '../rest-client.ts';

// The write paths take the collection's `_id` or its slug (the graph's id), so a write needs no read first.

/** Every collection with its element and kit counts, in one call. */
export function listCollections(rest: RestClient): Promise<CollectionList> {
  return rest.call(collectionEndpoints.list);
}

/** The collection, its element categories and what deleting it takes. */
export function getCollection(rest: RestClient, slug: string): Promise<CollectionDetail> {
  return rest.call(collectionEndpoints.one, { params: { slug } });
}

export function createCollection(rest: RestClient, body: CollectionCreateBody): Promise<Collection> {
  return rest.call(collectionEndpoints.create, { body });
}

/** `key`: the collection's `_id` or slug. */
export function updateCollection(rest: RestClient, key: string, body: CollectionUpdateBody, seen?: number): Promise<Collection> {
  return rest.call(collectionEndpoints.update, { params: { id: key }, body, ifMatch: seen });
}

export function deleteCollection(rest: RestClient, key: string, seen?: number): Promise<CollectionDeleted> {
  return rest.call(collectionEndpoints.remove, { params: { id: key }, ifMatch: seen });
}

/** The collection's and the listed elements' discounts in one transaction; answers them whole, as stored. */
export function updateCollectionDiscounts(rest: RestClient, key: string, body: CollectionDiscountsBody, seen?: number): Promise<CollectionDiscountsAnswer> {
  return rest.call(collectionEndpoints.discounts, { params: { id: key }, body, ifMatch: seen });
}
