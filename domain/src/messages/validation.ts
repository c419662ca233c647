import { countOf, type PluralForms } from '../plural.ts';

const CHARACTERS: PluralForms = { one: 'znak', few: 'znaki', many: 'znaków' };
const ITEMS: PluralForms = { one: 'pozycję', few: 'pozycje', many: 'pozycji' };

/** What a form, a REST body or the graph's input says whatever its area. */
export const validationMessages = {
  invalidRequest: 'Nieprawidłowe dane żądania.',
  emailRequired: 'Wpisz email',
  emailInvalid: 'Nieprawidłowy adres e-mail',
  // Spec part 2 §5: collection create (and edit) / element category create and update.
  requiredFieldsMissing: 'Wypełnij wymagane pola',
  fieldsMissing: 'Wypełnij pola',
  tooLong: (max: number) => `Najwyżej ${max} znaków`,
  numberInvalid: 'Wpisz liczbę',
  // NUL or a lone surrogate (PostgreSQL stores neither), in any text a form, the REST API or the graph takes.
  unstorableText: 'Tekst zawiera znak, którego nie można zapisać (np. NUL): usuń go i spróbuj ponownie',
  // Spec part 2 §4: the two-step delete.
  deleteConfirmationMismatch: 'Wpisz słowo „usuń”, aby potwierdzić usunięcie',
  // What a zod check without its own message says (domain/src/zod-messages.ts), never zod's English.
  integerRequired: 'Podaj liczbę całkowitą',
  valueAtLeast: (min: string) => `Wartość musi wynosić co najmniej ${min}`,
  valueAbove: (min: string) => `Wartość musi być większa niż ${min}`,
  valueAtMost: (max: string) => `Wartość może wynosić najwyżej ${max}`,
  valueBelow: (max: string) => `Wartość musi być mniejsza niż ${max}`,
  valueExactly: (value: string) => `Wartość musi wynosić ${value}`,
  textTooShort: (min: number) => `Wpisz co najmniej ${countOf(min, CHARACTERS)}`,
  textTooLong: (max: number) => `Tekst może mieć najwyżej ${countOf(max, CHARACTERS)}`,
  textLength: (length: number) => `Tekst musi mieć dokładnie ${countOf(length, CHARACTERS)}`,
  listTooShort: (min: number) => `Lista musi mieć co najmniej ${countOf(min, ITEMS)}`,
  listTooLong: (max: number) => `Lista może mieć najwyżej ${countOf(max, ITEMS)}`,
  listLength: (length: number) => `Lista musi mieć dokładnie ${countOf(length, ITEMS)}`,
  valueNotAllowed: (allowed: readonly string[]) => `Dozwolone wartości: ${allowed.join(', ')}`,
  formatInvalid: 'Nieprawidłowy format wartości',
  notMultipleOf: (divisor: string) => `Wartość musi być wielokrotnością liczby ${divisor}`,
  unknownFields: (fields: readonly string[]) => `Nieznane pola: ${fields.join(', ')}`,
} as const;
