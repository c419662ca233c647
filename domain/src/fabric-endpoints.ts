import { z } from 'zod';
import { endpoint, idParams, slugParams } from './endpoint.ts';
import {
  collectionDefaultFabricBodySchema,
  collectionTextureAssignBodySchema,
  collectionTexturesSchema,
  confirmedDeleteQuerySchema,
  fabricColorCreateBodySchema,
  fabricCreateBodySchema,
  fabricDeletedSchema,
  fabricDetailSchema,
  fabricFamilyCreateBodySchema,
  fabricFamilyDeletedSchema,
  fabricFamilyDetailSchema,
  fabricFamilyListSchema,
  fabricQueryAnswerSchema,
  fabricQuerySchema,
  fabricFamilySchema,
  fabricFamilyUpdateBodySchema,
  fabricParameterAssignBodySchema,
  fabricParameterCreateBodySchema,
  fabricParameterSchema,
  fabricParametersSchema,
  fabricParameterUpdateBodySchema,
  fabricSchema,
  fabricUpdateBodySchema,
} from './fabric.ts';

/** A fabric with its family, as every write to a fabric answers it. */
const fabricAnswer = z.object({ fabric: fabricSchema });

/** The fabric families (texture collections), fabrics and their filter parameters (spec part 1 §7, part 2 §7). */
export const fabricEndpoints = {
  collectionTextures: endpoint({ method: 'get', path: '/api/cms/texture-collection/{slug}', params: slugParams, responses: { 200: collectionTexturesSchema } }),
  assignFamily: endpoint({ method: 'post', path: '/api/cms/collection-texture/assign', body: collectionTextureAssignBodySchema, responses: { 200: collectionTexturesSchema } }),
  setDefaultFabric: endpoint({
    method: 'post',
    path: '/api/cms/collection-texture/default',
    body: collectionDefaultFabricBodySchema,
    responses: { 200: collectionTexturesSchema },
  }),
  families: endpoint({ method: 'get', path: '/api/cms/texture-collections', responses: { 200: fabricFamilyListSchema } }),
  fabricsOf: endpoint({ method: 'get', path: '/api/cms/fabrics', query: fabricQuerySchema, responses: { 200: fabricQueryAnswerSchema } }),
  family: endpoint({ method: 'get', path: '/api/cms/texture/{slug}', params: slugParams, responses: { 200: fabricFamilyDetailSchema } }),
  createFamily: endpoint({
    method: 'post',
    path: '/api/cms/collection/create-texture-collection',
    body: fabricFamilyCreateBodySchema,
    responses: { 201: fabricFamilySchema },
  }),
  updateFamily: endpoint({ method: 'patch', path: '/api/cms/texture/update/{id}', params: idParams, body: fabricFamilyUpdateBodySchema, responses: { 200: fabricFamilySchema } }),
  removeFamily: endpoint({
    method: 'post',
    path: '/api/cms/texture-collection/delete/{id}',
    params: idParams,
    query: confirmedDeleteQuerySchema,
    responses: { 200: fabricFamilyDeletedSchema },
  }),
  fabric: endpoint({ method: 'get', path: '/api/cms/texture/fabric/{id}', params: idParams, responses: { 200: fabricDetailSchema } }),
  createFabric: endpoint({ method: 'post', path: '/api/cms/collection/create-fabric', body: fabricCreateBodySchema, responses: { 201: fabricAnswer } }),
  updateFabric: endpoint({ method: 'patch', path: '/api/cms/fabric/update/{id}', params: idParams, body: fabricUpdateBodySchema, responses: { 200: fabricAnswer } }),
  removeFabric: endpoint({ method: 'post', path: '/api/cms/fabric/delete/{id}', params: idParams, query: confirmedDeleteQuerySchema, responses: { 200: fabricDeletedSchema } }),
  parameters: endpoint({ method: 'get', path: '/api/cms/fabric-items', responses: { 200: fabricParametersSchema } }),
  updateParameter: endpoint({
    method: 'patch',
    path: '/api/cms/fabric-item/update/{id}',
    params: idParams,
    body: fabricParameterUpdateBodySchema,
    responses: { 200: fabricParameterSchema },
  }),
  createColor: endpoint({ method: 'post', path: '/api/cms/fabric-items/color', body: fabricColorCreateBodySchema, responses: { 201: fabricParameterSchema } }),
  createType: endpoint({ method: 'post', path: '/api/cms/fabric-items/type', body: fabricParameterCreateBodySchema, responses: { 201: fabricParameterSchema } }),
  createProperty: endpoint({ method: 'post', path: '/api/cms/fabric-items/property', body: fabricParameterCreateBodySchema, responses: { 201: fabricParameterSchema } }),
  assignColor: endpoint({ method: 'post', path: '/api/cms/fabric-item/assign-color', body: fabricParameterAssignBodySchema, responses: { 200: fabricAnswer } }),
  assignType: endpoint({ method: 'post', path: '/api/cms/fabric-item/assign-type', body: fabricParameterAssignBodySchema, responses: { 200: fabricAnswer } }),
  assignProperty: endpoint({ method: 'post', path: '/api/cms/fabric-item/assign-property', body: fabricParameterAssignBodySchema, responses: { 200: fabricAnswer } }),
};
