import { Suspense, useEffect, useRef } from 'react';
import { RelayEnvironmentProvider, graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Link, Navigate, NavLink, Outlet, useLoaderData, useLocation, useMatches, useParams } from 'react-router';
import { APP_NAME } from '@meble/domain/app';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { PageLoading } from '../errors/PageLoading.tsx';
import { isRouteHandle, NOT_FOUND_ROUTE } from '../routes/table.ts';
import type { shellLoader } from '../routes/loaders.ts';
import type { AppRoute } from '../routes/table.ts';
import { AppHeader } from './AppHeader.tsx';
import { crumbsFor } from './breadcrumbs.ts';
import { MainMenu } from './MainMenu.tsx';
import { subMenuFor } from './subMenus.ts';

function useCurrentRoute(): AppRoute {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle.appRoute : NOT_FOUND_ROUTE;
}

function Breadcrumbs({ appRoute }: { appRoute: AppRoute }) {
  const params = useParams();
  const crumbs = crumbsFor(appRoute, params);
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

function SectionMenu({ appRoute }: { appRoute: AppRoute }) {
  const params = useParams();
  const menu = subMenuFor(appRoute.section, params);
  if (!menu) return null;
  return (
    <nav className="sub-menu" aria-label={menu.label}>
      {menu.rows.map((row, index) => (
        <ul key={index}>
          {row.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
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
  const params = useParams();
  const { pathname } = useLocation();
  const title = crumbsFor(appRoute, params).at(-1)?.title ?? APP_NAME;

  // After a navigation (not the first render) move focus to the new page, so keyboard and screen-reader users start there.
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) mainRef.current?.focus();
    firstPath.current = '';
  }, [pathname]);

  // The guard lets no one in without a viewer; this only covers a store that lost it.
  if (!data.viewer) return <Navigate to="/" replace />;

  return (
    <div className="app">
      <title>{`${title} — ${APP_NAME}`}</title>
      <a className="skip-link" href="#main">
        Przejdź do treści
      </a>
      <AppHeader viewer={data.viewer} />
      <MainMenu viewer={data.viewer} />
      <Breadcrumbs appRoute={appRoute} />
      <SectionMenu appRoute={appRoute} />
      <main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** The signed-in layout (spec part 1 "Shell"). */
export function AppShell() {
  const { queryRef } = useLoaderData<typeof shellLoader>();
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <Suspense fallback={<PageLoading />}>
        <ShellFrame queryRef={queryRef} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
