import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './session.ts';
import { unique, type SeededSalon } from './seed.ts';

// D28: an administrator edits a user's name, city and salon fields from the users list. Each test edits a salon of
// its own (named with 'A…', so it is on the list's first page whatever other specs add).

let salon: SeededSalon;

test.beforeEach(async ({ seed, page }) => {
  salon = await seed.salon('Aneta Edycja').create();
  await openSignedIn(page);
});

const rowOf = (page: Page, name: string) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function openFromList(page: Page): Promise<void> {
  await page.goto('/admin/users-list');
  await page.getByRole('table').getByRole('link', { name: salon.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edycja użytkownika: ${salon.name}` })).toBeVisible();
}

test('an administrator opens a salon from the list, changes its name and city, and sees them in the list; the e-mail stays', async ({ page }) => {
  await openFromList(page);
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(salon.email);
  await expect(email).not.toBeEditable();
  await expect(page.getByRole('link', { name: 'Zmień hasło' })).toHaveAttribute('href', /\/admin\/user\/change-password\/.+/);

  // A value that breaks a rule, every field filled: its message next to the field and in the banner, nothing saved.
  const city = page.getByLabel('Miasto');
  await city.fill('Ła');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wpisz miasto' })).toBeVisible();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription(/Wpisz miasto/);
  await expect(page).toHaveURL(/\/admin\/user\/edit\//);

  // By keyboard: the new name and city, Enter saves.
  const renamed = unique('Aneta Zmieniona');
  await page.getByLabel('Imię').fill(renamed);
  await city.fill('Łańcut');
  await expect(city).not.toHaveAttribute('aria-invalid', 'true');
  await city.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Zapisano użytkownika „${renamed}”.` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users-list$/);
  await expect(rowOf(page, renamed).getByRole('cell')).toHaveText([salon.email, 'Łańcut', 'Nie', salon.salonName, '⋯']);
  await expect(page.getByRole('rowheader', { name: salon.name, exact: true })).toHaveCount(0);

  // Still so after a reload: the server has it.
  await page.reload();
  await expect(rowOf(page, renamed).getByRole('cell').first()).toHaveText(salon.email);
});

test("the row's menu reaches the edit and the password; leaving a changed form asks first", async ({ page }) => {
  await page.goto('/admin/users-list');
  await page.getByRole('button', { name: `Akcje dla „${salon.name}”` }).click();
  await page.getByRole('menuitem', { name: 'Edytuj' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edycja użytkownika: ${salon.name}` })).toBeVisible();

  await page.getByLabel('Nazwa salonu').fill('');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByLabel('Nazwa salonu')).toHaveAccessibleDescription(/Wpisz nazwę salonu/);

  // Escape asks before the typed change is lost; 'Zostań' keeps it.
  await page.getByLabel('Nazwa salonu').press('Escape');
  const question = page.getByRole('dialog', { name: 'Niezapisane zmiany' });
  await question.getByRole('button', { name: 'Zostań' }).click();
  await expect(page.getByLabel('Nazwa salonu')).toHaveValue('');
  await page.getByRole('link', { name: 'Zmień hasło' }).click();
  await page.getByRole('dialog', { name: 'Niezapisane zmiany' }).getByRole('button', { name: 'Opuść stronę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Zmiana hasła: ${salon.name}` })).toBeVisible();
});

test('works on a phone: every field is on screen and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromList(page);
  for (const label of ['Imię', 'Email', 'Miasto', 'Nazwa salonu', 'Telefon salonu', 'Adres salonu']) {
    const field = page.getByLabel(label);
    await field.scrollIntoViewIfNeeded();
    await expect(field, label).toBeInViewport();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
