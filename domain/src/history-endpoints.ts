import { endpoint } from './endpoint.ts';
import { historyListQuerySchema, historyPageSchema, historyUndoBodySchema, historyUndoneSchema } from './history.ts';
import { z } from 'zod';

const entryIdParams = z.object({ id: z.string().meta({ param: { name: 'id', in: 'path' }, example: '42' }) });

/** The history of every write (D29), for administrators only; a record's own history is the list filtered by kind and id. */
export const historyEndpoints = {
  list: endpoint({ method: 'get', path: '/api/cms/history', query: historyListQuerySchema, responses: { 200: historyPageSchema } }),
  undo: endpoint({ method: 'post', path: '/api/cms/history/undo/{id}', params: entryIdParams, body: historyUndoBodySchema, responses: { 200: historyUndoneSchema } }),
};
