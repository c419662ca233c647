import {
  elementCategoryCreateBodySchema,
  elementCategoryDeletedSchema,
  elementCategoryDetailSchema,
  elementCategoryListSchema,
  elementCategorySchema,
  elementCategoryUpdateBodySchema,
} from './element-category.ts';
import { endpoint, idParams, slugParams } from './endpoint.ts';

/** The element categories (spec part 2 §7), children of a collection. */
export const elementCategoryEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/cms/collection/{slug}/element-categories',
    params: slugParams,
    responses: { 200: elementCategoryListSchema },
  }),
  one: endpoint({ method: 'get', path: '/api/cms/element-category/{id}', params: idParams, responses: { 200: elementCategoryDetailSchema } }),
  create: endpoint({ method: 'post', path: '/api/cms/element-category/create', body: elementCategoryCreateBodySchema, responses: { 201: elementCategorySchema } }),
  update: endpoint({
    method: 'patch',
    path: '/api/cms/element-category/update/{id}',
    params: idParams,
    body: elementCategoryUpdateBodySchema,
    responses: { 200: elementCategorySchema },
  }),
  remove: endpoint({ method: 'post', path: '/api/cms/element-category/delete/{id}', params: idParams, responses: { 200: elementCategoryDeletedSchema } }),
};
