import { dictionariesEtagVariant, type Dictionaries, type DictionariesVariant } from '@meble/domain/dictionaries';
import { dictionariesEndpoints } from '@meble/domain/dictionaries-endpoints';
import { pathOf, successOf } from '@meble/domain/endpoint';
import type { RestClient, Tagged } from '../rest-client.ts';

/**
 * The last dictionaries answer per role variant, shared by every request of one gateway. Each use revalidates
 * it (If-None-Match), so a write on any replica is seen by the next request. The variant is the one the API's
 * ETag names, never guessed from the caller: a copy is used only when the API confirms its ETag for this token.
 */
export interface DictionariesCache {
  held(): Tagged<Dictionaries>[];
  keep(etag: string | null, value: Dictionaries): void;
}

export function createDictionariesCache(): DictionariesCache {
  const copies = new Map<DictionariesVariant, Tagged<Dictionaries>>();
  return {
    held: () => [...copies.values()],
    keep(etag, value) {
      const variant = etag === null ? undefined : dictionariesEtagVariant(etag);
      // An answer without our ETag (a legacy API) is used once and not kept.
      if (etag !== null && variant) copies.set(variant, { etag, value: deepFreeze(value) });
    },
  };
}

/** What the navigation guard loads (collection categories for administrators only). */
export async function getDictionaries(rest: RestClient, cache: DictionariesCache): Promise<Dictionaries> {
  const { all } = dictionariesEndpoints;
  const answer = await rest.getRevalidated(pathOf(all), successOf(all), cache.held());
  if (!answer.notModified) cache.keep(answer.etag, answer.value);
  return answer.value;
}

/** Requests share a kept copy: frozen, so no resolver can change what another request reads. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
