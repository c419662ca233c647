import { expect, openSignedIn, test } from './session.ts';
import { unique } from './seed.ts';

// The demo data holds 42 configurator texts, among them button.saveConfiguration, and the product makes no others:
// the count is the demo's. Only this spec edits its texts, to a value of its own each time (history-people.spec.ts
// edits label.sleepingFunction, which this one leaves alone).

const LIST = '/settings-translations';

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('filters by a part of the key from 3 characters, any case, edits a translation and sees it in the list, filter kept', async ({ page, seed }) => {
  const stored = await seed.translation('button.saveConfiguration');
  const saved = unique('Zapisz mój projekt');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Tłumaczenia' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('Pokazano 25 z 42')).toBeVisible();

  const filter = page.getByRole('searchbox', { name: 'Szukaj klucza lub tekstu' });
  await filter.fill('bu');
  await expect(page.getByText('Filtr działa od 3 znaków: pokazano wszystkie tłumaczenia.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Tłumaczeń:' })).toHaveText('Tłumaczeń: 42');

  await filter.fill('xyzzy');
  await expect(page.getByText('Żadne tłumaczenie nie zawiera „xyzzy”.')).toBeVisible();
  await expect(page).toHaveURL(/\?filter=xyzzy$/);

  await filter.fill('BUTTON.SAVE');
  await expect(page).toHaveURL(/\?filter=BUTTON\.SAVE$/);
  await expect(rows).toHaveText(['button.saveConfiguration']);

  await filter.fill('button.save');
  await expect(page).toHaveURL(/\?filter=button\.save$/);
  await expect(rows).toHaveText(['button.saveConfiguration']);
  await expect(page.getByText('Pokazano 1 z 1')).toBeVisible();

  await page.getByRole('link', { name: 'Edytuj button.saveConfiguration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja tłumaczenia button.saveConfiguration' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Klucz' })).toHaveValue('button.saveConfiguration');
  await expect(page.getByRole('textbox', { name: 'Klucz' })).toHaveAttribute('readonly', '');
  const pl = page.getByRole('textbox', { name: 'Polski' });
  await expect(pl).toHaveValue(stored.pl);
  await expect(pl).toHaveAttribute('maxlength', '150');

  // A rule broken: the message next to the field, nothing saved.
  await pl.fill('   ');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Wpisz tekst po polsku').first()).toBeVisible();
  await expect(pl).toHaveAttribute('aria-invalid', 'true');

  await pl.fill(saved);
  await page.getByRole('textbox', { name: 'Angielski' }).fill('Save my design');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page.getByText('Zapisano tłumaczenie „button.saveConfiguration”.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings-translations\?filter=button\.save$/);
  await expect(filter).toHaveValue('button.save');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'button.saveConfiguration' }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(saved);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Save my design');

  await page.reload();
  await expect(row.getByRole('cell').nth(0)).toHaveText(saved);
});

test('shows the rest of the list with Pokaż więcej', async ({ page }) => {
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Pokaż więcej' }).click();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(42);
  await expect(page.getByText('Pokazano 42 z 42')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pokaż więcej' })).toHaveCount(0);
});

test("finds a translation by its text, whatever its case: 'zamknij' finds 'Zamknij' (D27)", async ({ page, seed }) => {
  const close = await seed.translation('button.close');
  expect(close.pl).toBe('Zamknij');
  await page.goto(LIST);
  const filter = page.getByRole('searchbox', { name: 'Szukaj klucza lub tekstu' });
  await filter.fill('zamknij');
  await expect(page).toHaveURL(/\?filter=zamknij$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'button.close', exact: true }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Zamknij');
});
