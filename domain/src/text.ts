import { z } from 'zod';
import { validationMessages } from './messages/validation.ts';

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

/**
 * A string field of the shared rules: `error` for anything that is not a string (a number, an object: never
 * coerced), and the Polish unstorable-text message for NUL or a lone surrogate, next to the field.
 */
export function storableString(error: string) {
  return z.string({ error }).refine(storable, validationMessages.unstorableText);
}
