/** The name filter applies from this many characters (spec part 2 §9 "list filter 3 or more"), on the server. */
export const FILTER_MIN_LENGTH = 3;
/** Typing settles this long before the server is asked again. */
export const FILTER_DEBOUNCE_MS = 300;

/** The filter the server gets for what was typed: nothing below 3 characters. */
export function filterOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= FILTER_MIN_LENGTH ? trimmed : null;
}

/** The hint under a name search box. */
export const FILTER_HINT = `Nazwa, co najmniej ${FILTER_MIN_LENGTH} znaki.`;
