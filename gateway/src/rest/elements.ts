import type { z } from 'zod';
import type { CsvImportReport, elementsImportBodySchema } from '@meble/domain/csv';
import { csvEndpoints } from '@meble/domain/csv-endpoints';
import {
  DEFAULT_ELEMENT_ORDER,
  type elementCreateBodySchema,
  type elementDeletedSchema,
  type ElementDetail,
  type ElementList,
  type ElementOrder,
  type elementUpdateBodySchema,
} from '@meble/domain/element';
import { elementEndpoints } from '@meble/domain/element-endpoints';
import { pathOf } from '@meble/domain/endpoint';
import type { ElementSearch, ElementSearchQuery } from '@meble/domain/search';
import { searchEndpoints } from '@meble/domain/search-endpoints';
import { RestError, type RestClient } from '../rest-client.ts';

export interface ElementPageQuery {
  filter: string;
  categoryId: string;
  orderBy: ElementOrder;
  offset: number;
  limit: number;
}

/** One page of a collection's elements, with the collection's element categories (getCollectionElements). */
export function listElementPage(rest: RestClient, slug: string, { filter, categoryId, orderBy, offset, limit }: ElementPageQuery): Promise<ElementList> {
  const query = {
    offset: String(offset),
    limit: String(limit),
    ...(filter ? { filter } : {}),
    ...(categoryId ? { categoryId } : {}),
    // The default is left out, so the call stays what a legacy API (which knows no orders) understands.
    ...(orderBy !== DEFAULT_ELEMENT_ORDER ? { orderBy } : {}),
  };
  return rest.call(elementEndpoints.list, { params: { slug }, query });
}

/** One element with its collection's categories and the equipment dictionary (getCollectionElement). */
export function getElement(rest: RestClient, id: string): Promise<ElementDetail> {
  return rest.call(elementEndpoints.one, { params: { id } });
}

type ElementCreateBody = z.input<typeof elementCreateBodySchema>;
type ElementUpdateBody = z.input<typeof elementUpdateBodySchema>;

/** Answers the new element as getElement does, so the graph needs no read after it. */
export function createElement(rest: RestClient, body: ElementCreateBody): Promise<ElementDetail> {
  return rest.call(elementEndpoints.create, { body });
}

export function updateElement(rest: RestClient, id: string, body: ElementUpdateBody, seen?: number): Promise<ElementDetail> {
  return rest.call(elementEndpoints.update, { params: { id }, body, ifMatch: seen });
}

/** Answers the collection the element was in, so the graph needs no read before it. */
export function removeElement(rest: RestClient, id: string, seen?: number): Promise<z.infer<typeof elementDeletedSchema>> {
  return rest.call(elementEndpoints.remove, { params: { id }, ifMatch: seen });
}

/** The import's report, dry run or not; a refusal because lines are wrong (400 with a report) is a report too (D21). */
export async function importElementsCsv(rest: RestClient, slug: string, body: z.input<typeof elementsImportBodySchema>): Promise<CsvImportReport> {
  try {
    return await rest.call(csvEndpoints.import, { params: { slug }, body });
  } catch (error) {
    if (error instanceof RestError && error.status === 400) {
      const refusal = csvEndpoints.import.responses[400].safeParse(error.raw);
      if (refusal.success && refusal.data.report) return refusal.data.report;
    }
    throw error;
  }
}

/** Every element of the collection as CSV text (D20). */
export function exportElementsCsv(rest: RestClient, slug: string): Promise<string> {
  return rest.getText(pathOf(csvEndpoints.export, { slug }));
}

/** Elements of every collection by a part of their name (the command palette). */
export function searchElements(rest: RestClient, { text, limit }: ElementSearchQuery): Promise<ElementSearch> {
  return rest.call(searchEndpoints.elements, { query: { text, limit: String(limit) } });
}
