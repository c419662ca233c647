import { endpoint, slugParams } from './endpoint.ts';
import { confirmedDeleteQuerySchema } from './fabric.ts';
import {
  assignedElementTexturesSchema,
  assignedLegTexturesSchema,
  assignElementTextureBodySchema,
  assignLegTextureBodySchema,
  finishBodySchema,
  finishDeletedSchema,
  finishDetailSchema,
  finishIdParams,
  finishKindParams,
  finishListSchema,
  finishQuerySchema,
  finishSchema,
  finishUpdateBodySchema,
  legTexturesSchema,
} from './finish.ts';

/** Leg and element finishes (D24) and their assignment to collections (spec part 2 §7). */
export const finishEndpoints = {
  legsAssigned: endpoint({ method: 'get', path: '/api/cms/textures/legs/assigned/{slug}', params: slugParams, responses: { 200: assignedLegTexturesSchema } }),
  assignLegs: endpoint({ method: 'post', path: '/api/cms/textures/legs/assign/', body: assignLegTextureBodySchema, responses: { 200: assignedLegTexturesSchema } }),
  legTextures: endpoint({ method: 'get', path: '/api/cms/leg-texture-collection', responses: { 200: legTexturesSchema } }),
  elementsAssigned: endpoint({
    method: 'get',
    path: '/api/cms/textures/elements/assigned/{slug}',
    params: slugParams,
    responses: { 200: assignedElementTexturesSchema },
  }),
  assignElements: endpoint({ method: 'post', path: '/api/cms/textures/elements/assign/', body: assignElementTextureBodySchema, responses: { 200: assignedElementTexturesSchema } }),
  list: endpoint({ method: 'get', path: '/api/cms/finishes', query: finishQuerySchema, responses: { 200: finishListSchema } }),
  one: endpoint({ method: 'get', path: '/api/cms/finishes/{kind}/{id}', params: finishIdParams, responses: { 200: finishDetailSchema } }),
  create: endpoint({ method: 'post', path: '/api/cms/finishes/{kind}/create', params: finishKindParams, body: finishBodySchema, responses: { 201: finishSchema } }),
  update: endpoint({ method: 'patch', path: '/api/cms/finishes/{kind}/update/{id}', params: finishIdParams, body: finishUpdateBodySchema, responses: { 200: finishSchema } }),
  remove: endpoint({
    method: 'post',
    path: '/api/cms/finishes/{kind}/delete/{id}',
    params: finishIdParams,
    query: confirmedDeleteQuerySchema,
    responses: { 200: finishDeletedSchema },
  }),
};
