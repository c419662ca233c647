import {
  elementCategoryDeletedSchema,
  elementCategoryDetailSchema,
  elementCategorySchema,
  type ElementCategory,
  type ElementCategoryCreateBody,
  type ElementCategoryDeleted,
  type ElementCategoryUpdateBody,
} from '@meble/domain/element-category';
import { segment, type RestClient } from '../rest-client.ts';

/** The element category paths of the REST API (spec part 2 §7), each written once. */
const at = {
  one: (id: string) => `/api/cms/element-category/${segment(id)}`,
  create: '/api/cms/element-category/create',
  update: (id: string) => `/api/cms/element-category/update/${segment(id)}`,
  remove: (id: string) => `/api/cms/element-category/delete/${segment(id)}`,
};

/** GET /api/cms/element-category/{id} (spec: getElementCategory returns `category`). */
export async function getElementCategory(rest: RestClient, id: string): Promise<ElementCategory> {
  return (await rest.get(at.one(id), elementCategoryDetailSchema)).category;
}

export function createElementCategory(rest: RestClient, body: ElementCategoryCreateBody): Promise<ElementCategory> {
  return rest.send('POST', at.create, body, elementCategorySchema);
}

export function updateElementCategory(rest: RestClient, id: string, body: ElementCategoryUpdateBody): Promise<ElementCategory> {
  return rest.send('PATCH', at.update(id), body, elementCategorySchema);
}

/** Answers the category as it was, so the caller knows its collection without reading it first. */
export function deleteElementCategory(rest: RestClient, id: string): Promise<ElementCategoryDeleted> {
  return rest.send('POST', at.remove(id), undefined, elementCategoryDeletedSchema);
}
