import { APP_NAME } from '@meble/domain/app';
import { TOKEN_STORAGE_KEY } from '@meble/domain/session';
import type { GraphiQLOptions } from 'graphql-yoga';

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
# Zalogowany w panelu w tej przeglądarce? GraphiQL otwiera się z tą sesją:
# nagłówek jest już w "Headers", a "Docs" działa od razu.
#
${commented(SIGN_IN_EXAMPLE)}

${VIEWER_EXAMPLE}
`;

/** Yoga's GraphiQL page: the title and the default tab. */
export const graphiqlOptions = {
  title: 'Konfigurator 3D — GraphQL',
  defaultQuery: GRAPHIQL_DEFAULT_QUERY,
  // A pasted token is not kept in localStorage beside the panel's own: each visit starts from the panel session.
  shouldPersistHeaders: false,
} satisfies GraphiQLOptions;

/**
 * The options as the page's script builds them: with the panel's session when this browser is signed in to the
 * panel (same origin, the token the panel keeps in localStorage), so the schema loads at once and Docs work; without
 * one, GraphiQL opens as before and the default tab says how to get a token. Nothing is sent to the server for this:
 * the page is the same for everyone (one CSP hash).
 */
export function optionsWithPanelSession(options: GraphiQLOptions): string {
  const session = `(function () {
  try {
    var token = window.localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});
    if (!token) return {};
    var headers = JSON.stringify({ Authorization: "Bearer " + token }, null, 2);
    return { headers: headers, defaultHeaders: headers };
  } catch (error) {
    return {};
  }
})()`;
  return `Object.assign(${JSON.stringify(options)}, ${session})`;
}

/**
 * Yoga's GraphiQL page (served from this package, not a CDN: integrators' networks may not reach one; the 9 MB
 * bundle is loaded on the first visit, not at start-up), its options built by `optionsWithPanelSession`.
 */
export async function renderGraphiQLPage(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  const page = renderGraphiQL(options);
  const literal = JSON.stringify(options);
  // Yoga writes the options as one JSON literal: a release that writes them otherwise must fail here, not serve a
  // page without the session (graphiql.test.ts renders the page).
  if (page.split(literal).length !== 2) throw new Error('GraphiQL page: the options literal was not found once');
  return page.replace(literal, () => optionsWithPanelSession(options));
}
