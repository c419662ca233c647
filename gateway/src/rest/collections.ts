import {
  collectionDeletedSchema,
  collectionDetailSchema,
  collectionDiscountsAnswerSchema,
  collectionSchema,
  type Collection,
  type CollectionCreateBody,
  type CollectionDeleted,
  type CollectionDetail,
  type CollectionDiscountsAnswer,
  type CollectionUpdateBody,
} from '@meble/domain/collection';
import type { CollectionDiscountsBody } from '@meble/domain/discount';
import type { RestClient } from '../rest-client.ts';

// Collections (spec part 2 §7): every path and answer schema of the resource, once. The write paths take
// the collection's `_id` or its slug (the graph's id), so a write needs no read first.
const path = (key: string) => encodeURIComponent(key);

/** GET /api/cms/collection/{slug}: the collection, its element categories and what deleting it takes. */
export function getCollection(rest: RestClient, slug: string): Promise<CollectionDetail> {
  return rest.get(`/api/cms/collection/${path(slug)}`, collectionDetailSchema);
}

export function createCollection(rest: RestClient, body: CollectionCreateBody): Promise<Collection> {
  return rest.send('POST', '/api/cms/collection/create', body, collectionSchema);
}

/** `key`: the collection's `_id` or slug. */
export function updateCollection(rest: RestClient, key: string, body: CollectionUpdateBody): Promise<Collection> {
  return rest.send('PATCH', `/api/cms/collection/update/${path(key)}`, body, collectionSchema);
}

export function deleteCollection(rest: RestClient, key: string): Promise<CollectionDeleted> {
  return rest.send('POST', `/api/cms/collection/delete/${path(key)}`, undefined, collectionDeletedSchema);
}

/** The collection's and the listed elements' discounts in one transaction; answers them whole, as stored. */
export function updateCollectionDiscounts(rest: RestClient, key: string, body: CollectionDiscountsBody): Promise<CollectionDiscountsAnswer> {
  return rest.send('PATCH', `/api/cms/collection/discounts/${path(key)}`, body, collectionDiscountsAnswerSchema);
}
