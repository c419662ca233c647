/** The graph's transport and operation limits (gateway/src/limits.ts says why each number). */
export const graphqlMessages = {
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
  // The parameters of a GraphQL request (gateway/src/request-parameters.ts).
  graphqlParameterNotJson: (name: string) => `Parametr „${name}” musi być obiektem JSON (albo można go pominąć).`,
  graphqlParameterNotObject: (name: string) => `Parametr „${name}” musi być obiektem (albo można go pominąć).`,
  graphqlParameterNotString: (name: string) => `Parametr „${name}” musi być napisem.`,
  graphqlParameterRepeated: (name: string) => `Parametr „${name}” może wystąpić tylko raz.`,
  // The graph's transport: persisted operations and what /graphql accepts.
  operationUnknown: 'Panel został zaktualizowany. Odśwież stronę, aby pracować dalej.',
  operationSignedInOnly:
    'Zapytania spoza panelu są dostępne po zalogowaniu: uruchom mutację signIn i wyślij jej token w nagłówku Authorization: Bearer <token>.',
  graphqlContentType: 'Wyślij zapytanie GraphQL metodą POST jako JSON (Content-Type: application/json).',
  /** A document graphql-js refused in words gateway/src/graphql-messages.ts does not know. */
  graphqlInvalid: 'Zapytanie GraphQL jest niepoprawne.',
} as const;
