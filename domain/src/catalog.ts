/** Spec part 1 §9 / part 2 §3: price groups A to I. */
export const PRICE_GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];
export const isPriceGroup = (value: string): value is PriceGroup => (PRICE_GROUPS as readonly string[]).includes(value);

/** Finish types: w visible wood grain, c solid effect, m metal. */
export const FINISH_TYPES = [
  { code: 'w', name: 'Widoczne usłojenie' },
  { code: 'c', name: 'Efekt jednolity' },
  { code: 'm', name: 'Metal' },
] as const;
export type FinishType = (typeof FINISH_TYPES)[number]['code'];
/** What a finish colours (D24), as the history names its kind. */
export const FINISH_KIND_PARTS = { legs: 'nóżki', elements: 'elementy' } as const;

/** D6: a = both sides (Dowolnie), l = left (Lewa), r = right (Prawa). */
export const CONNECTION_CODES = [
  { code: 'a', name: 'Dowolnie' },
  { code: 'l', name: 'Lewa' },
  { code: 'r', name: 'Prawa' },
] as const;
export type ConnectionCode = (typeof CONNECTION_CODES)[number]['code'];

/** D7 / spec part 2 §2. */
export const DEFAULT_COLLECTION_SLUG = 'manhattan';
