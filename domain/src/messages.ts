import { countOf, pluralForm, type PluralForms } from './plural.ts';

const ELEMENTS: PluralForms = { one: 'element', few: 'elementy', many: 'elementów' };
const CHARACTERS: PluralForms = { one: 'znak', few: 'znaki', many: 'znaków' };
const ITEMS: PluralForms = { one: 'pozycję', few: 'pozycje', many: 'pozycji' };
import { PASSWORD_MAX } from './limits.ts';

/** Polish texts that more than one package shows; the spec's wording, word for word. */
export const messages = {
  signInFailed: 'Podane dane są nieprawidłowe',
  signInThrottled: (minutes: number) =>
    `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${minutes} min.`,
  signInAddressThrottled: (minutes: number) =>
    `Zbyt wiele nieudanych prób logowania z tego adresu sieciowego. Spróbuj ponownie za ${minutes} min.`,
  signInBusy: 'Zbyt wiele jednoczesnych prób logowania z tego adresu sieciowego. Spróbuj ponownie za chwilę.',
  signInOverloaded: 'Serwer sprawdza teraz zbyt wiele logowań naraz. Spróbuj ponownie za chwilę.',
  signInOncePerRequest: 'Jedno żądanie może zawierać tylko jedno logowanie.',
  /** The store that counts sign-in attempts does not answer: nothing was checked (fail closed). */
  signInUnavailable: 'Logowanie jest chwilowo niedostępne. Spróbuj ponownie za chwilę.',
  /** The store that counts the intake's saves does not answer: nothing was saved. */
  configurationSaveUnavailable: 'Zapisywanie konfiguracji jest chwilowo niedostępne. Spróbuj ponownie za chwilę.',
  /** /healthz: the parts that do not answer, by their Polish names ('baza danych', 'Redis'). */
  partsUnavailable: (parts: readonly string[]) => `Niedostępne: ${parts.join(', ')}.`,
  databasePart: 'baza danych',
  redisPart: 'Redis',
  emailRequired: 'Wpisz email',
  emailInvalid: 'Nieprawidłowy adres e-mail',
  nameRequired: 'Wpisz imię',
  passwordRequired: 'Wpisz hasło',
  passwordTooShort: 'Wpisz dłuższe hasło',
  passwordTooLong: `Hasło może mieć najwyżej ${PASSWORD_MAX} znaków`,
  passwordsDiffer: 'Podane hasła nie są jednakowe!',
  unauthenticated: 'Sesja wygasła. Zaloguj się ponownie.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  notFound: 'Nie znaleziono.',
  upstreamUnavailable: 'Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.',
  /** A write whose answer did not come in time: it may have been saved all the same. */
  outcomeUnknown: 'Serwer nie odpowiedział na czas, więc nie wiadomo, czy zmiana została zapisana. Odśwież listę: jeśli zmiana się zapisała, lista ją pokaże.',
  /** A list whose upstream counted rows the viewer may not see, too many to count them here. */
  countUnavailable: 'Nie można teraz policzyć konfiguracji. Spróbuj ponownie za chwilę.',
  unexpected: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
  invalidRequest: 'Nieprawidłowe dane żądania.',
  // The REST API's query parameters, limits from domain/.
  pageLimitInvalid: (max: number) => `Parametr limit musi być liczbą całkowitą od 1 do ${max}`,
  pageOffsetInvalid: 'Parametr offset musi być liczbą całkowitą nie mniejszą niż 0',
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
  // Operation limits of the graph (gateway/src/limits.ts says why each number).
  requestTooLarge: (kilobytes: number) => `Żądanie jest za duże: najwyżej ${kilobytes} KB`,
  operationTooDeep: (max: number) => `Zapytanie jest zbyt głęboko zagnieżdżone: najwyżej ${max} poziomów pól`,
  operationTooManyAliases: (max: number) => `Zapytanie ma zbyt wiele aliasów: najwyżej ${max}`,
  operationTooManyDirectives: (max: number) => `Zapytanie ma zbyt wiele dyrektyw: najwyżej ${max}`,
  operationTooManyFields: (max: number) => `Zapytanie ma zbyt wiele pól po rozwinięciu fragmentów: najwyżej ${max}`,
  operationTooLong: (max: number) => `Zapytanie jest zbyt długie: najwyżej ${max} tokenów`,
  operationTooNested: (max: number) => `Zapytanie ma zbyt wiele zagnieżdżonych nawiasów: najwyżej ${max} naraz`,
  operationTooCostly: (cost: number, max: number) =>
    `Zapytanie jest zbyt kosztowne (${cost} przy limicie ${max}): pobierz mniejsze strony (first) albo mniej pól`,
  introspectionSignedInOnly:
    'Schemat grafu (introspekcja) jest dostępny tylko po zalogowaniu: zaloguj się w panelu w tej przeglądarce albo podaj token w nagłówku Authorization ("Headers") i kliknij ⟳',
  // NUL or a lone surrogate (PostgreSQL stores neither), in any text a form, the REST API or the graph takes.
  unstorableText: 'Tekst zawiera znak, którego nie można zapisać (np. NUL): usuń go i spróbuj ponownie',
  /** A body over a limit the answer does not state (a REST 413, Yoga's own refusal). */
  requestTooLargeUnsized: 'Żądanie jest za duże.',
  // The HTTP edge (api/src/http/node-server.ts): refusals made before an application sees the request.
  urlTooLong: (kilobytes: number) => `Adres żądania jest za długi: najwyżej ${kilobytes} KB. Dłuższe dane wyślij w treści żądania POST.`,
  headersTooLarge: (kilobytes: number) => `Nagłówki żądania są za duże: najwyżej ${kilobytes} KB razem z adresem. Usuń zbędne ciasteczka tej witryny.`,
  httpRequestMalformed: 'Nieprawidłowe żądanie HTTP.',
  httpRequestTimeout: 'Żądanie nie dotarło w całości na czas. Spróbuj ponownie.',
  serverDraining: 'Serwer kończy pracę. Spróbuj ponownie za chwilę.',
  // The parameters of a GraphQL request (gateway/src/request-parameters.ts).
  graphqlParameterNotJson: (name: string) => `Parametr „${name}” musi być obiektem JSON (albo można go pominąć).`,
  graphqlParameterNotObject: (name: string) => `Parametr „${name}” musi być obiektem (albo można go pominąć).`,
  graphqlParameterNotString: (name: string) => `Parametr „${name}” musi być napisem.`,
  graphqlParameterRepeated: (name: string) => `Parametr „${name}” może wystąpić tylko raz.`,
  invalidCursor: 'Nieprawidłowy kursor strony: wczytaj listę od początku',
  /** A connection's `first` below 0 (every list of the graph). */
  pageSizeNegative: 'Liczba wierszy strony (first) nie może być ujemna',
  // The graph's transport: persisted operations and what /graphql accepts.
  operationUnknown: 'Panel został zaktualizowany. Odśwież stronę, aby pracować dalej.',
  operationSignedInOnly:
    'Zapytania spoza panelu są dostępne po zalogowaniu: uruchom mutację signIn i wyślij jej token w nagłówku Authorization: Bearer <token>.',
  graphqlContentType: 'Wyślij zapytanie GraphQL metodą POST jako JSON (Content-Type: application/json).',
  /** A REST body that is not JSON (a form, text/plain, no Content-Type). */
  jsonContentType: 'Wyślij dane jako JSON (Content-Type: application/json).',
  /** A document graphql-js refused in words gateway/src/graphql-messages.ts does not know. */
  graphqlInvalid: 'Zapytanie GraphQL jest niepoprawne.',
  // Spec part 2 §5: collection create (and edit) / element category create and update.
  requiredFieldsMissing: 'Wypełnij wymagane pola',
  fieldsMissing: 'Wypełnij pola',
  tooLong: (max: number) => `Najwyżej ${max} znaków`,
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
  angleRequired: 'Wpisz kąt',
  numberInvalid: 'Wpisz liczbę',
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
  // Spec part 2 §5 and D20/D21: CSV import of elements.
  csvEmpty: 'Pusty ciąg znaków',
  csvColumnCount: 'Ilość kolumn nie zgadza się.',
  csvNulCharacter: 'Plik zawiera znak NUL, którego nie można zapisać: zapisz go jako CSV UTF-8',
  csvTooManyLines: (max: number) => `Najwyżej ${max.toLocaleString('pl-PL')} elementów w jednym imporcie`,
  csvUnknownCategory: (name: string) => `Nie ma kategorii „${name}” w tej kolekcji`,
  csvAmbiguousCategory: (name: string) => `W tej kolekcji jest kilka kategorii „${name}”: nadaj im różne nazwy`,
  csvUnknownEquipment: (name: string) => `Nie ma wyposażenia „${name}”`,
  csvNameRepeated: (line: number) => `Ta sama nazwa jest już w wierszu ${line}`,
  csvProblemAtCell: (line: number, column: number, label: string, message: string) => `Wiersz ${line}, kolumna ${column} (${label}): ${message}`,
  csvProblemAtLine: (line: number, message: string) => `Wiersz ${line}: ${message}`,
  csvTooLarge: (megabytes: number) => `Plik jest za duży: najwyżej ${megabytes} MB w jednym imporcie`,
  // Client configurations (spec part 1 §3; the issue's intake limits).
  unknownSalon: 'Nie ma takiego salonu',
  configurationKitsRequired: 'Konfiguracja musi mieć co najmniej jeden zestaw',
  configurationTooManyKits: (max: number) => `Konfiguracja może mieć najwyżej ${max} zestawów`,
  configurationKitNameRequired: 'Podaj nazwę zestawu',
  configurationElementsRequired: 'Zestaw musi mieć co najmniej jeden element',
  configurationTooManyElements: (max: number) => `Zestaw może mieć najwyżej ${countOf(max, ELEMENTS)}`,
  configurationMeshIdRequired: 'Podaj meshId elementu',
  configurationTooLarge: (kilobytes: number) => `Konfiguracja jest za duża: najwyżej ${kilobytes} KB`,
  configurationThrottled: (minutes: number) => `Zbyt wiele zapisanych konfiguracji. Spróbuj ponownie za ${minutes} min.`,
  // Spec part 1 §5 "Translation edit": pl and en required (the spec gives no wording).
  translationPlRequired: 'Wpisz tekst po polsku',
  translationEnRequired: 'Wpisz tekst po angielsku',
  // Spec part 2 §4: the two-step delete.
  deleteConfirmationMismatch: 'Wpisz słowo „usuń”, aby potwierdzić usunięcie',
  // Users list and delete: an administrator deleting their own account would lock themself out.
  cannotDeleteSelf: 'Nie możesz usunąć własnego konta.',
  // Spec part 1 §5 "Create user"; the salon name and the taken e-mail are ours (D15).
  fillAllFields: 'Wypełnij wszystkie pola',
  cityRequired: 'Wpisz miasto',
  salonNameRequired: 'Wpisz nazwę salonu',
  emailTaken: 'Ten adres e-mail ma już konto',
} as const;
