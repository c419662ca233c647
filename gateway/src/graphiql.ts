import { APP_NAME } from '@meble/domain/app';

/** What an integrator runs first in GraphiQL: the sign-in, whose answer carries the token. */
export const SIGN_IN_EXAMPLE = `mutation SignIn {
  signIn(email: "integrator@firma.pl", password: "twoje-haslo") {
    ... on SignInPayload { token viewer { name isAdmin } }
    ... on Error { message }
  }
}`;

/** The query the default tab runs once the token is in the headers pane. */
export const VIEWER_EXAMPLE = `query Viewer {
  viewer {
    id
    name
    isAdmin
    isSalon
  }
}`;

/** GraphiQL's header editor expects JSON; this is the line an integrator pastes there. */
export const AUTHORIZATION_HEADER_EXAMPLE = '{"Authorization": "Bearer <token>"}';

const commented = (text: string) =>
  text
    .split('\n')
    .map((line) => `#   ${line}`)
    .join('\n');

/**
 * GraphiQL's default tab (used when the browser has no saved tabs): how to get a token and where it goes, with
 * the sign-in commented out so that running the tab as it stands asks the viewer (null until the token is set).
 */
export const GRAPHIQL_DEFAULT_QUERY = `# ${APP_NAME}: GraphQL dla integratorów.
#
# 1. Token: usuń znaki # przed mutacją SignIn poniżej, wpisz swój e-mail
#    i hasło, uruchom ją (▶ albo Ctrl+Enter); odpowiedź zawiera "token".
# 2. Wklej go w panelu "Headers" pod edytorem, w postaci:
#      ${AUTHORIZATION_HEADER_EXAMPLE}
# 3. Uruchom zapytanie Viewer. Schemat grafu jest tylko dla zalogowanych:
#    kliknij ⟳ (Re-fetch GraphQL schema), a zakładka "Docs" opisze cały graf.
#
${commented(SIGN_IN_EXAMPLE)}

${VIEWER_EXAMPLE}
`;

/** Yoga's GraphiQL page: the title and the default tab. */
export const graphiqlOptions = {
  title: 'Konfigurator 3D — GraphQL',
  defaultQuery: GRAPHIQL_DEFAULT_QUERY,
};
