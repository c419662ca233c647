import { ELEMENT_FILTER_MIN_CHARS, effectiveElementFilter } from '@meble/domain/element';

/** Typing settles this long before the server is asked again. */
export const FILTER_DEBOUNCE_MS = 300;

/** The filter the server gets for what was typed: the domain's rule (trimmed; nothing below the minimum). */
export function filterOf(text: string): string | null {
  return effectiveElementFilter(text) ?? null;
}

/** The hint under a name search box. */
export const FILTER_HINT = `Nazwa, co najmniej ${ELEMENT_FILTER_MIN_CHARS} znaki.`;
