import { endpoint } from './endpoint.ts';
import { elementSearchQuerySchema, elementSearchSchema } from './search.ts';

/** Searching the whole catalogue (the command palette). */
export const searchEndpoints = {
  elements: endpoint({ method: 'get', path: '/api/cms/elements/search', query: elementSearchQuerySchema, responses: { 200: elementSearchSchema } }),
};
