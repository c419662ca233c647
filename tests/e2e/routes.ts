import { expect, type Page } from '@playwright/test';
import { generatePath } from 'react-router';
import { PATTERNS, type RouteName } from '../../web/src/routes/paths.ts';
import { protectedRoutes } from '../../web/src/routes/table.ts';
import { globalId, type Seed, type SeededCollection, type SeededFabricFamily, type SeededFinish } from './seed.ts';

// The screens the a11y and phone tours visit: every route of the web's route table that has a `screen`, so a new
// screen is checked the day it is built. An address with `:params` is filled from records the tour seeds
// (TourRecords) by its line in PARAMS; a built screen without a line fails the tours, naming the route.

/** What the tours fill the addresses' params from: one record of each kind, made or read by `seedTourRecords`. */
export interface TourRecords {
  /** A copy of the demo's manhattan: its elements, kits and element categories name the collection's screens. */
  collection: SeededCollection;
  /** A demo design saved online, which an administrator and salon1 both see (`_id`). */
  configuration: string;
  /** A demo configurator text no spec edits (`_id`). */
  translation: string;
  /** A salon user of the tour's own (`_id`). */
  user: string;
  /** A fabric family of the tour's own, with one fabric. */
  fabricFamily: SeededFabricFamily;
  /** A leg and an element finish of the tour's own. */
  legFinish: SeededFinish;
  elementFinish: SeededFinish;
}

type Params = Record<string, string>;
const inCollection = ({ collection }: TourRecords): Params => ({ slug: collection.slug });
const firstElement = ({ collection }: TourRecords): Params => ({
  slug: collection.slug,
  elementId: globalId('Element', collection.elements[0]!._id),
});

/** One line per route with params and a screen: which record fills each `:param` (ids as the web's links carry them). */
const PARAMS: Partial<Record<RouteName, (records: TourRecords) => Params>> = {
  userPassword: ({ user }) => ({ id: globalId('User', user) }),
  userEdit: ({ user }) => ({ id: globalId('User', user) }),
  translationEdit: ({ translation }) => ({ id: globalId('Translation', translation) }),
  clientConfiguration: ({ configuration }) => ({ id: globalId('ClientConfiguration', configuration) }),
  collection: inCollection,
  collectionEdit: inCollection,
  discounts: inCollection,
  elementCategories: inCollection,
  elementCategoryCreate: inCollection,
  elementCategoryUpdate: ({ collection }) => ({ id: globalId('ElementCategory', collection.elementCategories[0]!._id) }),
  elements: inCollection,
  element: firstElement,
  elementEdit: firstElement,
  elementCreate: inCollection,
  elementsImport: inCollection,
  kits: inCollection,
  kit: ({ collection }) => ({ slug: collection.slug, id: globalId('Kit', collection.kits[0]!._id) }),
  kitEdit: ({ collection }) => ({ slug: collection.slug, id: globalId('Kit', collection.kits[0]!._id) }),
  collectionTextures: inCollection,
  collectionTexturesAssign: inCollection,
  fabricFamily: ({ fabricFamily }) => ({ slug: fabricFamily.slug }),
  fabricCreate: ({ fabricFamily }) => ({ slug: fabricFamily.slug }),
  fabric: ({ fabricFamily }) => ({ slug: fabricFamily.slug, id: globalId('Fabric', fabricFamily.fabric._id) }),
  fabricEdit: ({ fabricFamily }) => ({ slug: fabricFamily.slug, id: globalId('Fabric', fabricFamily.fabric._id) }),
  legFinish: ({ legFinish }) => ({ id: globalId('Finish', legFinish._id) }),
  elementFinish: ({ elementFinish }) => ({ id: globalId('Finish', elementFinish._id) }),
  legsColors: inCollection,
  legsTexturesAssign: inCollection,
  elementsColors: inCollection,
  elementsTexturesAssign: inCollection,
  elementsOther: inCollection,
};

const nameOf = new Map(Object.entries(PATTERNS).map(([name, pattern]) => [pattern as string, name as RouteName]));

export interface TourStop {
  /** The route's name in paths.ts: the test's title. */
  name: RouteName;
  pattern: string;
  /** Whether a salon user may open it (the route table's `salon`). */
  salon: boolean;
  /** The address, its params filled from the tour's records. */
  path(records: TourRecords): string;
}

/** Every built screen of the route table, in the table's order. */
export const TOUR: readonly TourStop[] = protectedRoutes.flatMap((route) => {
  if (!route.screen || route.path === '*') return [];
  const pattern = route.path;
  const name = nameOf.get(pattern);
  if (!name) throw new Error(`${pattern} is not in PATTERNS (web/src/routes/paths.ts)`);
  const fill = PARAMS[name];
  return [
    {
      name,
      pattern,
      salon: route.salon,
      path(records: TourRecords) {
        if (!pattern.includes(':')) return pattern;
        if (!fill) throw new Error(`${name} (${pattern}) has params: add a line for it to PARAMS in tests/e2e/routes.ts`);
        return generatePath(pattern, fill(records));
      },
    },
  ];
});

/**
 * The tour in legs of at most `size` stops, one test each: the legs run side by side on the workers, and a failure
 * names its leg's screens.
 */
export function legs(stops: readonly TourStop[], size = 6): TourStop[][] {
  return Array.from({ length: Math.ceil(stops.length / size) }, (_, index) => stops.slice(index * size, (index + 1) * size));
}

/**
 * Opens `path` inside the running app, as its links do: the router renders the screen without a page load (a leg
 * loads the app once, not once per screen). Done when the previous screen's heading has gone and the new one is shown.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  // Already there (a test's first stop is where it began): the screen may still be loading its data.
  if (new URL(page.url()).pathname === path) return expect(heading).toBeVisible();
  const previous = await heading.elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  if (previous) await page.waitForFunction((element) => !element.isConnected, previous);
  await expect(heading).toBeVisible();
}

/** The tours' records: a copy of manhattan and a salon of their own, a demo design and text that no spec changes. */
export async function seedTourRecords(seed: Seed): Promise<TourRecords> {
  const collection = await seed.collection('Przegląd ekranów').copyOf('manhattan').create();
  const { _id: user } = await seed.salon('Salon Przeglądu').create();
  const { list } = await seed.call<{ list: { _id: string }[] }>('get', '/api/cms/client/configurations?salon=none&email=example.pl&limit=1');
  if (!list[0]) throw new Error('the demo has no design saved online');
  const { _id: translation } = await seed.translation('button.rotateLeft');
  const fabricFamily = await seed.fabricFamily('Rodzina Przeglądu');
  const legFinish = await seed.finish('legs', 'Nóżki Przeglądu');
  const elementFinish = await seed.finish('elements', 'Elementy Przeglądu', 'm');
  return { collection, configuration: list[0]._id, translation, user, fabricFamily, legFinish, elementFinish };
}
