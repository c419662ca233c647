import type { ElementCategory, ElementCategoryCreateBody, ElementCategoryDeleted, ElementCategoryUpdateBody } from '@meble/domain/element-category';
import { elementCategoryEndpoints } from '@meble/domain/element-category-endpoints';
import type { RestClient } from '../rest-client.ts';

/** The spec's getElementCategory answers the category under `category`. */
export async function getElementCategory(rest: RestClient, id: string): Promise<ElementCategory> {
  return (await rest.call(elementCategoryEndpoints.one, { params: { id } })).category;
}

export function createElementCategory(rest: RestClient, body: ElementCategoryCreateBody): Promise<ElementCategory> {
  return rest.call(elementCategoryEndpoints.create, { body });
}

export function updateElementCategory(rest: RestClient, id: string, body: ElementCategoryUpdateBody, seen?: number): Promise<ElementCategory> {
  return rest.call(elementCategoryEndpoints.update, { params: { id }, body, ifMatch: seen });
}

/** Answers the category as it was, so the caller knows its collection without reading it first. */
export function deleteElementCategory(rest: RestClient, id: string, seen?: number): Promise<ElementCategoryDeleted> {
  return rest.call(elementCategoryEndpoints.remove, { params: { id }, ifMatch: seen });
}
