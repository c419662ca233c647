/** The upload endpoints' own refusals (tus and multipart, D18, D23), beside the file checks' in files.ts. */
export const uploadMessages = {
  uploadNotFound: 'Nie znaleziono przesyłanego pliku. Zacznij przesyłanie od nowa.',
  uploadOffsetConflict: 'Serwer ma już inną część pliku. Wznów przesyłanie od miejsca, które podaje serwer.',
  uploadBusy: 'Ten plik jest właśnie przesyłany w innym połączeniu.',
  uploadHeadersInvalid: 'Nieprawidłowe nagłówki przesyłania (tus).',
  uploadUnsupported: 'Ten sposób przesyłania nie jest obsługiwany.',
  uploadFieldMissing: 'Wyślij plik w polu formularza „file”.',
  uploadOneFile: 'Wyślij jeden plik naraz.',
  uploadFormInvalid: 'Nieprawidłowy formularz przesyłania (multipart/form-data).',
  fileNameUnusable: 'Nazwa pliku modelu musi zawierać litery lub cyfry.',
} as const;
