import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './session.ts';
import { CSV_HEADER } from '@meble/domain/csv';
import { bulkCsvLines, csvLine as anyCsvLine, type CsvColumnKey } from '../kit/csv.ts';
import type { SeededCollection } from './seed.ts';

// Each worker's own copy of the demo's `manhattan` (seed.ts), with its element categories 'Pufy' and 'Siedziska'.
let collection: SeededCollection;
let LIST: string;
let IMPORT: string;
/** The demo's model and icon its first element names: a line must name uploaded files (D12). */
let files: { file: string; thumbUrl: string };

test.beforeAll(async ({ seed }) => {
  collection = await seed.collection('Import').copyOf('manhattan').create();
  LIST = `/collection/${collection.slug}/elements`;
  IMPORT = `${LIST}/import`;
  files = await seed.elementFiles(collection.slug);
});

const csvLine = (cells: Partial<Record<CsvColumnKey, string>>) => anyCsvLine({ ...files, ...cells });

const textBox = (page: Page) => page.getByLabel('Treść CSV');
const check = (page: Page) => page.getByRole('button', { name: 'Sprawdź' });
const importButton = (page: Page) => page.getByRole('button', { name: 'Importuj' });
const summary = (page: Page) => page.getByText(/^Wierszy: /);

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('paste two lines, one wrong: the dry run names it; fixed, the import creates both and the list shows them', async ({ page }) => {
  await page.goto(LIST);
  await page.getByRole('link', { name: 'Importuj z CSV' }).click();
  await expect(page).toHaveURL(IMPORT);
  await expect(page.getByRole('heading', { level: 1, name: `Import elementów z CSV — ${collection.name}` })).toBeVisible();
  await expect(importButton(page)).toBeDisabled();

  const good = csvLine({ name: 'CSV-E2E-1', category: 'Pufy' });
  await textBox(page).fill(`${good}\n${csvLine({ name: 'CSV-E2E-2', category: 'Pufy', priceA: '' })}\n`);
  await check(page).click();
  await expect(summary(page)).toHaveText('Wierszy: 2, do utworzenia: 0, błędów: 1');
  const problems = page.getByRole('table', { name: 'Wiersze z błędami' });
  await expect(problems.locator('tbody tr')).toHaveCount(1);
  await expect(problems.locator('tbody tr').first().locator('th, td')).toHaveText(['2', 'CSV-E2E-2', '18 (Cena A)', 'Wpisz cenę A']);
  await expect(importButton(page)).toBeDisabled();

  await textBox(page).fill(`${good}\n${csvLine({ name: 'CSV-E2E-2', category: 'Pufy', priceA: '990' })}\n`);
  await expect(page.getByText(/Treść zmieniła się od ostatniego sprawdzenia/)).toBeVisible();
  await check(page).click();
  await expect(summary(page)).toHaveText('Wierszy: 2, do utworzenia: 2, błędów: 0');
  await expect(page.getByRole('table', { name: 'Wiersze do utworzenia' }).getByRole('row')).toHaveCount(3);
  await expect(importButton(page)).toBeEnabled();

  await importButton(page).click();
  await expect(page.getByText('Zaimportowano 2 elementy')).toBeVisible();
  await expect(importButton(page)).toBeDisabled();
  await page.getByRole('link', { name: 'Wróć do listy elementów' }).click();
  await expect(page).toHaveURL(LIST);
  await page.getByLabel('Szukaj elementu').fill('CSV-E2E');
  await expect(page.getByText('Elementów: 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['CSV-E2E-1', 'CSV-E2E-2']);
});

test('a line naming a model that is not uploaded is refused at its column, as the form refuses it', async ({ page }) => {
  await page.goto(IMPORT);
  await textBox(page).fill(`${csvLine({ name: 'CSV-E2E-LITEROWKA', category: 'Pufy', file: 'literowka.glb' })}\n`);
  await check(page).click();
  await expect(summary(page)).toHaveText('Wierszy: 1, do utworzenia: 0, błędów: 1');
  const problems = page.getByRole('table', { name: 'Wiersze z błędami' });
  await expect(problems.locator('tbody tr').first().locator('th, td')).toHaveText(['1', 'CSV-E2E-LITEROWKA', '2 (Plik modelu)', 'Nie ma takiego pliku: literowka.glb']);
  await expect(importButton(page)).toBeDisabled();
});

test("an empty text: 'Pusty ciąg znaków'", async ({ page }) => {
  await page.goto(IMPORT);
  await check(page).click();
  await expect(page.getByText('Pusty ciąg znaków', { exact: true })).toBeVisible();
  await expect(importButton(page)).toBeDisabled();
});

test('a file loads into the text box', async ({ page }) => {
  await page.goto(IMPORT);
  const text = `${csvLine({ name: 'CSV-E2E-PLIK', category: 'Pufy' })}\n`;
  await page.getByLabel('Plik CSV').setInputFiles({ name: 'elementy.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(textBox(page)).toHaveValue(text);
  await check(page).click();
  await expect(summary(page)).toHaveText('Wierszy: 1, do utworzenia: 1, błędów: 0');
});

test('the template holds the header line; the export holds the collection', async ({ page }) => {
  await page.goto(IMPORT);
  await expect(page.getByRole('heading', { name: 'Kolumny pliku' })).toBeVisible();
  await expect(page.locator('.csv-column-list li')).toHaveCount(28);
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz szablon' }).click()]);
  expect(template.suggestedFilename()).toBe('szablon-elementow.csv');
  expect(readFileSync(await template.path(), 'utf8')).toBe(`\uFEFF${CSV_HEADER}\r\n`);

  await page.goto(LIST);
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Eksportuj do CSV' }).click()]);
  expect(exported.suggestedFilename()).toBe(`${collection.slug}-elementy.csv`);
  const lines = readFileSync(await exported.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe(`\uFEFF${CSV_HEADER}`);
  expect(lines.some((line) => line.startsWith('Pufa okrągła;'))).toBe(true);
});

test('a 10,000-line file: the dry run answers and the report stays short', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(IMPORT);
  const text = `${CSV_HEADER}\n${bulkCsvLines(10_000, ['Pufy', 'Siedziska'], 'E2E-BULK-', () => files).join('\n')}\n`;
  await page.getByLabel('Plik CSV').setInputFiles({ name: 'duzy.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(textBox(page)).not.toHaveValue('');
  await check(page).click();
  await expect(summary(page)).toHaveText(/^Wierszy: 10\s000, do utworzenia: 10\s000, błędów: 0$/, { timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Wiersze do utworzenia' }).locator('tbody tr')).toHaveCount(200);
  await expect(page.getByText(/^i 9\s?800 więcej$/)).toBeVisible();
  await expect(importButton(page)).toBeEnabled();
});
