/**
 * Text that PostgreSQL can store. NUL and unpaired surrogates survive JSON.parse but not PostgreSQL (text
 * refuses NUL, jsonb both), so every text a caller sends is checked here, once, before it reaches SQL.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds no NUL and no unpaired surrogate. */
export function storable(text: string): boolean {
  return !UNSTORABLE.test(text);
}
