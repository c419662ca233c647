import { z } from 'zod';
import { csvImportRefusalSchema, csvImportReportSchema, elementsImportBodySchema } from './csv.ts';
import { endpoint, slugParams } from './endpoint.ts';

/** A collection's elements as CSV (D20); an import refused for its lines answers 400 with the whole report (D21). */
export const csvEndpoints = {
  import: endpoint({
    method: 'post',
    path: '/api/cms/collection/{slug}/elements/import',
    params: slugParams,
    body: elementsImportBodySchema,
    responses: { 200: csvImportReportSchema, 400: csvImportRefusalSchema },
  }),
  export: endpoint({
    method: 'get',
    path: '/api/cms/collection/{slug}/elements/export',
    params: slugParams,
    responses: { 200: { mediaType: 'text/csv', schema: z.string() } },
  }),
};
