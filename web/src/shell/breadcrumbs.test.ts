import { describe, expect, it } from 'vitest';
import { APP_NAME } from '@meble/domain/app';
import { matchRoutes } from 'react-router';
import { PATTERNS as P } from '../routes/paths.ts';
import { protectedRoutes, protectedRouteAt } from '../routes/table.ts';
import { crumbsFor, documentTitle } from './breadcrumbs.ts';
import { MAIN_MENU } from './MainMenu.tsx';
import { activePathOf } from './sections.ts';
import { SUB_MENUS } from './subMenus.ts';

const at = (pathname: string) => {
  const appRoute = protectedRouteAt(pathname);
  const params = matchRoutes([{ path: appRoute.path }], pathname)?.[0]?.params ?? {};
  return { appRoute, params };
};

const titles = (pathname: string, names = {}) => {
  const { appRoute, params } = at(pathname);
  return crumbsFor(appRoute, params, names).map((crumb) => crumb.title);
};

const titleOf = (pathname: string, names = {}) => {
  const { appRoute, params } = at(pathname);
  return documentTitle(crumbsFor(appRoute, params, names));
};

describe('breadcrumbs and page titles with the names a screen published', () => {
  const manhattan = { collection: 'Manhattan' };

  it('names the element, through its collection, and its edit screen under it', () => {
    const element = { ...manhattan, element: 'Narożnik lewy' };
    expect(titles('/collection/manhattan/elements/RWxlbWVudDox', element)).toEqual(['Kolekcje', 'Manhattan', 'Lista elementów', 'Narożnik lewy']);
    expect(titleOf('/collection/manhattan/elements/RWxlbWVudDox', element)).toBe(`Narożnik lewy · Manhattan — ${APP_NAME}`);
    expect(titles('/collection/manhattan/elements/edit/RWxlbWVudDox', element)).toEqual([
      'Kolekcje',
      'Manhattan',
      'Lista elementów',
      'Narożnik lewy',
      'Edycja elementu',
    ]);
    expect(titleOf('/collection/manhattan/elements/edit/RWxlbWVudDox', element)).toBe(`Edycja elementu · Narożnik lewy · Manhattan — ${APP_NAME}`);
    const { appRoute, params } = at('/collection/manhattan/elements/edit/RWxlbWVudDox');
    expect(crumbsFor(appRoute, params, element).map((crumb) => crumb.to)).toEqual([
      '/collections',
      '/collection/manhattan',
      '/collection/manhattan/elements',
      '/collection/manhattan/elements/RWxlbWVudDox',
      undefined,
    ]);
  });

  it('names the kit and the client configuration (its customer e-mail)', () => {
    expect(titleOf('/collection/manhattan/sets/S2l0OjE=', { ...manhattan, kit: 'Zestaw Rodzinny' })).toBe(`Zestaw Rodzinny · Manhattan — ${APP_NAME}`);
    expect(titles('/client-configuration-details/abc', { clientConfiguration: 'jan@example.com' })).toEqual(['Konfiguracje klientów', 'jan@example.com']);
  });

  it("names the user whose password is changed, keeping what the page does; 'Zmiana hasła' until the name is in", () => {
    expect(titles('/admin/user/change-password/VXNlcjox', { user: 'Ewa Nowak' })).toEqual(['Ustawienia', 'Użytkownicy i salony', 'Zmiana hasła: Ewa Nowak']);
    expect(titleOf('/admin/user/change-password/VXNlcjox', { user: 'Ewa Nowak' })).toBe(`Zmiana hasła: Ewa Nowak — ${APP_NAME}`);
    expect(titles('/admin/user/change-password/VXNlcjox')).toEqual(['Ustawienia', 'Użytkownicy i salony', 'Zmiana hasła']);
  });

  it("puts a list of a collection's under the collection's name", () => {
    expect(titleOf('/collection/manhattan/discounts', manhattan)).toBe(`Rabaty · Manhattan — ${APP_NAME}`);
    expect(titleOf('/collection/manhattan', manhattan)).toBe(`Manhattan — ${APP_NAME}`);
  });

  it("falls back to the route's own title (or the slug) until a name is published, never to an empty or raw placeholder", () => {
    expect(titles('/collection/manhattan/elements/RWxlbWVudDox')).toEqual(['Kolekcje', 'manhattan', 'Lista elementów', 'Element']);
    expect(titleOf('/collection/manhattan/elements/RWxlbWVudDox')).toBe(`Element — ${APP_NAME}`);
    expect(titles('/element-category/update/abc')).toEqual(['Kolekcje', 'Edycja kategorii elementów']);
  });

  it("takes a category's collection from the names, as its address has no slug", () => {
    const names = { ...manhattan, collectionSlug: 'manhattan', elementCategory: 'Narożniki' };
    const { appRoute, params } = at('/element-category/update/abc');
    expect(crumbsFor(appRoute, params, names).map((crumb) => [crumb.title, crumb.to])).toEqual([
      ['Kolekcje', '/collections'],
      ['Manhattan', '/collection/manhattan'],
      ['Kategorie elementów', '/collection/manhattan/categories'],
      ['Narożniki', undefined],
    ]);
  });
});

describe('active menu items on every built route', () => {
  const built = protectedRoutes.filter((route) => route.screen);
  const mainPaths = MAIN_MENU.map((item) => item.to);

  // The dashboard is the spec's main menu's odd one out: not in it, reached from the logo.
  const underMenu = built.filter((route) => route.path !== P.dashboard);
  it.each(underMenu.map((route) => [route.path, route] as const))('%s keeps its main-menu item active', (_path, route) => {
    expect(activePathOf(route, mainPaths)).toBeDefined();
  });

  // A section's index page (/add, /settings) is its main-menu item itself, above its sub-menu.
  const inSection = built.filter((route) => route.section && !mainPaths.includes(route.path));
  it.each(inSection.map((route) => [route.path, route] as const))('%s keeps an item of its sub-menu active', (_path, route) => {
    const section = route.section!;
    const subPaths = SUB_MENUS[section].rows.flat().map((link) => link.path);
    expect(activePathOf(route, subPaths)).toBeDefined();
  });

  it('puts the details and edit screens under the list they belong to', () => {
    const subPaths = SUB_MENUS.collection.rows.flat().map((link) => link.path);
    const activeAt = (pathname: string) => activePathOf(protectedRouteAt(pathname), subPaths);
    expect(activeAt('/collection/manhattan/elements/RWxlbWVudDox')).toBe('/collection/:slug/elements');
    expect(activeAt('/collection/manhattan/elements/edit/RWxlbWVudDox')).toBe('/collection/:slug/elements');
    expect(activeAt('/collection/manhattan/elements/import')).toBe('/collection/:slug/elements');
    expect(activeAt('/collection/manhattan/sets/S2l0OjE=')).toBe('/collection/:slug/sets');
    expect(activeAt('/element-category/update/abc')).toBe('/collection/:slug/categories');
    expect(activeAt('/element-category/create/manhattan')).toBe('/collection/:slug/categories');
    expect(activeAt('/collection/edit/manhattan')).toBe('/collection/:slug');
    expect(activePathOf(protectedRouteAt('/client-configuration-details/abc'), mainPaths)).toBe('/client-configurations');
  });
});
