// The suite's longest story: its file sorts early among the specs, so it does not end the run alone on one worker.
import { signInWith } from './accounts.ts';
import { expect, test } from './session.ts';
import { unique } from './seed.ts';

// Users and salons end to end, one story: an administrator makes a salon account in the browser and the salon signs in
// with it; the administrator finds the salon in the users list, changes its password through the row's menu (the
// old one stops working, the new one works), then deletes it through the dialog, and it can no longer sign in.
// Each sign-in is a production-cost scrypt check: only the ones the story needs (four), and sessions are checked
// by reloading a page instead. A unique name and e-mail per test.

test('an administrator creates a salon user who signs in, changes its password from the list, then deletes it', async ({ page, anotherPage }) => {
  test.setTimeout(90_000); // four sign-ins, a create and a password change: each a production-cost scrypt
  const name = unique('Ewa Testowa');
  const email = `${name.toLowerCase().replace(' ', '.').replace(' ', '-')}@example.test`;
  const firstPassword = 'Pierwsze-Haslo-1';
  const newPassword = 'Drugie-Haslo-22';
  const rowOf = (who: string) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: who }) });

  // The list is in the browser's store before the user exists: coming back to it must still show them.
  await page.goto('/admin/users-list');
  const heading = page.getByRole('heading', { level: 1, name: 'Użytkownicy i salony' });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^Pokazano \d+ z \d+$/)).toBeVisible();
  await page.locator('.screen-head').getByRole('link', { name: 'Dodaj użytkownika' }).click();

  // Create, by keyboard where a person would type.
  await expect(page.getByRole('heading', { name: 'Dodaj użytkownika', level: 1 })).toBeVisible();
  // A rule broken first: the banner and the field's message, nothing created.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Miasto').fill('Ło');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wypełnij wszystkie pola' })).toBeVisible();
  await expect(page.getByText('Wpisz miasto').first()).toBeVisible();
  await page.getByLabel('Imię').fill(name);
  await page.getByLabel('Hasło', { exact: true }).fill(firstPassword);
  await page.getByLabel('Powtórz hasło', { exact: true }).fill(firstPassword);
  await page.getByLabel('Nazwa salonu').fill('Salon E2E');
  await page.getByLabel('Telefon salonu').fill('600 000 000');
  await page.getByLabel('Adres salonu').fill('ul. Testowa 1');
  // Every field filled, one of them wrong: the banner names it instead of asking to fill them all.
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wpisz miasto' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Wypełnij wszystkie pola' })).toHaveCount(0);
  await page.getByLabel('Miasto').fill('Łódź');
  await expect(page.getByText('Wpisz miasto')).toHaveCount(0);
  await page.getByLabel('Adres salonu').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Utworzono konto salonu „Salon E2E”.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users-list$/);
  await expect(rowOf(name).getByRole('cell')).toHaveText([email, 'Łódź', 'Nie', 'Salon E2E', '⋯']);

  // The salon signs in at their own computer and lands on the client configurations.
  const salonPage = await anotherPage(null);
  await signInWith(salonPage, email, firstPassword);
  await expect(salonPage).toHaveURL(/\/client-configurations$/);
  await expect(salonPage.getByRole('heading', { level: 1, name: 'Konfiguracje klientów' })).toBeVisible();
  await expect(salonPage.getByRole('banner')).toContainText(name);

  // The administrator chooses 'Zmień hasło' in the row's menu: name and e-mail shown read-only, the name in the trail.
  await rowOf(name).getByRole('button', { name: `Akcje dla „${name}”` }).click();
  await page.getByRole('menuitem', { name: 'Zmień hasło' }).click();
  await expect(page.getByRole('heading', { name: `Zmiana hasła: ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ścieżka' })).toContainText(`Zmiana hasła: ${name}`);
  await expect(page).toHaveTitle(new RegExp(`^Zmiana hasła: ${name} — `));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Nowe hasło', { exact: true }).fill('Inne-Haslo-333');
  await page.getByLabel('Powtórz hasło', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  // Both filled: the mismatch is named in the banner too.
  await expect(page.getByRole('alert').filter({ hasText: 'Podane hasła nie są jednakowe!' })).toBeVisible();
  const repeat = page.getByLabel('Powtórz hasło', { exact: true });
  await expect(repeat).toHaveAccessibleDescription(/Podane hasła nie są jednakowe!/);
  // Fixed from the password field: the repeat's message goes with the mismatch.
  await page.getByLabel('Nowe hasło', { exact: true }).fill(newPassword);
  await expect(repeat).not.toHaveAccessibleDescription(/Podane hasła nie są jednakowe!/);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Zmieniono hasło użytkownika „${name}”.` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users-list$/);

  // The salon's open session has ended: their next page load signs them out.
  await salonPage.reload();
  await expect(salonPage).toHaveURL(/\/$/);

  // The old password no longer signs in; the new one does.
  await signInWith(salonPage, email, firstPassword);
  await expect(salonPage.getByText('Podane dane są nieprawidłowe')).toBeVisible();
  await signInWith(salonPage, email, newPassword);
  await expect(salonPage).toHaveURL(/\/client-configurations$/);

  // The administrator deletes the salon from the list, through the dialog.
  await rowOf(name).getByRole('button', { name: `Akcje dla „${name}”` }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const dialog = page.getByRole('dialog', { name: `Czy chcesz usunąć ${name}?` });
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Usunięto użytkownika „${name}”.` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);

  // Their session ends at once, and they can no longer sign in.
  await salonPage.reload();
  await expect(salonPage).toHaveURL(/\/$/);
  await signInWith(salonPage, email, newPassword);
  await expect(salonPage.getByText('Podane dane są nieprawidłowe')).toBeVisible();
  await expect(salonPage).toHaveURL(/\/$/);
});
