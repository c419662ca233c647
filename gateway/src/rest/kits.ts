import type { z } from 'zod';
import { kitDeletedSchema, kitDetailSchema, kitListSchema, type KitDetail, type KitFields, type KitList } from '@meble/domain/kit';
import { segment, type RestClient } from '../rest-client.ts';

/** The kit paths of the REST API (spec part 2 §7), each written once; every write answers the kit with its elements. */
const at = {
  list: (slug: string) => `/api/cms/collection/${segment(slug)}/kits`,
  one: (id: string) => `/api/cms/kit/${segment(id)}`,
  create: '/api/cms/kit/create',
  visibility: (id: string) => `/api/cms/kit/visibility/${segment(id)}`,
  addElement: (id: string) => `/api/cms/kit/add-element/${segment(id)}`,
  removeElement: (id: string) => `/api/cms/kit/remove-element/${segment(id)}`,
  remove: (id: string) => `/api/cms/kit/delete/${segment(id)}`,
};

/** A collection's kits with every element they use (getCollectionKits). */
export function listKits(rest: RestClient, slug: string): Promise<KitList> {
  return rest.get(at.list(slug), kitListSchema);
}

export function getKit(rest: RestClient, id: string): Promise<KitDetail> {
  return rest.get(at.one(id), kitDetailSchema);
}

export function createKit(rest: RestClient, body: KitFields & { cSlug: string }): Promise<KitDetail> {
  return rest.send('POST', at.create, body, kitDetailSchema);
}

export function setKitVisibility(rest: RestClient, id: string, isActive: boolean): Promise<KitDetail> {
  return rest.send('PATCH', at.visibility(id), { isActive }, kitDetailSchema);
}

export function addKitElement(rest: RestClient, id: string, elementId: string): Promise<KitDetail> {
  return rest.send('POST', at.addElement(id), { elementId }, kitDetailSchema);
}

export function removeKitElement(rest: RestClient, id: string, elementId: string): Promise<KitDetail> {
  return rest.send('POST', at.removeElement(id), { elementId }, kitDetailSchema);
}

/** Answers the collection the kit was in, so the graph needs no read before it. */
export function deleteKit(rest: RestClient, id: string): Promise<z.infer<typeof kitDeletedSchema>> {
  return rest.send('POST', at.remove(id), undefined, kitDeletedSchema);
}
