/** What any request can answer, whatever the area; the login route's transport shows these too. */
export const commonMessages = {
  unauthenticated: 'Sesja wygasła. Zaloguj się ponownie.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  notFound: 'Nie znaleziono.',
  upstreamUnavailable: 'Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.',
  /** A write whose answer did not come in time: it may have been saved all the same. */
  outcomeUnknown: 'Serwer nie odpowiedział na czas, więc nie wiadomo, czy zmiana została zapisana. Odśwież listę: jeśli zmiana się zapisała, lista ją pokaże.',
  unexpected: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
} as const;
