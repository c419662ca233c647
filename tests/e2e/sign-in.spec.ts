import type { Page } from '@playwright/test';
import { expect, test } from './session.ts';
import { violations } from './axe.ts';
import { unique, type SeededCollection } from './seed.ts';

// Signed out: each test signs in as it needs to (session.ts lends it a page with empty storage).
test.use({ storageState: { cookies: [], origins: [] } });

const MAIN_MENU = ['Kolekcje', 'Dodanie zawartości', 'Modele 3D', 'Tkaniny i wybarwienia', 'Ikony', 'Ustawienia', 'Konfiguracje klientów'];

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
}

test('the administrator signs in and lands on the collections with the full menu', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin12345!');
  await expect(page).toHaveURL(/\/collections$/);
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(menu.getByRole('link')).toHaveText(MAIN_MENU);
  await expect(page.getByRole('banner')).toContainText('Administrator');
  await expect(page.getByRole('navigation', { name: 'Ścieżka' })).toContainText('Kolekcje');
});

test('a salon user lands on the client configurations and sees only that menu item', async ({ page }) => {
  await signIn(page, 'salon1@example.com', 'Salon12345!');
  await expect(page).toHaveURL(/\/client-configurations$/);
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(menu.getByRole('link')).toHaveText(['Konfiguracje klientów']);
  await expect(page.getByText('Brak dostępu')).toHaveCount(0);
  // Any non-salon route sends them back (navigation guard, step 3), saying why.
  await page.goto('/collections');
  await expect(page).toHaveURL(/\/client-configurations$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Brak dostępu' })).toBeVisible();
});

test("a wrong password shows 'Podane dane są nieprawidłowe' and keeps the visitor signed out", async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Zle-haslo-123');
  await expect(page.getByText('Podane dane są nieprawidłowe')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('submitting with an empty field sends nothing', async ({ page }) => {
  await page.goto('/');
  let requests = 0;
  page.on('request', (request) => {
    // The endpoint itself: the login screen may still be fetching its script chunks (graphqlHttp-….js) by now.
    if (new URL(request.url()).pathname === '/graphql') requests++;
  });
  await page.getByLabel('Login').fill('admin@example.com');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await page.getByLabel('Hasło').press('Enter');
  await page.waitForTimeout(300);
  expect(requests).toBe(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a reload keeps the session, and logout clears it', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin12345!');
  await expect(page).toHaveURL(/\/collections$/);
  await page.reload();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('banner')).toContainText('Administrator');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('appUser') ?? 'null'))).toMatchObject({
    email: 'admin@example.com',
    isSalon: false,
  });

  await page.getByRole('link', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('appUser')])).toEqual([null, null]);
});

test('a link opened while signed out ends on the login screen, and signing in opens it, query string included', async ({ page }) => {
  await page.goto('/collection/manhattan/elements?sort=PRICE_A_ASC');
  await expect(page).toHaveURL(/\/$/);
  // An ordinary visit: nothing expired.
  await expect(page.getByRole('alert')).toHaveText('');
  await page.getByLabel('Login').fill('admin@example.com');
  await page.getByLabel('Hasło').fill('Admin12345!');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(/\/collection\/manhattan\/elements\?sort=PRICE_A_ASC$/);
  await expect(page.getByRole('columnheader', { name: 'Cena A' })).toHaveAttribute('aria-sort', 'ascending');
  // Used up: signing out and in again lands on the collections.
  await page.getByRole('link', { name: 'Wyloguj' }).click();
  await signIn(page, 'admin@example.com', 'Admin12345!');
  await expect(page).toHaveURL(/\/collections$/);
});

test('the login screen works by keyboard alone, from the login field focused on load', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Login')).toBeFocused();
  await page.keyboard.type('admin@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Admin12345!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collections$/);
});

test('an expired or revoked session signs the user out, says so, and signing in returns to the page', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin12345!');
  await expect(page).toHaveURL(/\/collections$/);
  await page.goto('/collection/manhattan/sets');
  await expect(page.getByRole('heading', { level: 1, name: 'Zestawy — Manhattan' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('alert')).toHaveText('Sesja wygasła. Zaloguj się ponownie.');
  await page.getByLabel('Login').fill('admin@example.com');
  await page.getByLabel('Hasło').fill('Admin12345!');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(/\/collection\/manhattan\/sets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zestawy — Manhattan' })).toBeVisible();
});

test.describe('a session that expires in the middle of work', () => {
  let collection: SeededCollection;
  test.beforeAll(async ({ seed }) => {
    collection = await seed.collection('Sesja').copyOf('manhattan').create();
  });

  /** As a session revoked on the server looks to the page: its next request is refused (401). */
  const expire = (page: Page) => page.evaluate(() => localStorage.setItem('token', 'revoked-meanwhile'));

  async function signInAgain(page: Page): Promise<void> {
    const dialog = page.getByRole('dialog', { name: 'Zaloguj się ponownie' });
    await expect(dialog.getByRole('alert')).toHaveText('Sesja wygasła. Zaloguj się ponownie.');
    await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveValue('admin@example.com');
    await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Hasło')).toBeFocused();
    expect(await violations(page)).toEqual([]);
    // A wrong password keeps the dialog (and the page under it), saying why.
    await dialog.getByLabel('Hasło').fill('Zle-haslo-123');
    await dialog.getByRole('button', { name: 'Zaloguj' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Podane dane są nieprawidłowe');
    await dialog.getByLabel('Hasło').fill('Admin12345!');
    await dialog.getByRole('button', { name: 'Zaloguj' }).click();
    await expect(dialog).toHaveCount(0);
  }

  test("asks for the password over the half-edited form; signing in there saves what was typed", async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Admin12345!');
    await expect(page).toHaveURL(/\/collections$/);
    const element = collection.elements[0]!;
    await page.goto(`/collection/${collection.slug}/elements/edit/${element._id}`);
    const description = page.getByLabel('Opis', { exact: true });
    const typed = unique('Opis wpisany przed wygaśnięciem sesji');
    await description.fill(typed);
    await expect(page.getByLabel('Nazwa (indeks)')).toHaveValue(element.name);

    await expire(page);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await signInAgain(page);

    await expect(page.getByText(`Zapisano element „${element.name}”.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: element.name })).toBeVisible();
    await expect(page.locator('dl.details').locator('dt:text-is("Opis") + dd')).toHaveText(typed);
  });

  test('a list filter changed on an expired session asks too, then shows the filtered list', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Admin12345!');
    await expect(page).toHaveURL(/\/collections$/);
    await page.goto(`/collection/${collection.slug}/elements`);
    const element = collection.elements[0]!;
    await expect(page.getByRole('link', { name: element.name, exact: true })).toBeVisible();
    await expire(page);
    await page.getByRole('searchbox', { name: 'Szukaj elementu' }).fill(element.name);
    await signInAgain(page);
    await expect(page).toHaveURL(/[?&]filter=/);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('link', { name: element.name, exact: true })).toBeVisible();
  });

  test("'Wyloguj' in the dialog leaves for the login screen", async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Admin12345!');
    await expect(page).toHaveURL(/\/collections$/);
    await page.goto(`/collection/${collection.slug}/elements`);
    await expect(page.getByRole('searchbox', { name: 'Szukaj elementu' })).toBeVisible();
    await expire(page);
    await page.getByRole('searchbox', { name: 'Szukaj elementu' }).fill('Moduł');
    const dialog = page.getByRole('dialog', { name: 'Zaloguj się ponownie' });
    await dialog.getByRole('link', { name: 'Wyloguj' }).click();
    await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
