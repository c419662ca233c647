import type { Page } from '@playwright/test';
import { csvLine } from '../kit/csv.ts';
import { signInWith } from './accounts.ts';
import { violations } from './axe.ts';
import { globalId } from './seed.ts';
import { expect, test } from './session.ts';

// D29 in the browser: two administrators edit one element, the later save shows the conflict instead of undoing the
// earlier one; every change is in the history with its person and time, and a change or a delete can be undone.
let collectionPath: string;
/** The uploaded model and icon a CSV line names (D12). */
let files: { file: string; thumbUrl: string };
let elements: { _id: string; name: string }[];
/** The second editor: the demo administrator again, signed in at another computer (a second browser). */
const colleague = { name: 'Administrator', email: 'admin@example.com', password: 'Admin12345!' };

test.beforeAll(async ({ seed }) => {
  const copy = await seed.collection('Historia').copyOf('manhattan').create();
  collectionPath = `/collection/${copy.slug}`;
  files = await seed.elementFiles(copy.slug);
  const { kits } = await seed.call<{ kits: { elements: string[] }[] }>('get', `/api/cms/collection/${copy.slug}/kits`);
  // Elements no kit holds: they can be deleted.
  elements = copy.elements.filter((element) => !kits.some((kit) => kit.elements.includes(element._id)));
});

const elementPath = (element: { _id: string }) => `${collectionPath}/elements/${encodeURIComponent(globalId('Element', element._id))}`;
const editPath = (element: { _id: string }) => `${collectionPath}/elements/edit/${encodeURIComponent(globalId('Element', element._id))}`;
const detail = (page: Page, term: string) => page.locator('dl.details').locator(`dt:text-is("${term}") + dd`);
const priceA = (page: Page) => page.getByRole('row', { name: /^Cena A/ }).getByRole('cell').last();
const history = (page: Page) => page.getByRole('region', { name: 'Historia' });

test('a save from a form opened before a colleague saved shows the conflict; keeping the new description saves both', async ({ page, anotherPage }) => {
  test.setTimeout(60_000); // a second person signs in through the form: a production-cost scrypt check
  const element = elements[0]!;
  await page.goto(editPath(element));
  await expect(page.getByLabel('Cena A')).toHaveValue(/\d/);
  const openedPrice = await page.getByLabel('Cena A').inputValue();

  // A colleague, at another computer, lowers price A and saves.
  const colleaguePage = await anotherPage(null);
  await signInWith(colleaguePage, colleague.email, colleague.password);
  await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  await colleaguePage.goto(editPath(element));
  await colleaguePage.getByLabel('Cena A').fill('1111,00');
  await colleaguePage.getByRole('button', { name: 'Zapisz' }).click();
  await expect(colleaguePage).toHaveURL(new RegExp(`${elementPath(element).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  // The administrator, whose form still shows the old price, changes only the description and saves.
  await page.getByLabel('Opis', { exact: true }).fill('Opis po targach');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Twoje zmiany nie zostały zapisane.' });
  await expect(banner).toHaveText(new RegExp(`^Ten rekord zmienił\\(a\\) ${colleague.name} o \\d{2}:\\d{2}\\. Twoje zmiany nie zostały zapisane\\.$`));
  const changed = page.getByRole('region', { name: 'Co się zmieniło' });
  await expect(changed.getByRole('row', { name: /^Cena A/ }).getByRole('cell')).toHaveText([`${openedPrice} zł`, `${openedPrice} zł`, '1111,00 zł']);
  await expect(changed.getByRole('row', { name: /^Opis/ }).getByRole('cell').first()).toHaveText('Opis po targach');
  // Nothing typed is lost.
  await expect(page.getByLabel('Opis', { exact: true })).toHaveValue('Opis po targach');
  expect(await violations(page)).toEqual([]);

  await changed.getByRole('button', { name: 'Zapisz moje zmiany' }).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURIComponent(globalId('Element', element._id)).replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')}$`));
  await expect(detail(page, 'Opis')).toHaveText('Opis po targach');
  await expect(priceA(page)).toHaveText('1 111,00 zł');

  // The history names both people, newest first, with what each changed.
  const entries = history(page).getByRole('listitem');
  await expect(entries.first()).toContainText('Opis po targach');
  await expect(entries.nth(1)).toContainText(colleague.name);
  await expect(entries.nth(1)).toContainText('Cena A');
  await expect(entries.nth(1)).toContainText('1 111,00 zł');
});

test("'Przywróć' on a change writes its old values back, and the history records the undo", async ({ page }) => {
  const element = elements[1]!;
  await page.goto(editPath(element));
  const before = await page.getByLabel('Kąt').inputValue();
  await page.getByLabel('Kąt').fill('45');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(detail(page, 'Kąt')).toHaveText('45°');

  const change = history(page).getByRole('listitem').first();
  await expect(change).toContainText('Kąt');
  await change.getByRole('button', { name: /^Przywróć/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `Przywrócono poprzednie wartości „${element.name}”.` })).toBeVisible();
  await expect(detail(page, 'Kąt')).toHaveText(`${before}°`);
  await expect(history(page).getByRole('listitem').first()).toContainText('Przywrócenie wartości');
  await expect(history(page).getByRole('listitem').nth(1)).toContainText('Cofnięte.');
});

test('a deleted element comes back from the history of every change, with its id, and the undo is said', async ({ page }) => {
  const element = elements[2]!;
  await page.goto(elementPath(element));
  await page.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText(`Zostanie usunięty element „${element.name}”. Usunięcie można cofnąć w historii przez 30 dni.`)).toBeVisible();
  await page.getByLabel('Wpisz „usuń”, aby potwierdzić').fill('usuń');
  await page.getByRole('button', { name: 'Usuń' }).click();
  await expect(page).toHaveURL(new RegExp(`${collectionPath}/elements$`));

  // Ustawienia → Historia zmian, narrowed to elements and the element's name.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Historia zmian' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historia zmian' })).toBeVisible();
  await page.getByLabel('Rodzaj rekordu').selectOption({ label: 'Element' });
  await page.getByLabel('Szukaj rekordu lub osoby').fill(element.name);
  await expect(page).toHaveURL(/rodzaj=element/);
  await expect(page).toHaveURL(/[?&]szukaj=/);
  const deleted = page.getByRole('listitem').filter({ hasText: `Usunięcie · Element „${element.name}”` });
  await expect(deleted).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  await deleted.getByRole('button', { name: /^Cofnij usunięcie/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `Przywrócono „${element.name}” razem z tym, co usunięto.` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Przywrócenie po usunięciu · Element „${element.name}”` })).toHaveCount(1);
  await expect(deleted).toContainText('Cofnięte.');

  // The same address as before the delete shows it again.
  await page.goto(elementPath(element));
  await expect(page.getByRole('heading', { level: 1, name: element.name })).toBeVisible();
});

test('an import is taken back from the history its screen links to', async ({ page }) => {
  const name = `Import cofnięty ${Date.now().toString(36)}`;
  await page.goto(`${collectionPath}/elements/import`);
  await page.getByLabel('Treść CSV').fill(`${csvLine({ name, category: 'Pufy', ...files })}\n`);
  await page.getByRole('button', { name: 'Sprawdź' }).click();
  await page.getByRole('button', { name: 'Importuj' }).click();
  const result = page.getByRole('region', { name: 'Zaimportowano 1 element' });
  await expect(result).toContainText('Import można cofnąć w historii zmian');
  await result.getByRole('link', { name: 'historii zmian' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Historia zmian' })).toBeVisible();
  const imported = page.getByRole('listitem').filter({ hasText: 'Import CSV' }).first();
  await expect(imported).toContainText('Wierszy: 1');
  await imported.getByRole('button', { name: /^Cofnij import/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Cofnięto import „.+”: usunięto to, co utworzył\.$/ })).toBeVisible();

  await page.goto(`${collectionPath}/elements`);
  await page.getByLabel('Szukaj elementu').fill(name);
  await expect(page.getByText('Elementów: 0', { exact: true })).toBeVisible();
});
