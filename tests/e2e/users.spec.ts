import type { Browser, Page } from '@playwright/test';
import { expect, test } from './session.ts';

// Issue 12 end to end: an administrator makes a salon account in the browser, the salon signs in with it, the
// administrator sets a new password, and only the new one signs in from then on. A unique e-mail per run.

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
}

/** A browser of its own, signed out: a second person at another computer. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: undefined });
  return context.newPage();
}

test('an administrator creates a salon user, who signs in; a new password ends the old one and their session', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000); // one story in one test: four sign-ins, a create and a password change, each a production-cost scrypt
  const email = `salon-e2e-${Date.now()}@example.test`;
  const firstPassword = 'Pierwsze-Haslo-1';
  const newPassword = 'Drugie-Haslo-22';

  // Create, by keyboard where a person would type.
  await page.goto('/admin/create-user');
  await expect(page.getByRole('heading', { name: 'Dodaj użytkownika', level: 1 })).toBeVisible();
  // A rule broken first: the banner and the field's message, nothing created.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Miasto').fill('Ło');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wypełnij wszystkie pola' })).toBeVisible();
  await expect(page.getByText('Wpisz miasto')).toBeVisible();
  await page.getByLabel('Miasto').fill('Łódź');
  await expect(page.getByText('Wpisz miasto')).toHaveCount(0);
  await page.getByLabel('Imię').fill('Ewa Testowa');
  await page.getByLabel('Hasło', { exact: true }).fill(firstPassword);
  await page.getByLabel('Powtórz hasło', { exact: true }).fill(firstPassword);
  await page.getByLabel('Nazwa salonu').fill('Salon E2E');
  await page.getByLabel('Telefon salonu').fill('600 000 000');
  await page.getByLabel('Adres salonu').fill('ul. Testowa 1');
  const created = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('CreateUserMutation'));
  await page.getByLabel('Adres salonu').press('Enter');
  const answer = (await (await created).json()) as { data: { createUser: { user: { id: string } } } };
  const userId = answer.data.createUser.user.id;
  await expect(page.getByRole('status').filter({ hasText: 'Utworzono konto salonu „Salon E2E”.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users-list$/);

  // The same e-mail again (other case) is refused next to the field.
  await page.goto('/admin/create-user');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Miasto').fill('Łódź');
  await page.getByLabel('Hasło', { exact: true }).fill(firstPassword);
  await page.getByLabel('Powtórz hasło', { exact: true }).fill(firstPassword);
  await page.getByLabel('Nazwa salonu').fill('Salon E2E 2');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ten adres e-mail ma już konto').first()).toBeVisible();
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await expect(page).toHaveURL(/\/admin\/users-list$/);

  // The salon signs in at their own computer and lands on the client configurations.
  const salonPage = await freshPage(browser, baseURL);
  await signInThroughForm(salonPage, email, firstPassword);
  await expect(salonPage).toHaveURL(/\/client-configurations$/);
  await expect(salonPage.getByRole('banner')).toContainText('Ewa Testowa');

  // The administrator sets a new password: name and e-mail shown read-only.
  await page.goto(`/admin/user/change-password/${userId}`);
  await expect(page.getByRole('heading', { name: 'Zmiana hasła: Ewa Testowa', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Nowe hasło', { exact: true }).fill(newPassword);
  await page.getByLabel('Powtórz hasło', { exact: true }).fill('Inne-Haslo-333');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Podane hasła nie są jednakowe!')).toBeVisible();
  await page.getByLabel('Powtórz hasło', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zmieniono hasło użytkownika „Ewa Testowa”.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users-list$/);

  // The salon's open session has ended: their next page load signs them out.
  await salonPage.reload();
  await expect(salonPage).toHaveURL(/\/$/);
  await salonPage.context().close();

  // The old password no longer signs in; the new one does.
  const later = await freshPage(browser, baseURL);
  await signInThroughForm(later, email, firstPassword);
  await expect(later.getByText('Podane dane są nieprawidłowe')).toBeVisible();
  await signInThroughForm(later, email, newPassword);
  await expect(later).toHaveURL(/\/client-configurations$/);
  await later.context().close();
});
