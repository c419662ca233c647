/** The three Polish plural forms of a noun: 1 kategoria, 2–4 kategorie, 5+ (and 12–14, 0) kategorii. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(count);
  if (n === 1) return forms.one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few;
  return forms.many;
}

/** `4 kategorie`, `5 kategorii`. */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}
