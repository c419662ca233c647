/** The finishes area: leg and element finishes and their assignment to collections (spec part 2 §2–§4, D24). */
export const finishMessages = {
  finishTextureRequired: 'Wybierz plik wybarwienia',
  finishTextureType: 'Plik wybarwienia musi być obrazem jpg, png lub gif',
  finishTypeRequired: 'Wybierz rodzaj wybarwienia',
  finishSlugTaken: (slug: string) => `Wybarwienie o takiej nazwie już istnieje (adres: ${slug})`,
  unknownFinish: 'Nie ma takiego wybarwienia',
  legFieldsOnlyForLegs: 'Symbol, stara nazwa i nazwa tekstury nóżek należą tylko do wybarwień nóżek',
  // D24: a finish collections use names them and asks first; its assignments go with it.
  finishAssigned: (collections: readonly string[]) => `Wybarwienie jest przypisane do kolekcji: ${collections.join(', ')}. Usunięcie zdejmie te przypisania.`,
} as const;
