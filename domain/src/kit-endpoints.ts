import { endpoint, idParams, slugParams } from './endpoint.ts';
import { kitCreateBodySchema, kitDeletedSchema, kitDetailSchema, kitElementBodySchema, kitListSchema, kitUpdateBodySchema, kitVisibilityBodySchema } from './kit.ts';

/** The kits (spec part 2 §7); every write answers the kit with its elements, as `one` does. */
export const kitEndpoints = {
  list: endpoint({ method: 'get', path: '/api/cms/collection/{slug}/kits', params: slugParams, responses: { 200: kitListSchema } }),
  one: endpoint({ method: 'get', path: '/api/cms/kit/{id}', params: idParams, responses: { 200: kitDetailSchema } }),
  create: endpoint({ method: 'post', path: '/api/cms/kit/create', body: kitCreateBodySchema, responses: { 201: kitDetailSchema } }),
  update: endpoint({ method: 'patch', path: '/api/cms/kit/update/{id}', params: idParams, body: kitUpdateBodySchema, responses: { 200: kitDetailSchema } }),
  visibility: endpoint({ method: 'patch', path: '/api/cms/kit/visibility/{id}', params: idParams, body: kitVisibilityBodySchema, responses: { 200: kitDetailSchema } }),
  addElement: endpoint({ method: 'post', path: '/api/cms/kit/add-element/{id}', params: idParams, body: kitElementBodySchema, responses: { 200: kitDetailSchema } }),
  removeElement: endpoint({ method: 'post', path: '/api/cms/kit/remove-element/{id}', params: idParams, body: kitElementBodySchema, responses: { 200: kitDetailSchema } }),
  remove: endpoint({ method: 'post', path: '/api/cms/kit/delete/{id}', params: idParams, responses: { 200: kitDeletedSchema } }),
};
