import { dictionariesSchema, type Dictionaries } from '@meble/domain/dictionaries';
import type { RestClient } from '../rest-client.ts';

/** GET /api/cms/dictionaries: what the navigation guard loads (collection categories for administrators only). */
export function getDictionaries(rest: RestClient): Promise<Dictionaries> {
  return rest.get('/api/cms/dictionaries', dictionariesSchema);
}
