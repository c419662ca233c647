import { countOf, pluralForm, type PluralForms } from '../plural.ts';

const ELEMENTS: PluralForms = { one: 'element', few: 'elementy', many: 'elementów' };

/** Collections, element categories, elements and kits (spec part 2 §5). */
export const catalogMessages = {
  nameWithoutLetters: 'Nazwa musi zawierać litery lub cyfry',
  collectionSlugTaken: (slug: string) => `Kolekcja o takiej nazwie już istnieje (adres: ${slug})`,
  unknownCollectionCategory: 'Wybierz kategorię kolekcji z listy',
  unknownCollection: 'Nie ma takiej kolekcji',
  // Spec part 2 §5: element create and update.
  elementNameRequired: 'Wpisz nazwę',
  elementFileRequired: 'Wybierz plik',
  elementFileType: 'Plik musi być glft/ glb',
  elementCategoryRequired: 'Wybierz kategorię',
  priceARequired: 'Wpisz cenę A',
  priceInvalid: 'Wpisz cenę liczbą, np. 1234,50',
  priceTooLarge: (max: string) => `Cena może wynosić najwyżej ${max}`,
  connectionTypeRequired: 'Wybierz typ łączenia',
  connectionSideRequired: 'Wybierz rodzaj łączenia',
  dimensionsRequired: 'Podaj wymiary',
  /** A discount typed but not a whole percent in range (D2, D3): what is allowed, instead of the empty field's message. */
  discountInvalid: (maxPercent: number) => `Rabat: liczba całkowita od 0 do ${maxPercent}`,
  /** A dimension typed but not a size: what is allowed, instead of the empty field's message. */
  dimensionInvalid: 'Wymiary: liczba od 0 do 9999,9 (najwyżej jedna cyfra po przecinku)',
  angleRequired: 'Wpisz kąt',
  angleInvalid: 'Kąt: liczba całkowita od 0 do 999',
  displayOrdInvalid: 'Kolejność to liczba całkowita (najwyżej 2 cyfry)',
  unknownElementCategory: 'Wybierz kategorię z tej kolekcji',
  unknownEquipment: 'Nieznane wyposażenie',
  elementOrderInvalid: 'Nieznany porządek listy elementów',
  elementNameTaken: (name: string) => `Element ${name} już jest w tej kolekcji`,
  elementCategoryInUse: (elements: number) =>
    `Nie można usunąć kategorii: ${pluralForm(elements, { one: 'używa', few: 'używają', many: 'używa' })} jej ${countOf(elements, ELEMENTS)}.`,
  elementInKits: (kitNames: readonly string[]) =>
    `Nie można usunąć elementu: ${kitNames.length === 1 ? 'używa go zestaw' : 'używają go zestawy'} ${kitNames.map((name) => `„${name}”`).join(', ')}.`,
  // Spec part 2 §5: kit create; the rest are the server's answers for a kit's elements.
  kitOrdInvalid: 'Kolejność to liczba całkowita (najwyżej 2 cyfry)',
  kitElementOutsideCollection: 'Wybierz elementy z tej kolekcji',
  kitElementMissing: 'Tego elementu nie ma w zestawie',
  kitTooFewElements: (min: number) => `Zestaw musi mieć co najmniej ${countOf(min, ELEMENTS)}`,
  kitTooManyElements: (max: number) => `Zestaw może mieć najwyżej ${countOf(max, ELEMENTS)}`,
} as const;
