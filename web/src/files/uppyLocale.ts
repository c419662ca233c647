import type { Locale } from '@uppy/core/utils';
import pl_PL from '@uppy/locales/lib/pl_PL.js';

/**
 * The upload widget's Polish (D23): Uppy's own pl_PL, with the keys it lacks against en_US filled in (the widget
 * would fall back to English for them) and the refusals said as the rest of the panel says them.
 */
export const uppyPolish: Locale<0 | 1> = {
  pluralize: pl_PL.pluralize,
  strings: {
    ...pl_PL.strings,
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
      1: 'Naraz można przesłać najwyżej %{smart_count} plików',
    },
    failedToUpload: 'Nie udało się przesłać pliku %{file}',
    uploadStalled: 'Przesyłanie nie posuwa się od %{seconds} s: połączenie nie odpowiada. Spróbuj ponownie.',
  },
};
