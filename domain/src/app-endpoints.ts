import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The API's own description: the OpenAPI 3.1 document of every other endpoint, public. */
export const appEndpoints = {
  openApi: endpoint({
    method: 'get',
    path: '/api/openapi.json',
    responses: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }) },
  }),
};
