/** The servers' HTTP edge and health: refusals made before an area sees the request. */
export const httpMessages = {
  /** /healthz: the parts that do not answer, by their Polish names ('baza danych', 'Redis'). */
  partsUnavailable: (parts: readonly string[]) => `Niedostępne: ${parts.join(', ')}.`,
  databasePart: 'baza danych',
  redisPart: 'Redis',
  requestTooLarge: (kilobytes: number) => `Żądanie jest za duże: najwyżej ${kilobytes} KB`,
  /** A body over a limit the answer does not state (a REST 413, Yoga's own refusal). */
  requestTooLargeUnsized: 'Żądanie jest za duże.',
  // The HTTP edge (api/src/http/node-server.ts): refusals made before an application sees the request.
  urlTooLong: (kilobytes: number) => `Adres żądania jest za długi: najwyżej ${kilobytes} KB. Dłuższe dane wyślij w treści żądania POST.`,
  headersTooLarge: (kilobytes: number) => `Nagłówki żądania są za duże: najwyżej ${kilobytes} KB razem z adresem. Usuń zbędne ciasteczka tej witryny.`,
  httpRequestMalformed: 'Nieprawidłowe żądanie HTTP.',
  httpRequestTimeout: 'Żądanie nie dotarło w całości na czas. Spróbuj ponownie.',
  serverDraining: 'Serwer kończy pracę. Spróbuj ponownie za chwilę.',
  /** A REST body that is not JSON (a form, text/plain, no Content-Type). */
  jsonContentType: 'Wyślij dane jako JSON (Content-Type: application/json).',
} as const;
