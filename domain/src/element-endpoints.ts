import {
  elementCreateBodySchema,
  elementDeletedSchema,
  elementDetailSchema,
  elementDiscountBodySchema,
  elementListQuerySchema,
  elementListSchema,
  elementSchema,
  elementUpdateBodySchema,
} from './element.ts';
import { endpoint, idParams, slugParams } from './endpoint.ts';

/** The elements (spec part 2 §7); a write answers the element as `one` does, so a client needs no read after it. */
export const elementEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/cms/collection/{slug}/elements',
    params: slugParams,
    query: elementListQuerySchema,
    responses: { 200: elementListSchema },
  }),
  one: endpoint({ method: 'get', path: '/api/cms/element/{id}', params: idParams, responses: { 200: elementDetailSchema } }),
  create: endpoint({ method: 'post', path: '/api/cms/element/create', body: elementCreateBodySchema, responses: { 201: elementDetailSchema } }),
  update: endpoint({ method: 'patch', path: '/api/cms/element/update/{id}', params: idParams, body: elementUpdateBodySchema, responses: { 200: elementDetailSchema } }),
  remove: endpoint({ method: 'post', path: '/api/cms/element/delete/{id}', params: idParams, responses: { 200: elementDeletedSchema } }),
  discount: endpoint({ method: 'patch', path: '/api/cms/element/discount/{id}', params: idParams, body: elementDiscountBodySchema, responses: { 200: elementSchema } }),
};
