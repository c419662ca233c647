import { z } from 'zod';
import {
  collectionCreateBodySchema,
  collectionDeletedSchema,
  collectionDetailSchema,
  collectionDiscountsAnswerSchema,
  collectionListSchema,
  collectionSchema,
  collectionUpdateBodySchema,
} from './collection.ts';
import { collectionDiscountsBodySchema } from './discount.ts';
import { endpoint, slugParams } from './endpoint.ts';

/** The write paths name the collection by its `_id` or by its slug (the graph's id), so no read is needed first. */
const collectionKeyParams = z.object({
  id: z.string().meta({
    param: { name: 'id', in: 'path' },
    description: "The collection's _id, or its slug (a uuid is taken as the _id)",
    example: 'manhattan',
  }),
});

/** The collections (spec part 2 §7). */
export const collectionEndpoints = {
  list: endpoint({ method: 'get', path: '/api/cms/collections', responses: { 200: collectionListSchema } }),
  one: endpoint({ method: 'get', path: '/api/cms/collection/{slug}', params: slugParams, responses: { 200: collectionDetailSchema } }),
  create: endpoint({ method: 'post', path: '/api/cms/collection/create', body: collectionCreateBodySchema, responses: { 201: collectionSchema } }),
  update: endpoint({
    method: 'patch',
    path: '/api/cms/collection/update/{id}',
    params: collectionKeyParams,
    body: collectionUpdateBodySchema,
    responses: { 200: collectionSchema },
  }),
  remove: endpoint({ method: 'post', path: '/api/cms/collection/delete/{id}', params: collectionKeyParams, responses: { 200: collectionDeletedSchema } }),
  discounts: endpoint({
    method: 'patch',
    path: '/api/cms/collection/discounts/{id}',
    params: collectionKeyParams,
    body: collectionDiscountsBodySchema,
    responses: { 200: collectionDiscountsAnswerSchema },
  }),
};
