import type { Page } from '@playwright/test';
import { slugify } from '@meble/domain/slug';
import { expect, openSignedIn, test } from './session.ts';
import { operationText } from './operations.ts';
import { unique } from './seed.ts';

// Every create, save and delete says it is done, naming the record, in a polite toast (role status).

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test("a toast after creating, saving and deleting a collection: 'Utworzono', 'Zapisano', 'Usunięto' with its name", async ({ page }) => {
  const name = unique('Toskania Toast');
  await page.getByRole('link', { name: 'Dodaj kolekcję' }).click();
  // The list has its own 'Nazwa kolekcji' filter: fill the form once it is on screen, as a person would.
  await expect(page.getByRole('heading', { name: 'Dodaj kolekcję' })).toBeVisible();
  await page.getByLabel('Nazwa').fill(name);
  await page.getByLabel('Kategoria').selectOption({ label: 'Sofy i kanapy' });
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  const created = toast(page, `Utworzono kolekcję „${name}”.`);
  await expect(created).toBeVisible();
  // It can be closed by its labelled button (and goes by itself after a few seconds).
  await created.getByRole('button', { name: 'Zamknij powiadomienie' }).click();
  await expect(created).toHaveCount(0);

  await page.goto(`/collection/edit/${slugify(name)}`);
  await page.getByLabel('Opis').fill('Opis po zmianie.');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(`/collection/${slugify(name)}`);
  await expect(toast(page, `Zapisano kolekcję „${name}”.`)).toBeVisible();

  await page.getByRole('button', { name: 'Usuń' }).click();
  await page.getByLabel('Wpisz „usuń”, aby potwierdzić').fill('usuń');
  await page.getByRole('button', { name: 'Usuń' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(toast(page, `Usunięto kolekcję „${name}”.`)).toBeVisible();
});

test('a refused save shows no toast', async ({ page }) => {
  await page.goto('/collections/create');
  await page.getByLabel('Kategoria').selectOption({ label: 'Narożniki' });
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wypełnij wymagane pola');
  await expect(page.getByRole('status').filter({ hasText: /^(Utworzono|Zapisano)/ })).toHaveCount(0);
});

test('a changed form asks before a menu link takes it away; Escape is Anuluj', async ({ page, seed }) => {
  const { slug } = await seed.collection('Bristol').create();
  await page.goto(`/collection/edit/${slug}`);
  const description = page.getByLabel('Opis');
  await description.fill('Zmiana, której nie chcę stracić.');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Konfiguracje klientów' }).click();
  const question = page.getByRole('dialog', { name: 'Niezapisane zmiany' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Zostań' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(`/collection/edit/${slug}`);
  await expect(description).toHaveValue('Zmiana, której nie chcę stracić.');

  // Escape in the changed form asks too; leaving drops the change.
  await description.press('Escape');
  await question.getByRole('button', { name: 'Opuść stronę' }).click();
  await expect(page).toHaveURL(`/collection/${slug}`);
  await expect(page.getByText('Zmiana, której nie chcę stracić.')).toHaveCount(0);
});

test('a page that takes a moment to load shows the progress bar at the top until it is there', async ({ page }) => {
  // The settings screen's script is held: the navigation waits for it, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/SettingsScreen-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Ustawienia' }).click();
  const bar = page.getByRole('progressbar', { name: 'Ładowanie strony' });
  // Shown (its strip fades in) and tall enough to see, moving on while the page loads.
  const strip = bar.locator('xpath=..');
  await expect(strip).toHaveAttribute('data-mounted', 'true');
  await expect.poll(async () => (await bar.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  await expect(strip).not.toHaveAttribute('data-mounted');
});

test("a screen whose data is slow to come shows the progress bar over the old screen, then the new one", async ({ page, seed }) => {
  const [from, to] = [await seed.collection('Czekanie Z').create(), await seed.collection('Czekanie Do').create()];
  await page.goto(`/collection/${from.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: from.name })).toBeVisible();
  await page.getByRole('navigation', { name: 'Ścieżka' }).getByRole('link', { name: 'Kolekcje' }).click();
  const card = page.getByRole('link', { name: to.name, exact: true }).first();
  await expect(card).toBeVisible();

  // From here the collection screen's data is held, as on a connection with seconds of latency; its script is loaded.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationText(route.request().postData()).includes('query CollectionScreenQuery')) await held;
    await route.continue();
  });
  await card.click();
  const bar = page.getByRole('progressbar', { name: 'Ładowanie strony' });
  await expect(bar.locator('xpath=..')).toHaveAttribute('data-mounted', 'true');
  await expect.poll(async () => (await bar.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: to.name })).toBeVisible();
  await expect(bar.locator('xpath=..')).not.toHaveAttribute('data-mounted');
});
