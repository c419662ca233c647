import { z } from 'zod';
import { CONFIGURATION_EMAIL_FILTER_MIN_CHARS } from './client-configuration.ts';
import { elementSchema } from './element.ts';
import { validationMessages } from './messages/validation.ts';
import { pageLimitParam } from './query-params.ts';
import { nameSearchKey } from './name-keys.ts';
import { countOf } from './plural.ts';
import { storableString } from './text.ts';

/**
 * The command palette's search: collections and elements by name, client configurations by customer
 * e-mail. One rule for the REST API, the gateway and the web.
 */

/** Names are searched from this many characters (trimmed); customer e-mails from CONFIGURATION_EMAIL_FILTER_MIN_CHARS. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_EMAIL_MIN_CHARS = CONFIGURATION_EMAIL_FILTER_MIN_CHARS;
/** The longest text searched: the longest catalogue name (an element's index, 60) or a customer e-mail (254). */
export const SEARCH_TEXT_MAX = 254;
/** Hits per group when the caller names no number, and the most it may ask for. */
export const SEARCH_RESULTS_DEFAULT = 5;
export const SEARCH_RESULTS_MAX = 20;
/** How long the palette waits after the last key before it asks (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

export const searchMessages = {
  tooShort: (min: number) => `Wpisz co najmniej ${countOf(min, { one: 'znak', few: 'znaki', many: 'znaków' })}`,
};

/** The text as searched: trimmed; null when too short to search names. */
export function effectiveSearchText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed.length < SEARCH_MIN_CHARS) return null;
  const cut = trimmed.slice(0, SEARCH_TEXT_MAX);
  // A cut between the halves of a surrogate pair (an emoji at the limit) would leave a lone half, which the API refuses.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Whether customer e-mails are searched for this text (the list's own e-mail filter rule). */
export function searchesEmails(text: string | null | undefined): boolean {
  return (text?.trim().length ?? 0) >= SEARCH_EMAIL_MIN_CHARS;
}

/** How many hits per group: the default, and within 1…SEARCH_RESULTS_MAX. */
export function searchResultCount(first: number | null | undefined): number {
  return Math.min(Math.max(first ?? SEARCH_RESULTS_DEFAULT, 1), SEARCH_RESULTS_MAX);
}

/** A name matches when it contains the text, case and accents folded (the same keys the database searches: name-keys.ts). */
export function nameMatches(name: string, text: string): boolean {
  return nameSearchKey(name).includes(nameSearchKey(text));
}

/** GET /api/cms/elements/search: elements of every collection whose name contains `text`. */
export const elementSearchQuerySchema = z.object({
  text: storableString(searchMessages.tooShort(SEARCH_MIN_CHARS))
    .trim()
    .min(SEARCH_MIN_CHARS, searchMessages.tooShort(SEARCH_MIN_CHARS))
    .max(SEARCH_TEXT_MAX, validationMessages.tooLong(SEARCH_TEXT_MAX))
    .describe(`Case-insensitive part of the name, at least ${SEARCH_MIN_CHARS} characters (trimmed)`),
  limit: pageLimitParam(SEARCH_RESULTS_MAX, SEARCH_RESULTS_DEFAULT),
});
export type ElementSearchQuery = z.output<typeof elementSearchQuerySchema>;

/** Its answer: names in Polish order, then by collection. */
export const elementSearchSchema = z.object({ elements: z.array(elementSchema) });
export type ElementSearch = z.infer<typeof elementSearchSchema>;
