/** Files and uploads (spec part 1 §2, §4, §8; D9, D17, D22, D23). */
export const fileMessages = {
  fileNotFound: 'Nie znaleziono pliku',
  fileKindInvalid: 'Nieznany rodzaj pliku',
  fileNameMissing: 'Podaj nazwę pliku',
  fileNameInvalid: 'Nazwa pliku jest nieprawidłowa',
  fileTypeNotAllowed: (allowed: string) => `Ten rodzaj pliku nie jest dozwolony. Dozwolone: ${allowed}`,
  fileTooBig: (size: string, max: string) => `Plik jest za duży (${size}); najwięcej ${max}`,
  fileEmpty: 'Plik jest pusty',
  fileContentMismatch: (extension: string) => `Zawartość pliku nie odpowiada rozszerzeniu ${extension}`,
  svgUnsafe: 'Plik SVG zawiera skrypt lub odwołanie do zewnętrznego zasobu',
  svgInvalid: 'Plik SVG jest nieczytelny',
  gltfInvalid: 'Plik .gltf nie jest poprawnym JSON-em glTF',
  /**
   * A model whose name, made safe and shortened to the stored name's limit, is another file's (D17 replaces only the
   * same file sent again): refused rather than written over the other one.
   */
  fileNameTaken: (original: string, name: string, other: string) =>
    `Plik „${original}” zapisałby się jako „${name}”, a pod tą nazwą jest już inny plik („${other}”). Zmień nazwę pliku i prześlij go ponownie.`,
  /** A model the catalogue uses, sent again with errors: the working file stays. */
  fileReplacementBroken: (name: string, errors: number, uses: string) =>
    `Nie zastąpiono pliku ${name}: nowy plik ma błędy (${errors}), a używa go ${uses}. Popraw model i prześlij go ponownie.`,
  uploadLengthMismatch: 'Przesłano inną liczbę bajtów niż zapowiedziano',
  uploadIncomplete: 'Przesyłanie nie zostało dokończone',
  fileInUse: (name: string, uses: string) => `Pliku ${name} nie można usunąć: używa go ${uses}`,
  fileDeleteMismatch: 'Dane usuwanego pliku nie zgadzają się z plikiem',
  fileMissing: (name: string) => `Nie ma takiego pliku: ${name}`,
  /** Each use of a file as a refusal names it (D9): 'element Sofa 2 (manhattan)', 'kolekcja Manhattan'. */
  fileUsedByElementModel: (name: string, collectionSlug: string) => `element ${name} (${collectionSlug})`,
  fileUsedByElementIcon: (name: string, collectionSlug: string) => `ikona elementu ${name} (${collectionSlug})`,
  fileUsedByCollection: (name: string) => `kolekcja ${name}`,
  fileUsedByKit: (name: string, collectionSlug: string) => `zestaw ${name} (${collectionSlug})`,
  fileUsedByFabric: (name: string) => `tkanina ${name}`,
  fileUsedByFabricSwatch: (name: string) => `próbka tkaniny ${name}`,
  fileUsedByFinish: (name: string) => `wybarwienie ${name}`,
  /** A .gltf's .bin or texture: the model reads it. */
  fileUsedByModel: (name: string) => `model ${name}`,
  /** The uses beyond those named: 'i 12 innych'. */
  fileUsedByMore: (count: number) => `i ${count} ${count === 1 ? 'inny' : 'innych'}`,
  /** Restoring a deleted file (the history's undo) whose name was uploaded again since. */
  fileRestoreNameTaken: (name: string) => `plik „${name}” został w międzyczasie przesłany ponownie`,
  /** Undoing a change of a record whose earlier file name names a file deleted since. */
  fileReferenceGone: (name: string) => `pliku „${name}” już nie ma wśród przesłanych`,
  /** Restoring a deleted file whose bytes are no longer kept. */
  fileRestoreBytesGone: (name: string) => `zawartości pliku „${name}” już nie ma`,
  searchTooShort: 'Wpisz więcej niż 2 znaki',
  deleteFileQuestion: (name: string) => `Czy chcesz usunąć ${name}?`,
  fileDeleted: (name: string) => `Usunięto plik ${name}`,
  fileUploaded: (name: string) => `Przesłano plik ${name}`,
} as const;
