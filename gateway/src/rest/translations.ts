import type { Translation, TranslationFields, TranslationList } from '@meble/domain/translation';
import { translationEndpoints } from '@meble/domain/translation-endpoints';
import type { RestClient } from '../rest-client.ts';

export interface TranslationPageQuery {
  limit: number;
  cursor?: string | null;
  /** Sent as typed; the API applies it from 3 characters (the domain's rule). */
  filter?: string | null;
}

/** One page under `data` (spec: data.translations). */
export async function listTranslations(rest: RestClient, { limit, cursor, filter }: TranslationPageQuery): Promise<TranslationList['data']> {
  const query = { limit: String(limit), ...(cursor ? { cursor } : {}), ...(filter ? { filter } : {}) };
  return (await rest.call(translationEndpoints.list, { query })).data;
}

export async function getTranslation(rest: RestClient, id: string): Promise<Translation> {
  return (await rest.call(translationEndpoints.one, { params: { id } })).translation;
}

export function updateTranslation(rest: RestClient, id: string, body: TranslationFields, seen?: number): Promise<Translation> {
  return rest.call(translationEndpoints.update, { params: { id }, body, ifMatch: seen });
}
