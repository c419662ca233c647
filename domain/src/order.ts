// Sorted in code rather than in SQL: PGlite and a PostgreSQL server collate differently, Polish users expect 'Ł' after 'L'.
const polish = new Intl.Collator('pl', { sensitivity: 'variant', numeric: true });

/** Polish alphabetical order with numbers by value ("Kat 2" before "Kat 10"): the API's lists and the web's store alike. */
export const comparePolish = (a: string, b: string): number => polish.compare(a, b);

/** Display order first, then name (element categories, equipment, kits' and collections' categories). */
export function byOrderThenName<T extends { displayOrd: number; name: string }>(a: T, b: T): number {
  return a.displayOrd - b.displayOrd || comparePolish(a.name, b.name);
}
