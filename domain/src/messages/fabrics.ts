/** The fabrics area (spec part 1 §4, §5, §8; part 2 §2; D9, D25, D26). */
export const fabricMessages = {
  // Spec part 1 §8: a fabric's save and delete.
  fabricSaved: 'Zapiszano',
  fabricDeleted: 'Usunięto',
  // Spec part 2 §2 collection-textures.
  noDefaultFabric: 'Brak domyślnej tkaniny!',
  /** A collection's default that is switched off, or whose family is. */
  defaultFabricInactive: 'Domyślna tkanina jest nieaktywna (albo nieaktywna jest jej rodzina). Wybierz aktywną tkaninę.',
  priceGroupRequired: 'Wybierz grupę cenową',
  fabricFileRequired: 'Wybierz plik tkaniny',
  fabricFileType: 'Plik tkaniny musi być jpg lub png',
  rgbInvalid: 'Kolor: dokładnie 6 znaków szesnastkowych (0–9, a–f), np. c8a27a',
  fabricFamilySlugTaken: (slug: string) => `Rodzina tkanin o takiej nazwie już istnieje (adres: ${slug})`,
  fabricSlugTaken: (slug: string) => `Tkanina o takiej nazwie już jest w tej rodzinie (adres: ${slug})`,
  fabricParameterSlugTaken: (slug: string) => `Parametr o takiej nazwie już istnieje (adres: ${slug})`,
  fabricParameterKindInvalid: 'Rodzaj parametru: „color” (kolor), „type” (typ) lub „property” (właściwość)',
  rgbOnlyForColors: 'Kod koloru mają tylko kolory',
  unknownFabricFamily: 'Nie ma takiej rodziny tkanin',
  unknownFabric: 'Nie ma takiej tkaniny',
  unknownFabricParameter: 'Nie ma takiego parametru tkanin',
  // D9: a family assigned to collections, a fabric that is a collection's default: named, and asked first.
  fabricFamilyAssigned: (collections: readonly string[]) => `Rodzina jest przypisana do kolekcji: ${collections.join(', ')}. Usunięcie zdejmie te przypisania.`,
  fabricIsDefault: (collections: readonly string[]) => `Tkanina jest domyślna w kolekcji: ${collections.join(', ')}. Usunięcie zostawi tę kolekcję bez domyślnej tkaniny.`,
  // D25: the default is one of an assigned family's fabrics.
  defaultFabricNotInFamily: 'Domyślna tkanina musi należeć do tej rodziny',
} as const;
