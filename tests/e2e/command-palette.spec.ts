import { expect, openSignedIn, test } from './session.ts';

test('Ctrl+K, a few letters of an element and Enter land on the element’s screen', async ({ page }) => {
  await openSignedIn(page);
  await page.keyboard.press('Control+K');
  const field = page.getByRole('textbox', { name: 'Szukaj ekranów, akcji, kolekcji, elementów i konfiguracji klientów' });
  await expect(field).toBeFocused();
  await field.pressSequentially('fotel usz');
  const hit = page.getByRole('group', { name: 'Elementy' }).getByRole('button', { name: /^Fotel uszak/ });
  await expect(hit).toBeVisible();
  // Highlighted, as a person sees it before pressing Enter.
  await expect(hit).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collection\/zurawina\/elements\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fotel uszak' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Ctrl+K, a screen’s name and Enter open that screen', async ({ page }) => {
  await openSignedIn(page);
  await page.keyboard.press('Control+K');
  const field = page.getByRole('textbox', { name: /^Szukaj ekranów/ });
  await field.pressSequentially('Ustawienia');
  await expect(page.getByRole('group', { name: 'Ekrany' }).getByRole('button', { name: /^Ustawienia/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
});

test('inside a collection, ‘Import CSV’ offers that collection’s import, and Enter opens it', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/collection/zurawina');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: /^Szukaj ekranów/ }).pressSequentially('Import CSV');
  await expect(page.getByRole('group', { name: 'Akcje' }).getByRole('button', { name: /^Importuj z CSV/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collection\/zurawina\/elements\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Import elementów z CSV/ })).toBeVisible();
});

test('inside a collection, ‘Dodaj zestaw’ opens the kits form; Back to that page later shows the list, not the form again', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/collection/zurawina');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: /^Szukaj ekranów/ }).pressSequentially('Dodaj zestaw');
  await expect(page.getByRole('group', { name: 'Akcje' }).getByRole('button', { name: /^Dodaj zestaw/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collection\/zurawina\/sets$/);
  await expect(page.getByLabel('Nazwa', { exact: true })).toBeFocused();

  await page.getByRole('navigation', { name: 'Ścieżka' }).getByRole('link', { name: 'Kolekcje' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Dodaj zestaw' })).toBeVisible();
  await expect(page.getByLabel('Nazwa', { exact: true })).toHaveCount(0);
});
