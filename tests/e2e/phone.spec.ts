import type { Page } from '@playwright/test';
import { expect, test } from './session.ts';

// A phone (390 × 844): no built screen is wider than the screen, and the menus sit behind the labelled burger.
test.use({ viewport: { width: 390, height: 844 } });

/** The href of the first link named `name` in the page's table (to reach a details screen of the demo data). */
async function hrefOf(page: Page, name: string | RegExp): Promise<string> {
  const href = await page.getByRole('table').getByRole('link', { name }).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

/** The first configuration's address on the configurations list: a row's 'Pokaż' is in its action menu. */
async function configurationHref(page: Page): Promise<string> {
  await page.getByRole('table').getByRole('button', { name: /^Akcje dla/ }).first().click();
  const href = (await page.getByRole('menuitem', { name: 'Pokaż' }).getAttribute('href')) ?? '';
  expect(href).toBeTruthy();
  await page.keyboard.press('Escape');
  return href;
}

/**
 * Opens `path` inside the running app, as its links do: the router renders the screen without a page load (the
 * tour loads the app once, not once per screen). Done when the previous screen's heading has gone and the new
 * one is shown.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  const previous = await page.getByRole('heading', { level: 1 }).first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  if (previous) await page.waitForFunction((heading) => !heading.isConnected, previous);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Opens `path` in the app, waits for its heading, and checks nothing makes the page wider than the screen. */
async function expectFits(page: Page, path: string): Promise<void> {
  await openInApp(page, path);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
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

test('every administrator screen fits a phone, and the burger opens the menu', async ({ page }) => {
  test.setTimeout(120_000); // 20 screens in one test: one sign-in, one browser context, one page load
  await page.goto('/collections');
  await expectBurgerMenu(page, 'Kolekcje');
  // Opening the menu and following a link closes it on the new page.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Konfiguracje klientów' }).click();
  await expect(page).toHaveURL(/\/client-configurations$/);
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeHidden();

  await openInApp(page, '/collection/manhattan/elements');
  const element = await hrefOf(page, /./);
  await openInApp(page, '/collection/manhattan/sets');
  const kit = await hrefOf(page, 'Sofa 3-osobowa');
  await openInApp(page, '/collection/manhattan/categories');
  const category = await hrefOf(page, /./);
  await openInApp(page, '/client-configurations');
  const configuration = await configurationHref(page);
  await openInApp(page, '/settings-translations');
  const translation = await hrefOf(page, /./);

  for (const path of [
    '/collections',
    '/collections/create',
    '/collection/manhattan',
    '/collection/edit/manhattan',
    '/collection/manhattan/discounts',
    '/collection/manhattan/categories',
    '/element-category/create/manhattan',
    category,
    '/collection/manhattan/elements',
    element,
    element.replace('/elements/', '/elements/edit/'),
    '/collection/manhattan/elements/create',
    '/collection/manhattan/elements/import',
    '/collection/manhattan/sets',
    kit,
    '/client-configurations',
    configuration,
    '/settings',
    '/settings-translations',
    translation,
  ]) {
    await expectFits(page, path);
  }
});

test.describe('a salon user', () => {
  test.use({ account: 'salon1' });

  test('every salon screen fits a phone, and the burger opens the menu', async ({ page }) => {
    await page.goto('/client-configurations');
    await expectBurgerMenu(page, 'Konfiguracje klientów');
    await expectFits(page, '/client-configurations');
    await expectFits(page, await configurationHref(page));
  });
});
