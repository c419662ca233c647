import type { z } from 'zod';
import { csvImportRefusalSchema, csvImportReportSchema, type CsvImportReport, type elementsImportBodySchema } from '@meble/domain/csv';
import {
  DEFAULT_ELEMENT_ORDER,
  elementCreateBodySchema,
  elementDeletedSchema,
  elementDetailSchema,
  elementListSchema,
  type ElementDetail,
  type ElementList,
  type ElementOrder,
  type elementUpdateBodySchema,
} from '@meble/domain/element';
import { elementSearchSchema, type ElementSearch, type ElementSearchQuery } from '@meble/domain/search';
import { RestError, segment, type RestClient } from '../rest-client.ts';

/** The element paths of the REST API (spec part 2 §7), each written once; answers checked by the domain's schemas. */
const at = {
  list: (slug: string) => `/api/cms/collection/${segment(slug)}/elements`,
  one: (id: string) => `/api/cms/element/${segment(id)}`,
  create: '/api/cms/element/create',
  update: (id: string) => `/api/cms/element/update/${segment(id)}`,
  remove: (id: string) => `/api/cms/element/delete/${segment(id)}`,
  importCsv: (slug: string) => `/api/cms/collection/${segment(slug)}/elements/import`,
  exportCsv: (slug: string) => `/api/cms/collection/${segment(slug)}/elements/export`,
  search: '/api/cms/elements/search',
};

export interface ElementPageQuery {
  filter: string;
  categoryId: string;
  orderBy: ElementOrder;
  offset: number;
  limit: number;
}

/** One page of a collection's elements, with the collection's element categories (getCollectionElements). */
export function listElementPage(rest: RestClient, slug: string, { filter, categoryId, orderBy, offset, limit }: ElementPageQuery): Promise<ElementList> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (filter) query.set('filter', filter);
  if (categoryId) query.set('categoryId', categoryId);
  // The default is left out, so the call stays what a legacy API (which knows no orders) understands.
  if (orderBy !== DEFAULT_ELEMENT_ORDER) query.set('orderBy', orderBy);
  return rest.get(`${at.list(slug)}?${query}`, elementListSchema);
}

/** One element with its collection's categories and the equipment dictionary (getCollectionElement). */
export function getElement(rest: RestClient, id: string): Promise<ElementDetail> {
  return rest.get(at.one(id), elementDetailSchema);
}

type ElementCreateBody = z.input<typeof elementCreateBodySchema>;
type ElementUpdateBody = z.input<typeof elementUpdateBodySchema>;

/** Answers the new element as getElement does, so the graph needs no read after it. */
export function createElement(rest: RestClient, body: ElementCreateBody): Promise<ElementDetail> {
  return rest.send('POST', at.create, body, elementDetailSchema);
}

export function updateElement(rest: RestClient, id: string, body: ElementUpdateBody): Promise<ElementDetail> {
  return rest.send('PATCH', at.update(id), body, elementDetailSchema);
}

/** Answers the collection the element was in, so the graph needs no read before it. */
export function removeElement(rest: RestClient, id: string): Promise<z.infer<typeof elementDeletedSchema>> {
  return rest.send('POST', at.remove(id), undefined, elementDeletedSchema);
}

/** The import's report, dry run or not; a refusal because lines are wrong (400 with a report) is a report too (D21). */
export async function importElementsCsv(rest: RestClient, slug: string, body: z.input<typeof elementsImportBodySchema>): Promise<CsvImportReport> {
  try {
    return await rest.send('POST', at.importCsv(slug), body, csvImportReportSchema);
  } catch (error) {
    if (error instanceof RestError && error.status === 400) {
      const refusal = csvImportRefusalSchema.safeParse(error.raw);
      if (refusal.success && refusal.data.report) return refusal.data.report;
    }
    throw error;
  }
}

/** Every element of the collection as CSV text (D20). */
export function exportElementsCsv(rest: RestClient, slug: string): Promise<string> {
  return rest.getText(at.exportCsv(slug));
}

/** Elements of every collection by a part of their name (the command palette). */
export function searchElements(rest: RestClient, { text, limit }: ElementSearchQuery): Promise<ElementSearch> {
  return rest.get(`${at.search}?${new URLSearchParams({ text, limit: String(limit) })}`, elementSearchSchema);
}
