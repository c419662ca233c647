import type { Page } from '@playwright/test';
import { COLOR_SCHEMES, emulateScheme, readable, violations, violationsWithOpenStates, type Violation } from './axe.ts';
import { TOUR, legs, openInApp, seedTourRecords, type TourRecords } from './routes.ts';
import { expect, test } from './session.ts';

// axe on every built screen of the route table (routes.ts) at desktop width, a leg of the tour per test, and on
// the states a route alone does not show: the login screen, a form's messages, the command palette. phone.spec.ts
// checks them at phone width. The pages keep the panel's CSP: axe runs as a browser extension would (axe.ts).
test.use({ viewport: { width: 1400, height: 900 } });

let records: TourRecords;

test.beforeAll(async ({ seed }) => {
  records = await seedTourRecords(seed);
});

/** Waits for the screen and its data, then answers what axe finds, one line each. */
async function axeLines(page: Page, screen: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return readable({ [screen]: await violations(page) });
}

// Each screen in both themes (the second for its colours), and with its row menu, delete dialog and the command
// palette open (axe.ts).
for (const leg of legs(TOUR)) {
  test(`axe, light and dark, menus and dialogs open: ${leg[0]!.name} to ${leg.at(-1)!.name}`, async ({ page }) => {
    // Menus and dialogs open and close without their fades (the theme respects reduced motion): most of the tour's time.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(leg[0]!.path(records));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const found: Record<string, Violation[]> = {};
    // The palette lists the panel's commands, a collection's first inside one: checked once per context and theme.
    const palettes = new Set<string>();
    for (const stop of leg) {
      const path = stop.path(records);
      await openInApp(page, path);
      for (const [index, scheme] of COLOR_SCHEMES.entries()) {
        await emulateScheme(page, scheme);
        const context = `${scheme} ${path.startsWith('/collection/') ? 'collection' : 'panel'}`;
        const options = { scope: index === 0 ? 'all' : 'colours', shell: !palettes.has(context) } as const;
        palettes.add(context);
        Object.assign(found, await violationsWithOpenStates(page, `${stop.pattern} (${scheme})`, 'desktop', options));
      }
    }
    expect(readable(found)).toEqual([]);
  });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('axe: login, light and dark', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
    expect(await axeLines(page, 'logowanie')).toEqual([]);
    // No Mantine here: styles.css follows the system's theme by itself.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeLines(page, 'logowanie (ciemny)')).toEqual([]);
  });
});

test('axe: the create-user form with its messages, light and dark', async ({ page }) => {
  await page.goto('/admin/create-user');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj użytkownika' })).toBeVisible();
  // A save of the empty form.
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wypełnij wszystkie pola' })).toBeVisible();
  expect(await axeLines(page, 'dodaj użytkownika (błędy)')).toEqual([]);
  await emulateScheme(page, 'dark');
  expect(await axeLines(page, 'dodaj użytkownika (błędy, ciemny)')).toEqual([]);
});

test("axe: a row's actions menu and delete dialog, closed by its named × or Escape, focus back on the row's actions", async ({ page }) => {
  const category = records.collection.elementCategories[0]!.name;
  await page.goto(`/collection/${records.collection.slug}/categories`);
  const actions = page.getByRole('button', { name: `Akcje dla „${category}”` });
  for (const close of ['Zamknij', 'Escape'] as const) {
    await actions.click();
    // axe judges colours once the menu has faded in, as a person sees it.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    if (close === 'Zamknij') expect(await axeLines(page, 'menu akcji')).toEqual([]);
    await page.getByRole('menuitem', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog', { name: `Usuwanie kategorii „${category}”` });
    await expect(dialog).toHaveCSS('opacity', '1');
    // The menu fades out as the dialog opens: axe judges the dialog, not a menu half gone.
    await expect(page.getByRole('menu')).toHaveCount(0);
    expect(await axeLines(page, 'usuwanie kategorii')).toEqual([]);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(actions).toBeFocused();
  }
});

test('a focused field shows the same 3 px ring as buttons, not only a darker border', async ({ page }) => {
  await page.goto('/collections');
  const field = page.getByRole('searchbox', { name: 'Nazwa kolekcji' });
  const ring = () => field.evaluate((element) => `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`);
  expect(await ring()).not.toBe('solid 3px');
  await field.focus();
  expect(await ring()).toBe('solid 3px');
});

test('Tab goes through the main menu from one section to the next', async ({ page }) => {
  await page.goto('/collections');
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await menu.getByRole('link', { name: 'Dodanie zawartości' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Modele 3D' })).toBeFocused();
  // Its texture files are built, so the fabrics section is a Tab stop too.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Tkaniny i wybarwienia' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Ikony' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Ustawienia' })).toBeFocused();
});

test('axe: the command palette open with results, light and dark', async ({ page }) => {
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Szukaj ekranów, akcji, kolekcji, elementów i konfiguracji klientów' }).fill('fotel');
  await expect(page.getByRole('group', { name: 'Elementy' })).toBeVisible();
  // Measured once the dialog has faded in: mid-transition its text is not yet at full contrast.
  await expect(page.getByRole('dialog', { name: 'Szukaj w panelu' })).toHaveCSS('opacity', '1');
  expect(await axeLines(page, 'wyszukiwarka (Ctrl+K)')).toEqual([]);
  await emulateScheme(page, 'dark');
  expect(await axeLines(page, 'wyszukiwarka (Ctrl+K, ciemny)')).toEqual([]);
  // Screens and actions too, found from the first letters.
  await page.getByRole('textbox', { name: /^Szukaj ekranów/ }).fill('dodaj');
  await expect(page.getByRole('group', { name: 'Akcje' })).toBeVisible();
  expect(await axeLines(page, 'wyszukiwarka: akcje (ciemny)')).toEqual([]);
  await emulateScheme(page, 'light');
  expect(await axeLines(page, 'wyszukiwarka: akcje')).toEqual([]);
});
