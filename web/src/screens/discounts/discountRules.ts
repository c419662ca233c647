import {
  COLLECTION_DISCOUNT_MAX_PERCENT,
  collectionDiscountTextSchema,
  discountsFormSchema,
  elementDiscountTextSchema,
} from '@meble/domain/discount';
import type { DiscountsForm } from '@meble/domain/discount';
import { ELEMENT_DISCOUNT_MAX_PERCENT, effectiveElementFilter } from '@meble/domain/element';
import { fieldErrorsOf } from '@meble/domain/errors';
import type { FieldError } from '@meble/domain/errors';
import { countOf } from '@meble/domain/plural';
import { nameMatches } from '@meble/domain/search';

export { COLLECTION_DISCOUNT_MAX_CHARS } from '@meble/domain/discount';
export { ELEMENT_DISCOUNT_MAX_CHARS } from '@meble/domain/element';

/** The discounts form as typed: the collection's text and each element's text. */
export type DiscountsFormInput = DiscountsForm;

export type DiscountsCheck = { success: true } | { success: false; errors: FieldError[] };

/**
 * The discounts by the domain rule (only whole percents: collection 0–99, element 0–100), each wrong field at
 * `collection` / `elements.<i>.discount` with the spec's message.
 */
export function checkDiscountsForm(values: DiscountsFormInput): DiscountsCheck {
  const result = discountsFormSchema.safeParse(values);
  return result.success ? { success: true } : { success: false, errors: fieldErrorsOf(result.error) };
}

/** One typed value by the same rule as the whole form: its message, or undefined when it is a valid percent. */
export function collectionDiscountError(text: string): string | undefined {
  const result = collectionDiscountTextSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function elementDiscountError(text: string): string | undefined {
  const result = elementDiscountTextSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const COLLECTION_DISCOUNT_HINT = `Liczba całkowita od 0 do ${COLLECTION_DISCOUNT_MAX_PERCENT}.`;
export const ELEMENT_DISCOUNT_HINT = `Liczba całkowita od 0 do ${ELEMENT_DISCOUNT_MAX_PERCENT}.`;

/** An element's row on the discounts screen. */
export interface ElementRow {
  id: string;
  displayOrd: number;
  name: string;
  categoryId: string;
  categoryName: string;
  discountPercent: number;
}

/** An element category of the collection, for the filter and 'Ustaw'. */
export interface CategoryOption {
  id: string;
  name: string;
}

/** What the filter sees of an element. */
export type FilterableElement = Pick<ElementRow, 'name' | 'categoryId'>;

/** The screen's filter: part of the name (any case, Polish letters or not) and one element category ('' = all). */
export interface DiscountsFilter {
  name: string;
  categoryId: string;
}

export const NO_FILTER: DiscountsFilter = { name: '', categoryId: '' };

export const isFiltering = (filter: DiscountsFilter): boolean => filter.name.trim() !== '' || filter.categoryId !== '';

/** Whether a loaded element passes the filter as typed: at once, before the server has answered (the same fold as its). */
export function matchesFilter(element: FilterableElement, filter: DiscountsFilter): boolean {
  if (filter.categoryId !== '' && element.categoryId !== filter.categoryId) return false;
  const part = filter.name.trim();
  return part === '' || nameMatches(element.name, part);
}

/** The address's parameters of the filter: a reload or a shared link keeps it. */
export const DISCOUNTS_URL = { name: 'name', category: 'category' } as const;

/**
 * The route query's filter, from the address: the server filters the whole collection (D27), not only the loaded
 * page; the name from the element filter's minimum length (shorter text narrows the loaded elements only).
 */
export function discountsVariables(search: URLSearchParams) {
  return {
    filter: effectiveElementFilter(search.get(DISCOUNTS_URL.name)) ?? null,
    categoryId: search.get(DISCOUNTS_URL.category) || null,
  };
}

const CHANGES = { one: 'niezapisana zmiana', few: 'niezapisane zmiany', many: 'niezapisanych zmian' };
const ELEMENTS_GENITIVE = { one: 'elementu', few: 'elementów', many: 'elementów' };

/** The save bar's count: '1 niezapisana zmiana', '3 niezapisane zmiany', 'Brak niezapisanych zmian'. */
export const unsavedText = (count: number): string => (count === 0 ? 'Brak niezapisanych zmian' : countOf(count, CHANGES));

/** The filter's outcome: how many elements match, of the collection's. */
export function shownText(shown: number, total: number, filtering: boolean): string {
  if (!filtering) return `Elementów: ${total}`;
  if (shown === 0) return 'Żaden element nie pasuje do filtru.';
  return `Pokazano ${shown} z ${countOf(total, ELEMENTS_GENITIVE)}`;
}

/** After 'Ustaw': how many elements now carry the value, and that it is not saved yet. */
export const appliedText = (percent: number, count: number, scope: string): string =>
  `Ustawiono rabat ${percent}% dla ${countOf(count, ELEMENTS_GENITIVE)} (${scope}). Zapisz, aby zachować zmiany.`;
