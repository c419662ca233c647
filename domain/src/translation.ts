import { z } from 'zod';
import { recordVersionField, seenVersionField } from './history.ts';
import { translationMessages } from './messages/translations.ts';
import { validationMessages } from './messages/validation.ts';
import { pageLimitParam } from './query-params.ts';
import { storable, storableString } from './text.ts';

/**
 * Translations (spec part 1 §2 "Settings screens", §3 "Translation", §5 "Translation edit", §7, §9): the
 * configurator's texts in Polish and English under a fixed key. The key is read-only: only pl and en change.
 */

/** Spec part 1 §5: at most 150 characters each. */
export const TRANSLATION_TEXT_MAX = 150;

/** Spec part 1 §5 and §9: the list filter applies only from 3 characters. */
export const TRANSLATION_FILTER_MIN_CHARS = 3;

/** The list: by key, pages of 25 by default (the demo's 40 keys take two), at most 100. */
export const TRANSLATIONS_PAGE_SIZE = 25;
export const TRANSLATIONS_PAGE_MAX = 100;

/**
 * The filter as applied (spec part 1 §5, §9): the trimmed phrase, only from TRANSLATION_FILTER_MIN_CHARS
 * characters on (else none); it matches a key or a text (pl, en) that contains it, case and Polish letters folded (D27).
 * Used by the web and the server.
 */
export function effectiveTranslationFilter(filter: string | null | undefined): string | undefined {
  const trimmed = filter?.trim() ?? '';
  return trimmed.length >= TRANSLATION_FILTER_MIN_CHARS ? trimmed : undefined;
}

const text = (required: string) =>
  storableString(required).trim().min(1, required).max(TRANSLATION_TEXT_MAX, validationMessages.tooLong(TRANSLATION_TEXT_MAX));

/** The edit form, the graph's input and the REST body alike (spec part 1 §7: pl, en); both trimmed. */
export const translationFieldsSchema = z.object({
  pl: text(translationMessages.translationPlRequired),
  en: text(translationMessages.translationEnRequired),
});
export type TranslationFields = z.input<typeof translationFieldsSchema>;

/** PATCH …/translation/update/{id}: the fields, and the version its editor saw (D29; `If-Match` does the same). */
export const translationUpdateBodySchema = translationFieldsSchema.extend(seenVersionField);

/** A translation as the REST API answers it (spec part 1 §3: _id, key, pl, en). */
export const translationSchema = z.object({
  _id: z.string(),
  key: z.string(),
  pl: z.string(),
  en: z.string(),
  ...recordVersionField,
});
export type Translation = z.infer<typeof translationSchema>;

/** GET /api/cms/settings/translation/{id} (spec part 1 §7: one translation). */
export const translationDetailSchema = z.object({ translation: translationSchema });

/**
 * GET /api/cms/settings/translations (spec part 1 §7: `data.translations`), one page by key, with the count of
 * every match and the cursor of the next page beside it.
 */
export const translationListSchema = z.object({
  data: z.object({
    translations: z.array(translationSchema),
    totalCount: z.number().int(),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});
export type TranslationList = z.infer<typeof translationListSchema>;

/** The list's query (REST): the filter (applied from 3 characters), the cursor and the page size. */
export const translationListQuerySchema = z.object({
  filter: z.string().optional(),
  cursor: z.string().optional(),
  limit: pageLimitParam(TRANSLATIONS_PAGE_MAX, TRANSLATIONS_PAGE_SIZE),
});

/**
 * The keyset cursor: the position of a key (the list is ordered by key, byte-wise, and keys are unique).
 * Opaque to clients, made here once so the REST API and the graph's per-edge cursors agree; base64url of the
 * key's UTF-8, so btoa/atob serve in Node and browsers.
 */
export function translationCursor(row: { key: string }): string {
  const bytes = new TextEncoder().encode(row.key);
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The key a cursor names, or null for anything that is not one. */
export function parseTranslationCursor(cursor: string): string | null {
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const key = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    return key !== '' && storable(key) && translationCursor({ key }) === cursor ? key : null;
  } catch {
    return null;
  }
}
