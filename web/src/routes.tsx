import type { ComponentType } from 'react';
import { matchRoutes, redirect } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs, MiddlewareFunction, RouteObject } from 'react-router';
import type { PreloadedQuery } from 'react-relay';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql.ts';
import { UnauthenticatedError } from './errors/AppError.ts';
import { RouteError } from './errors/RouteError.tsx';
import { PageLoading } from './errors/PageLoading.tsx';
import { PageNotFound, SectionNotAvailable } from './screens/EmptyStates.tsx';
import { guardRedirect } from './session/guard.ts';
import { clearSession, readSession } from './session/session.ts';

/** Groups of routes that share a sub-menu in the shell (spec "Shell": settings tabs and section sub-menus). */
export type SectionId = 'settings' | 'addContent' | 'fabrics' | 'models' | 'icons' | 'collectionFiles' | 'collection';

/** What a screen module exports: its component and, when it has a query, the loader that calls loadQuery. */
export interface ScreenModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

export interface AppRoute {
  path: string;
  /** Polish title for the breadcrumb and document title; `:param` placeholders are replaced by the real value. */
  title: string;
  /** Salon routes are the only ones a salon user may enter (guard step 3). */
  salon: boolean;
  /** The breadcrumb parent (a path of this table); paths here are flat, so the trail is declared. */
  parent?: string;
  section?: SectionId;
  /** The screen, its own lazy chunk; absent = not built yet (the shell says so honestly). */
  screen?: () => Promise<ScreenModule>;
}

type Extra = Partial<Pick<AppRoute, 'parent' | 'section' | 'screen' | 'salon'>>;
const route = (path: string, title: string, extra: Extra = {}): AppRoute => ({ path, title, salon: false, ...extra });

export const LOGIN_ROUTE: AppRoute = route('/', 'Logowanie', {
  screen: () => import('./screens/login/LoginScreen.tsx'),
});

export const NOT_FOUND_ROUTE: AppRoute = route('*', 'Nie znaleziono strony');

const C = '/collection/:slug';

/** Every route of both spec parts (part 1 §2, part 2 §2) but the login screen: all need sign-in. */
export const protectedRoutes: readonly AppRoute[] = [
  // Part 1
  route('/dashboard', 'Pulpit'),
  route('/add', 'Dodanie zawartości', { section: 'addContent' }),
  route('/files/models', 'Modele 3D', { section: 'models' }),
  route('/models/upload', 'Dodaj model 3D', { parent: '/files/models', section: 'models' }),
  route('/files/icons', 'Ikony', { section: 'icons' }),
  route('/icon/upload', 'Dodaj ikonę', { parent: '/files/icons', section: 'icons' }),
  route('/files/collections', 'Obrazki kolekcji', { parent: '/add', section: 'collectionFiles' }),
  route('/files/collection/upload', 'Dodaj obrazek kolekcji', { parent: '/files/collections', section: 'collectionFiles' }),
  route('/add/fabric', 'Tkaniny i wybarwienia', { section: 'fabrics' }),
  route('/files/textures', 'Pliki graficzne', { parent: '/add/fabric', section: 'fabrics' }),
  route('/files/textures/images', 'Obrazki', { parent: '/files/textures', section: 'fabrics' }),
  route('/files/textures/elements', 'Obrazki wybarwień', { parent: '/files/textures', section: 'fabrics' }),
  route('/images/upload', 'Dodaj obrazek', { parent: '/files/textures/images', section: 'fabrics' }),
  route('/textures/upload', 'Dodaj plik graficzny', { parent: '/files/textures', section: 'fabrics' }),
  route('/texture/create', 'Dodaj rodzinę tkanin', { parent: '/add/fabric', section: 'fabrics' }),
  route('/texture/fabrics/:slug', ':slug', { parent: '/add/fabric', section: 'fabrics' }),
  route('/texture/:slug/fabric/:id', 'Tkanina', { parent: '/texture/fabrics/:slug', section: 'fabrics' }),
  route('/texture/:slug/fabric/edit/:id', 'Edycja tkaniny', { parent: '/texture/fabrics/:slug', section: 'fabrics' }),
  route('/texture/:slug/fabric/create', 'Dodaj tkaninę', { parent: '/texture/fabrics/:slug', section: 'fabrics' }),
  route('/settings-fabrics', 'Parametry filtrów tkanin', { parent: '/add/fabric', section: 'fabrics' }),
  route('/settings/create-fabric-color', 'Dodaj kolor tkaniny', { parent: '/settings-fabrics', section: 'fabrics' }),
  route('/settings/create-fabric-type', 'Dodaj typ tkaniny', { parent: '/settings-fabrics', section: 'fabrics' }),
  route('/settings/create-fabric-property', 'Dodaj właściwość tkaniny', { parent: '/settings-fabrics', section: 'fabrics' }),
  route('/settings', 'Ustawienia', { section: 'settings' }),
  route('/admin/users-list', 'Użytkownicy i salony', { parent: '/settings', section: 'settings' }),
  route('/admin/create-user', 'Dodaj użytkownika', { parent: '/settings', section: 'settings' }),
  route('/admin/user/change-password/:id', 'Zmiana hasła', { parent: '/admin/users-list', section: 'settings' }),
  route('/settings-translations', 'Tłumaczenia', { parent: '/settings', section: 'settings' }),
  route('/settings-translations/edit/:id', 'Edycja tłumaczenia', { parent: '/settings-translations', section: 'settings' }),
  route('/client-configurations', 'Konfiguracje klientów', {
    salon: true,
    screen: () => import('./screens/client-configurations/ClientConfigurationsScreen.tsx'),
  }),
  route('/client-configuration-details/:id', 'Szczegóły konfiguracji', {
    salon: true,
    parent: '/client-configurations',
    screen: () => import('./screens/client-configurations/ClientConfigurationDetailsScreen.tsx'),
  }),
  // Part 2
  route('/collections', 'Kolekcje', { screen: () => import('./screens/collections/CollectionsScreen.tsx') }),
  route('/collections/create', 'Dodaj kolekcję', {
    parent: '/collections',
    screen: () => import('./screens/collections/CollectionCreateScreen.tsx'),
  }),
  route(C, ':slug', { parent: '/collections', section: 'collection', screen: () => import('./screens/collections/CollectionScreen.tsx') }),
  route('/collection/edit/:slug', 'Edycja kolekcji', {
    parent: C,
    section: 'collection',
    screen: () => import('./screens/collections/CollectionEditScreen.tsx'),
  }),
  route(`${C}/discounts`, 'Rabaty', {
    parent: C,
    section: 'collection',
    screen: () => import('./screens/discounts/DiscountsScreen.tsx'),
  }),
  route(`${C}/categories`, 'Kategorie elementów', {
    parent: C,
    section: 'collection',
    screen: () => import('./screens/element-categories/ElementCategoriesScreen.tsx'),
  }),
  route('/element-category/create/:slug', 'Dodaj kategorię elementów', {
    parent: `${C}/categories`,
    section: 'collection',
    screen: () => import('./screens/element-categories/ElementCategoryCreateScreen.tsx'),
  }),
  // The address names the category, not its collection: no slug for a collection sub-menu or breadcrumb.
  route('/element-category/update/:id', 'Edycja kategorii elementów', {
    parent: '/collections',
    screen: () => import('./screens/element-categories/ElementCategoryUpdateScreen.tsx'),
  }),
  route(`${C}/textures`, 'Tkaniny kolekcji', { parent: C, section: 'collection' }),
  route(`${C}/textures/assign`, 'Przypisanie tkanin', { parent: `${C}/textures`, section: 'collection' }),
  route(`${C}/elements`, 'Lista elementów', {
    parent: C,
    section: 'collection',
    screen: () => import('./screens/elements/ElementsScreen.tsx'),
  }),
  route(`${C}/elements/:elementId`, 'Element', {
    parent: `${C}/elements`,
    section: 'collection',
    screen: () => import('./screens/elements/ElementScreen.tsx'),
  }),
  route(`${C}/elements/edit/:elementId`, 'Edycja elementu', {
    parent: `${C}/elements`,
    section: 'collection',
    screen: () => import('./screens/elements/ElementEditScreen.tsx'),
  }),
  route(`${C}/elements/create`, 'Dodaj element', {
    parent: `${C}/elements`,
    section: 'collection',
    screen: () => import('./screens/elements/ElementCreateScreen.tsx'),
  }),
  // Not in the spec's table: where its CSV import of elements (part 2 §5, D20, D21) happens.
  route(`${C}/elements/import`, 'Import elementów z CSV', {
    parent: `${C}/elements`,
    section: 'collection',
    screen: () => import('./screens/elements-import/ElementsImportScreen.tsx'),
  }),
  route(`${C}/sets`, 'Zestawy', { parent: C, section: 'collection', screen: () => import('./screens/kits/KitsScreen.tsx') }),
  route(`${C}/sets/:id`, 'Zestaw', {
    parent: `${C}/sets`,
    section: 'collection',
    screen: () => import('./screens/kits/KitScreen.tsx'),
  }),
  route(`${C}/legs-colors`, 'Wybarwienia nóżek', { parent: C, section: 'collection' }),
  route(`${C}/legs-textures/assign`, 'Przypisanie wybarwień nóżek', { parent: `${C}/legs-colors`, section: 'collection' }),
  route(`${C}/elements-colors`, 'Wybarwienia elementów', { parent: C, section: 'collection' }),
  route(`${C}/elements-textures/assign`, 'Przypisanie wybarwień elementów', { parent: `${C}/elements-colors`, section: 'collection' }),
  route(`${C}/elements-other`, 'Elementy z innych kolekcji', { parent: C, section: 'collection' }),
];

/** `:slug` (any `:param`) in a title becomes the real value (spec "Shell"). */
export function titleOf(appRoute: AppRoute, params: Readonly<Partial<Record<string, string>>>): string {
  return appRoute.title.replace(/:(\w+)/g, (placeholder, name: string) => params[name] ?? placeholder);
}

const byPath = new Map(protectedRoutes.map((r) => [r.path, r]));

export function routeByPath(path: string): AppRoute | undefined {
  return byPath.get(path);
}

/** Whether a path of the table has a built screen (sub-menus list only those). */
export function hasScreen(path: string): boolean {
  return Boolean(byPath.get(path)?.screen);
}

/** react-router handle of every route: the table entry itself. */
export interface RouteHandle {
  appRoute: AppRoute;
}

const knownRoutes: ReadonlySet<unknown> = new Set<AppRoute>([LOGIN_ROUTE, NOT_FOUND_ROUTE, ...protectedRoutes]);

/** Whether a react-router `handle` (typed `unknown`) is one of ours: it carries an entry of this table. */
export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'appRoute' in value && knownRoutes.has(value.appRoute);
}

function lazyScreen(appRoute: AppRoute): RouteObject['lazy'] {
  const { screen } = appRoute;
  if (!screen) return undefined;
  return async () => {
    const module = await screen();
    return module.loader ? { Component: module.Component, loader: module.loader } : { Component: module.Component };
  };
}

function toRouteObject(appRoute: AppRoute): RouteObject {
  const base = { path: appRoute.path, handle: { appRoute } satisfies RouteHandle, ErrorBoundary: RouteError };
  if (appRoute.screen) return { ...base, lazy: lazyScreen(appRoute) };
  // No screen yet: say so honestly (or that the address leads nowhere), never a stand-in screen.
  return { ...base, Component: appRoute === NOT_FOUND_ROUTE ? PageNotFound : SectionNotAvailable };
}

function shellChildren(): RouteObject[] {
  return [...protectedRoutes.map(toRouteObject), toRouteObject(NOT_FOUND_ROUTE)];
}

const matchTable = shellChildren();

/** The table entry a pathname leads to inside the signed-in shell (the not-found route when none). */
export function protectedRouteAt(pathname: string): AppRoute {
  const matches = matchRoutes(matchTable, pathname);
  const handle: unknown = matches?.at(-1)?.route.handle;
  return isRouteHandle(handle) ? handle.appRoute : NOT_FOUND_ROUTE;
}

/** Guard for the login screen: a signed-in visitor goes on to the collections (and the guard there). */
const loginLoader: LoaderFunction = () => {
  const target = guardRedirect({ hasToken: readSession() !== null, route: { isPublic: true, salon: false } });
  return target ? redirect(target) : null;
};

/** The spec's Navigation guard, before every navigation inside the shell (middleware runs even without loaders). */
const navigationGuard: MiddlewareFunction = async ({ request }) => {
  const appRoute = protectedRouteAt(new URL(request.url).pathname);
  const routeInfo = { isPublic: false, salon: appRoute.salon };
  // 1. Restore the stored session; 4. a signed-out visitor goes to the login screen.
  const session = readSession();
  const early = guardRedirect({ hasToken: session !== null, route: routeInfo });
  if (early || !session) throw redirect(early ?? '/');
  // 2. Load the viewer and the dictionaries (Relay is loaded here, never in the login chunk).
  const { loadViewer } = await import('./shell/shellData.ts');
  let viewer: { isSalon: boolean } | null;
  try {
    viewer = await loadViewer(session.token);
  } catch (error) {
    // D11: an expired or revoked token has already cleared the session; any other failure stays on the page.
    if (error instanceof UnauthenticatedError) throw redirect('/');
    throw error;
  }
  if (viewer === null) clearSession();
  // 3. A salon user only enters salon routes.
  const target = guardRedirect({ hasToken: true, viewer, route: routeInfo });
  if (target) throw redirect(target);
};

export interface ShellLoaderData {
  queryRef: PreloadedQuery<AppShellQuery>;
}

/**
 * The shell's loader; its type gives the shell `useLoaderData<typeof shellLoader>()`. The (unused) args
 * parameter is what makes react-router type the data as a client loader's, unserialized (functions kept).
 */
export async function shellLoader(_args: LoaderFunctionArgs): Promise<ShellLoaderData | Response> {
  const session = readSession();
  if (!session) return redirect('/');
  const { loadShellQuery } = await import('./shell/shellData.ts');
  return { queryRef: loadShellQuery(session.token) };
}

/**
 * The one route tree of the app, as fresh objects: react-router caches resolved `lazy` properties on the
 * route definition, so each router (one in the browser, one per test) gets its own.
 */
export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: LOGIN_ROUTE.path,
        handle: { appRoute: LOGIN_ROUTE } satisfies RouteHandle,
        loader: loginLoader,
        ErrorBoundary: RouteError,
        lazy: lazyScreen(LOGIN_ROUTE),
      },
      {
        id: 'shell',
        middleware: [navigationGuard],
        loader: shellLoader,
        lazy: { Component: async () => (await import('./shell/AppShell.tsx')).AppShell },
        ErrorBoundary: RouteError,
        children: shellChildren(),
      },
    ],
  },
];
