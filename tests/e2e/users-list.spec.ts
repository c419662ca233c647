import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { signedOutPage, signInWith } from './accounts.ts';
import { expect, openSignedIn, test } from './session.ts';

// axe is injected as a script, as a browser extension would be: the panel's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

// The demo data (fresh database per run): an administrator and four salons. This spec deletes salon4 (Poznań),
// which has no client configurations; other specs use salon1 and salon2.
const SALONS = ['Salon Gdańsk', 'Salon Kraków', 'Salon Łódź', 'Salon Poznań'];
const LEAVING = { name: 'Salon Poznań', email: 'salon4@example.com', password: 'Salon12345!' };

const table = (page: Page) => page.getByRole('table');
const names = (page: Page) => table(page).getByRole('rowheader');

/** axe-core's rule ids that fail on what the page shows now (as a11y.spec.ts runs it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } };
    const result = await axe.run(document);
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
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
  await expect(table(page).getByRole('columnheader')).toHaveText(['Nazwa', 'E-mail', 'Miasto', 'Administrator', 'Salon', 'Usuń', 'Hasło']);
  await expect(names(page)).toHaveText(SALONS);
  const krakow = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Salon Kraków' }) });
  await expect(krakow.getByRole('cell')).toHaveText(['salon1@example.com', 'Kraków', 'Nie', 'Salon Meblowy Kraków', 'Usuń', 'Zmień hasło']);
  await expect(krakow.getByRole('link', { name: 'Zmień hasło: Salon Kraków' })).toHaveAttribute('href', /\/admin\/user\/change-password\/.+/);
  await expect(page.getByText(`Pokazano 4 z 4`)).toBeVisible();

  await salons.click();
  await expect(page).toHaveURL(/\/admin\/users-list\?salons=false$/);
  await expect(names(page)).toHaveText(['Administrator', ...SALONS]);
  await expect(page.getByText('Pokazano 5 z 5')).toBeVisible();
  // No delete of oneself: the administrator's row has no 'Usuń'.
  const own = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Administrator' }) });
  await expect(own.getByRole('cell').nth(2)).toHaveText('Tak');
  await expect(own.getByRole('button', { name: /Usuń/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Salony' })).not.toBeChecked();
  await expect(names(page)).toHaveCount(5);
  await page.getByRole('checkbox', { name: 'Salony' }).click();
  await expect(page).toHaveURL(/\/admin\/users-list$/);
  await expect(names(page)).toHaveCount(4);
});

test('deletes a salon through the dialog: cancel keeps it, confirm removes the row; that user then cannot sign in', async ({ page, browser, baseURL }) => {
  await openUsers(page);
  const remove = page.getByRole('button', { name: `Usuń ${LEAVING.name}` });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: `Czy chcesz usunąć ${LEAVING.name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(names(page)).toHaveCount(4);

  await remove.click();
  await page.getByRole('dialog', { name: `Czy chcesz usunąć ${LEAVING.name}?` }).getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Usunięto użytkownika „${LEAVING.name}”.` })).toBeVisible();
  await expect(names(page)).toHaveText(SALONS.filter((name) => name !== LEAVING.name));
  await expect(page.getByText('Pokazano 3 z 3')).toBeVisible();
  // Still gone after a reload, and from the list of everyone too.
  await page.goto('/admin/users-list?salons=false');
  await expect(names(page)).toHaveCount(4);
  await expect(page.getByRole('rowheader', { name: LEAVING.name })).toHaveCount(0);

  const visitor = await signedOutPage(browser, baseURL);
  try {
    await signInWith(visitor, LEAVING.email, LEAVING.password);
    await expect(visitor.getByText('Podane dane są nieprawidłowe')).toBeVisible();
    await expect(visitor).toHaveURL(/\/$/);
  } finally {
    await visitor.context().close();
  }
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
  await page.getByRole('button', { name: 'Usuń Salon Gdańsk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Czy chcesz usunąć Salon Gdańsk?' });
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Usuń Salon Gdańsk' })).toBeFocused();
});
