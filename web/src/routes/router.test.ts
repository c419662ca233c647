import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { DataRouteObject } from 'react-router';
import { createRoutes, routerOptions } from './router.tsx';
import { NOT_FOUND_ROUTE, protectedRoutes } from './table.ts';

type Router = ReturnType<typeof createMemoryRouter>;

const routers: Router[] = [];

function routerAt(path: string): Router {
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [path] });
  routers.push(router);
  return router;
}

async function settled(router: Router): Promise<string> {
  // The first navigation compiles the route's lazy chunk: seconds on a busy machine, not vi.waitFor's default 1 s.
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
  return router.state.location.pathname;
}

const rootChildren = (router: Router): DataRouteObject[] => router.routes[0]?.children ?? [];
const shellsOf = (router: Router) => rootChildren(router).filter((route) => route.id === 'shell');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('the route tree', () => {
  it('starts with the login screen alone; the first address past it adds the shell with every route of the table', async () => {
    const router = routerAt('/');
    expect(await settled(router)).toBe('/');
    expect(rootChildren(router).map((route) => route.path)).toEqual(['/']);

    // Signed out: the shell's guard, added on the way, sends the visitor back to the login screen.
    await router.navigate('/collection/manhattan/elements');
    expect(await settled(router)).toBe('/');
    const [shell] = shellsOf(router);
    expect(shell?.children?.map((route) => route.path)).toEqual([...protectedRoutes.map((route) => route.path), NOT_FOUND_ROUTE.path]);
  });

  it.each(['/dashboard', '/collection/manhattan/elements/create', '/no/such/page'])(
    'sends a signed-out visitor who opens %s on the login screen, the shell found on the first load',
    async (path) => {
      const router = routerAt(path);
      expect(await settled(router)).toBe('/');
      expect(shellsOf(router)).toHaveLength(1);
    },
  );
});
