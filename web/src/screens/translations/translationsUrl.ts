import { effectiveTranslationFilter, TRANSLATION_FILTER_MIN_CHARS, TRANSLATIONS_PAGE_SIZE } from '@meble/domain/translation';
import { paths } from '../../routes/paths.ts';

/** The list's search parameter: a reload, a shared link or the way back from an edit keeps the filter. */
export const TRANSLATIONS_FILTER_PARAM = 'filter';

/** What the address keeps of the typed filter: the filter as the server applies it (from 3 characters), else nothing. */
export const filterForUrl = (text: string): string => effectiveTranslationFilter(text) ?? '';

/** The list query's variables from the address (the route loader's). */
export function translationsVariables(search: URLSearchParams) {
  return { first: TRANSLATIONS_PAGE_SIZE, filter: effectiveTranslationFilter(search.get(TRANSLATIONS_FILTER_PARAM)) ?? null };
}

const withFilter = (path: string, filter: string | null | undefined): string => {
  const applied = effectiveTranslationFilter(filter);
  return applied ? `${path}?${new URLSearchParams({ [TRANSLATIONS_FILTER_PARAM]: applied })}` : path;
};

/** The list, filtered as it was: the edit screen's way back. */
export const translationsPath = (filter: string | null | undefined): string => withFilter(paths.translations(), filter);

/** A translation's edit screen, carrying the list's filter for the way back. */
export const translationEditPath = (id: string, filter: string | null | undefined): string => withFilter(paths.translationEdit({ id }), filter);

/** Under the filter box: what it searches. */
export const FILTER_HINT = `Część klucza lub tekstu (polskiego albo angielskiego), co najmniej ${TRANSLATION_FILTER_MIN_CHARS} znaki.`;

/** Under the filter box while the typed phrase is too short to apply. */
export const FILTER_TOO_SHORT = `Filtr działa od ${TRANSLATION_FILTER_MIN_CHARS} znaków: pokazano wszystkie tłumaczenia.`;
