import { endpoint, idParams } from './endpoint.ts';
import { translationDetailSchema, translationListQuerySchema, translationListSchema, translationSchema, translationUpdateBodySchema } from './translation.ts';

/** The translations (spec part 1 §7: data.translations). */
export const translationEndpoints = {
  list: endpoint({ method: 'get', path: '/api/cms/settings/translations', query: translationListQuerySchema, responses: { 200: translationListSchema } }),
  one: endpoint({ method: 'get', path: '/api/cms/settings/translation/{id}', params: idParams, responses: { 200: translationDetailSchema } }),
  update: endpoint({
    method: 'patch',
    path: '/api/cms/settings/translation/update/{id}',
    params: idParams,
    body: translationUpdateBodySchema,
    responses: { 200: translationSchema },
  }),
};
