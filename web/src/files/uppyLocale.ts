import type { Locale } from '@uppy/core/utils';
import pl_PL from '@uppy/locales/lib/pl_PL.js';
import { pluralKind } from '@meble/domain/plural';

/** Uppy's plural index for Polish's three forms (pl_PL has two, so it said 'Prześlij 3 plików'): one, few, many. */
const PLURAL_INDEX = { one: 0, few: 1, many: 2 } as const;
type PluralIndex = (typeof PLURAL_INDEX)[keyof typeof PLURAL_INDEX];
type Plural = Record<PluralIndex, string>;

/** pl_PL's two forms as one and many, and many for few too: right for the genitive ('Przesyłanie 3 plików'). */
function threeForms(strings: Readonly<Record<string, string | Readonly<Record<string, string>>>>): Record<string, string | Plural> {
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]) => [key, typeof value === 'string' ? value : { 0: value['0'] ?? '', 1: value['1'] ?? '', 2: value['1'] ?? '' }]),
  );
}

/**
 * The upload widget's Polish (D23): Uppy's own pl_PL, with the keys it lacks against en_US filled in (the widget
 * would fall back to English for them) and the refusals said as the rest of the panel says them.
 */
export const uppyPolish: Locale<PluralIndex> = {
  pluralize: (count) => PLURAL_INDEX[pluralKind(count)],
  strings: {
    ...threeForms(pl_PL.strings),
    // The forms after a number said as a subject or object: 'Prześlij 3 pliki', '3 pliki zaznaczone'.
    folderAdded: { 0: 'Dodano %{smart_count} plik z folderu %{folder}', 1: 'Dodano %{smart_count} pliki z folderu %{folder}', 2: 'Dodano %{smart_count} plików z folderu %{folder}' },
    uploadXFiles: { 0: 'Prześlij %{smart_count} plik', 1: 'Prześlij %{smart_count} pliki', 2: 'Prześlij %{smart_count} plików' },
    uploadXNewFiles: { 0: 'Prześlij +%{smart_count} plik', 1: 'Prześlij +%{smart_count} pliki', 2: 'Prześlij +%{smart_count} plików' },
    xFilesSelected: { 0: '%{smart_count} plik zaznaczony', 1: '%{smart_count} pliki zaznaczone', 2: '%{smart_count} plików zaznaczonych' },
    xMoreFilesAdded: { 0: 'dodano %{smart_count} plik więcej', 1: 'dodano %{smart_count} pliki więcej', 2: 'dodano %{smart_count} plików więcej' },
    youHaveToAtLeastSelectX: { 0: 'Musisz wybrać przynajmniej %{smart_count} plik', 1: 'Musisz wybrać przynajmniej %{smart_count} pliki', 2: 'Musisz wybrać przynajmniej %{smart_count} plików' },
    // Missing from @uppy/locales 5.2 pl_PL.
    failedToAddFiles: 'Nie udało się dodać plików',
    generateImage: 'Wygeneruj obraz',
    generateImagePlaceholder: 'Zachód słońca nad górskim jeziorem, sosny odbijające się w wodzie',
    generating1: 'AI myśli…',
    generating2: 'Przetwarzanie pikseli…',
    generating3: 'Przywoływanie obrazów…',
    generating4: 'AI pracuje…',
    generating5: 'Tworzenie…',
    // Our own wording of the refusals (the file's size and the list of allowed types are added by the screen).
    exceedsSize: 'Plik %{file} jest za duży; najwięcej %{size}',
    youCanOnlyUploadFileTypes: 'Ten rodzaj pliku nie jest dozwolony. Dozwolone: %{types}',
    youCanOnlyUploadX: {
      0: 'Naraz można przesłać najwyżej %{smart_count} plik',
      1: 'Naraz można przesłać najwyżej %{smart_count} pliki',
      2: 'Naraz można przesłać najwyżej %{smart_count} plików',
    },
    failedToUpload: 'Nie udało się przesłać pliku %{file}',
    uploadStalled: 'Przesyłanie nie posuwa się od %{seconds} s: połączenie nie odpowiada. Spróbuj ponownie.',
  },
};
