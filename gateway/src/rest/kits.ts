import type { z } from 'zod';
import type { kitDeletedSchema, KitDetail, KitEditFields, KitFields, KitList } from '@meble/domain/kit';
import { kitEndpoints } from '@meble/domain/kit-endpoints';
import type { RestClient } from '../rest-client.ts';

/** A collection's kits with every element they use (getCollectionKits). */
export function listKits(rest: RestClient, slug: string): Promise<KitList> {
  return rest.call(kitEndpoints.list, { params: { slug } });
}

export function getKit(rest: RestClient, id: string): Promise<KitDetail> {
  return rest.call(kitEndpoints.one, { params: { id } });
}

export function createKit(rest: RestClient, body: KitFields & { cSlug: string }): Promise<KitDetail> {
  return rest.call(kitEndpoints.create, { body });
}

/** D28: the kit's own fields; its elements stay. */
export function updateKit(rest: RestClient, id: string, body: KitEditFields, seen?: number): Promise<KitDetail> {
  return rest.call(kitEndpoints.update, { params: { id }, body, ifMatch: seen });
}

export function setKitVisibility(rest: RestClient, id: string, isActive: boolean, seen?: number): Promise<KitDetail> {
  return rest.call(kitEndpoints.visibility, { params: { id }, body: { isActive }, ifMatch: seen });
}

/** At the end, or at `position` (1-based). */
export function addKitElement(rest: RestClient, id: string, elementId: string, position?: number, seen?: number): Promise<KitDetail> {
  return rest.call(kitEndpoints.addElement, { params: { id }, body: position === undefined ? { elementId } : { elementId, position }, ifMatch: seen });
}

/** The last occurrence, or the one at `position` (1-based). */
export function removeKitElement(rest: RestClient, id: string, elementId: string, position?: number, seen?: number): Promise<KitDetail> {
  return rest.call(kitEndpoints.removeElement, { params: { id }, body: position === undefined ? { elementId } : { elementId, position }, ifMatch: seen });
}

/** Answers the collection the kit was in, so the graph needs no read before it. */
export function deleteKit(rest: RestClient, id: string, seen?: number): Promise<z.infer<typeof kitDeletedSchema>> {
  return rest.call(kitEndpoints.remove, { params: { id }, ifMatch: seen });
}
