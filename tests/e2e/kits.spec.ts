import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './session.ts';
import { operationText } from './operations.ts';
import type { SeededCollection } from './seed.ts';

// Each worker's own copies of the demo's `manhattan` (seed.ts): 5 kits, 'Narożnik relaks z zagłówkami' hidden. The
// list is checked on one that no test changes; kits are made and deleted in the other.
let catalogue: SeededCollection;
let workshop: SeededCollection;
let SETS: string;

test.beforeAll(async ({ seed }) => {
  catalogue = await seed.collection('Zestawy').copyOf('manhattan').create();
  workshop = await seed.collection('Nowe zestawy').copyOf('manhattan').create();
  SETS = `/collection/${workshop.slug}/sets`;
});

/** A kit's address in the collection: the list's followed by one segment. */
const kitAddress = () => new RegExp(`${SETS}/[^/]+$`);

/** Counts the GraphQL operations of one name the page sends from now on. */
function countOperations(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationText(request.postData()).includes(`mutation ${name}`)) count++;
  });
  return () => count;
}

/** The row of the kits list whose name link is `name`. */
const kitRow = (page: Page, name: string) =>
  page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The kit view's element rows (header row left out). */
const elementRows = (page: Page) => page.getByRole('table', { name: /^Elementy zestawu/ }).locator('tbody tr');

/** Searches the picker and adds the one result named `name`. */
async function pick(page: Page, search: string, name: string): Promise<void> {
  await page.getByLabel('Szukaj elementu').fill(search);
  await page.getByRole('button', { name: `Dodaj ${name}`, exact: true }).click();
}

/** Creates a kit of two demo elements on the list screen; resolves on the new kit's view. */
async function createKit(page: Page, name: string): Promise<void> {
  await page.goto(SETS);
  await page.getByRole('button', { name: 'Dodaj zestaw' }).click();
  await page.getByLabel('Nazwa', { exact: true }).fill(name);
  await page.getByLabel('Krótki opis').fill('Pufa i zagłówek');
  await pick(page, 'okrągła', 'Pufa okrągła');
  await pick(page, 'Zagłówek stały', 'Zagłówek stały');
  await expect(page.getByRole('list', { name: 'Wybrane elementy' }).getByRole('listitem')).toHaveText([/Pufa okrągła/, /Zagłówek stały/]);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(kitAddress());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test("the kits list: ord order, description, element count, price A, hidden kits labelled 'UKRYTY'", async ({ page }) => {
  await page.goto(`/collection/${catalogue.slug}`);
  await page.getByRole('navigation', { name: 'Kolekcja' }).getByRole('link', { name: 'Zestawy' }).click();
  await expect(page).toHaveURL(`/collection/${catalogue.slug}/sets`);
  await expect(page.getByRole('heading', { level: 1, name: `Zestawy — ${catalogue.name}` })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Nazwa⇅', 'Krótki opis', 'Elementów', 'Cena A', 'Akcje']);
  await expect(page.getByRole('table').getByRole('rowheader').first()).toHaveText('Sofa 3-osobowa');

  const sofa = kitRow(page, 'Sofa 3-osobowa');
  await expect(sofa.getByRole('cell')).toHaveText(['Trzy moduły 1-osobowe z wąskimi podłokietnikami', '5', /^\d[\d ]*,\d\d zł$/, '⋯']);
  await expect(sofa).not.toContainText('UKRYTY');
  await expect(kitRow(page, 'Narożnik relaks z zagłówkami')).toContainText('UKRYTY');
  await expect(page.getByRole('table').getByText('UKRYTY', { exact: true })).toHaveCount(1);

  await sofa.getByRole('link', { name: 'Sofa 3-osobowa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sofa 3-osobowa' })).toBeVisible();
  await expect(elementRows(page)).toHaveCount(5);
});

test("create a kit with two elements picked by search; one element is 'Wypełnij wymagane pola'", async ({ page }) => {
  const creates = countOperations(page, 'CreateKitMutation');
  await page.goto(SETS);
  await page.getByRole('button', { name: 'Dodaj zestaw' }).click();
  await expect(page.getByLabel('Nazwa', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Kolejność')).toHaveValue('1');
  await expect(page.getByLabel('Aktywny')).toBeChecked();
  await page.getByLabel('Nazwa', { exact: true }).fill('Zestaw E2E');

  // Two characters do not search yet; three do, on the server.
  await page.getByLabel('Szukaj elementu').fill('Pu');
  await page.waitForTimeout(600);
  await expect(page.getByRole('list', { name: 'Wyniki wyszukiwania' })).toHaveCount(0);
  await pick(page, 'Pufa', 'Pufa okrągła');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Wypełnij wymagane pola');
  await expect(page.getByRole('group', { name: 'Elementy zestawu' })).toContainText('Wypełnij wymagane pola');
  expect(creates()).toBe(0);

  await pick(page, 'Zagłówek', 'Zagłówek stały');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(kitAddress());
  await expect(page.getByRole('heading', { level: 1, name: 'Zestaw E2E' })).toBeVisible();
  await expect(elementRows(page).getByRole('rowheader')).toHaveText(['Pufa okrągła', 'Zagłówek stały']);
  expect(creates()).toBe(1);

  await page.getByRole('link', { name: 'Wszystkie zestawy' }).click();
  await expect(kitRow(page, 'Zestaw E2E').getByRole('cell').nth(1)).toHaveText('2');
});

test('kit view: add and remove elements, at least 2 kept, hide and show, totals A–I, two-step delete', async ({ page }) => {
  const deletes = countOperations(page, 'DeleteKitMutation');
  await createKit(page, 'Zestaw E2E widok');
  const total = page.getByRole('table', { name: /^Cena zestawu/ });
  await expect(total).toContainText('po rabatach elementów i kolekcji');
  await expect(total.getByRole('rowheader')).toHaveText(['Cena A', 'Cena B', 'Cena C', 'Cena D', 'Cena E', 'Cena F', 'Cena G', 'Cena H', 'Cena I']);
  const totalA = total.getByRole('row', { name: /^Cena A/ }).getByRole('cell');
  await expect(totalA).toHaveText(/^\d[\d ]*,\d\d zł$/);
  const before = await totalA.textContent();

  // Add by browsing a category, without typing: the same element may come twice; the total follows.
  await page.getByLabel('Kategoria elementów').selectOption({ label: 'Zagłówki' });
  await expect(page.getByRole('list', { name: 'Wyniki wyszukiwania' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Dodaj Zagłówek stały', exact: true }).click();
  await expect(elementRows(page).getByRole('rowheader')).toHaveText(['Pufa okrągła', 'Zagłówek stały', 'Zagłówek stały']);
  await expect(totalA).not.toHaveText(before ?? '');

  // Remove down to 2; one more is refused with the server's message, shown on the screen.
  await elementRows(page).nth(2).getByRole('button', { name: /^Akcje dla/ }).click();
  await page.getByRole('menuitem', { name: 'Usuń z zestawu' }).click();
  await expect(elementRows(page)).toHaveCount(2);
  await expect(totalA).toHaveText(before ?? '');
  await elementRows(page).first().getByRole('button', { name: /^Akcje dla/ }).click();
  await page.getByRole('menuitem', { name: 'Usuń z zestawu' }).click();
  await expect(page.getByText('Zestaw musi mieć co najmniej 2 elementy')).toBeVisible();
  await expect(elementRows(page)).toHaveCount(2);

  // Hide and show.
  await page.getByRole('button', { name: 'Ukryj' }).click();
  await expect(page.getByRole('button', { name: 'Pokaż' })).toBeVisible();
  await expect(page.locator('.kit-title').getByText('UKRYTY')).toBeVisible();
  await page.reload();
  await expect(page.locator('.kit-title').getByText('UKRYTY')).toBeVisible();
  await page.getByRole('link', { name: 'Wszystkie zestawy' }).click();
  await expect(kitRow(page, 'Zestaw E2E widok')).toContainText('UKRYTY');
  await kitRow(page, 'Zestaw E2E widok').getByRole('link').click();
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(page.getByRole('button', { name: 'Ukryj' })).toBeVisible();
  await expect(page.locator('.kit-title').getByText('UKRYTY')).toHaveCount(0);

  // Two-step delete: a wrong word deletes nothing; 'usuń' returns to the list without the kit.
  const remove = page.getByRole('button', { name: 'Usuń', exact: true });
  await remove.click();
  await expect(page.getByText('Zostanie usunięty zestaw „Zestaw E2E widok”; jego elementy zostaną w kolekcji.')).toBeVisible();
  const word = page.getByLabel('Wpisz „usuń”, aby potwierdzić');
  await word.fill('usun');
  await remove.click();
  await expect(word).toHaveAttribute('aria-invalid', 'true');
  expect(deletes()).toBe(0);
  await word.fill('usuń');
  await remove.click();
  await expect(page).toHaveURL(SETS);
  await expect(kitRow(page, 'Zestaw E2E widok')).toHaveCount(0);
  expect(deletes()).toBe(1);
});

test('an unknown kit id says so, and so does a malformed one', async ({ page }) => {
  await page.goto(`${SETS}/S2l0OjAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMA==`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zestawu' })).toBeVisible();
  await page.goto(`${SETS}/zepsuty-adres`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zestawu' })).toBeVisible();
});

test("edit a kit from the list's row menu (D28): a wrong field is said next to it; the new name and 'UKRYTY' show after 'Zapisz'", async ({ page }) => {
  const updates = countOperations(page, 'UpdateKitMutation');
  const kit = workshop.kits[0]!;
  const renamed = `${kit.name} po edycji`;
  await page.goto(SETS);
  await kitRow(page, kit.name).getByRole('button', { name: `Akcje dla „${kit.name}”` }).click();
  await page.getByRole('menuitem', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(new RegExp(`${SETS}/[^/]+/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edycja zestawu ${kit.name}` })).toBeVisible();
  const name = page.getByLabel('Nazwa', { exact: true });
  const order = page.getByLabel('Kolejność');
  await expect(name).toHaveValue(kit.name);
  await expect(page.getByLabel('Aktywny')).toBeChecked();

  // The create form's rules: the banner, each field's message next to it, nothing sent.
  await name.fill('');
  await order.fill('x');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Wypełnij wymagane pola');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Wypełnij wymagane pola/);
  await expect(order).toHaveAccessibleDescription(/Kolejność to liczba całkowita \(najwyżej 2 cyfry\)/);
  expect(updates()).toBe(0);

  await name.fill(renamed);
  await order.fill('9');
  await page.getByLabel('Aktywny').uncheck();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(kitAddress());
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText(`Zapisano zestaw „${renamed}”.`)).toBeVisible();
  await expect(page.locator('.kit-title').getByText('UKRYTY')).toBeVisible();
  expect(updates()).toBe(1);
  await page.getByRole('link', { name: 'Wszystkie zestawy' }).click();
  await expect(kitRow(page, renamed)).toContainText('UKRYTY');
  await expect(kitRow(page, kit.name)).toHaveCount(0);
});

test("the kit screen's 'Edytuj' by keyboard; a changed form asks before Escape leaves it, 'Anuluj' leaves it unsaved", async ({ page }) => {
  const kit = workshop.kits[1]!;
  await page.goto(`${SETS}/${kit._id}`);
  await expect(page.getByRole('heading', { level: 1, name: kit.name })).toBeVisible();
  await page.getByRole('link', { name: 'Edytuj' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Edycja zestawu ${kit.name}` })).toBeVisible();
  const description = page.getByLabel('Krótki opis');
  await description.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Zmieniony opis');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Niezapisane zmiany' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Zostań' }).click();
  await expect(description).toHaveValue('Zmieniony opis');
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await expect(page.getByRole('heading', { level: 1, name: kit.name })).toBeVisible();
  await expect(page.getByText('Zmieniony opis')).toHaveCount(0);
});

test("'Usuń z zestawu' then 'Cofnij' puts the element back at its place; a refused removal leaves only the red message", async ({ page, seed }) => {
  const [a, b] = workshop.elements;
  const { kit } = await seed.call<{ kit: { _id: string; name: string } }>('post', '/api/cms/kit/create', {
    cSlug: workshop.slug,
    name: 'Zestaw E2E cofanie',
    elements: [a!._id, b!._id, a!._id],
  });
  await page.goto(`${SETS}/${kit._id}`);
  const names = elementRows(page).getByRole('rowheader');
  await expect(names).toHaveText([a!.name, b!.name, a!.name]);

  // The first row, not the last occurrence: the row chosen goes.
  await elementRows(page).first().getByRole('button', { name: /^Akcje dla/ }).click();
  await page.getByRole('menuitem', { name: 'Usuń z zestawu' }).click();
  await expect(names).toHaveText([b!.name, a!.name]);
  await expect(page.getByText(`Usunięto element „${a!.name}” z zestawu „${kit.name}”.`)).toBeVisible();
  // Its row gone, the keyboard is on 'Cofnij'.
  await expect(page.getByRole('button', { name: 'Cofnij' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText([a!.name, b!.name, a!.name]);
  await expect(page.getByText(`Zapisano zestaw „${kit.name}”.`)).toBeVisible();
  // The keyboard goes on from the restored row.
  await expect(elementRows(page).first().getByRole('button', { name: /^Akcje dla/ })).toBeFocused();
  await expect(page.getByText(/^Usunięto element „/)).toHaveCount(0);
  await page.reload();
  await expect(names).toHaveText([a!.name, b!.name, a!.name]);

  // Down to 2, then one more is refused: the red message alone, no green toast of the removal before it.
  await elementRows(page).nth(2).getByRole('button', { name: /^Akcje dla/ }).click();
  await page.getByRole('menuitem', { name: 'Usuń z zestawu' }).click();
  await expect(page.getByText(/^Usunięto element „/)).toBeVisible();
  await elementRows(page).first().getByRole('button', { name: /^Akcje dla/ }).click();
  await page.getByRole('menuitem', { name: 'Usuń z zestawu' }).click();
  await expect(page.getByText('Zestaw musi mieć co najmniej 2 elementy')).toBeVisible();
  await expect(page.getByText(/^Usunięto element „/)).toHaveCount(0);
  await expect(page.getByText(/^Zapisano zestaw/)).toHaveCount(0);
  await expect(names).toHaveText([a!.name, b!.name]);
});

test("kit view (D29): a change refused after someone else's names them and shows the kit as it is now; its 'Historia' lists each change at once", async ({ page, seed }) => {
  const [a, b] = workshop.elements;
  const { kit } = await seed.call<{ kit: { _id: string; name: string } }>('post', '/api/cms/kit/create', {
    cSlug: workshop.slug,
    name: 'Zestaw E2E historia',
    elements: [a!._id, b!._id],
  });
  await page.goto(`${SETS}/${kit._id}`);
  const entries = page.getByRole('region', { name: 'Historia' }).getByRole('listitem');
  await expect(entries).toHaveText([/^Utworzenie/]);

  // Someone else hides it meanwhile: 'Ukryj' here is refused, naming them, and the screen shows the kit hidden.
  await seed.call('patch', `/api/cms/kit/visibility/${kit._id}`, { isActive: false });
  await page.getByRole('button', { name: 'Ukryj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Ten rekord zmienił\(a\) .+\. Twoje zmiany nie zostały zapisane\.$/ })).toBeVisible();
  await expect(page.locator('.kit-title').getByText('UKRYTY')).toBeVisible();
  await expect(entries).toHaveText([/^Zmiana/, /^Utworzenie/]);

  // Shown again, over the version the screen shows now: the entry is listed without a reload.
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(page.getByRole('button', { name: 'Ukryj' })).toBeVisible();
  await expect(entries).toHaveText([/^Zmiana/, /^Zmiana/, /^Utworzenie/]);
  await expect(entries.first().getByRole('definition')).toHaveText('nie → tak');
});
