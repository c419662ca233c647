/**
 * The addresses the app's entry needs before the signed-in routes load (routes/router.tsx, session/guard.ts): the
 * login screen and where each kind of user lands. Kept apart from PATTERNS, which grows with every route.
 */
export const START_PATTERNS = {
  login: '/',
  collections: '/collections',
  clientConfigurations: '/client-configurations',
} as const;
