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

// Measured 105.3 KB: React 19 + ReactDOM + react-router 7 alone are 95.9 KB (an app of one lazy route), the rest is
// the login screen, the GraphQL transport, the session, the error boundary and domain/src/messages.ts. The 1.7 KB
// margin is for dependency updates and new shared messages, not for routes: the route table no longer rides here.
const LIMIT = 107 * 1024;

describe('the login route', () => {
  it('loads at most 107 KB of JavaScript (gzip)', () => {
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

  it('loads lazily only the login screen and the signed-in routes, no screen of the table', () => {
    expect(loginRouteLazyImports(dist)).toEqual([SIGNED_IN_ROUTES_MODULE, LOGIN_MODULE].sort());
  });
});
