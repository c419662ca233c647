import { effectiveFileFilter, FILE_FILTER_MIN_CHARS, FILES_PAGE_SIZE } from '@meble/domain/file';
import type { FileListDefinition } from './fileKinds.ts';

/** The lists' search parameter: a reload or a shared link keeps the filter. */
export const FILES_FILTER_PARAM = 'filter';

/** What the address keeps of the typed filter: the filter as the server applies it (from 3 characters), else nothing. */
export const filterForUrl = (text: string): string => effectiveFileFilter(text) ?? '';

/** A list's query variables from the address (the route loader's). */
export function fileListVariables(list: FileListDefinition, search: URLSearchParams) {
  return {
    kind: list.kind,
    legs: list.legs ? true : null,
    first: FILES_PAGE_SIZE,
    filter: effectiveFileFilter(search.get(FILES_FILTER_PARAM)) ?? null,
  };
}

/** A list, filtered by a name when it is long enough to filter by (an upload's link to the file it stored). */
export function fileListPath(listPath: string, name: string | null | undefined): string {
  const applied = effectiveFileFilter(name);
  return applied ? `${listPath}?${new URLSearchParams({ [FILES_FILTER_PARAM]: applied })}` : listPath;
}

/** Under the filter box: what it searches. */
export const FILTER_HINT = `Część nazwy lub nazwy oryginalnej, co najmniej ${FILE_FILTER_MIN_CHARS} znaki; wielkość liter i polskie znaki bez znaczenia.`;

/** Under the filter box while the typed phrase is too short to apply. */
export const FILTER_TOO_SHORT = `Filtr działa od ${FILE_FILTER_MIN_CHARS} znaków: pokazano wszystkie pliki.`;
