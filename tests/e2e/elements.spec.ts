import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './session.ts';
import { operationText } from './operations.ts';
import { elementCategoryDeleteBlocker, elementDeleteBlocker } from '@meble/domain/delete-rules';
import { comparePolish } from '@meble/domain/order';

// Each worker's own copy of the demo's `manhattan` (seed.ts): 26 elements in five categories, 'Pufy' among them.
let collectionPath: string;
let LIST: string;
/** An element a kit holds, with the kits that hold it. */
let inKits: { name: string; kitNames: string[] };

test.beforeAll(async ({ seed }) => {
  const { slug, elements, kits } = await seed.collection('Elementy').copyOf('manhattan').create();
  collectionPath = `/collection/${slug}`;
  LIST = `${collectionPath}/elements`;
  const { kits: held } = await seed.call<{ kits: { name: string; elements: string[] }[] }>('get', `/api/cms/collection/${slug}/kits`);
  const element = elements.find((candidate) => held.some((kit) => kit.elements.includes(candidate._id)));
  if (!element || kits.length === 0) throw new Error('the copy of manhattan has no element in a kit');
  inKits = { name: element.name, kitNames: held.filter((kit) => kit.elements.includes(element._id)).map((kit) => kit.name) };
});

/** The list's address followed by `rest` (a regular expression's text), as a whole-address pattern. */
const listAddress = (rest: string) => new RegExp(`${LIST}${rest}$`);

/** Counts the GraphQL operations of one name the page sends from now on. */
function countOperations(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationText(request.postData()).includes(`mutation ${name}`)) count++;
  });
  return () => count;
}

/** The number in 'Elementów: N'. */
async function elementCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^Elementów: \d+$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

const nameLinks = (page: Page) => page.getByRole('table').getByRole('rowheader').getByRole('link');

/** A details row (dt) and its value (dd). */
const detail = (page: Page, term: string) => page.locator('dl.details').locator(`dt:text-is("${term}") + dd`);

/** Fills the create form with a valid pouf and saves it; resolves on the new element's page. */
async function createElement(page: Page, name: string, priceA = '1234,50'): Promise<void> {
  await page.goto(`${LIST}/create`);
  await page.getByLabel('Nazwa (indeks)').fill(name);
  // The newest stored model (the demo's, or one another spec uploaded): the files are chosen, never typed.
  const model = page.getByRole('combobox', { name: 'Plik modelu' });
  await model.click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await model.press('ArrowDown');
  await model.press('Enter');
  await expect(model).not.toHaveValue('');
  await page.getByLabel('Kategoria').selectOption({ label: 'Pufy' });
  await page.getByLabel('Lewa').check();
  await page.getByLabel('Prawa').check();
  await page.getByLabel('Kąt').fill('90');
  await expect(page.getByLabel('Szerokość dolna (dimb)')).toHaveCount(0);
  await page.getByLabel('Szerokość (dx)').fill('60');
  await page.getByLabel('Głębokość (dy)').fill('60');
  await page.getByLabel('Wysokość (dz)').fill('45');
  await page.getByLabel('Krótki opis', { exact: true }).fill('Puf kwadratowy');
  await page.getByLabel('Cena A').fill(priceA);
  await page.getByLabel('Cena B').fill('1300');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(listAddress('/(?!create|edit)[^/]+'));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('the list filters by name from 3 characters, on the server', async ({ page }) => {
  await page.goto(collectionPath);
  await page.getByRole('navigation', { name: 'Kolekcja' }).getByRole('link', { name: 'Lista elementów' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(nameLinks(page).first()).toBeVisible();
  const total = await elementCount(page);
  expect(total).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole('columnheader')).toHaveText(['Nazwa⇅', 'Kategoria', 'Ikona', 'Cena A⇅', 'Dostępny', 'Akcje']);
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/zł$/);

  const name = (await nameLinks(page).last().textContent()) ?? '';
  const part = name.slice(0, 3);
  const filter = page.getByLabel('Szukaj elementu');
  // Two characters do not filter yet.
  await filter.fill(part.slice(0, 2));
  await page.waitForTimeout(600);
  await expect(page.getByText(`Elementów: ${total}`, { exact: true })).toBeVisible();

  await filter.fill(part);
  await expect(nameLinks(page).filter({ hasText: name }).first()).toBeVisible();
  await expect
    .poll(async () => (await nameLinks(page).allTextContents()).every((text) => text.toLowerCase().includes(part.toLowerCase())))
    .toBe(true);
  const filtered = await elementCount(page);
  expect(filtered).toBe(await nameLinks(page).count());

  // Nothing matches: the count says 0.
  await filter.fill('zzzqqq');
  await expect(page.getByText('Elementów: 0', { exact: true })).toBeVisible();
  await expect(page.getByText('Żaden element nie pasuje do filtra.')).toBeVisible();

  // A category narrows the list too.
  await filter.fill('');
  await page.getByLabel('Kategoria').selectOption({ label: 'Pufy' });
  await expect.poll(() => elementCount(page)).toBeLessThan(total);
  await expect
    .poll(async () => (await page.getByRole('table').getByRole('row').locator('td:nth-child(2)').allTextContents()).every((t) => t === 'Pufy'))
    .toBe(true);
});

test('a sort by price A and a filter stay in the address: a reload shows the same list', async ({ page }) => {
  await page.goto(LIST);
  await expect(nameLinks(page).first()).toBeVisible();
  const priceHeader = page.getByRole('columnheader', { name: /Cena A/ });
  // Each order is waited for as a person sees it, before the next action.
  await priceHeader.getByRole('button', { name: 'Cena A' }).click();
  await expect(page).toHaveURL(/[?&]sort=PRICE_A_ASC/);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await priceHeader.getByRole('button', { name: 'Cena A' }).click();
  await expect(page).toHaveURL(/[?&]sort=PRICE_A_DESC/);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await page.getByLabel('Szukaj elementu').fill('puf');
  await expect(page).toHaveURL(/[?&]filter=puf/);
  await expect(page).toHaveURL(/[?&]sort=PRICE_A_DESC/);
  const prices = async () =>
    (await page.getByRole('table').locator('tbody tr td:nth-child(4)').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  // The filtered answer replaces the list once it arrives, in the chosen order.
  await expect
    .poll(async () => {
      const names = await nameLinks(page).allTextContents();
      const shownPrices = await prices();
      return (
        names.length > 1 &&
        names.every((text) => text.toLowerCase().includes('puf')) &&
        shownPrices.every((price, i) => i === 0 || price <= shownPrices[i - 1]!)
      );
    })
    .toBe(true);
  const shown = await nameLinks(page).allTextContents();

  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Cena A/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Szukaj elementu')).toHaveValue('puf');
  await expect(nameLinks(page)).toHaveText(shown);
});

test('create an element and find it in the list', async ({ page }) => {
  await page.goto(LIST);
  await expect(page.getByText(/^Elementów: \d+$/)).toBeVisible();
  const before = await elementCount(page);
  await page.getByRole('main').getByRole('link', { name: 'Dodaj element' }).click();
  await expect(page).toHaveURL(`${LIST}/create`);
  await createElement(page, 'PUF-E2E-1');

  await expect(detail(page, 'Kategoria')).toHaveText('Pufy');
  await expect(detail(page, 'Łączenie')).toHaveText('Dowolnie');
  await expect(page.getByRole('row', { name: /^Cena A/ })).toContainText('1 234,50 zł');
  await expect(page.getByRole('row', { name: /^Cena B/ })).toContainText('1 300,00 zł');

  await page.goto(LIST);
  await expect.poll(() => elementCount(page)).toBe(before + 1);
  await page.getByLabel('Szukaj elementu').fill('PUF-E2E');
  // As a person waits for the results: once the filter is applied the rows move (the match comes first), and a
  // click aimed at the unfiltered list's row would land where that row no longer is.
  await expect(page).toHaveURL(/[?&]filter=PUF-E2E(&|$)/);
  await expect(nameLinks(page).filter({ hasNotText: 'PUF-E2E' })).toHaveCount(0);
  const link = nameLinks(page).filter({ hasText: 'PUF-E2E-1' });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'PUF-E2E-1' })).toBeVisible();
});

test("a create with empty fields shows the spec's messages and sends nothing", async ({ page }) => {
  const creates = countOperations(page, 'CreateElementMutation');
  await page.goto(`${LIST}/create`);
  await page.getByLabel('Opis', { exact: true }).fill('Bez nazwy');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page.getByRole('alert').first()).toHaveText('Wypełnij wymagane pola');
  await expect(page.getByLabel('Nazwa (indeks)')).toBeFocused();
  for (const message of ['Wpisz nazwę', 'Wybierz plik', 'Wybierz kategorię', 'Wpisz cenę A', 'Wpisz kąt', 'Wybierz typ łączenia']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Podaj wymiary', { exact: true })).toHaveCount(3);
  await expect(page.getByLabel('Opis', { exact: true })).toHaveValue('Bez nazwy');
  await expect(page).toHaveURL(/\/elements\/create$/);
  expect(creates()).toBe(0);

  // The bottom width appears only for an angle other than 90.
  await page.getByLabel('Kąt').fill('45');
  await expect(page.getByLabel('Szerokość dolna (dimb)')).toBeVisible();
  await page.getByLabel('Kąt').fill('90');
  await expect(page.getByLabel('Szerokość dolna (dimb)')).toHaveCount(0);
});

test('a filled but invalid value says what is allowed, the banner names it, and a long name counts its characters', async ({ page }) => {
  const updates = countOperations(page, 'UpdateElementMutation');
  await page.goto(LIST);
  await nameLinks(page).first().click();
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(listAddress('/edit/.+'));

  const width = page.getByLabel('Szerokość (dx)');
  await width.fill('abc');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  const allowed = 'Wymiary: liczba od 0 do 9999,9 (najwyżej jedna cyfra po przecinku)';
  // The message, then the field's hint ('W centymetrach.').
  const describedBy = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);
  await expect(width).toHaveAccessibleDescription(describedBy(allowed));
  await expect(page.getByRole('alert').first()).toHaveText(allowed);
  await width.fill('-5');
  await page.getByLabel('Kąt').fill('ab');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(width).toHaveAccessibleDescription(describedBy(allowed));
  await expect(page.getByLabel('Kąt')).toHaveAccessibleDescription(describedBy('Kąt: liczba całkowita od 0 do 999'));
  await expect(page.getByRole('alert').first()).toHaveText('Popraw 2 pola. Kąt: liczba całkowita od 0 do 999');

  // Near its limit of 60 the short description counts; at the limit the browser stops the typing, visibly.
  const short = page.getByLabel('Krótki opis', { exact: true });
  await short.fill('x'.repeat(57));
  await expect(page.getByText('57/60')).toBeVisible();
  await short.pressSequentially('yyyy');
  await expect(short).toHaveValue(`${'x'.repeat(57)}yyy`);
  await expect(page.getByText('60/60')).toBeVisible();
  expect(updates()).toBe(0);
});

test("edit an element's price A and see it on its page; the discount stays", async ({ page }) => {
  const updates = countOperations(page, 'UpdateElementMutation');
  await page.goto(LIST);
  const first = nameLinks(page).first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const discount = await detail(page, 'Rabat').textContent();

  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(listAddress('/edit/.+'));
  await expect(page.getByLabel('Nazwa (indeks)')).toHaveValue(name);
  await expect(page.getByLabel('Cena A')).toHaveValue(/^\d+,\d\d$/);

  // No side ticked: the rule's message, and no save button (spec part 2 §5).
  const left = page.getByLabel('Lewa');
  const right = page.getByLabel('Prawa');
  const wasLeft = await left.isChecked();
  const wasRight = await right.isChecked();
  await left.uncheck();
  await right.uncheck();
  await expect(page.getByText('Wybierz rodzaj łączenia')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz' })).toHaveCount(0);
  await left.setChecked(wasLeft);
  await right.setChecked(wasRight);

  await page.getByLabel('Cena A').fill('1999,99');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(listAddress('/(?!edit)[^/]+'));
  await expect(page.getByRole('row', { name: /^Cena A/ })).toContainText('1 999,99 zł');
  await expect(detail(page, 'Rabat')).toHaveText(discount ?? '');
  expect(updates()).toBe(1);
  await page.reload();
  await expect(page.getByRole('row', { name: /^Cena A/ })).toContainText('1 999,99 zł');
});

test('delete an element with usuń', async ({ page }) => {
  const deletes = countOperations(page, 'DeleteElementMutation');
  await createElement(page, 'PUF-E2E-DO-USUNIECIA');
  const remove = page.getByRole('button', { name: 'Usuń' });
  await remove.click();
  await expect(page.getByText('Zostanie usunięty element „PUF-E2E-DO-USUNIECIA”.')).toBeVisible();
  const word = page.getByLabel('Wpisz „usuń”, aby potwierdzić');
  await word.fill('usun');
  await remove.click();
  await expect(word).toHaveAttribute('aria-invalid', 'true');
  expect(deletes()).toBe(0);

  await word.fill('usuń');
  await remove.click();
  await expect(page).toHaveURL(LIST);
  expect(deletes()).toBe(1);
  await page.getByLabel('Szukaj elementu').fill('PUF-E2E-DO');
  await expect(page.getByText('Elementów: 0', { exact: true })).toBeVisible();
  await expect(nameLinks(page)).toHaveCount(0);
});

test("a list's delete says first what stands in the way, with links to it and no word to type: an element in kits, a category with elements", async ({ page }) => {
  await page.goto(LIST);
  await page.getByRole('button', { name: `Akcje dla „${inKits.name}”` }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const elementDialog = page.getByRole('dialog', { name: `Usuwanie elementu „${inKits.name}”` });
  // The API's own refusal, naming the kits in Polish order: the same rule, said before any typing.
  await expect(elementDialog.getByText(/^Nie można usunąć elementu/)).toHaveText(elementDeleteBlocker({ kitNames: [...inKits.kitNames].sort(comparePolish) }) ?? '');
  await expect(elementDialog.getByLabel('Wpisz „usuń”, aby potwierdzić')).toHaveCount(0);
  await expect(elementDialog.getByRole('button', { name: 'Usuń' })).toHaveCount(0);
  // Each kit in the way is a link, in the reason's order; the first leads to that kit.
  const kitNames = [...inKits.kitNames].sort(comparePolish);
  const kitLinks = elementDialog.getByRole('list').getByRole('link');
  await expect(kitLinks).toHaveText(kitNames);
  await kitLinks.first().click();
  await expect(page.getByRole('heading', { level: 1, name: kitNames[0] })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${collectionPath}/categories`);
  await page.getByRole('button', { name: 'Akcje dla „Pufy”' }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Usuwanie kategorii „Pufy”' });
  await expect(categoryDialog.getByText(/^Nie można usunąć kategorii/)).toHaveText(elementCategoryDeleteBlocker({ elementCount: 3 }) ?? '');
  await expect(categoryDialog.getByRole('button', { name: 'Usuń' })).toHaveCount(0);
  // The elements in the way: the list of that category.
  await categoryDialog.getByRole('link', { name: 'Elementy kategorii „Pufy”' }).click();
  await expect(page.getByLabel('Kategoria')).toHaveValue(/.+/);
  await expect(page.getByText('Elementów: 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(3);
});
