import type { Page } from '@playwright/test';
import { signInWith } from './accounts.ts';
import { expect, openSignedIn, test } from './session.ts';
import { globalId, unique } from './seed.ts';

// D29 on the people's records: a translation's conflict, a user's history and its undo, and a client configuration
// that a salon deleted, restored by an administrator. Each test makes or names records of its own: the translation
// is the demo's label.sleepingFunction, which no other spec reads or edits, set to values of this run's.

const SALON1 = 'Salon Meblowy Kraków';
const ADMIN = { email: 'admin@example.com', password: 'Admin12345!' };

const historyOf = (page: Page) => page.getByRole('region', { name: 'Historia' });

test('a translation saved by someone else while the form is open: the conflict shows their value, and the form takes it', async ({ page, seed }) => {
  const stored = await seed.translation('label.sleepingFunction');
  const theirs = unique('Funkcja spania');
  const mine = unique('Spanie');
  await openSignedIn(page);
  await page.goto(`/settings-translations/edit/${encodeURIComponent(globalId('Translation', stored._id))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja tłumaczenia label.sleepingFunction' })).toBeVisible();
  const pl = page.getByRole('textbox', { name: 'Polski' });
  await expect(pl).toHaveValue(stored.pl);
  await expect(historyOf(page)).toBeVisible();

  // Another administrator saves first, through the API, with no version (as a legacy integration would).
  await seed.call('patch', `/api/cms/settings/translation/update/${stored._id}`, { pl: theirs, en: stored.en });

  await pl.fill(mine);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Ten rekord zmienił\(a\) .+ o .+\. Twoje zmiany nie zostały zapisane\.$/ })).toBeVisible();
  const changed = page.getByRole('region', { name: 'Co się zmieniło' });
  await expect(changed.getByRole('row', { name: /^Polski/ }).getByRole('cell')).toHaveText([mine, stored.pl, theirs]);
  // Nothing typed is lost, and nothing was saved; the other person's change is in the 'Historia' now.
  await expect(pl).toHaveValue(mine);
  await expect(historyOf(page).getByRole('listitem').first().getByRole('definition')).toHaveText(`${stored.pl} → ${theirs}`);
  await expect(page).toHaveURL(/\/settings-translations\/edit\//);

  await page.getByRole('button', { name: 'Weź aktualne wartości' }).click();
  await expect(pl).toHaveValue(theirs);
  await expect(changed).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Ten rekord zmienił(a)' })).toHaveCount(0);

  // Saved over the current version now: the list shows it.
  await page.getByRole('textbox', { name: 'Angielski' }).fill('Sleeping');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano tłumaczenie „label.sleepingFunction”.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'label.sleepingFunction' }) });
  await page.goto('/settings-translations?filter=sleepingFunction');
  await expect(row.getByRole('cell').nth(0)).toHaveText(theirs);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Sleeping');
});

test("a user's edit shows its history; 'Przywróć' writes the earlier value back, and the form shows it", async ({ page, seed }) => {
  const salon = await seed.salon('Zorza Historia').create();
  await openSignedIn(page);
  const editAddress = `/admin/user/edit/${encodeURIComponent(globalId('User', salon._id))}`;
  await page.goto(editAddress);
  await expect(page.getByRole('heading', { level: 1, name: `Edycja użytkownika: ${salon.name}` })).toBeVisible();
  await page.getByLabel('Miasto').fill('Łańcut');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/users-list/);

  await page.goto(editAddress);
  const city = page.getByLabel('Miasto');
  await expect(city).toHaveValue('Łańcut');
  const change = historyOf(page).getByRole('listitem').filter({ hasText: 'Zmiana' });
  await expect(change).toHaveCount(1);
  await expect(change.getByRole('definition')).toHaveText('Poznań → Łańcut');
  await expect(change.getByRole('term')).toHaveText('Miasto');

  await change.getByRole('button', { name: /^Przywróć/ }).click();
  await expect(page.getByText(`Przywrócono poprzednie wartości „${salon.name}”.`)).toBeVisible();
  // Nothing was typed: the form takes the record as the undo left it, and the undo's own entry is listed.
  await expect(city).toHaveValue('Poznań');
  await expect(historyOf(page).getByRole('listitem').filter({ hasText: 'Przywrócenie wartości' })).toHaveCount(1);
});

test.describe('a salon user', () => {
  test.use({ account: 'salon1' });

  test("deletes a configuration of their salon; an administrator restores it from the history, and its page shows again", async ({ page, seed, anotherPage }) => {
    const email = `${unique('przywrocona').replace(' ', '-')}@example.test`;
    const id = await seed.configuration(email, await seed.salonId(SALON1));
    const address = `/client-configuration-details/${encodeURIComponent(globalId('ClientConfiguration', id))}`;
    await openSignedIn(page, 'salon1');
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    await page.getByRole('button', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog', { name: `Usunąć konfigurację klienta ${email}?` });
    // The salon has no history: the dialog says who can bring it back.
    await expect(dialog).toContainText('Operacja trwale usuwa dane. Administrator może ją przywrócić przez 30 dni.');
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await expect(page).toHaveURL(/\/client-configurations$/);
    await expect(page.getByText(`Usunięto konfigurację klienta „${email}”.`)).toBeVisible();

    const admin = await anotherPage(null);
    await signInWith(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/collections$/);
    await admin.goto('/settings/history');
    await expect(admin.getByRole('heading', { level: 1, name: 'Historia zmian' })).toBeVisible();
    await admin.getByLabel('Rodzaj rekordu').selectOption({ label: 'Konfiguracja klienta' });
    await admin.getByLabel('Szukaj rekordu lub osoby').fill(email);
    // A configuration is named by its customer and its collection.
    const name = `${email} (manhattan)`;
    const deleted = admin.getByRole('listitem').filter({ hasText: `Usunięcie · Konfiguracja klienta „${name}”` });
    // The list as the filters left it (the address follows the typing, then the list): its create and its delete.
    await expect(admin).toHaveURL(/[?&]szukaj=/);
    await expect(admin.locator('[aria-busy="false"]').getByRole('listitem').filter({ hasText: name })).toHaveCount(2);
    await expect(deleted).toHaveCount(1);
    await deleted.getByRole('button', { name: /^Cofnij usunięcie/ }).click();
    await expect(admin.getByText(`Przywrócono „${name}” razem z tym, co usunięto.`)).toBeVisible();

    await admin.goto(address);
    await expect(admin.getByRole('heading', { level: 1, name: email })).toBeVisible();
    // An administrator's details screen lists the configuration's history: the delete and its undo.
    await expect(historyOf(admin).getByRole('listitem').filter({ hasText: 'Przywrócenie po usunięciu' })).toHaveCount(1);

    // The salon sees it again too.
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  });

  test("sees no 'Historia' on a configuration's details and gets no history screen", async ({ page, seed }) => {
    const email = `${unique('bez-historii').replace(' ', '-')}@example.test`;
    const id = await seed.configuration(email, await seed.salonId(SALON1));
    // Every answer of the graph, to check that none refused anything (a salon asking for a history would be).
    const answers: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/graphql')) answers.push(response.json().catch(() => null));
    });
    await openSignedIn(page, 'salon1');
    await page.goto(`/client-configuration-details/${encodeURIComponent(globalId('ClientConfiguration', id))}`);
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sofa E2E' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historia' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Przywróć|Cofnij)/ })).toHaveCount(0);
    const refused = (await Promise.all(answers)).filter((answer) => typeof answer === 'object' && answer !== null && 'errors' in answer);
    expect(answers.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);

    // The history screen is an administrator's setting: a salon user lands on their list.
    await page.goto('/settings/history');
    await expect(page).toHaveURL(/\/client-configurations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Historia zmian' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Historia zmian' })).toHaveCount(0);
  });
});
