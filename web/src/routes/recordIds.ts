import type { Params } from 'react-router';
import { PATTERNS } from './paths.ts';

/** The graph's node types an address names by id. */
export type RecordType = 'ClientConfiguration' | 'Element' | 'ElementCategory' | 'Fabric' | 'Finish' | 'Kit' | 'Translation' | 'User';

/**
 * Which `{id}` of each address names which record. The web's own links carry the graph's global id; links built by
 * the configurator, sent in e-mails or kept from the legacy back office carry the record's REST `_id`: both work.
 * The `{slug}` params need no entry: the legacy addresses named collections by slug too, as the graph does.
 */
export const RECORD_PARAMS: Readonly<Partial<Record<string, Readonly<Record<string, RecordType>>>>> = {
  [PATTERNS.userPassword]: { id: 'User' },
  [PATTERNS.userEdit]: { id: 'User' },
  [PATTERNS.translationEdit]: { id: 'Translation' },
  [PATTERNS.clientConfiguration]: { id: 'ClientConfiguration' },
  [PATTERNS.elementCategoryUpdate]: { id: 'ElementCategory' },
  [PATTERNS.element]: { elementId: 'Element' },
  [PATTERNS.elementEdit]: { elementId: 'Element' },
  [PATTERNS.kit]: { id: 'Kit' },
  [PATTERNS.kitEdit]: { id: 'Kit' },
  [PATTERNS.fabric]: { id: 'Fabric' },
  [PATTERNS.fabricEdit]: { id: 'Fabric' },
  [PATTERNS.legFinish]: { id: 'Finish' },
  [PATTERNS.elementFinish]: { id: 'Finish' },
};

/** UTF-8 then base64, as the gateway (Pothos) encodes global ids; `btoa` alone throws on a non-Latin-1 character. */
function base64(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

function isGlobalIdOf(type: RecordType, value: string): boolean {
  try {
    return atob(value).startsWith(`${type}:`);
  } catch {
    // Not base64 at all (a uuid has dashes): a raw id.
    return false;
  }
}

/**
 * The graph's global id of the record an address param names: a global id of that type as it is, anything else
 * (a REST `_id`) as that type's global id (base64 of `Type:_id`), which the gateway finds or answers not found.
 */
export function recordIdOf(type: RecordType, param: string): string {
  return isGlobalIdOf(type, param) ? param : base64(`${type}:${param}`);
}

/** A route's params with each record `{id}` as the graph's global id (RECORD_PARAMS), the others as they are. */
export function withRecordIds(pattern: string, params: Params): Params {
  const types = RECORD_PARAMS[pattern];
  if (!types) return params;
  const normalised: Record<string, string | undefined> = { ...params };
  for (const [name, type] of Object.entries(types)) {
    const value = params[name];
    if (value !== undefined) normalised[name] = recordIdOf(type, value);
  }
  return normalised;
}
