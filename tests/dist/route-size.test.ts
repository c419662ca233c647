import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  builtModules,
  LOGIN_MODULE,
  loginRouteGzipBytes,
  loginRouteLazyImports,
  loginRouteModules,
  SIGNED_IN_ROUTES_MODULE,
} from '../../web/scripts/route-js-size.ts';

const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Measured 99.3 KB: React 19 + ReactDOM + react-router 7 (its production build) are 95.0 KB of it, the rest is the
// login screen, the session, the guard, the error boundary and domain/src/messages/common.ts; the sign-in request
// (its mutation and the GraphQL transport) loads when the form is focused. The 0.7 KB margin is for dependency
// updates, not for routes or messages: those stay with the signed-in shell and their own area modules.
const LIMIT = 100 * 1024;

/** The sign-in request, loaded by the login screen once the visitor focuses its form. */
const SIGN_IN_MODULE = 'src/screens/login/LoginScreenSignIn.ts';

describe('the login route', () => {
  it('loads at most 100 KB of JavaScript (gzip)', () => {
    const bytes = loginRouteGzipBytes(dist);
    console.log(`login route JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip`);
    expect(bytes).toBeGreaterThan(10 * 1024); // it did find the entry and its chunks
    expect(bytes).toBeLessThanOrEqual(LIMIT);
  });

  // What grows with every route (its table entry, title, section, sub-menu, screen import) must stay with the
  // signed-in shell, so a new route costs the login screen nothing; this names the module where it leaked in.
  it('carries neither the route table nor the signed-in shell, Relay or Mantine', () => {
    const modules = loginRouteModules(dist);
    expect(modules).toContain(LOGIN_MODULE);
    expect(modules).toContain('src/routes/router.tsx');
    const signedInOnly = [
      SIGNED_IN_ROUTES_MODULE,
      'src/routes/table.ts',
      'src/routes/paths.ts',
      'src/routes/loaders.ts',
      'src/shell/',
      'src/screens/EmptyStates.tsx',
      'node_modules/react-relay/',
      'node_modules/relay-runtime/',
      'node_modules/@mantine/',
    ];
    const all = builtModules(dist);
    for (const name of signedInOnly) expect(all.some((module) => module.startsWith(name)), name).toBe(true);
    expect(modules.filter((module) => signedInOnly.some((name) => module.startsWith(name)))).toEqual([]);
  });

  it('loads lazily only the login screen, its sign-in request and the signed-in routes, no screen of the table', () => {
    expect(loginRouteLazyImports(dist)).toEqual([SIGNED_IN_ROUTES_MODULE, LOGIN_MODULE, SIGN_IN_MODULE].sort());
  });

  // Each area's Polish texts are a module of domain/src/messages/; domain/src/messages.ts gathers them for the servers.
  it("carries only the common messages, and no chunk of the web app the servers' aggregate of every area", () => {
    const messageModules = loginRouteModules(dist).filter((module) => module.startsWith('../domain/src/messages'));
    expect(messageModules).toEqual(['../domain/src/messages/common.ts']);
    expect(builtModules(dist)).not.toContain('../domain/src/messages.ts');
  });
});
