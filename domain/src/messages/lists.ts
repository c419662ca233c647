/** A list's paging, in the REST API's query parameters and the graph's connections. */
export const listMessages = {
  // The REST API's query parameters, limits from domain/.
  pageLimitInvalid: (max: number) => `Parametr limit musi być liczbą całkowitą od 1 do ${max}`,
  pageOffsetInvalid: 'Parametr offset musi być liczbą całkowitą nie mniejszą niż 0',
  invalidCursor: 'Nieprawidłowy kursor strony: wczytaj listę od początku',
  /** A connection's `first` below 0 (every list of the graph). */
  pageSizeNegative: 'Liczba wierszy strony (first) nie może być ujemna',
} as const;
