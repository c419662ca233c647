/** The three Polish plural forms of a noun: 1 kategoria, 2–4 kategorie, 5+ (and 12–14, 0) kategorii. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/** Which of the three forms a count takes. */
export function pluralKind(count: number): keyof PluralForms {
  const n = Math.abs(count);
  if (n === 1) return 'one';
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

export function pluralForm(count: number, forms: PluralForms): string {
  return forms[pluralKind(count)];
}

/** `4 kategorie`, `5 kategorii`. */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}
