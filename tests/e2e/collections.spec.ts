import type { Page } from '@playwright/test';
import { slugify } from '@meble/domain/slug';
import { expect, openSignedIn, test } from './session.ts';
import { operationText } from './operations.ts';
import { unique, type SeededCollection } from './seed.ts';

// Each worker's own collections (seed.ts): a copy of the demo's `manhattan` and an inactive one, both in 'Narożniki'.
let catalogue: SeededCollection;
let inactive: SeededCollection;

test.beforeAll(async ({ seed }) => {
  catalogue = await seed.collection('Narożnik').copyOf('manhattan').create();
  inactive = await seed.collection('Wycofana').inactive().create();
});

/** Counts the GraphQL operations of one name the page sends from now on. */
function countOperations(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationText(request.postData()).includes(`mutation ${name}`)) count++;
  });
  return () => count;
}

function categoryGroup(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('the collections are grouped by category, inactive ones marked', async ({ page }) => {
  const corners = categoryGroup(page, 'Narożniki');
  await expect(corners.getByRole('link', { name: catalogue.name })).toHaveAttribute('href', `/collection/${catalogue.slug}`);
  await expect(corners.getByRole('listitem').filter({ hasText: inactive.name })).toContainText('nieaktywna');
  await expect(corners.getByRole('listitem').filter({ hasText: catalogue.name })).not.toContainText('nieaktywna');
  await expect(corners.getByRole('listitem').filter({ hasText: catalogue.name })).toContainText('26 elementów · 5 zestawów');
});

test('create a collection and find it in its category group', async ({ page }) => {
  const name = unique('Wenecja Świt');
  const slug = slugify(name);
  await page.getByRole('link', { name: 'Dodaj kolekcję' }).click();
  await expect(page).toHaveURL(/\/collections\/create$/);
  await expect(page.getByLabel('Rabat (%)')).toHaveValue('0');
  await expect(page.getByLabel('Aktywna')).toBeChecked();
  await page.getByLabel('Nazwa').fill(name);
  await page.getByLabel('Opis').fill('Sofa z miękkim oparciem.');
  await page.getByLabel('Kategoria').selectOption({ label: 'Sofy i kanapy' });
  await page.getByLabel('Rabat (%)').fill('15');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page).toHaveURL(/\/collections$/);
  const link = categoryGroup(page, 'Sofy i kanapy').getByRole('link', { name });
  await expect(link).toHaveAttribute('href', `/collection/${slug}`);
  expect(slug).toMatch(/^wenecja-swit-/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('15%')).toBeVisible();

  // The same name again: the slug clash (D5) is shown next to the name, and nothing typed is lost.
  await page.goto('/collections/create');
  await page.getByLabel('Nazwa').fill(name);
  await page.getByLabel('Kategoria').selectOption({ label: 'Narożniki' });
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByLabel('Nazwa')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`Kolekcja o takiej nazwie już istnieje (adres: ${slug})`).first()).toBeVisible();
  await expect(page.getByLabel('Nazwa')).toHaveValue(name);
  await expect(page).toHaveURL(/\/collections\/create$/);
});

test("an empty name shows 'Wypełnij wymagane pola' and creates nothing", async ({ page }) => {
  const creates = countOperations(page, 'CreateCollectionMutation');
  await page.goto('/collections/create');
  await page.getByLabel('Kategoria').selectOption({ label: 'Narożniki' });
  await page.getByLabel('Opis').fill('Bez nazwy');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page.getByRole('alert')).toHaveText('Wypełnij wymagane pola');
  const name = page.getByLabel('Nazwa');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByLabel('Opis')).toHaveValue('Bez nazwy');
  await expect(page).toHaveURL(/\/collections\/create$/);
  expect(creates()).toBe(0);

  // Other specs create collections meanwhile: what proves nothing was made is that no create was sent.
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  expect(creates()).toBe(0);
});

test('edit the description of a collection and see it on its page', async ({ page }) => {
  const { name, slug } = inactive;
  await page.goto(`/collection/${slug}`);
  const subMenu = page.getByRole('navigation', { name: 'Kolekcja' });
  await expect(subMenu.getByRole('link')).toHaveText(['Opis i zdjęcie', 'Rabaty', 'Kategorie', 'Przypisanie tkanin', 'Lista elementów', 'Dodaj element', 'Wybarwienia nóżek', 'Wybarwienia elementów', 'Zestawy', 'Elementy z innych kolekcji']);
  await expect(page.getByRole('navigation', { name: 'Ścieżka' })).toContainText(name);
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(`/collection/edit/${slug}`);
  await expect(page.getByLabel('Nazwa')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Rabat (%)')).toHaveAttribute('readonly', '');
  await page.getByLabel('Opis').fill('Nowy opis kolekcji Bristol — zażółć gęślą jaźń.');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page).toHaveURL(`/collection/${slug}`);
  // The description (its history below names it too, as the change's new value).
  const description = page.getByRole('definition').filter({ hasText: /^Nowy opis kolekcji Bristol — zażółć gęślą jaźń\.$/ });
  await expect(description).toBeVisible();
  await page.reload();
  await expect(description).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historia' }).getByRole('listitem').first()).toContainText('Nowy opis kolekcji Bristol');
});

test("create an element category; displayOrd 0 is refused with 'Wypełnij pola'", async ({ page }) => {
  const { slug } = catalogue;
  await page.goto(`/collection/${slug}`);
  await page.getByRole('navigation', { name: 'Kolekcja' }).getByRole('link', { name: 'Kategorie' }).click();
  await expect(page).toHaveURL(`/collection/${slug}/categories`);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj kategorię' }).click();
  await expect(page).toHaveURL(`/element-category/create/${slug}`);

  const creates = countOperations(page, 'CreateElementCategoryMutation');
  await page.getByLabel('Nazwa', { exact: true }).fill('  Oparcia  ');
  await page.getByLabel('Nazwa (EN)').fill('Backrests');
  await page.getByLabel('Kolejność').fill('0');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wypełnij pola');
  await expect(page.getByLabel('Kolejność')).toHaveAttribute('aria-invalid', 'true');
  expect(creates()).toBe(0);

  await page.getByLabel('Kolejność').fill('9');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(`/collection/${slug}/categories`);
  const row = page.getByRole('row').filter({ hasText: 'Oparcia' });
  await expect(row.getByRole('cell')).toHaveText(['Backrests', '9', 'tak', '⋯']);
  await expect(page.getByRole('row').last()).toContainText('Oparcia');
  expect(creates()).toBe(1);

  // Its edit screen has the same rules and the two-step delete.
  await row.getByRole('link', { name: 'Oparcia' }).click();
  await expect(page).toHaveURL(/\/element-category\/update\/.+/);
  await expect(page.getByLabel('Nazwa', { exact: true })).toHaveValue('Oparcia');
  await page.getByRole('button', { name: 'Usuń' }).click();
  await page.getByLabel('Wpisz „usuń”, aby potwierdzić').fill('usuń');
  await page.getByRole('button', { name: 'Usuń' }).click();
  await expect(page).toHaveURL(`/collection/${slug}/categories`);
  await expect(page.getByRole('row').filter({ hasText: 'Oparcia' })).toHaveCount(0);
});

test('delete a collection: a wrong word is flagged and deletes nothing, then usuń deletes it with its categories', async ({ page, seed }) => {
  const { name, slug } = await seed.collection('Sorrento').inCategory('sofy-i-kanapy').copyOf('sorrento').create();
  const deletes = countOperations(page, 'DeleteCollectionMutation');
  // One of its element categories, to check afterwards that it went with the collection.
  await page.goto(`/collection/${slug}/categories`);
  const categoryPage = await page.getByRole('table').getByRole('link').first().getAttribute('href');
  expect(categoryPage).toMatch(/^\/element-category\/update\//);
  await page.goto(`/collection/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Usuń' });
  await remove.click();
  const word = page.getByLabel('Wpisz „usuń”, aby potwierdzić');
  await expect(word).toBeFocused();
  await expect(word).toHaveAttribute('maxlength', '5');
  await expect(
    page.getByText(/^Zostanie usunięta kolekcja, a z nią [3-5] kategori(e|i) elementów i \d+ element(y|ów)?\. Usunięcie można cofnąć w historii przez 30 dni\.$/),
  ).toBeVisible();

  await word.fill('usun');
  await remove.click();
  await expect(word).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Wpisz słowo „usuń”, aby potwierdzić usunięcie')).toBeVisible();
  expect(deletes()).toBe(0);
  await page.getByRole('link', { name: 'Kolekcje', exact: true }).first().click();
  await expect(categoryGroup(page, 'Sofy i kanapy').getByRole('link', { name })).toBeVisible();

  await page.goto(`/collection/${slug}`);
  await page.getByRole('button', { name: 'Usuń' }).click();
  await page.getByLabel('Wpisz „usuń”, aby potwierdzić').fill('usuń');
  // A double click deletes once.
  await page.getByRole('button', { name: 'Usuń' }).dblclick();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(categoryGroup(page, 'Sofy i kanapy').getByRole('link', { name: 'Sorrento', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  expect(deletes()).toBe(1);

  await page.goto(`/collection/${slug}/categories`);
  await expect(page.getByRole('heading', { name: 'Nie znaleziono kolekcji' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
  await page.goto(categoryPage!);
  await expect(page.getByRole('heading', { name: 'Nie znaleziono kategorii elementów' })).toBeVisible();
});
