import { expect, openSignedIn, test } from './session.ts';

// D27: list filters fold case and Polish letters, and the discounts filter searches the whole collection on the
// server. Each worker's own copy of the demo's `manhattan` (its 'Moduł …' elements), with 1,000 more elements
// 'Podłokietnik 00001'…'Podłokietnik 01000': far more than the discounts screen loads at first (200).
let collectionPath: string;

test.beforeAll(async ({ seed }) => {
  const { slug } = await seed.collection('Filtry').copyOf('manhattan').withNumberedElements(1000, 'Podłokietnik').create();
  collectionPath = `/collection/${slug}`;
});

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test("the elements list: 'modul' finds the elements named 'Moduł …'", async ({ page }) => {
  await page.goto(`${collectionPath}/elements`);
  const names = page.getByRole('table').getByRole('rowheader');
  await expect(names.first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj elementu' }).fill('modul');
  await expect(page).toHaveURL(/[?&]filter=modul(&|$)/);
  await expect(names.filter({ hasText: 'Moduł 1-osobowy' })).toBeVisible();
  await expect.poll(async () => (await names.allTextContents()).every((name) => name.includes('Moduł'))).toBe(true);
});

test("the discounts filter finds 'Podłokietnik 00999' of 1,026 elements, though only 200 are loaded", async ({ page }) => {
  await page.goto(`${collectionPath}/discounts`);
  const search = page.getByRole('search', { name: 'Filtr elementów' });
  await expect(search.getByRole('status')).toHaveText('Elementów: 1026');
  const names = page.getByRole('table').getByRole('rowheader');
  await expect(names).toHaveCount(200);
  await expect(names.filter({ hasText: 'Podłokietnik 00999' })).toHaveCount(0);

  await search.getByRole('searchbox', { name: 'Nazwa zawiera' }).fill('Podłokietnik 00999');
  await expect(names).toHaveText(['Podłokietnik 00999']);
  await expect(search.getByRole('status')).toHaveText('Pokazano 1 z 1026 elementów');

  // Without Polish letters, in the edit mode too.
  await page.getByRole('button', { name: 'Edycja' }).click();
  await search.getByRole('searchbox', { name: 'Nazwa zawiera' }).fill('podlokietnik 0099');
  await expect(names).toHaveText(Array.from({ length: 10 }, (_, i) => `Podłokietnik 0099${i}`));
  await expect(page.getByRole('textbox', { name: 'Rabat: Podłokietnik 00999' })).toBeVisible();
});
