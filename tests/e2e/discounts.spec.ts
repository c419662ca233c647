import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './session.ts';
import { operationText } from './operations.ts';

// Each worker's own copy of the demo's `manhattan` (seed.ts): 26 elements, 3 of them in 'Pufy'.
let collectionPath: string;
let discountsPath: string;

test.beforeAll(async ({ seed }) => {
  const { slug } = await seed.collection('Rabaty').copyOf('manhattan').create();
  collectionPath = `/collection/${slug}`;
  discountsPath = `${collectionPath}/discounts`;
});

/** Counts the GraphQL operations of one name the page sends from now on. */
function countOperations(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationText(request.postData()).includes(`mutation ${name}`)) count++;
  });
  return () => count;
}

/** The collection discount as the view shows it. */
const collectionDiscount = (page: Page) => page.locator('dl.details').locator('dt:text-is("Rabat kolekcji") + dd');

/** The discount cell of an element's row in the view. */
const elementDiscount = (page: Page, name: string) =>
  page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell').last();

/** The first element's name in the table. */
async function firstElementName(page: Page): Promise<string> {
  return ((await page.getByRole('table').getByRole('rowheader').first().textContent()) ?? '').trim();
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('the collection sub-menu leads to the discounts', async ({ page }) => {
  await page.goto(collectionPath);
  await page.getByRole('link', { name: 'Rabaty' }).click();
  await expect(page).toHaveURL(new RegExp(`${discountsPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Rabaty — / })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader').nth(19)).toBeVisible();
});

test('Edycja, new discounts, Zapisz: the view and a reload show them', async ({ page }) => {
  const saves = countOperations(page, 'UpdateDiscountsMutation');
  await page.goto(discountsPath);
  const name = await firstElementName(page);

  await page.getByRole('button', { name: 'Edycja' }).click();
  await page.getByLabel('Rabat kolekcji (%)').fill('15');
  await page.getByLabel(`Rabat: ${name}`, { exact: true }).fill('25');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page.getByRole('button', { name: 'Edycja' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(collectionDiscount(page)).toHaveText('15%');
  await expect(elementDiscount(page, name)).toHaveText('25%');
  expect(saves()).toBe(1);

  await page.reload();
  await expect(collectionDiscount(page)).toHaveText('15%');
  await expect(elementDiscount(page, name)).toHaveText('25%');
});

test("'abc' is flagged and nothing is sent; Anuluj drops the edits", async ({ page }) => {
  const saves = countOperations(page, 'UpdateDiscountsMutation');
  await page.goto(discountsPath);
  const name = await firstElementName(page);
  const before = (await elementDiscount(page, name).textContent()) ?? '';

  await page.getByRole('button', { name: 'Edycja' }).click();
  const field = page.getByLabel(`Rabat: ${name}`, { exact: true });
  await field.fill('abc');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  // Filled, so not 'Wypełnij wymagane pola': what a discount may be, next to the field and in the banner.
  await expect(page.getByRole('alert')).toHaveText('Rabat: liczba całkowita od 0 do 100');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Rabat: liczba całkowita od 0 do 100');
  expect(saves()).toBe(0);

  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(elementDiscount(page, name)).toHaveText(before);
});

test('the save bar stays on the screen with the count; the table keeps its width; a value set for a category; a phone', async ({ page }) => {
  await page.goto(discountsPath);
  const table = page.getByRole('table');
  const viewWidth = (await table.boundingBox())?.width;

  await page.getByRole('button', { name: 'Edycja' }).click();
  const bar = page.getByRole('region', { name: 'Zapisywanie rabatów' });
  // 26 rows of fields: 'Zapisz' is on the screen without scrolling, and still after scrolling to the end.
  await expect(bar.getByRole('button', { name: 'Zapisz' })).toBeInViewport();
  await expect(bar.getByRole('status')).toHaveText('Brak niezapisanych zmian');
  expect((await table.boundingBox())?.width).toBe(viewWidth);

  await page.getByLabel('Rabat (%)', { exact: true }).fill('12');
  await page.getByLabel('Dla', { exact: true }).selectOption({ label: 'Kategoria „Pufy” (3)' });
  await page.getByRole('button', { name: 'Ustaw' }).click();
  await expect(bar.getByRole('status')).toHaveText('3 niezapisane zmiany');
  await page.getByLabel('Kategoria', { exact: true }).selectOption({ label: 'Pufy' });
  await expect(table.getByRole('textbox')).toHaveCount(3);
  for (const input of await table.getByRole('textbox').all()) await expect(input).toHaveValue('12');
  await page.getByRole('button', { name: 'Wyczyść filtr' }).click();
  await table.getByRole('textbox').last().scrollIntoViewIfNeeded();
  await expect(bar.getByRole('button', { name: 'Anuluj' })).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Rabat kolekcji (%)').scrollIntoViewIfNeeded();
  await expect(bar.getByRole('button', { name: 'Zapisz' })).toBeInViewport();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

  await bar.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByRole('button', { name: 'Edycja' })).toBeFocused();

  // The filter is kept in the address: a reload shows the same narrowed list.
  await page.getByLabel('Kategoria', { exact: true }).selectOption({ label: 'Pufy' });
  await expect(page).toHaveURL(/[?&]category=/);
  await page.reload();
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  await expect(page.getByLabel('Kategoria', { exact: true }).locator('option:checked')).toHaveText('Pufy');
});
