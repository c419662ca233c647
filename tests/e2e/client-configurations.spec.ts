import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openSignedIn, test } from './session.ts';
import { operationText } from './operations.ts';

// The demo data (fresh database per run): about 60 configurations, salon1's, salon2's and saved online in turn.
// Tests that delete or look for one record create it first through the public intake, so none depends on another's
// deletions, and no exact total is assumed.

const LIST = '/client-configurations';
const SALON1 = 'Salon Meblowy Kraków';
const SALON2 = 'Meble Wygodne Łódź';
const ONLINE = 'bez salonu';

/** Tests whose page starts with salon1's session (the others start with the administrator's). */
const salonTest = test.extend({ account: 'salon1' });

/** Counts the GraphQL operations of one name the page sends from now on. */
function countOperations(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationText(request.postData()).includes(`mutation ${name}`)) count++;
  });
  return () => count;
}

/** The list's body rows and one column's texts (1-based: 1 Salon, 2 Kolekcja, 3 Dane klienta, …). */
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n})`).allTextContents();
const distinct = async (texts: Promise<string[]>) => [...new Set(await texts)].sort();

/** Opens a row's action menu and chooses one of its items ('Pokaż', 'Usuń'). */
async function rowAction(page: Page, row: ReturnType<typeof rows>, name: 'Pokaż' | 'Usuń'): Promise<void> {
  await row.getByRole('button', { name: /^Akcje dla/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name }).click();
}

/** 'Konfiguracji: N' as a number. */
async function total(page: Page): Promise<number> {
  const text = (await page.getByText(/^Konfiguracji: \d+$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** A Salon's raw id from its global id (the select's option value), as the intake takes it. */
const rawSalonId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').replace(/^Salon:/, '');
/** The details address of a configuration the intake answered with. */
const detailsPath = (id: string) => `/client-configuration-details/${encodeURIComponent(Buffer.from(`ClientConfiguration:${id}`).toString('base64'))}`;

/** Saves a design as the public configurator does (no token): two Manhattan modules, so both lines name catalogue elements. */
async function saveConfiguration(request: APIRequestContext, customerEmail: string, salon: string | null): Promise<string> {
  const line = (name: string, price: string) => ({
    meshId: name,
    displayName: name,
    displayIcon: 'ikony/manhattan-modul.svg',
    displayMaterial: 'Tkanina Velvet Grafit',
    displayEquipment: '',
    displayWoodMaterial: 'Dąb naturalny',
    displayPillowMaterial: 'Pianka HR',
    displayPrice: price,
  });
  const response = await request.post('/api/configurator/configurations', {
    data: {
      cSlug: 'manhattan',
      salon,
      customerEmail,
      kits: [
        {
          name: 'Sofa E2E',
          displayWidth: '240 cm',
          displayDepth: '95 cm',
          displayTotalPrice: '4 480,00 zł',
          elements: [line('Moduł 2-osobowy', '2 790,00 zł'), line('Moduł 1-osobowy', '1 690,00 zł')],
        },
      ],
    },
  });
  expect(response.status()).toBe(201);
  const saved = (await response.json()) as { _id: string; urlSlug: string };
  expect(saved.urlSlug.length).toBeGreaterThanOrEqual(16);
  return saved._id;
}

/** Types into the e-mail search and waits until every row is that customer's (or none is left). */
async function searchEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail klienta').fill(email);
  await expect.poll(async () => (await column(page, 3)).every((text) => text.includes(email))).toBe(true);
}

salonTest('a salon user lands on the list and sees only their salon and saved-online designs; the filter narrows to their salon', async ({ page }) => {
  await openSignedIn(page, 'salon1');
  await expect(page.getByRole('heading', { level: 1, name: 'Konfiguracje klientów' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Salon', 'Kolekcja', 'Dane klienta', 'Zestawy', /^Utworzono/, 'Akcje']);
  await expect(rows(page).first()).toBeVisible();
  // D13: another salon's designs do not exist for them.
  expect(await distinct(column(page, 1))).toEqual([ONLINE, SALON1].sort());
  await expect(page.getByRole('table').getByText(SALON2)).toHaveCount(0);
  const all = await total(page);
  expect(all).toBeGreaterThan(0);
  // D4: Polish date and time ('15 sty 2026, 11:30').
  await expect(rows(page).first().locator('td:nth-child(5)')).toHaveText(/^\d{1,2} [a-ząćęłńóśźż]{3,4} \d{4}, \d{2}:\d{2}$/);

  const salon = page.getByLabel('Salon', { exact: true });
  await expect(salon.getByRole('option')).toHaveText(['Wszystkie', SALON1]);
  await salon.selectOption({ label: SALON1 });
  await expect.poll(() => distinct(column(page, 1))).toEqual([SALON1]);
  const own = await total(page);
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(all);

  await salon.selectOption({ label: 'Wszystkie' });
  await expect.poll(() => distinct(column(page, 1))).toEqual([ONLINE, SALON1].sort());
});

salonTest('a salon user searches by customer e-mail (from 3 characters) and opens the details with its kits', async ({ page }) => {
  await openSignedIn(page, 'salon1');
  await expect(page.getByText('Szukanie w adresach e-mail od 3 znaków.')).toBeVisible();
  const email = (await rows(page).first().locator('td:nth-child(3)').textContent()) ?? '';
  expect(email).toContain('@');
  await searchEmail(page, email);
  expect(await total(page)).toBeGreaterThan(0);

  const row = rows(page).first();
  const kits = (await row.locator('td:nth-child(4)').textContent()) ?? '';
  await rowAction(page, row, 'Pokaż');
  await expect(page).toHaveURL(/\/client-configuration-details\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  const configurator = page.getByRole('link', { name: 'Otwórz w konfiguratorze' });
  await expect(configurator).toHaveAttribute('target', '_blank');
  await expect(configurator).toHaveAttribute('rel', 'noopener noreferrer');
  const firstKit = kits.split(', ')[0] ?? '';
  await expect(page.getByRole('heading', { level: 2, name: firstKit }).first()).toBeVisible();
  const table = page.getByRole('table', { name: `Elementy zestawu ${firstKit}` }).first();
  await expect(table.getByRole('columnheader')).toHaveText(['Nazwa', 'Ikona', 'Materiał', 'Wyposażenie', 'Drewno', 'Poduszki', 'Cena']);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Wymiary: .+ × .+$/).first()).toBeVisible();
  await expect(page.getByText(/^Razem: \d[\d ]*,\d\d zł$/).first()).toBeVisible();
  // A salon user is not led into the catalogue (D14).
  await expect(table.getByRole('link')).toHaveCount(0);
});

salonTest('a salon user deletes a configuration through the dialog: Anuluj keeps it, Usuń removes it and the count drops', async ({ page, request }) => {
  const email = 'e2e.do.usuniecia@example.pl';
  await saveConfiguration(request, email, null);
  const deletes = countOperations(page, 'DeleteClientConfigurationMutation');
  await openSignedIn(page, 'salon1');
  const before = await total(page);
  await searchEmail(page, email);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();
  const row = rows(page).filter({ hasText: email });

  await rowAction(page, row, 'Usuń');
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Operacja trwale usuwa dane');
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  // Escape cancels as well.
  await rowAction(page, row, 'Usuń');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(deletes()).toBe(0);

  await rowAction(page, row, 'Usuń');
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Konfiguracji: 0', { exact: true })).toBeVisible();
  expect(deletes()).toBe(1);

  // Gone for good: the whole list (the address without the search) counts one fewer, read afresh.
  await page.goto(LIST);
  await expect.poll(() => total(page)).toBe(before - 1);
});

test("another salon's configuration does not exist for a salon user (D13)", async ({ page, browser, request, sessions }) => {
  await openSignedIn(page);
  await page.goto(LIST);
  const salon2Id = await page.getByLabel('Salon', { exact: true }).getByRole('option', { name: SALON2 }).getAttribute('value');
  const email = 'e2e.inny.salon@example.pl';
  const id = await saveConfiguration(request, email, rawSalonId(salon2Id ?? ''));
  await page.goto(detailsPath(id));
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();

  const salonContext = await browser.newContext({ storageState: await sessions.of('salon1') });
  try {
    const salonPage = await salonContext.newPage();
    await openSignedIn(salonPage, 'salon1');
    await searchEmail(salonPage, email);
    await expect(salonPage.getByText('Konfiguracji: 0', { exact: true })).toBeVisible();
    await salonPage.goto(detailsPath(id));
    await expect(salonPage.getByRole('heading', { level: 1, name: 'Nie znaleziono konfiguracji' })).toBeVisible();
    await salonPage.getByRole('link', { name: 'Wróć do listy konfiguracji' }).click();
    await expect(salonPage).toHaveURL(/\/client-configurations$/);
  } finally {
    await salonContext.close();
  }
});

test("an administrator filters by salon and 'bez salonu'", async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Konfiguracje klientów' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konfiguracje klientów' })).toBeVisible();
  const salon = page.getByLabel('Salon', { exact: true });
  // Every salon (in the API's order) between 'Wszystkie salony' and 'bez salonu'.
  // Every salon that is not deleted (the demo has four; users-list.spec.ts may delete one without configurations).
  await expect(salon.getByRole('option', { name: SALON2 })).toHaveCount(1);
  const options = await salon.getByRole('option').allTextContents();
  expect([options[0], options.at(-1)]).toEqual(['Wszystkie salony', ONLINE]);
  expect(options.slice(1, -1)).toEqual(expect.arrayContaining([SALON1, SALON2]));
  expect(options.length).toBeGreaterThanOrEqual(4);
  await expect(rows(page).first()).toBeVisible();
  expect(await distinct(column(page, 1))).toEqual([ONLINE, SALON2, SALON1].sort());
  const all = await total(page);

  await salon.selectOption({ label: SALON2 });
  await expect.poll(() => distinct(column(page, 1))).toEqual([SALON2]);
  expect(await total(page)).toBeLessThan(all);

  await salon.selectOption({ label: ONLINE });
  await expect.poll(() => distinct(column(page, 1))).toEqual([ONLINE]);
  expect(await total(page)).toBeLessThan(all);
});

test("an administrator pages with 'Pokaż więcej', 50 at a time, newest first, 'N z M' beside it", async ({ page }) => {
  await openSignedIn(page);
  await page.goto(LIST);
  await expect(rows(page)).toHaveCount(50);
  const all = await total(page);
  expect(all).toBeGreaterThan(50);
  await expect(page.getByText(`Pokazano 50 z ${all}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pokaż więcej' }).click();
  await expect(rows(page)).toHaveCount(Math.min(all, 100));
  await expect(page.getByText(`Pokazano ${Math.min(all, 100)} z ${all}`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  // No configuration twice across the two pages (a row: its customer and the millisecond it was saved).
  const keys = await rows(page).evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('td:nth-child(3)')?.textContent}|${tr.querySelector('time')?.getAttribute('datetime')}`));
  expect(new Set(keys).size).toBe(Math.min(all, 100));
});

test('the filters and the order stay in the address: a reload keeps them', async ({ page, request }) => {
  const email = 'e2e.adres.filtra@example.pl';
  await saveConfiguration(request, email, null);
  await openSignedIn(page);
  await page.goto(LIST);
  await page.getByLabel('Salon', { exact: true }).selectOption({ label: ONLINE });
  await searchEmail(page, 'e2e.adres.filtra');
  await page.getByRole('columnheader', { name: /Utworzono/ }).getByRole('button').click();
  await expect(page).toHaveURL(/[?&]order=oldest/);
  await expect(page).toHaveURL(/[?&]email=e2e\.adres\.filtra/);
  await expect(page).toHaveURL(/[?&]salon=none/);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('E-mail klienta')).toHaveValue('e2e.adres.filtra');
  await expect(page.getByLabel('Salon', { exact: true })).toHaveValue('none');
  await expect(page.getByRole('columnheader', { name: /Utworzono/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(email);
});

test('an administrator opens the details and follows an element to the catalogue', async ({ page, request }) => {
  const email = 'e2e.katalog@example.pl';
  await saveConfiguration(request, email, null);
  await openSignedIn(page);
  await page.goto(LIST);
  await page.getByLabel('Salon', { exact: true }).selectOption({ label: ONLINE });
  await searchEmail(page, email);
  await rowAction(page, rows(page).filter({ hasText: email }), 'Pokaż');
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(page.getByText('bez salonu — zapisana online')).toBeVisible();
  await expect(page.getByText('Wymiary: 240 cm × 95 cm')).toBeVisible();
  await expect(page.getByText('Razem: 4 480,00 zł')).toBeVisible();
  const table = page.getByRole('table', { name: 'Elementy zestawu Sofa E2E' });
  await expect(table.locator('tbody tr')).toHaveCount(2);

  await table.getByRole('link', { name: 'Moduł 2-osobowy' }).click();
  await expect(page).toHaveURL(/\/collection\/manhattan\/elements\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moduł 2-osobowy' })).toBeVisible();
});

salonTest('an unknown configuration id says so', async ({ page }) => {
  await openSignedIn(page, 'salon1');
  await page.goto(detailsPath('00000000-0000-0000-0000-000000000000'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono konfiguracji' })).toBeVisible();
});
