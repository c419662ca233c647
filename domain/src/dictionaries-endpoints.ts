import { dictionariesSchema } from './dictionaries.ts';
import { endpoint } from './endpoint.ts';

/** The dictionaries the navigation guard loads; 304 (no body) confirms a copy named in If-None-Match. */
export const dictionariesEndpoints = {
  all: endpoint({ method: 'get', path: '/api/cms/dictionaries', responses: { 200: dictionariesSchema, 304: null } }),
};
