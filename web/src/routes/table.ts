import { matchRoutes } from 'react-router';
import type { FileKind } from '@meble/domain/file';
import type { FinishKind } from '@meble/domain/finish';
import { PATTERNS } from './paths.ts';
import type { RoutePattern } from './paths.ts';
import type { ScreenModule } from '../relay/screen.tsx';
import type { NamedRecord } from '../shell/pageNames.tsx';

/** Groups of routes that share a sub-menu in the shell (spec "Shell": settings tabs and section sub-menus). */
export type SectionId = 'settings' | 'addContent' | 'fabrics' | 'models' | 'icons' | 'collectionFiles' | 'collection';

export interface AppRoute {
  path: RoutePattern | '*';
  /** Polish title for the breadcrumb and document title; each `:param` is replaced by its value. */
  title: string;
  /** The title is the name of this record once the screen has published it (shell/pageNames.tsx); `title` until then. */
  named?: NamedRecord;
  /** How the title reads with that name when the name alone would not say what the page does (default: the name). */
  namedTitle?: (name: string) => string;
  /** Salon routes are the only ones a salon user may enter (guard step 3). */
  salon: boolean;
  /** The breadcrumb parent (a path of this table); paths here are flat, so the trail is declared. */
  parent?: RoutePattern;
  section?: SectionId;
  /** The screen, its own lazy chunk (with its loader); absent = not built yet (the shell says so honestly). */
  screen?: () => Promise<ScreenModule>;
  /** Something people do rather than a screen they look at: the command palette offers it under this name, the button's. */
  action?: string;
  /** What the screen also does in place, with no address of its own, named as its button: see routes/startAction.ts. */
  inPlaceAction?: string;
}

type Extra = Partial<Pick<AppRoute, 'parent' | 'section' | 'screen' | 'salon' | 'named' | 'namedTitle' | 'action' | 'inPlaceAction'>>;
const route = (path: AppRoute['path'], title: string, extra: Extra = {}): AppRoute => ({ path, title, salon: false, ...extra });
const P = PATTERNS;

/** A route of a collection's sub-menu (section 'collection'), under `parent` in the breadcrumb. */
const collectionRoute = (
  path: RoutePattern,
  title: string,
  parent: RoutePattern,
  screen?: AppRoute['screen'],
  named?: NamedRecord,
): AppRoute => route(path, title, { parent, section: 'collection', ...(screen ? { screen } : {}), ...(named ? { named } : {}) });

/** An upload screen (spec part 1 §2): the five share one lazy chunk, the only one that loads Uppy. */
const upload =
  (kind: FileKind): AppRoute['screen'] =>
  () =>
    import('../screens/files/FileUploadScreen.tsx').then((module) => module.uploadScreens[kind]);

/** A file list (spec part 1 §2): the six share one lazy chunk and one query. */
const fileList =
  (list: 'models' | 'icons' | 'textures' | 'images' | 'legsImages' | 'collections'): AppRoute['screen'] =>
  () =>
    import('../screens/files/FileListScreen.tsx').then((module) => module.fileListScreens[list]);

/** A finishes screen (D24, spec part 2 §2): each module holds its screen for both kinds, one lazy chunk. */
const FINISH_MODULES = {
  FinishesScreen: () => import('../screens/finishes/FinishesScreen.tsx').then((module) => module.finishesScreens),
  FinishCreateScreen: () => import('../screens/finishes/FinishCreateScreen.tsx').then((module) => module.finishCreateScreens),
  FinishScreen: () => import('../screens/finishes/FinishScreen.tsx').then((module) => module.finishScreens),
  CollectionFinishesScreen: () => import('../screens/finishes/CollectionFinishesScreen.tsx').then((module) => module.collectionFinishesScreens),
  CollectionFinishesAssignScreen: () => import('../screens/finishes/CollectionFinishesAssignScreen.tsx').then((module) => module.collectionFinishesAssignScreens),
};
const finishScreen =
  (module: keyof typeof FINISH_MODULES, kind: FinishKind): AppRoute['screen'] =>
  () =>
    FINISH_MODULES[module]().then((screens) => screens[kind]);

export const NOT_FOUND_ROUTE: AppRoute = route('*', 'Nie znaleziono strony');

/**
 * Every route of both spec parts (part 1 §2, part 2 §2) but the login screen (routes/router.tsx): all need sign-in.
 * Loaded with the signed-in shell (routes/shellRoute.tsx), never by the login screen: entries cost it nothing.
 */
export const protectedRoutes: readonly AppRoute[] = [
  // Part 1
  route(P.dashboard, 'Pulpit', { screen: () => import('../screens/start-pages/DashboardScreen.tsx') }),
  route(P.addContent, 'Dodanie zawartości', {
    section: 'addContent',
    screen: () => import('../screens/start-pages/AddContentScreen.tsx'),
  }),
  route(P.models, 'Modele 3D', { section: 'models', screen: fileList('models') }),
  route(P.modelUpload, 'Dodaj model 3D', { parent: P.models, section: 'models', action: 'Dodaj model 3D', screen: upload('model') }),
  route(P.icons, 'Ikony', { section: 'icons', screen: fileList('icons') }),
  route(P.iconUpload, 'Dodaj ikonę', { parent: P.icons, section: 'icons', action: 'Dodaj ikonę', screen: upload('icon') }),
  route(P.collectionFiles, 'Obrazki kolekcji', { parent: P.addContent, section: 'collectionFiles', screen: fileList('collections') }),
  route(P.collectionFileUpload, 'Dodaj obrazek kolekcji', {
    parent: P.collectionFiles,
    section: 'collectionFiles',
    action: 'Dodaj obrazek kolekcji',
    screen: upload('collection'),
  }),
  route(P.fabrics, 'Tkaniny i wybarwienia', { section: 'fabrics', screen: () => import('../screens/fabrics/FabricFamiliesScreen.tsx') }),
  route(P.textureFiles, 'Pliki graficzne', { parent: P.fabrics, section: 'fabrics', screen: fileList('textures') }),
  route(P.textureImages, 'Obrazki', { parent: P.textureFiles, section: 'fabrics', screen: fileList('images') }),
  route(P.textureElementImages, 'Obrazki wybarwień', { parent: P.textureFiles, section: 'fabrics', screen: fileList('legsImages') }),
  route(P.imageUpload, 'Dodaj obrazek', { parent: P.textureImages, section: 'fabrics', action: 'Dodaj obrazek', screen: upload('image') }),
  route(P.textureUpload, 'Dodaj plik graficzny', { parent: P.textureFiles, section: 'fabrics', action: 'Dodaj plik graficzny', screen: upload('texture') }),
  route(P.fabricFamilyCreate, 'Dodaj rodzinę tkanin', {
    parent: P.fabrics,
    section: 'fabrics',
    action: 'Dodaj rodzinę tkanin',
    screen: () => import('../screens/fabrics/FabricFamilyCreateScreen.tsx'),
  }),
  route(P.fabricFamily, ':slug', { parent: P.fabrics, section: 'fabrics', named: 'fabricFamily', screen: () => import('../screens/fabrics/FabricFamilyScreen.tsx') }),
  route(P.fabric, 'Tkanina', { parent: P.fabricFamily, section: 'fabrics', named: 'fabric', screen: () => import('../screens/fabrics/FabricScreen.tsx') }),
  route(P.fabricEdit, 'Edycja tkaniny', { parent: P.fabric, section: 'fabrics', screen: () => import('../screens/fabrics/FabricEditScreen.tsx') }),
  route(P.fabricCreate, 'Dodaj tkaninę', { parent: P.fabricFamily, section: 'fabrics', action: 'Dodaj tkaninę', screen: () => import('../screens/fabrics/FabricCreateScreen.tsx') }),
  route(P.legFinishes, 'Wybarwienia nóżek', { parent: P.fabrics, section: 'fabrics', screen: finishScreen('FinishesScreen', 'legs') }),
  route(P.elementFinishes, 'Wybarwienia elementów', { parent: P.fabrics, section: 'fabrics', screen: finishScreen('FinishesScreen', 'elements') }),
  route(P.legFinishCreate, 'Dodaj wybarwienie nóżek', {
    parent: P.legFinishes,
    section: 'fabrics',
    action: 'Dodaj wybarwienie nóżek',
    screen: finishScreen('FinishCreateScreen', 'legs'),
  }),
  route(P.elementFinishCreate, 'Dodaj wybarwienie elementów', {
    parent: P.elementFinishes,
    section: 'fabrics',
    action: 'Dodaj wybarwienie elementów',
    screen: finishScreen('FinishCreateScreen', 'elements'),
  }),
  route(P.legFinish, 'Wybarwienie nóżek', { parent: P.legFinishes, section: 'fabrics', named: 'finish', screen: finishScreen('FinishScreen', 'legs') }),
  route(P.elementFinish, 'Wybarwienie elementów', {
    parent: P.elementFinishes,
    section: 'fabrics',
    named: 'finish',
    screen: finishScreen('FinishScreen', 'elements'),
  }),
  route(P.fabricSettings, 'Parametry filtrów tkanin', { parent: P.fabrics, section: 'fabrics', screen: () => import('../screens/fabrics/FabricSettingsScreen.tsx') }),
  route(P.fabricColorCreate, 'Dodaj kolor tkaniny', { parent: P.fabricSettings, section: 'fabrics', screen: () => import('../screens/fabrics/FabricColorCreateScreen.tsx') }),
  route(P.fabricTypeCreate, 'Dodaj typ tkaniny', { parent: P.fabricSettings, section: 'fabrics', screen: () => import('../screens/fabrics/FabricTypeCreateScreen.tsx') }),
  route(P.fabricPropertyCreate, 'Dodaj właściwość tkaniny', {
    parent: P.fabricSettings,
    section: 'fabrics',
    screen: () => import('../screens/fabrics/FabricPropertyCreateScreen.tsx'),
  }),
  route(P.settings, 'Ustawienia', { section: 'settings', screen: () => import('../screens/start-pages/SettingsScreen.tsx') }),
  route(P.users, 'Użytkownicy i salony', {
    parent: P.settings,
    section: 'settings',
    screen: () => import('../screens/users/UsersScreen.tsx'),
  }),
  route(P.userCreate, 'Dodaj użytkownika', { parent: P.settings, section: 'settings', action: 'Dodaj użytkownika', screen: () => import('../screens/users/UserCreateScreen.tsx') }),
  route(P.userPassword, 'Zmiana hasła', {
    parent: P.users,
    section: 'settings',
    named: 'user',
    namedTitle: (name) => `Zmiana hasła: ${name}`,
    screen: () => import('../screens/users/UserPasswordScreen.tsx'),
  }),
  route(P.userEdit, 'Edycja użytkownika', {
    parent: P.users,
    section: 'settings',
    named: 'user',
    namedTitle: (name) => `Edycja użytkownika: ${name}`,
    screen: () => import('../screens/users/UserEditScreen.tsx'),
  }),
  route(P.translations, 'Tłumaczenia', {
    parent: P.settings,
    section: 'settings',
    screen: () => import('../screens/translations/TranslationsScreen.tsx'),
  }),
  route(P.translationEdit, 'Edycja tłumaczenia', {
    parent: P.translations,
    section: 'settings',
    screen: () => import('../screens/translations/TranslationEditScreen.tsx'),
  }),
  route(P.history, 'Historia zmian', {
    parent: P.settings,
    section: 'settings',
    screen: () => import('../screens/history/HistoryScreen.tsx'),
  }),
  route(P.clientConfigurations, 'Konfiguracje klientów', {
    salon: true,
    screen: () => import('../screens/client-configurations/ClientConfigurationsScreen.tsx'),
  }),
  route(P.clientConfiguration, 'Szczegóły konfiguracji', {
    salon: true,
    parent: P.clientConfigurations,
    named: 'clientConfiguration',
    screen: () => import('../screens/client-configurations/ClientConfigurationDetailsScreen.tsx'),
  }),
  // Part 2
  route(P.collections, 'Kolekcje', { screen: () => import('../screens/collections/CollectionsScreen.tsx') }),
  route(P.collectionCreate, 'Dodaj kolekcję', {
    parent: P.collections,
    action: 'Dodaj kolekcję',
    screen: () => import('../screens/collections/CollectionCreateScreen.tsx'),
  }),
  collectionRoute(P.collection, ':slug', P.collections, () => import('../screens/collections/CollectionScreen.tsx'), 'collection'),
  collectionRoute(P.collectionEdit, 'Edycja kolekcji', P.collection, () => import('../screens/collections/CollectionEditScreen.tsx')),
  collectionRoute(P.discounts, 'Rabaty', P.collection, () => import('../screens/discounts/DiscountsScreen.tsx')),
  collectionRoute(P.elementCategories, 'Kategorie elementów', P.collection, () => import('../screens/element-categories/ElementCategoriesScreen.tsx')),
  route(P.elementCategoryCreate, 'Dodaj kategorię elementów', {
    parent: P.elementCategories,
    section: 'collection',
    action: 'Dodaj kategorię',
    screen: () => import('../screens/element-categories/ElementCategoryCreateScreen.tsx'),
  }),
  // The address names the category only: the screen publishes its collection's slug for the sub-menu and breadcrumb.
  collectionRoute(
    P.elementCategoryUpdate,
    'Edycja kategorii elementów',
    P.elementCategories,
    () => import('../screens/element-categories/ElementCategoryUpdateScreen.tsx'),
    'elementCategory',
  ),
  collectionRoute(P.collectionTextures, 'Tkaniny kolekcji', P.collection, () => import('../screens/fabrics/CollectionTexturesScreen.tsx')),
  collectionRoute(P.collectionTexturesAssign, 'Przypisanie tkanin', P.collectionTextures, () => import('../screens/fabrics/CollectionTexturesAssignScreen.tsx')),
  collectionRoute(P.elements, 'Lista elementów', P.collection, () => import('../screens/elements/ElementsScreen.tsx')),
  collectionRoute(P.element, 'Element', P.elements, () => import('../screens/elements/ElementScreen.tsx'), 'element'),
  collectionRoute(P.elementEdit, 'Edycja elementu', P.element, () => import('../screens/elements/ElementEditScreen.tsx')),
  route(P.elementCreate, 'Dodaj element', {
    parent: P.elements,
    section: 'collection',
    action: 'Dodaj element',
    screen: () => import('../screens/elements/ElementCreateScreen.tsx'),
  }),
  route(P.elementsImport, 'Import elementów z CSV', {
    parent: P.elements,
    section: 'collection',
    action: 'Importuj z CSV',
    screen: () => import('../screens/elements-import/ElementsImportScreen.tsx'),
  }),
  route(P.kits, 'Zestawy', {
    parent: P.collection,
    section: 'collection',
    inPlaceAction: 'Dodaj zestaw',
    screen: () => import('../screens/kits/KitsScreen.tsx'),
  }),
  collectionRoute(P.kit, 'Zestaw', P.kits, () => import('../screens/kits/KitScreen.tsx'), 'kit'),
  collectionRoute(P.kitEdit, 'Edycja zestawu', P.kit, () => import('../screens/kits/KitEditScreen.tsx')),
  collectionRoute(P.legsColors, 'Wybarwienia nóżek', P.collection, finishScreen('CollectionFinishesScreen', 'legs')),
  collectionRoute(P.legsTexturesAssign, 'Przypisanie wybarwień nóżek', P.legsColors, finishScreen('CollectionFinishesAssignScreen', 'legs')),
  collectionRoute(P.elementsColors, 'Wybarwienia elementów', P.collection, finishScreen('CollectionFinishesScreen', 'elements')),
  collectionRoute(
    P.elementsTexturesAssign,
    'Przypisanie wybarwień elementów',
    P.elementsColors,
    finishScreen('CollectionFinishesAssignScreen', 'elements'),
  ),
  collectionRoute(P.elementsOther, 'Elementy z innych kolekcji', P.collection, () => import('../screens/collections/ElementsOtherScreen.tsx')),
];

/** `:slug` (any `:param`) in a title becomes the real value (spec "Shell"). */
export function titleOf(appRoute: AppRoute, params: Readonly<Partial<Record<string, string>>>): string {
  return appRoute.title.replace(/:(\w+)/g, (match, name: string) => params[name] ?? match);
}

const byPath = new Map<string, AppRoute>(protectedRoutes.map((r) => [r.path, r]));

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

const knownRoutes: ReadonlySet<unknown> = new Set<AppRoute>([NOT_FOUND_ROUTE, ...protectedRoutes]);

/** Whether a react-router `handle` (typed `unknown`) is one of ours: it carries an entry of this table. */
export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'appRoute' in value && knownRoutes.has(value.appRoute);
}

// Paths and handles only: enough for react-router to rank the patterns as the router does.
const matchTable = [...protectedRoutes, NOT_FOUND_ROUTE].map((appRoute) => ({ path: appRoute.path, handle: { appRoute } }));

/** The table entry a pathname leads to inside the signed-in shell (the not-found route when none). */
export function protectedRouteAt(pathname: string): AppRoute {
  return matchRoutes(matchTable, pathname)?.at(-1)?.route.handle.appRoute ?? NOT_FOUND_ROUTE;
}
