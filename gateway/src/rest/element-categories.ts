import {
  elementCategoryDeletedSchema,
  elementCategoryDetailSchema,
  elementCategorySchema,
  type ElementCategory,
  type ElementCategoryCreateBody,
  type ElementCategoryDeleted,
  type ElementCategoryUpdateBody,
} from '@meble/domain/element-category';
import type { RestClient } from '../rest-client.ts';

// Element categories (spec part 2 §7): every path and answer schema of the resource, once.

/** GET /api/cms/element-category/{id} (spec: getElementCategory returns `category`). */
export async function getElementCategory(rest: RestClient, id: string): Promise<ElementCategory> {
  return (await rest.get(`/api/cms/element-category/${encodeURIComponent(id)}`, elementCategoryDetailSchema)).category;
}

export function createElementCategory(rest: RestClient, body: ElementCategoryCreateBody): Promise<ElementCategory> {
  return rest.send('POST', '/api/cms/element-category/create', body, elementCategorySchema);
}

export function updateElementCategory(rest: RestClient, id: string, body: ElementCategoryUpdateBody): Promise<ElementCategory> {
  return rest.send('PATCH', `/api/cms/element-category/update/${encodeURIComponent(id)}`, body, elementCategorySchema);
}

/** Answers the category as it was, so the caller knows its collection without reading it first. */
export function deleteElementCategory(rest: RestClient, id: string): Promise<ElementCategoryDeleted> {
  return rest.send('POST', `/api/cms/element-category/delete/${encodeURIComponent(id)}`, undefined, elementCategoryDeletedSchema);
}
