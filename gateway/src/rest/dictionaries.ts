import { dictionariesSchema, type Dictionaries } from '@meble/domain/dictionaries';
import type { RestClient } from '../rest-client.ts';

/** The dictionary path of the REST API, written once. */
const at = { all: '/api/cms/dictionaries' };

/** GET /api/cms/dictionaries: what the navigation guard loads (collection categories for administrators only). */
export function getDictionaries(rest: RestClient): Promise<Dictionaries> {
  return rest.get(at.all, dictionariesSchema);
}
