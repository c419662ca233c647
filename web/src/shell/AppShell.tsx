import '../ui/styles.ts';
import './shell.css';
import { AppShell as Layout, localStorageColorSchemeManager, MantineProvider, NavLink as MenuLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications, Notifications } from '@mantine/notifications';
import { Suspense, useEffect, useRef } from 'react';
import { RelayEnvironmentProvider, graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { generatePath, Link, Navigate, Outlet, useLoaderData, useLocation, useMatches, useParams } from 'react-router';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { COLOR_SCHEME_KEY } from '../colorScheme.ts';
import { PageLoading } from '../errors/PageLoading.tsx';
import { hasScreen, isRouteHandle, NOT_FOUND_ROUTE } from '../routes/table.ts';
import type { shellLoader } from '../routes/loaders.ts';
import type { AppRoute } from '../routes/table.ts';
import { ACCESS_DENIED, takeAccessDenied } from '../session/accessDenied.ts';
import { SessionRenewalDialog } from '../session/SessionRenewalDialog.tsx';
import { RouteProgress } from '../ui/RouteProgress.tsx';
import { cssVariablesResolver, theme } from '../ui/theme.ts';
import { AppHeader } from './AppHeader.tsx';
import { contextParams, crumbsFor, documentTitle } from './breadcrumbs.ts';
import { MainMenu } from './MainMenu.tsx';
import { useScrollPlaces } from './scrollPlaces.ts';
import { PageNamesProvider, usePublishedNames } from './pageNames.tsx';
import { activePathOf } from './sections.ts';
import { SectionEntriesContext, type SectionEntries } from './sectionEntries.ts';
import { SUB_MENUS, subMenuFor } from './subMenus.ts';

/** For the sections' index pages (/settings, /add): their sub-menu entries and the route table's screens. */
const SECTION_ENTRIES: SectionEntries = {
  entries: (section) => SUB_MENUS[section].rows.flat(),
  isBuilt: hasScreen,
};

const NAVBAR_ID = 'app-navbar';

function useCurrentRoute(): AppRoute {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle.appRoute : NOT_FOUND_ROUTE;
}

function Breadcrumbs({ appRoute }: { appRoute: AppRoute }) {
  const crumbs = crumbsFor(appRoute, useParams(), usePublishedNames());
  return (
    <nav className="breadcrumbs" aria-label="Ścieżka">
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title}`}>
              {current || !crumb.to ? (
                <span aria-current={current ? 'page' : undefined}>{crumb.title}</span>
              ) : (
                <Link to={crumb.to}>{crumb.title}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** `<name> · <collection> — application`, with the names the screen published. */
function DocumentTitle({ appRoute }: { appRoute: AppRoute }) {
  return <title>{documentTitle(crumbsFor(appRoute, useParams(), usePublishedNames()))}</title>;
}

function SectionMenu({ appRoute }: { appRoute: AppRoute }) {
  const names = usePublishedNames();
  const params = contextParams(useParams(), names);
  const menu = subMenuFor(appRoute.section, params);
  if (!menu || !appRoute.section) return null;
  // Details screens (an element, a kit) keep the entry of the list they belong to active.
  const activePath = activePathOf(
    appRoute,
    SUB_MENUS[appRoute.section].rows.flat().map((link) => link.path),
  );
  const activeTo = activePath ? generatePath(activePath, params) : undefined;
  return (
    <nav className="sub-menu" aria-label={menu.label}>
      <p className="sub-menu-title" aria-hidden="true">
        {params.slug ? `${menu.label}: ${names.collection ?? names.fabricFamily ?? params.slug}` : menu.label}
      </p>
      {menu.rows.map((row, index) => (
        <ul key={index}>
          {row.map((link) => (
            <li key={link.to}>
              <MenuLink
                component={Link}
                to={link.to}
                label={link.label}
                active={link.to === activeTo}
                aria-current={link.to === activeTo ? (appRoute.path === activePath ? 'page' : 'true') : undefined}
              />
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}

/** A salon user turned away from an admin page is told so where they land (guard step 3), not silently moved. */
function useAccessDeniedNotice(locationKey: string): void {
  useEffect(() => {
    if (takeAccessDenied() === null) return;
    notifications.show({
      title: ACCESS_DENIED.title,
      message: ACCESS_DENIED.message,
      color: 'red',
      withBorder: true,
      autoClose: 10_000,
      closeButtonProps: { 'aria-label': 'Zamknij powiadomienie' },
    });
  }, [locationKey]);
}

function ShellFrame({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  const data = usePreloadedQuery<AppShellQuery>(
    graphql`
      query AppShellQuery {
        viewer {
          # eslint-disable-next-line relay/unused-fields -- the navigation guard reads it (shell/shellData.ts)
          isSalon
          ...AppHeader_viewer
          ...MainMenu_viewer
        }
        # The spec's guard step 2 loads the dictionaries before every screen; screens read them from the store.
        dictionaries {
          # eslint-disable-next-line relay/unused-fields -- see above
          priceGroups {
            # eslint-disable-next-line relay/unused-fields -- see above
            slug
            # eslint-disable-next-line relay/unused-fields -- see above
            name
          }
        }
      }
    `,
    queryRef,
  );
  const appRoute = useCurrentRoute();
  const location = useLocation();
  const { pathname } = location;
  const [menuOpened, { close: closeMenu, toggle: toggleMenu }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  // After a navigation (not the first render) move focus to the new page, so keyboard and screen-reader users
  // start there; the phone menu closes behind it.
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    closeMenu();
    if (pathname !== firstPath.current) mainRef.current?.focus();
    firstPath.current = '';
  }, [pathname, closeMenu]);

  // Keyed by the location, not the path: turned away from an admin page while already on the list, the path stays.
  useAccessDeniedNotice(location.key);
  useScrollPlaces();

  // Escape closes the phone menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpened) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpened, closeMenu]);

  // The guard lets no one in without a viewer; this only covers a store that lost it.
  if (!data.viewer) return <Navigate to="/" replace />;

  return (
    <PageNamesProvider>
      <Layout
        header={{ height: 56 }}
        navbar={{ width: { sm: 220, lg: 260 }, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <DocumentTitle appRoute={appRoute} />
        <a className="skip-link" href="#main">
          Przejdź do treści
        </a>
        <Layout.Header className="app-header-bar">
          <RouteProgress />
          <AppHeader
            viewer={data.viewer}
            menu={{ opened: menuOpened, toggle: toggleMenu, controls: NAVBAR_ID, ref: burgerRef }}
          />
        </Layout.Header>
        <Layout.Navbar id={NAVBAR_ID} className="app-navbar" data-opened={menuOpened || undefined}>
          <MainMenu viewer={data.viewer} appRoute={appRoute} />
          <SectionMenu appRoute={appRoute} />
        </Layout.Navbar>
        <Layout.Main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
          <Breadcrumbs appRoute={appRoute} />
          <Suspense fallback={<PageLoading />}>
            <SectionEntriesContext value={SECTION_ENTRIES}>
              <Outlet />
            </SectionEntriesContext>
          </Suspense>
        </Layout.Main>
      </Layout>
    </PageNamesProvider>
  );
}

// The header's toggle stores its choice here; without one the system's preference decides ('auto').
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** The signed-in layout (spec part 1 "Shell"), with Mantine's provider: every screen below may use its components. */
export function AppShell() {
  const { queryRef } = useLoaderData<typeof shellLoader>();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Notifications position="top-right" />
      <SessionRenewalDialog />
      <RelayEnvironmentProvider environment={queryRef.environment}>
        <Suspense fallback={<PageLoading />}>
          <ShellFrame queryRef={queryRef} />
        </Suspense>
      </RelayEnvironmentProvider>
    </MantineProvider>
  );
}
