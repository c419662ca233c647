import { generatePath, matchPath } from 'react-router';
import type { Params } from 'react-router';
import { nameMatches } from '@meble/domain/search';
import { nameSearchKey } from '@meble/domain/name-keys';
import { protectedRouteAt, protectedRoutes, routeByPath, titleOf } from '../routes/table.ts';
import type { AppRoute } from '../routes/table.ts';
import { START_ACTION } from '../routes/startAction.ts';
import { crumbsFor } from '../shell/breadcrumbs.ts';
import { MAIN_MENU } from '../shell/MainMenu.tsx';
import type { PageNames } from '../shell/pageNames.tsx';
import { SUB_MENUS } from '../shell/subMenus.ts';

/** A screen or an action the command palette offers: where choosing it leads. */
export interface Command {
  label: string;
  /** Where it lies: the breadcrumb above it ('Ustawienia', 'Kolekcje › Manhattan › Lista elementów'). */
  description: string;
  to: string;
  kind: 'screen' | 'action';
  /** What else it is called: the route table's title when the menu or the button names it otherwise. */
  alias: string;
  /** The navigation state that starts an action the screen does in place (routes/startAction.ts). */
  state?: typeof START_ACTION;
}

export interface CommandContext {
  /** Administrators open every screen; a salon user only the salon routes (D14). */
  catalogue: boolean;
  /** The current address: inside a collection's pages its slug fills the collection's screens and actions. */
  pathname: string;
  /** The names the current screen published (the collection's name, and its slug where the address has none). */
  names?: PageNames;
}

/**
 * The collection the address is inside, when it is a page of a collection's sub-menu section: its slug, from
 * the address or, for an address naming only a record inside it, as the screen published it.
 */
export function collectionSlugAt(pathname: string, names: PageNames = {}): string | undefined {
  const appRoute = protectedRouteAt(pathname);
  if (appRoute.section !== 'collection' || appRoute.path === '*') return undefined;
  return matchPath(appRoute.path, pathname)?.params.slug ?? names.collectionSlug;
}

/** The address of a route without a record chosen (params: the collection's slug at most); null when it needs more. */
function addressOf(appRoute: AppRoute, params: Params): string | null {
  if (appRoute.path === '*') return null;
  try {
    return generatePath(appRoute.path, params);
  } catch {
    return null;
  }
}

/**
 * Every built screen the viewer may open without a record chosen, and every action, from the one route table and
 * the menus: named as the menus name them ('Opis i zdjęcie'), an action as its button ('Importuj z CSV'), else by
 * the route's title. A collection's screens and actions only inside that collection's pages, for that collection.
 */
export function commandsFor({ catalogue, pathname, names = {} }: CommandContext): Command[] {
  const slug = collectionSlugAt(pathname, names);
  const menuLinks = [
    ...MAIN_MENU.map((item) => [item.to, item.label] as const),
    ...Object.values(SUB_MENUS).flatMap((menu) => menu.rows.flat().map((link) => [link.path, link.label] as const)),
  ];
  // A label several menus share ('Lista', 'Dodaj' under 'Modele 3D', 'Ikony'…) says nothing alone: the title names it.
  const shared = new Set(menuLinks.map(([, label]) => label).filter((label, index, labels) => labels.indexOf(label) !== index));
  const menuLabels = new Map<string, string>(menuLinks.filter(([, label]) => !shared.has(label)));
  // Menus first (their order is the panel's), then the routes no menu lists ('Dodaj kolekcję', 'Pulpit'); inside a
  // collection its own screens and actions lead, being the likeliest wanted there.
  const paths = [...new Set([...menuLabels.keys(), ...protectedRoutes.map((appRoute) => appRoute.path)])];
  const inCollection = (path: string) => (slug && routeByPath(path)?.section === 'collection' ? 0 : 1);
  const order = paths.toSorted((a, b) => inCollection(a) - inCollection(b));
  return order.flatMap((path) => {
    const appRoute = routeByPath(path);
    if (!appRoute?.screen || (!catalogue && !appRoute.salon)) return [];
    // Only a collection's routes take the collection's slug: another `:slug` (a fabric family's) is a record.
    const params: Params = appRoute.section === 'collection' && slug ? { slug } : {};
    const to = addressOf(appRoute, params);
    if (!to) return [];
    const crumbs = crumbsFor(appRoute, params, names);
    const title = crumbs.at(-1)?.title ?? titleOf(appRoute, params);
    const description = crumbs
      .slice(0, -1)
      .map((crumb) => crumb.title)
      .join(' › ');
    const command: Command = {
      label: appRoute.action ?? menuLabels.get(path) ?? title,
      description,
      to,
      kind: appRoute.action ? 'action' : 'screen',
      alias: title,
    };
    const inPlace = appRoute.inPlaceAction;
    // Done on the screen itself: it lies in the screen, and the screen starts it when asked.
    const started: Command[] = inPlace
      ? [{ label: inPlace, description: [description, title].filter(Boolean).join(' › '), to, kind: 'action', alias: inPlace, state: START_ACTION }]
      : [];
    return [command, ...started];
  });
}

/**
 * The commands whose name (or title) holds every word typed, case and Polish letters folded as the record search
 * folds them (`nameMatches`), so 'import csv' finds 'Importuj z CSV'; names that start with the text come first.
 */
export function matchCommands(commands: readonly Command[], query: string): Command[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matching = commands.filter((command) => words.every((word) => nameMatches(`${command.label} ${command.alias}`, word)));
  const start = nameSearchKey(query.trim());
  const startsWithText = (command: Command) => (nameSearchKey(command.label).startsWith(start) ? 0 : 1);
  // A stable sort: within each of the two, the menus' order.
  return matching.toSorted((a, b) => startsWithText(a) - startsWithText(b));
}
