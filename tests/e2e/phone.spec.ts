import type { Page } from '@playwright/test';
import { COLOR_SCHEMES, emulateScheme, readable, violationsWithOpenStates, type Violation } from './axe.ts';
import { TOUR, legs, openInApp, seedTourRecords, type TourRecords, type TourStop } from './routes.ts';
import { expect, test } from './session.ts';

// A phone (390 × 844): every built screen of the route table (routes.ts) fits the screen and passes axe, and the
// menus sit behind the labelled burger.
test.use({ viewport: { width: 390, height: 844 } });

let records: TourRecords;

test.beforeAll(async ({ seed }) => {
  records = await seedTourRecords(seed);
});

/**
 * Opens `path` in the app, waits for its heading, checks nothing makes the page wider than the screen; answers what
 * axe finds in both themes (the second for its colours), and with the burger's menu open when `withMenu` (axe.ts).
 */
async function expectFits(page: Page, path: string, withMenu: boolean): Promise<Record<string, Violation[]>> {
  await openInApp(page, path);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
  const found: Record<string, Violation[]> = {};
  for (const [index, scheme] of COLOR_SCHEMES.entries()) {
    await emulateScheme(page, scheme);
    const options = { scope: index === 0 ? 'all' : 'colours', shell: withMenu } as const;
    Object.assign(found, await violationsWithOpenStates(page, `${path} (${scheme})`, 'phone', options));
  }
  return found;
}

/**
 * Every stop of a leg opened in the app, each fitting the screen; then no axe violation on any. The burger's menu is
 * the same navigation on every screen of an account: it is checked open on the leg's first stop.
 */
async function tour(page: Page, leg: readonly TourStop[]): Promise<void> {
  // The burger's menu opens and closes without its slide (the theme respects reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: Record<string, Violation[]> = {};
  for (const [index, stop] of leg.entries()) Object.assign(found, await expectFits(page, stop.path(records), index === 0));
  expect(readable(found)).toEqual([]);
}

/** The burger opens the menus; Escape closes them and gives focus back to it. */
async function expectBurgerMenu(page: Page, item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  const burger = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: item })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
}

test('the burger opens the menu, and a link in it closes it', async ({ page }) => {
  await page.goto('/collections');
  await expectBurgerMenu(page, 'Kolekcje');
  // Opening the menu and following a link closes it on the new page.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Konfiguracje klientów' }).click();
  await expect(page).toHaveURL(/\/client-configurations$/);
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeHidden();
});

for (const leg of legs(TOUR)) {
  test(`fits a phone, axe: ${leg[0]!.name} to ${leg.at(-1)!.name}`, async ({ page }) => {
    await page.goto(leg[0]!.path(records));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await tour(page, leg);
  });
}

test.describe('a salon user', () => {
  test.use({ account: 'salon1' });

  test('every salon screen fits a phone and passes axe, and the burger opens the menu', async ({ page }) => {
    await page.goto('/client-configurations');
    await expectBurgerMenu(page, 'Konfiguracje klientów');
    await tour(page, TOUR.filter((stop) => stop.salon));
  });
});
