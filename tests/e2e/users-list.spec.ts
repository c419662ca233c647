import type { Page } from '@playwright/test';
import { signInWith } from './accounts.ts';
import { readable, violations } from './axe.ts';
import { expect, openSignedIn, test } from './session.ts';
import type { SeededSalon } from './seed.ts';

// Each worker's own salons (seed.ts), A before B by name; other specs add and delete users meanwhile, so the list
// is checked for these and the demo's salon1 and administrator, never for its length.
let first: SeededSalon;
let second: SeededSalon;

test.beforeAll(async ({ seed }) => {
  first = await seed.salon('Salon Lista A').create();
  second = await seed.salon('Salon Lista B').create();
});

const table = (page: Page) => page.getByRole('table');
const names = (page: Page) => table(page).getByRole('rowheader');

/** What axe finds on the page now, one line each (axe.ts). */
const axeViolations = async (page: Page) => readable({ 'użytkownicy': await violations(page) });

/** The row's '⋯' button, named after the user (RowActions). */
const actionsOf = (page: Page, name: string) => page.getByRole('button', { name: `Akcje dla „${name}”` });

/** Chooses 'Usuń' in the user's row menu. */
async function chooseDelete(page: Page, name: string): Promise<void> {
  await actionsOf(page, name).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
}

async function openUsers(page: Page): Promise<void> {
  await openSignedIn(page);
  await page.goto('/admin/users-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy i salony' })).toBeVisible();
}

test("lists salons by default; unticking 'Salony' shows everyone, and the address keeps it", async ({ page }) => {
  await openUsers(page);
  const salons = page.getByRole('checkbox', { name: 'Salony' });
  await expect(salons).toBeChecked();
  await expect(table(page).getByRole('columnheader')).toHaveText(['Nazwa', 'E-mail', 'Miasto', 'Administrator', 'Salon', 'Akcje']);
  await expect(names(page).filter({ hasText: first.name })).toHaveCount(1);
  const shown = await names(page).allTextContents();
  // By name: the worker's two salons in order, and no administrator among the salons.
  expect(shown.indexOf(first.name)).toBeLessThan(shown.indexOf(second.name));
  expect(shown).not.toContain('Administrator');
  await expect(page.getByText(`Pokazano ${shown.length} z ${shown.length}`)).toBeVisible();
  const seeded = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: first.name }) });
  await expect(seeded.getByRole('cell')).toHaveText([first.email, 'Poznań', 'Nie', first.salonName, '⋯']);
  const krakow = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Salon Kraków' }) });
  await expect(krakow.getByRole('cell')).toHaveText(['salon1@example.com', 'Kraków', 'Nie', 'Salon Meblowy Kraków', '⋯']);
  await actionsOf(page, 'Salon Kraków').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edytuj', 'Zmień hasło', 'Usuń']);
  await expect(page.getByRole('menuitem', { name: 'Zmień hasło' })).toHaveAttribute('href', /\/admin\/user\/change-password\/.+/);
  await page.keyboard.press('Escape');

  await salons.click();
  await expect(page).toHaveURL(/\/admin\/users-list\?salons=false$/);
  const administrator = page.getByRole('rowheader', { name: 'Administrator', exact: true });
  await expect(administrator).toHaveCount(1);
  await expect(names(page).filter({ hasText: second.name })).toHaveCount(1);
  // No delete of oneself: the administrator's row menu has no 'Usuń'.
  const own = table(page).getByRole('row').filter({ has: administrator });
  await expect(own.getByRole('cell').nth(2)).toHaveText('Tak');
  await actionsOf(page, 'Administrator').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edytuj', 'Zmień hasło']);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Salony' })).not.toBeChecked();
  await expect(administrator).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Salony' }).click();
  await expect(page).toHaveURL(/\/admin\/users-list$/);
  await expect(names(page).filter({ hasText: first.name })).toHaveCount(1);
  await expect(administrator).toHaveCount(0);
});

test('deletes a salon through the dialog: cancel keeps it, confirm removes the row; that user then cannot sign in', async ({ page, anotherPage, seed }) => {
  const leaving = await seed.salon('Salon Odchodzący').create();
  await openUsers(page);
  const row = page.getByRole('rowheader', { name: leaving.name });

  await chooseDelete(page, leaving.name);
  const dialog = page.getByRole('dialog', { name: `Czy chcesz usunąć ${leaving.name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  // Focus is back on the row's '⋯', whose menu opened the dialog (the menu item went with the menu).
  await expect(actionsOf(page, leaving.name)).toBeFocused();

  await chooseDelete(page, leaving.name);
  await page.getByRole('dialog', { name: `Czy chcesz usunąć ${leaving.name}?` }).getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Usunięto użytkownika „${leaving.name}”.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(names(page).filter({ hasText: first.name })).toHaveCount(1);
  // Still gone after a reload, and from the list of everyone too.
  await page.goto('/admin/users-list?salons=false');
  await expect(page.getByRole('rowheader', { name: 'Administrator', exact: true })).toHaveCount(1);
  await expect(row).toHaveCount(0);

  const visitor = await anotherPage(null);
  await signInWith(visitor, leaving.email, leaving.password);
  await expect(visitor.getByText('Podane dane są nieprawidłowe')).toBeVisible();
  await expect(visitor).toHaveURL(/\/$/);
});

test("links to 'Dodaj użytkownika' and works on a phone: the table scrolls inside its box", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openUsers(page);
  await expect(page.getByRole('link', { name: 'Dodaj użytkownika' })).toHaveAttribute('href', '/admin/create-user');
  await expect(names(page).first()).toBeVisible();
  // The page itself does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('axe finds no violations on the list and in the delete dialog', async ({ page }) => {
  await openUsers(page);
  await expect(names(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await chooseDelete(page, first.name);
  const dialog = page.getByRole('dialog', { name: `Czy chcesz usunąć ${first.name}?` });
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  // The menu fades out as the dialog opens: axe judges the dialog, not a menu half gone.
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actionsOf(page, first.name)).toBeFocused();
});
