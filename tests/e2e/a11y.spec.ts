import { expect, test } from '@playwright/test';
import { readable, violations, type Violation } from './axe.ts';

// A fresh browser: the login screen is one of the screens, and the test signs in through it once. The panel's
// Content-Security-Policy refuses inline scripts; an extension's script is not the page's, so axe is let in.
test.use({ storageState: { cookies: [], origins: [] }, bypassCSP: true });

test('axe finds no violations on the main screens at desktop width', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const found: Record<string, Violation[]> = {};
  const check = async (screen: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found[screen] = await violations(page);
  };
  const visit = async (screen: string, path: string) => {
    await page.goto(path);
    await check(screen);
  };
  /** The address of the first link in the page's table that leads to a record of this kind. */
  const firstRecord = async (pattern: RegExp) => {
    const hrefs = await page.getByRole('table').first().getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((candidate) => pattern.test(candidate));
    if (!href) throw new Error(`no link matching ${pattern} in ${hrefs.join(', ')}`);
    return href;
  };

  await page.goto('/');
  await check('logowanie');
  await page.getByLabel('Login').fill('admin@example.com');
  await page.getByLabel('Hasło').fill('Admin12345!');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await check('kolekcje');

  await visit('kolekcja', '/collection/manhattan');
  await visit('edycja kolekcji', '/collection/edit/manhattan');
  await visit('kategorie elementów', '/collection/manhattan/categories');
  await visit('elementy', '/collection/manhattan/elements');
  const element = await firstRecord(/\/collection\/manhattan\/elements\/[^/]+$/);
  await visit('element', element);
  await visit('edycja elementu', element.replace('/elements/', '/elements/edit/'));
  await visit('zestawy', '/collection/manhattan/sets');
  await visit('zestaw', await firstRecord(/\/collection\/manhattan\/sets\/[^/]+$/));
  await visit('rabaty', '/collection/manhattan/discounts');
  await visit('tłumaczenia', '/settings-translations');
  await visit('edycja tłumaczenia', await firstRecord(/\/settings-translations\/edit\/[^/]+$/));
  await visit('konfiguracje klientów', '/client-configurations');
  // A configuration's row links to it from its action menu ('Pokaż').
  await page.getByRole('table').getByRole('button', { name: /^Akcje dla/ }).first().click();
  const configuration = await page.getByRole('menuitem', { name: 'Pokaż' }).getAttribute('href');
  expect(configuration).toMatch(/\/client-configuration-details\/[^/]+$/);
  await page.keyboard.press('Escape');
  await visit('konfiguracja klienta', configuration ?? '');
  // The create-user form with its messages shown (a save of the empty form).
  await visit('dodaj użytkownika', '/admin/create-user');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wypełnij wszystkie pola' })).toBeVisible();
  found['dodaj użytkownika (błędy)'] = await violations(page);

  // The command palette open with results, over a screen.
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Szukaj kolekcji, elementów i konfiguracji klientów' }).fill('fotel');
  await expect(page.getByRole('group', { name: 'Elementy' })).toBeVisible();
  // Measured once the dialog has faded in: mid-transition its text is not yet at full contrast.
  await expect(page.getByRole('dialog', { name: 'Szukaj w panelu' })).toHaveCSS('opacity', '1');
  found['wyszukiwarka (Ctrl+K)'] = await violations(page);

  expect(readable(found)).toEqual([]);
});
