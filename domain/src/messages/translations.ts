/** Spec part 1 §5 "Translation edit": pl and en required (the spec gives no wording). */
export const translationMessages = {
  translationPlRequired: 'Wpisz tekst po polsku',
  translationEnRequired: 'Wpisz tekst po angielsku',
} as const;
