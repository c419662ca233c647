import {
  translationDetailSchema,
  translationListSchema,
  translationSchema,
  type Translation,
  type TranslationFields,
  type TranslationList,
} from '@meble/domain/translation';
import { segment, type RestClient } from '../rest-client.ts';

/** The translation paths of the REST API (spec part 1 §7), each written once. */
const at = {
  list: '/api/cms/settings/translations',
  one: (id: string) => `/api/cms/settings/translation/${segment(id)}`,
  update: (id: string) => `/api/cms/settings/translation/update/${segment(id)}`,
};

export interface TranslationPageQuery {
  limit: number;
  cursor?: string | null;
  /** Sent as typed; the API applies it from 3 characters (the domain's rule). */
  filter?: string | null;
}

/** GET /api/cms/settings/translations: one page under `data` (spec: data.translations). */
export async function listTranslations(rest: RestClient, { limit, cursor, filter }: TranslationPageQuery): Promise<TranslationList['data']> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  if (filter) query.set('filter', filter);
  return (await rest.get(`${at.list}?${query}`, translationListSchema)).data;
}

export async function getTranslation(rest: RestClient, id: string): Promise<Translation> {
  return (await rest.get(at.one(id), translationDetailSchema)).translation;
}

export function updateTranslation(rest: RestClient, id: string, body: TranslationFields): Promise<Translation> {
  return rest.send('PATCH', at.update(id), body, translationSchema);
}
