import { nameSortKey } from './name-keys.ts';

// Sorted in code rather than in SQL: PGlite and a PostgreSQL server collate differently, Polish users expect 'Ł' after 'L'.
const polish = new Intl.Collator('pl', { sensitivity: 'variant', numeric: true });

/** Polish alphabetical order with numbers by value ("Kat 2" before "Kat 10"): the API's lists and the web's store alike. */
export const comparePolish = (a: string, b: string): number => polish.compare(a, b);

/** Display order first, then name (element categories, equipment, kits' and collections' categories). */
export function byOrderThenName<T extends { displayOrd: number; name: string }>(a: T, b: T): number {
  return a.displayOrd - b.displayOrd || comparePolish(a.name, b.name);
}

/** Code point order, which is the bytewise order of UTF-8 (`COLLATE "C"`); `<` on strings compares UTF-16 units. */
function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const diff = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}

/** Elements as the API lists them (SQL: `display_ord`, then `sort_key`): displayOrd, then the name's sort key. */
export function compareElements(a: { displayOrd: number; name: string }, b: { displayOrd: number; name: string }): number {
  return a.displayOrd - b.displayOrd || compareCodePoints(nameSortKey(a.name), nameSortKey(b.name));
}
